import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planWithResults } from '../calcs/planResults';
import { ResultCache } from '../calcs/resultCache';
import { releaseClaim, saveFigures } from '../calcs/figuresStore';

/** How long a claim holds a plan: a server that dies mid-batch gives its plans back after this. */
const LEASE_SECONDS = 120;

function rowsOf<T>(res: unknown): T[] {
  return ((res as { rows?: T[] }).rows ?? (res as T[]));
}

/**
 * Claims up to `limit` stale plans for this worker, in order of need: never computed first, then the lowest stored
 * probability of success (the plans most likely to need the advisor), then the oldest figures. FOR UPDATE SKIP
 * LOCKED and the lease make each plan one server's job: a second server skips the rows the first one is claiming
 * and the plans it holds until the lease ends.
 */
export async function claimStale(db: Db, worker: string, limit: number): Promise<Array<{ profileId: number; seq: number }>> {
  const res = await db.execute(sql`
    UPDATE plan_figures f SET claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}), claimed_by = ${worker}
    WHERE f.profile_id IN (
      SELECT c.profile_id FROM plan_figures c JOIN profiles p ON p.id = c.profile_id
      WHERE c.stale AND p.active AND (c.claimed_until IS NULL OR c.claimed_until < now())
      ORDER BY c.computed_at IS NOT NULL, c.probability ASC NULLS FIRST, c.computed_at ASC NULLS FIRST, c.profile_id
      LIMIT ${limit}
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
  log?: (msg: string) => void;
}

/**
 * The background worker: recomputes stale plans outside the request path, one plan at a time with a turn of the
 * event loop between them, so requests keep being served. Each server runs one; the claims share the work.
 */
export class FiguresWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private cache: ResultCache;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private halted = false;
  computed = 0;

  constructor(private db: Db, private opts: WorkerOptions = {}) {
    this.cache = new ResultCache(db);
  }

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
    for (;;) {
      const claimed = await claimStale(this.db, this.id, this.opts.batch ?? 5);
      if (claimed.length === 0) return n;
      for (const c of claimed) {
        if (this.halted) return n;
        await new Promise((r) => setImmediate(r));
        try {
          const { cached } = await planWithResults(this.db, this.cache, c.profileId);
          await saveFigures(this.db, c.profileId, cached.results, cached.fingerprint, c.seq, this.id);
          this.cache.forget(c.profileId);
          n += 1;
          this.computed += 1;
        } catch (err) {
          this.opts.log?.(`figures worker: plan ${c.profileId} failed: ${(err as Error).message}`);
          await releaseClaim(this.db, c.profileId, this.id).catch(() => undefined);
        }
      }
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
