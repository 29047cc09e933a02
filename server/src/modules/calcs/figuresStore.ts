import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { planFigures } from '../../db/schema/index';
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

/** Gives a claim back without figures (the plan could not be computed): it is tried again after the lease. */
export async function releaseClaim(db: Db, profileId: number, worker: string) {
  await db.update(planFigures).set({ claimedBy: null })
    .where(and(eq(planFigures.profileId, profileId), eq(planFigures.claimedBy, worker)));
}
