import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { planFigures, planVersionResults } from '../../db/schema/index';
import type { FiguresSource } from './figuresPart';

/** The figures the dashboards show, all taken from one engine result. */
export interface Figures {
  probability: number | null;
  netWorth: number | null;
  totalAssets: number | null;
  incomplete: string | null;
}

/** Probability of success (Monte Carlo), net worth and financial assets in the first projected year. */
export function figuresFromResults(results: FiguresSource): Figures {
  const first = results.netWorthAlbum?.[0];
  return {
    probability: results.monteCarlo?.probabilityOfSuccess ?? null,
    netWorth: first ? Math.round(first.netWorth) : null,
    totalAssets: first ? Math.round(first.financialAssets) : null,
    incomplete: results.calc.incomplete ?? null,
  };
}

/** The stale counter now: read before a computation, so a change made meanwhile keeps the plan stale. */
export async function staleSeqOf(db: Db | Tx, profileId: number): Promise<number | null> {
  const [row] = await db.select({ seq: planFigures.staleSeq }).from(planFigures).where(eq(planFigures.profileId, profileId));
  return row?.seq ?? null;
}

/**
 * Stores a plan's figures for the version and fingerprint computed. `seq` is the stale counter read before the
 * computation started: the plan stays stale when it moved since. `worker` names the background worker (counted in runs).
 */
export async function saveFigures(
  db: Db | Tx, profileId: number, results: FiguresSource, fingerprint: string, seq: number | null, worker?: string,
) {
  const f = figuresFromResults(results);
  const values = {
    ...f, version: results.calc.version, fingerprint, computedAt: new Date(results.calc.computedAt),
  };
  await db.insert(planFigures).values({ profileId, ...values, stale: true })
    .onConflictDoUpdate({
      target: planFigures.profileId,
      set: {
        ...values,
        stale: seq == null ? sql`${planFigures.stale}` : sql`${planFigures.staleSeq} <> ${seq}`,
        ...(worker ? { runs: sql`${planFigures.runs} + 1`, claimedUntil: null, claimedBy: null } : {}),
      },
      // An older version's figures never replace a newer one's.
      setWhere: sql`${planFigures.version} is null or ${planFigures.version} <= ${values.version}`,
    });
}

/** One plan the figures worker computed: its claim's stale counter, the engine's part and the assumptions' fingerprint. */
export interface WorkerFigures {
  profileId: number;
  seq: number;
  results: FiguresSource;
  fingerprint: string;
}

/**
 * Stores a batch of the figures worker's plans in one transaction, whole or not at all: each plan's history point
 * (plan_version_results, as recordVersionResult) in one multi-row statement, then its figures in one UPDATE over the
 * batch's rows (as saveFigures with the worker's claim: stale again only when the plan moved since the claim; the
 * run counted; the claim given back; never over a newer version's figures). The worker's plans have their
 * plan_figures row already (they were claimed from it). Three statements for the batch instead of two per plan.
 */
export async function saveWorkerFigures(db: Db, worker: string, items: WorkerFigures[]) {
  if (items.length === 0) return;
  const rows = items.map((it) => {
    const f = figuresFromResults(it.results);
    return { ...it, ...f, version: it.results.calc.version, computedAt: new Date(it.results.calc.computedAt) };
  });
  const values = sql.join(rows.map((r) => sql`(${r.profileId}::int, ${r.seq}::int, ${r.version}::int, ${r.fingerprint}::text,
    ${r.probability}::float8, ${r.netWorth}::float8, ${r.totalAssets}::float8, ${r.incomplete}::text, ${r.computedAt.toISOString()}::timestamptz)`), sql`, `);
  await db.transaction(async (tx) => {
    await tx.insert(planVersionResults)
      .values(rows.map((r) => ({ profileId: r.profileId, version: r.version, probabilityOfSuccess: r.probability, computedAt: r.computedAt })))
      .onConflictDoUpdate({
        target: [planVersionResults.profileId, planVersionResults.version],
        set: { probabilityOfSuccess: sql`excluded.probability_of_success`, computedAt: sql`excluded.computed_at` },
      });
    await tx.execute(sql`UPDATE plan_figures f SET version = v.version, fingerprint = v.fingerprint, probability = v.probability,
        net_worth = v.net_worth, total_assets = v.total_assets, incomplete = v.incomplete, computed_at = v.computed_at,
        stale = f.stale_seq <> v.seq, runs = f.runs + 1, claimed_until = NULL, claimed_by = NULL
      FROM (VALUES ${values}) AS v(profile_id, seq, version, fingerprint, probability, net_worth, total_assets, incomplete, computed_at)
      WHERE f.profile_id = v.profile_id AND (f.version IS NULL OR f.version <= v.version)`);
  });
}

/**
 * Gives back the claims of plans without figures (the worker's failures, or a batch cut short by a stop): they are tried
 * again after the lease.
 */
export async function releaseClaims(db: Db, profileIds: number[], worker: string) {
  if (profileIds.length === 0) return;
  await db.update(planFigures).set({ claimedBy: null })
    .where(and(inArray(planFigures.profileId, profileIds), eq(planFigures.claimedBy, worker)));
}
