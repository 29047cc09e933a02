import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AssumptionData } from '@portal/shared/contract';
import type { Db, Tx } from '../db/client';
import { assumptions, settings, teamMembers } from '../db/schema/index';
import { HttpError } from '../lib/errors';
import { effectiveSettings, SETTING_DEFAULTS } from './settingsStore';
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
  return assumptionFrom(row, source, settings);
}

/** The effective set from the row chosen and the effective settings (no database work). */
function assumptionFrom(row: AssumptionRow, source: number, settings: Record<string, string>): EffectiveAssumption {
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

/** The settings the assumption set depends on (effectiveAssumptionAt reads no other). */
const ASSUMPTION_SETTINGS = ['portfolio_assumption', 'inflation', 'monte_carlo_trials'];

/**
 * The sets in effect for many plans at once (the figures worker's batches), each the same as
 * effectiveAssumptionForProfile gives: four statements for the batch (the advisors' teams, their levels' settings,
 * the chosen sets, the global default) instead of five or six per plan, and each distinct set made (copied and
 * fingerprinted) once. `profileSettings` are the plan's own (level 6) settings, as its aggregate holds them.
 */
export async function effectiveAssumptionsForPlans(
  db: Reader, plans: Array<{ id: number; advisorUserId: number | null; profileSettings: Record<string, string> }>,
): Promise<Map<number, EffectiveAssumption>> {
  const out = new Map<number, EffectiveAssumption>();
  if (plans.length === 0) return out;
  const advisors = [...new Set(plans.map((p) => p.advisorUserId).filter((id): id is number => id != null))];
  // Each advisor's team as levelChain finds it (teamOfUser: the first membership).
  const teamOf = new Map<number, number>();
  if (advisors.length) {
    const rows = await db.select({ userId: teamMembers.userId, teamId: teamMembers.teamId }).from(teamMembers)
      .where(inArray(teamMembers.userId, advisors)).orderBy(asc(teamMembers.id));
    for (const r of rows) if (!teamOf.has(r.userId)) teamOf.set(r.userId, r.teamId);
  }
  const teams = [...new Set(teamOf.values())];
  const stored = new Map<string, Record<string, string>>();
  if (advisors.length) {
    const rows = await db.select({ level: settings.level, levelKey: settings.levelKey, key: settings.key, value: settings.value }).from(settings)
      .where(and(inArray(settings.key, ASSUMPTION_SETTINGS), or(
        and(eq(settings.level, 5), inArray(settings.levelKey, advisors)),
        ...(teams.length ? [and(eq(settings.level, 4), inArray(settings.levelKey, teams))] : []),
      )));
    for (const r of rows) {
      const k = `${r.level}:${r.levelKey}`;
      stored.set(k, { ...stored.get(k), [r.key]: r.value });
    }
  }
  // Each plan's effective values, farthest level first so nearer levels overwrite (effectiveSettings' rule).
  const chosen = plans.map((p) => {
    const values: Record<string, string> = {};
    const sources: Record<string, number> = {};
    for (const key of ASSUMPTION_SETTINGS) if (SETTING_DEFAULTS[key] !== undefined) { values[key] = SETTING_DEFAULTS[key]; sources[key] = 1; }
    const team = p.advisorUserId != null ? teamOf.get(p.advisorUserId) : undefined;
    const levels: Array<[number, Record<string, string> | undefined]> = [
      [4, team != null ? stored.get(`4:${team}`) : undefined],
      [5, p.advisorUserId != null ? stored.get(`5:${p.advisorUserId}`) : undefined],
      [6, p.profileSettings],
    ];
    for (const [level, vals] of levels) {
      for (const key of ASSUMPTION_SETTINGS) {
        if (vals && vals[key] !== undefined) { values[key] = vals[key]; sources[key] = level; }
      }
    }
    return { plan: p, values, sources, setId: Number(values.portfolio_assumption) };
  });
  const ids = [...new Set(chosen.map((c) => c.setId).filter((id) => Number.isInteger(id) && id > 0))];
  const rows = new Map((ids.length ? await db.select().from(assumptions).where(inArray(assumptions.id, ids)) : []).map((r) => [r.id, r]));
  let globalRow: AssumptionRow | undefined;
  const made = new Map<string, EffectiveAssumption>();
  for (const c of chosen) {
    let row = rows.get(c.setId);
    let source = c.sources.portfolio_assumption ?? 1;
    if (!row) {
      globalRow ??= await globalDefaultAssumption(db);
      row = globalRow;
      source = 1;
    }
    const key = JSON.stringify([row.id, source, c.values.inflation ?? null, c.values.monte_carlo_trials ?? null]);
    let eff = made.get(key);
    if (!eff) made.set(key, eff = assumptionFrom(row, source, c.values));
    out.set(c.plan.id, eff);
  }
  return out;
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
