import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AssumptionData } from '@portal/shared/contract';
import type { Db, Tx } from '../db/client';
import { assumptions } from '../db/schema/index';
import { HttpError } from '../lib/errors';
import { effectiveSettings } from './settingsStore';
import type { LevelRef } from './levels';

export { effectiveSettings } from './settingsStore';

type Reader = Db | Tx;
export type AssumptionRow = typeof assumptions.$inferSelect;

/** The assumption set a plan (or any level key) computes with, ready for @portal/calc. */
export interface EffectiveAssumption {
  assumptionId: number;
  name: string;
  /** Level and key the set is stored at. */
  level: number;
  levelKey: number;
  /** Level of the portfolio_assumption setting that chose the set; 1 when none did (the global default). */
  source: number;
  /**
   * The set's data (asset classes, groups, correlations, portfolios with computed statistics, risk mappings),
   * with `inflation` replaced by the effective `inflation` setting when one is set. A superset of calc's
   * `Assumptions`.
   */
  data: AssumptionData;
  /** Effective monte_carlo_trials setting. */
  monteCarloTrials: number;
  /** Changes whenever any effective value above changes (cache key for calculation results). */
  fingerprint: string;
}

/** The global default: the first global set (seeded on first start); it cannot be deleted. */
export async function globalDefaultAssumption(db: Reader): Promise<AssumptionRow> {
  const [row] = await db.select().from(assumptions).where(eq(assumptions.level, 1)).orderBy(asc(assumptions.id)).limit(1);
  if (!row) throw new HttpError(500, 'NO_ASSUMPTIONS', 'No global assumption set exists; restart the server to seed the default.');
  return row;
}

/** Assumption id (and the level that chose it) in effect at a level key: the portfolio_assumption setting, else the global default. */
export async function effectiveAssumptionRow(db: Reader, ref: LevelRef): Promise<{ row: AssumptionRow; source: number; settings: Record<string, string> }> {
  const eff = await effectiveSettings(db, ref.level, ref.levelKey);
  const chosen = Number(eff.values.portfolio_assumption);
  if (Number.isInteger(chosen) && chosen > 0) {
    const [row] = await db.select().from(assumptions).where(eq(assumptions.id, chosen));
    if (row) return { row, source: eff.sources.portfolio_assumption ?? 1, settings: eff.values };
  }
  return { row: await globalDefaultAssumption(db), source: 1, settings: eff.values };
}

export async function effectiveAssumptionAt(db: Reader, ref: LevelRef): Promise<EffectiveAssumption> {
  const { row, source, settings } = await effectiveAssumptionRow(db, ref);
  const data = { ...(row.data as AssumptionData) };
  const inflation = settings.inflation != null && settings.inflation !== '' ? Number(settings.inflation) : NaN;
  if (Number.isFinite(inflation)) data.inflation = inflation;
  const trials = Number(settings.monte_carlo_trials);
  const monteCarloTrials = Number.isInteger(trials) && trials > 0 ? trials : 1000;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ id: row.id, updatedAt: row.updatedAt.toISOString(), data, monteCarloTrials }))
    .digest('hex').slice(0, 24);
  return { assumptionId: row.id, name: row.name, level: row.level, levelKey: row.levelKey, source, data, monteCarloTrials, fingerprint };
}

/** The assumption set in effect for a plan: profile, else its advisor, else the advisor's team, else global. */
export function effectiveAssumptionForProfile(db: Reader, profileId: number): Promise<EffectiveAssumption> {
  return effectiveAssumptionAt(db, { level: 6, levelKey: profileId });
}

/** Whether a set is stored at `ref` or at a level above it (so `ref` may use it). */
export async function isVisibleAt(db: Reader, chain: LevelRef[], assumptionId: number): Promise<boolean> {
  const [row] = await db.select({ level: assumptions.level, levelKey: assumptions.levelKey }).from(assumptions)
    .where(and(eq(assumptions.id, assumptionId)));
  return !!row && chain.some((r) => r.level === row.level && (r.level === 1 || r.levelKey === row.levelKey));
}
