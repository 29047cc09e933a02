import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ENGINE_TIME_LIMIT_MS, resultFingerprint } from '../calcs/planResults';
import { recordVersionResult } from '../calcs/resultCache';
import { releaseClaim, saveFigures } from '../calcs/figuresStore';
import { trialsFrom } from '../calcs/runPlan';
import { loadFullAggregate } from '../plan/aggregate';
import { effectiveAssumptionForProfile } from '../../levels/effectiveAssumptions';
import { poolStats, poolThreads, runOffThread } from '../../lib/workPool';

/** Waits (a few ms at a time, up to 2 s) while requests' own work is queued for the work pool. */
async function requestsFirst() {
  for (let i = 0; i < 200 && poolStats().queued > 0; i++) await new Promise((r) => setTimeout(r, 10));
}

/** How long a claim holds a plan: a server that dies mid-batch gives its plans back after this. */
const LEASE_SECONDS = 120;

function rowsOf<T>(res: unknown): T[] {
  return ((res as { rows?: T[] }).rows ?? (res as T[]));
}

/**
 * Claims up to `limit` stale plans for this worker. However many writes a plan had, it is one row here (one pending
 * recompute), and it is claimed only once it has been quiet for `quietMs` (a burst of writes is one recompute).
 * Teams take turns: each team's (or teamless advisor's) stale plans are ranked by need (never computed first, then
 * the lowest stored probability of success, then the oldest figures) and the claim takes every team's first plan,
 * then every team's second, and so on, so one team's firm-wide change never holds up another team's plans.
 * FOR UPDATE SKIP LOCKED and the lease make each plan one process's job: another server or `pnpm worker` skips
 * the rows this one is claiming and the plans it holds until the lease ends.
 */
export async function claimStale(db: Db, worker: string, limit: number, quietMs = 0): Promise<Array<{ profileId: number; seq: number }>> {
  const res = await db.execute(sql`
    UPDATE plan_figures f SET claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}), claimed_by = ${worker}
    WHERE f.profile_id IN (
      SELECT c.profile_id FROM plan_figures c
      WHERE c.profile_id IN (
        SELECT q.profile_id FROM (
          SELECT s.profile_id, s.computed_at, s.probability,
            row_number() OVER (PARTITION BY coalesce(t.team_id, -p.advisor_user_id)
              ORDER BY s.computed_at IS NOT NULL, s.probability ASC NULLS FIRST, s.computed_at ASC NULLS FIRST, s.profile_id) AS turn
          FROM plan_figures s JOIN profiles p ON p.id = s.profile_id
          LEFT JOIN LATERAL (SELECT min(m.team_id) AS team_id FROM team_members m WHERE m.user_id = p.advisor_user_id) t ON true
          WHERE s.stale AND p.active AND (s.claimed_until IS NULL OR s.claimed_until < now())
            AND (s.stale_at IS NULL OR s.stale_at <= now() - make_interval(secs => ${quietMs / 1000}))
        ) q
        ORDER BY q.turn, q.computed_at IS NOT NULL, q.probability ASC NULLS FIRST, q.computed_at ASC NULLS FIRST, q.profile_id
        LIMIT ${limit})
      AND c.stale AND (c.claimed_until IS NULL OR c.claimed_until < now())
      FOR UPDATE OF c SKIP LOCKED)
    RETURNING f.profile_id AS "profileId", f.stale_seq AS "seq"`);
  return rowsOf<{ profileId: number; seq: number }>(res).map((r) => ({ profileId: Number(r.profileId), seq: Number(r.seq) }));
}

/** Plans whose stored figures are stale (the dashboards say how many are still pending). */
export async function pendingCount(db: Db, scope?: { advisorIds: number[] }): Promise<number> {
  if (scope && scope.advisorIds.length === 0) return 0;
  const where = scope ? sql`AND p.advisor_user_id IN (${sql.join(scope.advisorIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const res = await db.execute(sql`SELECT count(*)::int AS n FROM plan_figures f JOIN profiles p ON p.id = f.profile_id
    WHERE f.stale AND p.active ${where}`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

export interface WorkerOptions {
  /** Pause when there is nothing to do. */
  idleMs?: number;
  batch?: number;
  /** A stale plan waits until it has had no change for this long (a burst of writes is one recompute); 0 in tests. */
  quietMs?: number;
  /** Plans computed at once (each on a work-pool thread); default: the pool's threads. */
  concurrency?: number;
  log?: (msg: string) => void;
}

/**
 * The background worker: recomputes stale plans outside the request path. The engine runs on the work pool's
 * threads (lib/workPool.ts), a few plans at a time; before handing over each plan the worker lets requests' own
 * work go first (an open plan's results, a report, a scenario): it waits while such work is queued for the pool.
 * Each server runs one, and `pnpm worker` runs one without HTTP; the claims share the work.
 */
export class FiguresWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private halted = false;
  computed = 0;

  constructor(private db: Db, private opts: WorkerOptions = {}) {}

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.halted = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass: claims and computes batches until nothing is stale. Returns the plans computed. */
  async drain(): Promise<number> {
    let n = 0;
    const concurrency = Math.max(1, this.opts.concurrency ?? poolThreads());
    for (;;) {
      const claimed = await claimStale(this.db, this.id, this.opts.batch ?? Math.max(5, concurrency * 4), this.opts.quietMs ?? 0);
      if (claimed.length === 0) return n;
      const queue = [...claimed];
      const lane = async () => {
        for (let c = queue.shift(); c; c = queue.shift()) {
          if (this.halted) {
            await releaseClaim(this.db, c.profileId, this.id).catch(() => undefined);
            continue;
          }
          await requestsFirst();
          if (await this.computeOne(c)) n += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
      if (this.halted) return n;
    }
  }

  /**
   * One plan: its figures from one engine run on a pool thread, stored with the claim's stale counter. The worker
   * stores only the figures and the probability's history point, not the ~300 KB result (calc_cache): a plan
   * opened later computes its result then (once, with the same seed, so the same figures). Measured, the result's
   * copy between threads, its JSON and its jsonb write took most of the request thread's time per plan.
   */
  private async computeOne(c: { profileId: number; seq: number }): Promise<boolean> {
    try {
      const now = new Date();
      const [profile, assumption] = await Promise.all([loadFullAggregate(this.db, c.profileId), effectiveAssumptionForProfile(this.db, c.profileId)]);
      const startYear = now.getUTCFullYear();
      const trials = trialsFrom(assumption.monteCarloTrials);
      const fingerprint = resultFingerprint({ assumptions: assumption.fingerprint, startYear, trials });
      const part = await runOffThread('planFigures', { profile, assumptions: assumption.data, options: { startYear, trials, now } }, ENGINE_TIME_LIMIT_MS);
      await recordVersionResult(this.db, c.profileId, part);
      await saveFigures(this.db, c.profileId, part, fingerprint, c.seq, this.id);
      this.computed += 1;
      return true;
    } catch (err) {
      this.opts.log?.(`figures worker: plan ${c.profileId} failed: ${(err as Error).message}`);
      await releaseClaim(this.db, c.profileId, this.id).catch(() => undefined);
      return false;
    }
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then((n) => { if (n > 0) this.opts.log?.(`figures worker: ${n} plan(s) recomputed`); })
        .catch((err) => this.opts.log?.(`figures worker: ${(err as Error).message}`))
        .finally(() => { this.running = null; this.schedule(this.opts.idleMs ?? 2_000); });
    }, ms);
    this.timer.unref?.();
  }
}
