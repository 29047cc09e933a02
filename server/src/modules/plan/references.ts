import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { actions, planRecords, scenarios } from '../../db/schema/index';
import { conflict } from '../../lib/errors';

type RecordRow = typeof planRecords.$inferSelect;

/** What points at what inside a plan: kind of the referring record and the field holding the id. */
const RECORD_LINKS: Record<string, Array<{ from: string; field: string }>> = {
  investment: [{ from: 'election', field: 'investmentId' }],
  real_asset: [{ from: 'debt', field: 'realAssetId' }],
  participant: [{ from: 'education_goal', field: 'participantId' }, { from: 'investment', field: 'participantId' }],
  person: [{ from: 'insurance', field: 'insuredId' }, { from: 'election', field: 'clientId' }],
};

/** Records of the plan whose `field` names one of `ids` (for the links of `target`). */
export function referringRecords(records: RecordRow[], target: keyof typeof RECORD_LINKS | string, ids: number[]): RecordRow[] {
  const links = RECORD_LINKS[target] ?? [];
  const wanted = new Set(ids);
  return records.filter((r) => links.some((l) => l.from === r.kind && wanted.has(Number(r.data[l.field]))));
}

/** True when an active action of an active scenario of the plan changes or uses one of `ids`. */
export async function referencedByActiveAction(tx: Db | Tx, profileId: number, referenceTypes: readonly string[], ids: number[]) {
  if (referenceTypes.length === 0 || ids.length === 0) return false;
  const rows = await tx.select({ id: actions.id }).from(actions)
    .innerJoin(scenarios, eq(scenarios.id, actions.scenarioId))
    .where(and(
      eq(scenarios.profileId, profileId), eq(scenarios.active, true), eq(actions.active, true),
      inArray(actions.referenceId, ids), inArray(actions.referenceType, [...referenceTypes]),
    ))
    .limit(1);
  return rows.length > 0;
}

/**
 * Refuses (409, the spec's delete-conflict message) to delete `ids` of `target` while another record of the
 * plan or an active scenario action refers to them. Nothing is deleted then.
 */
export async function assertNotReferenced(
  tx: Db | Tx, profileId: number, target: string, ids: number[], referenceTypes: readonly string[] = [],
) {
  if (RECORD_LINKS[target]) {
    const records = await tx.select().from(planRecords).where(eq(planRecords.profileId, profileId));
    if (referringRecords(records, target, ids).length) throw conflict();
  }
  if (await referencedByActiveAction(tx, profileId, referenceTypes, ids)) throw conflict();
}
