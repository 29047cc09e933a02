import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AssumptionData } from '@portal/shared/contract';
import type { Tx } from '../../db/client';
import { assumptionMappings, assumptions, planRecords, profiles } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { effectiveAssumptionRow } from '../../levels/effectiveAssumptions';
import { levelChain, profilesUnder, type LevelRef } from '../../levels/levels';

/** Spec document 2 section 8, word for word (the client shows it as a 10-second snackbar on a 406). */
export const MAPPING_ERROR_TEXT =
  'There is no valid Assumption Mapping to facilitate your requested change of Portfolio Assumption. Please confirm and update the appropriate Assumption Mapping to change this profile to the selected Portfolio Assumption.';

/** Plan records that name a portfolio of the plan's assumption set. */
const PORTFOLIO_KINDS = ['investment', 'target_method'];

/**
 * The portfolio map from one set to another as a plan sees it: mappings stored at the plan's own level or
 * above, nearer levels winning for the same portfolio.
 */
export async function mappingFor(tx: Tx, chain: LevelRef[], fromId: number, toId: number): Promise<Record<string, string>> {
  const rows = await tx.select().from(assumptionMappings)
    .where(and(eq(assumptionMappings.fromAssumptionId, fromId), eq(assumptionMappings.toAssumptionId, toId)));
  const map: Record<string, string> = {};
  for (const ref of [...chain].reverse()) {
    for (const r of rows) {
      if (r.level === ref.level && (ref.level === 1 || r.levelKey === ref.levelKey)) Object.assign(map, r.portfolioMap);
    }
  }
  return map;
}

/**
 * Moves one plan from assumption set `fromId` to `toId`: every investment / target method whose portfolio
 * the mapping covers gets the mapped portfolio; one whose portfolio is missing from the new set and not
 * covered makes the whole change fail with 406.
 */
async function moveProfile(tx: Tx, profileId: number, fromId: number, toId: number) {
  const [target] = await tx.select().from(assumptions).where(eq(assumptions.id, toId));
  const available = new Set((target.data as AssumptionData).portfolios.map((p) => p.id));
  const chain = await levelChain(tx, { level: 6, levelKey: profileId });
  const map = await mappingFor(tx, chain, fromId, toId);
  const records = await tx.select().from(planRecords)
    .where(and(eq(planRecords.profileId, profileId), inArray(planRecords.kind, PORTFOLIO_KINDS), eq(planRecords.active, true)));
  const missing = new Set<string>();
  const updates: Array<{ id: number; data: Record<string, unknown> }> = [];
  for (const r of records) {
    const current = r.data.portfolioId;
    if (typeof current !== 'string' || current === '') continue;
    const mapped = map[current];
    if (mapped && available.has(mapped)) {
      if (mapped !== current) updates.push({ id: r.id, data: { ...r.data, portfolioId: mapped } });
    } else if (!available.has(current)) missing.add(current);
  }
  if (missing.size) {
    throw new HttpError(406, 'NO_ASSUMPTION_MAPPING', MAPPING_ERROR_TEXT, { profileId, portfolios: [...missing].sort() });
  }
  for (const u of updates) await tx.update(planRecords).set({ data: u.data, updatedAt: new Date() }).where(eq(planRecords.id, u.id));
  if (updates.length) await tx.update(profiles).set({ version: sql`${profiles.version} + 1`, updatedAt: new Date() }).where(eq(profiles.id, profileId));
}

/**
 * Runs `change` (a write of portfolio_assumption at `ref`) inside `tx` and moves every plan whose effective
 * set it changes, or throws 406 (the transaction then rolls the change back).
 */
export async function changeEffectiveAssumption(tx: Tx, ref: LevelRef, change: () => Promise<void>) {
  const affected = await profilesUnder(tx, ref);
  const before = new Map<number, number>();
  for (const id of affected) before.set(id, (await effectiveAssumptionRow(tx, { level: 6, levelKey: id })).row.id);
  await change();
  for (const id of affected) {
    const after = (await effectiveAssumptionRow(tx, { level: 6, levelKey: id })).row.id;
    const was = before.get(id)!;
    if (after !== was) await moveProfile(tx, id, was, after);
  }
}
