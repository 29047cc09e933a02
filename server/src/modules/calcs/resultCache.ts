import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calcCache, planVersionResults } from '../../db/schema/index';
import type { PlanResults } from './runPlan';
import { saveFigures, staleSeqOf } from './figuresStore';
import type { FiguresSource } from './figuresPart';

/** A plan's results for one (version, fingerprint), with the part the combined endpoint sends already serialised. */
export interface CachedResults {
  profileId: number;
  version: number;
  fingerprint: string;
  results: PlanResults;
  /** JSON members (no braces) of every album, the metrics, the Monte Carlo summary and `calc`: no details. */
  combinedMembers: string;
}

const MEMO_LIMIT = 50;

/**
 * Results are stored in calc_cache, one row per profile, tagged with profiles.version and the fingerprint of
 * everything else the engine read (effective assumptions, settings, start year). A row whose tags differ from
 * the plan's current ones is stale and is recomputed.
 *
 * Each process also keeps the latest entries in memory, already serialised: a cache hit then costs no jsonb
 * parse and no JSON.stringify of ~300 KB. The memory copy is only used after the same tags have been read
 * from the database, so replicas never serve a result the database would not.
 */
export class ResultCache {
  private memo = new Map<number, CachedResults>();
  private inFlight = new Map<string, Promise<CachedResults>>();

  constructor(private db: Db) {}

  /** The cached results for these tags, or the ones `compute` produces (stored for the next caller). */
  async get(profileId: number, version: number, fingerprint: string, compute: () => Promise<PlanResults> | PlanResults): Promise<CachedResults> {
    const held = this.memo.get(profileId);
    if (held && held.version === version && held.fingerprint === fingerprint) {
      this.remember(held);
      return held;
    }
    const key = `${profileId}:${version}:${fingerprint}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const job = this.load(profileId, version, fingerprint, compute).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, job);
    return job;
  }

  /** Drops this process's memory copy (tests; the database row still decides). */
  forget(profileId?: number) {
    if (profileId === undefined) this.memo.clear();
    else this.memo.delete(profileId);
  }

  private async load(profileId: number, version: number, fingerprint: string, compute: () => Promise<PlanResults> | PlanResults): Promise<CachedResults> {
    // The tags first: a stale row's ~300 KB result is not read (nor parsed) only to be thrown away.
    const [tags] = await this.db.select({ version: calcCache.version, fingerprint: calcCache.fingerprint }).from(calcCache).where(eq(calcCache.profileId, profileId));
    if (tags && tags.version === version && tags.fingerprint === fingerprint) {
      const [row] = await this.db.select({ result: calcCache.result }).from(calcCache)
        .where(and(eq(calcCache.profileId, profileId), eq(calcCache.version, version), eq(calcCache.fingerprint, fingerprint)));
      if (row) return this.remember(entry(profileId, version, fingerprint, row.result as unknown as PlanResults));
    }
    const seq = await staleSeqOf(this.db, profileId);
    const results = await compute();
    const stored = { version, fingerprint, result: results as unknown as Record<string, unknown>, computedAt: new Date(results.calc.computedAt) };
    await this.db.insert(calcCache).values({ profileId, ...stored })
      // A slower calculation of an older version never replaces a newer one.
      .onConflictDoUpdate({ target: calcCache.profileId, set: stored, setWhere: sql`${calcCache.version} <= excluded.version` });
    await recordVersionResult(this.db, profileId, results);
    // The dashboards' stored figures follow every computed result.
    await saveFigures(this.db, profileId, results, fingerprint, seq);
    return this.remember(entry(profileId, version, fingerprint, results));
  }

  private remember(e: CachedResults): CachedResults {
    this.memo.delete(e.profileId);
    this.memo.set(e.profileId, e);
    if (this.memo.size > MEMO_LIMIT) this.memo.delete(this.memo.keys().next().value as number);
    return e;
  }
}

function entry(profileId: number, version: number, fingerprint: string, results: PlanResults): CachedResults {
  const { details: _details, ...combined } = results;
  return { profileId, version, fingerprint, results, combinedMembers: JSON.stringify(combined).slice(1, -1) };
}

/** Kept per version for the plan history's chart of how the probability of success moved. */
export async function recordVersionResult(db: Db, profileId: number, results: FiguresSource) {
  const success = { probabilityOfSuccess: results.monteCarlo?.probabilityOfSuccess ?? null, computedAt: new Date(results.calc.computedAt) };
  await db.insert(planVersionResults).values({ profileId, version: results.calc.version, ...success })
    .onConflictDoUpdate({ target: [planVersionResults.profileId, planVersionResults.version], set: success });
}
