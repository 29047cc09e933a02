import { and, eq, sql } from 'drizzle-orm';
import { electionSchema } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { persons, planRecords } from '../../db/schema/index';
import { rowChanges } from '../../lib/diff';
import { touchProfile } from './touchProfile';
import type { Problems } from './validation';

/**
 * One source for employer-plan contributions: the payroll elections (pre-tax, Roth, after-tax, match tiers).
 * An employer plan (ES) fed by elections holds no contribution or match of its own (the engine would ignore
 * them: calc/src/fromProfile.ts); a contribution entered on an ES account not yet fed by one becomes a payroll
 * election (pre-tax unless Roth is chosen), so the engine lowers taxable wages by it.
 */

type Data = Record<string, unknown>;
type RecordRow = typeof planRecords.$inferSelect;

/** Text of the field message when an ES account's own figure would repeat its elections. */
export const SET_BY_ELECTIONS = 'is set by the payroll elections (Income)';

const isLive = (r: RecordRow) => r.active !== false && r.data.type !== 'OTH';

/** The active payroll elections putting money into this account. */
export async function electionsFeeding(tx: Db | Tx, profileId: number, investmentId: number): Promise<RecordRow[]> {
  const rows = await tx.select().from(planRecords).where(and(eq(planRecords.profileId, profileId), eq(planRecords.kind, 'election')));
  return rows.filter((r) => isLive(r) && Number(r.data.investmentId) === investmentId);
}

/** Refuses an ES account's own contribution (or match, when the elections carry match tiers) while elections feed it. */
export async function checkFedAccount(tx: Db | Tx, profileId: number, data: Data, problems: Problems) {
  if (data.type !== 'ES' || data.id == null) return;
  const feeding = await electionsFeeding(tx, profileId, Number(data.id));
  if (feeding.length === 0) return;
  if (Number(data.annualContribution ?? 0) > 0) problems.add('annualContribution', SET_BY_ELECTIONS);
  const tiered = feeding.some((e) => Array.isArray(e.data.matchTiers) && e.data.matchTiers.length > 0);
  if (tiered && Number(data.employerMatch ?? 0) > 0) problems.add('employerMatch', SET_BY_ELECTIONS);
}

/**
 * After an ES account is written: a contribution entered on it (not fed by elections) becomes a payroll election of its
 * owner, pre-tax by default or Roth (`contributionType`), and the account's own figure goes to 0. Answers the
 * account row as stored and the new election row (or null).
 */
export async function contributionToElection(
  tx: Tx, profileId: number, row: RecordRow, before: RecordRow | undefined,
): Promise<{ row: RecordRow; election: RecordRow | null }> {
  const { contributionType, ...data } = row.data as Data & { contributionType?: string | null };
  const amount = Number(data.annualContribution ?? 0);
  const keep = async (fields: Data) => {
    if (contributionType === undefined) return row;
    const [saved] = await tx.update(planRecords).set({ data: fields }).where(eq(planRecords.id, row.id)).returning();
    return saved;
  };
  // Only a contribution entered now (a new account, or a changed amount): an older plan's untouched account keeps
  // the figures its projection had.
  const entered = !before || Number(before.data.annualContribution ?? 0) !== amount || before.data.type !== 'ES';
  if (row.kind !== 'investment' || data.type !== 'ES' || !(amount > 0) || !entered || (await electionsFeeding(tx, profileId, row.id)).length > 0) {
    return { row: await keep(data), election: null };
  }
  const personType = data.owner === 'SP' ? 'S' : 'C';
  const [person] = await tx.select({ id: persons.id }).from(persons)
    .where(and(eq(persons.profileId, profileId), eq(persons.type, personType))).orderBy(persons.id).limit(1);
  if (!person) return { row: await keep(data), election: null };
  const election = electionSchema.parse({
    profileId, clientId: person.id, category: 'PLAN', description: `${String(data.description ?? 'Employer plan')} contribution`.slice(0, 100),
    investmentId: row.id, type: contributionType === 'ROTH' ? 'ROTH' : 'PRE', contributionAmount: amount, matchTiers: [],
  });
  const { id: _id, profileId: _p, ...electionFields } = election;
  const [created] = await tx.insert(planRecords).values({ profileId, kind: 'election', data: electionFields, active: true }).returning();
  const [saved] = await tx.update(planRecords).set({ data: { ...data, annualContribution: 0 } }).where(eq(planRecords.id, row.id)).returning();
  return { row: saved, election: created };
}

const toRecord = (r: RecordRow) => ({ ...r.data, id: r.id, profileId: r.profileId, active: r.active });

/** ES accounts holding a contribution or match of their own while payroll elections feed them (plans from before). */
async function doubleHeld(db: Db | Tx): Promise<RecordRow[]> {
  const res = await db.execute(sql`
    SELECT i.id FROM plan_records i
    WHERE i.kind = 'investment' AND i.active
      AND (coalesce((i.data->>'annualContribution')::numeric, 0) > 0 OR coalesce((i.data->>'employerMatch')::numeric, 0) > 0)
      AND EXISTS (
        SELECT 1 FROM plan_records e
        WHERE e.kind = 'election' AND e.active AND e.profile_id = i.profile_id
          AND e.data->>'investmentId' = i.id::text AND coalesce(e.data->>'type', '') <> 'OTH')`);
  const ids = ((res as { rows?: Array<{ id: number }> }).rows ?? (res as unknown as Array<{ id: number }>)).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(planRecords).where(eq(planRecords.kind, 'investment'));
  return rows.filter((r) => ids.includes(r.id));
}

/**
 * The once-only migration of plans that hold an employer plan's contribution twice (on the account and in the
 * payroll elections): the account's own figures go to 0, which the engine already ignored, so every figure it
 * computes stays the same; each plan gets one history entry saying so. Runs at start-up until none is left.
 */
export const oneContributionSourceMigration = {
  name: 'employer plan contributions from payroll elections only',
  needed: async (db: Db) => (await doubleHeld(db)).length > 0,
  run: async (tx: Tx) => {
    const byPlan = new Map<number, RecordRow[]>();
    for (const r of await doubleHeld(tx)) byPlan.set(r.profileId, [...(byPlan.get(r.profileId) ?? []), r]);
    for (const [profileId, rows] of byPlan) {
      const changes = [];
      for (const row of rows) {
        const [saved] = await tx.update(planRecords).set({ data: { ...row.data, annualContribution: 0, employerMatch: 0 } })
          .where(eq(planRecords.id, row.id)).returning();
        changes.push(...rowChanges(toRecord(row), toRecord(saved), row.id));
      }
      await touchProfile(tx, profileId, {
        description: 'Employer plan contributions now come from the payroll elections only (the account\'s own figures, which the projection did not use, were cleared; the results are unchanged)',
        area: 'investment', changes,
      });
    }
  },
};
