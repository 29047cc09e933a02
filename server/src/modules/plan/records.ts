import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { increasingMatchPercentages, messages } from '@portal/shared/validation';
import type { Db, Tx } from '../../db/client';
import { participants, persons, planRecords, profiles } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { GOAL_KINDS, type RecordKind } from './recordKinds';
import { assertNotReferenced } from './references';
import { touchProfile } from './touchProfile';
import { rowChanges } from '../../lib/diff';
import { MAX_ID, Problems, intParam } from './validation';
import { effectiveAssumptionForProfile } from '../../levels/effectiveAssumptions';
import { checkFedAccount, contributionToElection } from './contributions';

export type RecordRow = typeof planRecords.$inferSelect;
export type SavedRecord = Record<string, unknown> & { id: number; profileId: number; active: boolean };

/** A stored record as the API returns it: its fields, with id, profileId and active from the row itself. */
export function toRecord(row: RecordRow): SavedRecord {
  return { ...row.data, id: row.id, profileId: row.profileId, active: row.active };
}

export async function loadRecords(db: Db | Tx, profileId: number, kinds?: string[]): Promise<RecordRow[]> {
  const where = kinds ? and(eq(planRecords.profileId, profileId), inArray(planRecords.kind, kinds)) : eq(planRecords.profileId, profileId);
  return db.select().from(planRecords).where(where).orderBy(asc(planRecords.id));
}

/** Access resolver for /api/client/{kind}/{id}: the record's profile; an unknown id (or another kind's) is a 404. */
export const recordProfile = (def: RecordKind) => async (req: FastifyRequest) => {
  const id = intParam(req, 'id');
  const [row] = await req.server.db.select({ profileId: planRecords.profileId }).from(planRecords)
    .where(and(eq(planRecords.id, id), eq(planRecords.kind, def.kind)));
  if (!row) throw notFound(def.label);
  return row.profileId;
};

export async function getRecord(db: Db, def: RecordKind, id: number): Promise<SavedRecord> {
  const [row] = await db.select().from(planRecords).where(and(eq(planRecords.id, id), eq(planRecords.kind, def.kind)));
  if (!row) throw notFound(def.label);
  return toRecord(row);
}

type Data = Record<string, unknown> & { id?: number | null; profileId: number; active?: boolean };

/** Cross-record rules of each kind: ids in a record must name people and records of the same plan. */
async function checkRecord(tx: Db | Tx, def: RecordKind, data: Data, problems: Problems) {
  const profileId = data.profileId;
  const people = async () => tx.select().from(persons).where(eq(persons.profileId, profileId));
  const kids = async () => tx.select({ id: participants.id }).from(participants).where(eq(participants.profileId, profileId));
  const recordsOf = async (kind: string) => loadRecords(tx, profileId, [kind]);
  // The lookup runs only when the field is set: a query started and never awaited would, on a failed connection,
  // be an unhandled rejection (which ends the process).
  const mustName = async (field: string, ids: () => Promise<Array<{ id: number }>>) => {
    const value = data[field];
    if (value == null) return;
    if (!(await ids()).some((r) => r.id === value)) problems.add(field, messages.oneOf());
  };

  switch (def.kind) {
    case 'election': {
      const tiers = (data.matchTiers ?? []) as Array<{ matchPercentage: number }>;
      for (const i of increasingMatchPercentages(tiers.map((t) => t.matchPercentage))) {
        problems.add(`matchTiers.${i}.matchPercentage`, messages.matchPercentage());
      }
      await mustName('clientId', people);
      await mustName('investmentId', () => recordsOf('investment'));
      break;
    }
    case 'debt': await mustName('realAssetId', () => recordsOf('real_asset')); break;
    case 'insurance': await mustName('insuredId', people); break;
    case 'investment': {
      await mustName('participantId', kids);
      await checkFedAccount(tx, profileId, data, problems);
      // The account's portfolio is one of the portfolios of the plan's effective assumption set.
      if (data.portfolioId != null) {
        const { data: set } = await effectiveAssumptionForProfile(tx, profileId);
        if (!set.portfolios.some((p) => p.id === data.portfolioId)) problems.add('portfolioId', messages.oneOf());
      }
      break;
    }
    case 'education_goal': await mustName('participantId', kids); break;
    case 'social_security': {
      // Spec document 1 section 4: spouse's social security only when the plan flags a spouse and one exists.
      if (data.ownerValue === 'SP') {
        const [profile] = await tx.select({ spouse: profiles.spouse }).from(profiles).where(eq(profiles.id, profileId));
        const spouse = (await people()).some((p) => p.type === 'S');
        if (!profile?.spouse || !spouse) problems.add('ownerValue', messages.oneOf());
      }
      break;
    }
  }
}

/**
 * The record a save without id replaces: the plan's one retirement goal, and one social security income
 * per owner (spec: "one per profile" / "one per owner"). Other kinds always insert.
 */
async function singletonOf(tx: Db | Tx, def: RecordKind, data: Data): Promise<RecordRow | undefined> {
  if (def.kind === 'retirement_goal') return (await loadRecords(tx, data.profileId, [def.kind]))[0];
  if (def.kind === 'social_security') {
    return (await loadRecords(tx, data.profileId, [def.kind])).find((r) => r.data.ownerValue === data.ownerValue);
  }
  return undefined;
}

/**
 * Saves one record of `def` for the checked profile: create when no id, else update the record with that
 * id, which must be this kind and this profile (else 404: a save can never move a record to another plan).
 */
export async function saveRecord(db: Db, def: RecordKind, body: unknown, profileId: number, userId: number, description = `${def.label} saved`): Promise<SavedRecord> {
  const problems = new Problems();
  const data = problems.parse(def.schema, body) as Data | null;
  if (data && data.profileId !== profileId) problems.add('profileId', messages.oneOf());
  if (data) await checkRecord(db, def, data, problems);
  problems.throwIfAny();
  const { id, profileId: _p, ...fields } = data!;
  const active = fields.active ?? true;

  return db.transaction(async (tx) => {
    let target: RecordRow | undefined;
    if (id != null) {
      if (id > MAX_ID) throw notFound(def.label);
      [target] = await tx.select().from(planRecords).where(and(eq(planRecords.id, id), eq(planRecords.kind, def.kind)));
      if (!target || target.profileId !== profileId) throw notFound(def.label);
    } else {
      target = await singletonOf(tx, def, data!);
    }
    const [written] = target
      ? await tx.update(planRecords).set({ data: fields, active, updatedAt: new Date() }).where(eq(planRecords.id, target.id)).returning()
      : await tx.insert(planRecords).values({ profileId, kind: def.kind, data: fields, active }).returning();
    // Deleted by a concurrent call between the read and the update: the save did not happen.
    if (!written) throw notFound(def.label);
    // An employer plan's contribution is held by a payroll election (one source): made here when it is new.
    const { row, election } = def.kind === 'investment' ? await contributionToElection(tx, profileId, written, target) : { row: written, election: null };
    const changes = rowChanges(target ? toRecord(target) : null, toRecord(row), row.id);
    if (election) changes.push(...rowChanges(null, toRecord(election), election.id));
    await touchProfile(tx, profileId, { userId, description, area: def.kind, changes });
    return toRecord(row);
  });
}

/** Deletes one record unless something refers to it (409); a deleted goal also leaves the goal order. */
export async function deleteRecord(db: Db, def: RecordKind, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(planRecords).where(and(eq(planRecords.id, id), eq(planRecords.kind, def.kind)));
    if (!row) throw notFound(def.label);
    await assertNotReferenced(tx, row.profileId, def.kind, [id], def.referenceTypes);
    await tx.delete(planRecords).where(eq(planRecords.id, id));
    if (GOAL_KINDS.has(def.kind)) {
      const [profile] = await tx.select({ goalOrder: profiles.goalOrder }).from(profiles).where(eq(profiles.id, row.profileId));
      const order = profile?.goalOrder ?? [];
      if (order.some((g) => g.goalId === id)) {
        await tx.update(profiles).set({ goalOrder: order.filter((g) => g.goalId !== id) }).where(eq(profiles.id, row.profileId));
      }
    }
    await touchProfile(tx, row.profileId, { userId, description: `${def.label} deleted`, area: def.kind, changes: rowChanges(toRecord(row), null) });
  });
}
