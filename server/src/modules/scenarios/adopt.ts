import { and, eq } from 'drizzle-orm';
import type { ProfileAggregate } from '@portal/shared/contract';
import { applyActions } from '@portal/calc';
import { validateActionRecord } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { persons, planRecords, profiles } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import { RECORD_KINDS } from '../plan/recordKinds';
import { touchProfile } from '../plan/touchProfile';
import { listChanges, rowChanges, type FieldChange } from '../../lib/diff';
import { toAction, type ActionRow } from './actions';

type Rec = Record<string, unknown> & { id: number; profileId: number; active?: boolean };

const PERSON_FIELDS = ['retirementAge', 'lifeExpectancy', 'employmentStatus'] as const;

/** Collections of the aggregate stored in plan_records, with their kind. */
const LIST_KINDS = Object.values(RECORD_KINDS).filter((k) => k.aggregateKey !== 'retirementGoal');

async function writeRecord(tx: Tx, profileId: number, kind: string, before: Rec | undefined, after: Rec | undefined) {
  if (after && JSON.stringify(before) === JSON.stringify(after)) return;
  if (!after) {
    // Removed by the action: kept inactive, like a deleted row the history can still name.
    await tx.update(planRecords).set({ active: false, updatedAt: new Date() }).where(eq(planRecords.id, before!.id));
    return;
  }
  const { id, profileId: _p, active, ...data } = after;
  if (id > 0) {
    await tx.update(planRecords).set({ data, active: active ?? true, updatedAt: new Date() })
      .where(and(eq(planRecords.id, id), eq(planRecords.profileId, profileId)));
  } else {
    await tx.insert(planRecords).values({ profileId, kind, data, active: active ?? true });
  }
}

/** Writes every difference between `before` and `after` to the plan's own rows. */
async function persistPlan(tx: Tx, before: ProfileAggregate, after: ProfileAggregate) {
  const profileId = before.id;
  if (before.spending !== after.spending) await tx.update(profiles).set({ spending: after.spending }).where(eq(profiles.id, profileId));
  for (const person of after.clients) {
    const old = before.clients.find((p) => p.id === person.id);
    if (!old || PERSON_FIELDS.every((f) => old[f] === person[f])) continue;
    await tx.update(persons).set({ retirementAge: person.retirementAge, lifeExpectancy: person.lifeExpectancy, employmentStatus: person.employmentStatus ?? 'EM' })
      .where(and(eq(persons.id, person.id), eq(persons.profileId, profileId)));
  }
  if (after.retirementGoal) {
    await writeRecord(tx, profileId, RECORD_KINDS.retirementGoal.kind, (before.retirementGoal ?? undefined) as Rec | undefined, after.retirementGoal as unknown as Rec);
  }
  for (const def of LIST_KINDS) {
    const was = (before as unknown as Record<string, Rec[]>)[def.aggregateKey] ?? [];
    const now = (after as unknown as Record<string, Rec[]>)[def.aggregateKey] ?? [];
    for (const rec of now) await writeRecord(tx, profileId, def.kind, was.find((r) => r.id === rec.id), rec);
    for (const rec of was) if (!now.some((r) => r.id === rec.id)) await writeRecord(tx, profileId, def.kind, rec, undefined);
  }
}

/**
 * Adopts an action into the plan (POST /api/client/profile/{profileId}/action/{actionId}): applies it to the
 * base plan's records for real and records it in the profile's adoptedActions. Adopting twice is a 409.
 */
export async function adoptAction(db: Db, profile: ProfileAggregate, action: ActionRow, userId: number) {
  if (profile.adoptedActions.includes(action.id)) throw conflict('This action is already part of the plan.');
  const after = applyActions(profile, [{ ...toAction(action), active: true }], validateActionRecord);
  await db.transaction(async (tx) => {
    await persistPlan(tx, profile, after);
    await tx.update(profiles).set({ adoptedActions: [...profile.adoptedActions, action.id] }).where(eq(profiles.id, profile.id));
    await touchProfile(tx, profile.id, {
      userId, description: `Suggested action adopted: ${action.description || action.formName}`, area: 'actions', changes: adoptionChanges(profile, after),
    });
  });
}

/** What adopting changed in the plan's records (every list of the plan, compared row by row). */
function adoptionChanges(before: ProfileAggregate, after: ProfileAggregate): FieldChange[] {
  const out: FieldChange[] = [];
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  for (const key of Object.keys(a)) {
    if (key === 'scenarios' || key === 'permissions') continue;
    const x = b[key];
    const y = a[key];
    if (Array.isArray(y) && (Array.isArray(x) || x == null)) out.push(...listChanges((x ?? []) as Array<Record<string, unknown>>, y as Array<Record<string, unknown>>));
    else if (y && typeof y === 'object' && !Array.isArray(y) && key === 'retirementGoal') out.push(...rowChanges(x as Record<string, unknown> | null, y as Record<string, unknown>));
  }
  return out;
}
