import { and, eq, inArray, or } from 'drizzle-orm';
import type { AssumptionData } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { assumptionMappings, planRecords } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import { settingHolders } from '../../levels/settingsStore';
import { effectiveAssumptionRow, globalDefaultAssumption, type AssumptionRow } from '../../levels/effectiveAssumptions';
import { profilesUnder } from '../../levels/levels';

type Reader = Db | Tx;

/** Plans whose effective assumption set is `assumptionId`. */
export async function profilesUsingAssumption(db: Reader, assumptionId: number): Promise<number[]> {
  const isDefault = (await globalDefaultAssumption(db)).id === assumptionId;
  const candidates = new Set<number>();
  if (isDefault) for (const id of await profilesUnder(db, { level: 1, levelKey: 1 })) candidates.add(id);
  else {
    for (const holder of await settingHolders(db, 'portfolio_assumption', [String(assumptionId)])) {
      for (const id of await profilesUnder(db, holder)) candidates.add(id);
    }
  }
  const out: number[] = [];
  for (const id of candidates) {
    if ((await effectiveAssumptionRow(db, { level: 6, levelKey: id })).row.id === assumptionId) out.push(id);
  }
  return out;
}

/** 409 unless nothing refers to the set: a portfolio_assumption setting, a mapping, or its being the global default. */
export async function assertAssumptionUnreferenced(db: Reader, row: AssumptionRow) {
  if ((await globalDefaultAssumption(db)).id === row.id) {
    throw conflict('The global default assumption set is used by every plan without its own setting and cannot be deleted.');
  }
  if ((await settingHolders(db, 'portfolio_assumption', [String(row.id)])).length) throw conflict();
  const [mapping] = await db.select({ id: assumptionMappings.id }).from(assumptionMappings)
    .where(or(eq(assumptionMappings.fromAssumptionId, row.id), eq(assumptionMappings.toAssumptionId, row.id))).limit(1);
  if (mapping) throw conflict();
}

/**
 * 409 when a portfolio about to leave set `row` is still used: by the set's risk mappings or default / cash
 * portfolio, by a mapping from or to the set, or by an investment or target method of a plan using the set.
 */
export async function assertPortfoliosUnused(db: Reader, row: AssumptionRow, removed: string[], opts: { withinSet: boolean }) {
  if (removed.length === 0) return;
  const gone = new Set(removed);
  const data = row.data as AssumptionData;
  if (opts.withinSet) {
    if (data.riskMappings.some((r) => gone.has(r.portfolioId))) throw conflict();
    if (gone.has(data.defaultPortfolioId) || (data.cashPortfolioId && gone.has(data.cashPortfolioId))) throw conflict();
  }
  const mappings = await db.select().from(assumptionMappings)
    .where(or(eq(assumptionMappings.fromAssumptionId, row.id), eq(assumptionMappings.toAssumptionId, row.id)));
  for (const m of mappings) {
    const used = m.fromAssumptionId === row.id ? Object.keys(m.portfolioMap) : Object.values(m.portfolioMap);
    if (used.some((p) => gone.has(p))) throw conflict();
  }
  const plans = await profilesUsingAssumption(db, row.id);
  if (plans.length === 0) return;
  const records = await db.select({ data: planRecords.data }).from(planRecords)
    .where(and(inArray(planRecords.profileId, plans), inArray(planRecords.kind, ['investment', 'target_method']), eq(planRecords.active, true)));
  if (records.some((r) => typeof r.data.portfolioId === 'string' && gone.has(r.data.portfolioId))) throw conflict();
}

/** 409 when an asset class about to leave the set is weighted by one of its portfolios. */
export function assertAssetClassesUnused(data: AssumptionData, removed: string[]) {
  const gone = new Set(removed);
  if (data.portfolios.some((p) => Object.entries(p.weights).some(([id, w]) => gone.has(id) && w > 0))) throw conflict();
}
