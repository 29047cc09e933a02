import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ENGINE_TIME_LIMIT_MS, resultFingerprint } from '../calcs/planResults';
import { releaseClaims, saveWorkerFigures, type WorkerFigures } from '../calcs/figuresStore';
import { trialsFrom } from '../calcs/runPlan';
import { loadFullAggregates } from '../plan/aggregate';
import { effectiveAssumptionsForPlans, type EffectiveAssumption } from '../../levels/effectiveAssumptions';
import type { ProfileAggregate } from '@portal/shared/contract';
import { poolStats, poolThreads, runOffThread } from '../../lib/workPool';
import { refreshScenarioResults } from '../scenarios/keepResults';

/** Waits (a few ms at a time, up to 2 s) while requests' own work is queued for the work pool. */
async function requestsFirst() {
  for (let i = 0; i < 200 && poolStats().queued > 0; i++) await new Promise((r) => setTimeout(r, 10));
}

/** How long a claim holds a plan: a server that dies mid-batch gives its plans back after this. */
const LEASE_SECONDS = 120;

/**
 * Plans claimed at once (FIGURES_BATCH): the statements of a batch are a fixed number (see drain), so a larger batch
 * costs the database less per plan. The claim ranks every stale plan (teams' turns), so it is the batch's costliest
 * statement (0.1-0.4 s on PGlite with 10,000 plans stale), once per batch. 64 plans are about three seconds of two
 * threads' engine work: a global change shows on the dashboards in steps of that size, and other processes' claims
 * take the next plans meanwhile. A change to one plan claims just that plan.
 */
const DEFAULT_BATCH = Math.max(1, Number(process.env.FIGURES_BATCH) || 64);

/**
 * Plans whose scenarios' stored results are brought up to date per turn of the worker, once no plan's figures are
 * stale (a plan's figures always go first), and how many plans may wait for that at most (past it, a plan's scenarios
 * are computed when someone reads them, as before).
 */
const SCENARIO_PLANS_PER_TURN = 4;
const SCENARIO_PLANS_WAITING = 5_000;

/** Batches ranked at once, and how old a ranking may be before the next batch ranks again. */
const RANK_BATCHES = 16;
const RERANK_MS = 20_000;

type Claim = { profileId: number; seq: number };
/** A claimed batch with what its plans compute from, read together. */
interface Batch {
  claimed: Claim[];
  aggregates: Map<number, ProfileAggregate>;
  sets: Map<number, EffectiveAssumption>;
  failed: number[];
}

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
export async function claimStale(db: Db, worker: string, limit: number, quietMs = 0): Promise<Claim[]> {
  const res = await db.execute(sql`
    WITH picked AS (${rankedSql(limit, quietMs)}), locked AS (
      SELECT c.profile_id FROM plan_figures c
      WHERE c.profile_id IN (SELECT profile_id FROM picked) AND c.stale AND (c.claimed_until IS NULL OR c.claimed_until < now())
      FOR UPDATE OF c SKIP LOCKED
    )
    UPDATE plan_figures f SET claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}), claimed_by = ${worker}
    FROM picked WHERE f.profile_id = picked.profile_id AND f.profile_id IN (SELECT profile_id FROM locked)
    RETURNING f.profile_id AS "profileId", f.stale_seq AS "seq", picked.ord AS "ord"`);
  // In the claim's order (teams' turns, neediest first): the batch is computed in that order.
  return rowsOf<{ profileId: number; seq: number; ord: number }>(res).sort((x, y) => Number(x.ord) - Number(y.ord))
    .map((r) => ({ profileId: Number(r.profileId), seq: Number(r.seq) }));
}

/** The stale plans in claim order (teams' turns, each team's neediest first), the first `limit`, with their rank `ord`. */
function rankedSql(limit: number, quietMs: number) {
  return sql`
    SELECT q.profile_id, row_number() OVER (ORDER BY q.turn, q.computed_at IS NOT NULL, q.probability ASC NULLS FIRST, q.computed_at ASC NULLS FIRST, q.profile_id) AS ord
    FROM (
      SELECT s.profile_id, s.computed_at, s.probability,
        row_number() OVER (PARTITION BY coalesce(t.team_id, -p.advisor_user_id)
          ORDER BY s.computed_at IS NOT NULL, s.probability ASC NULLS FIRST, s.computed_at ASC NULLS FIRST, s.profile_id) AS turn
      FROM plan_figures s JOIN profiles p ON p.id = s.profile_id
      LEFT JOIN LATERAL (SELECT min(m.team_id) AS team_id FROM team_members m WHERE m.user_id = p.advisor_user_id) t ON true
      WHERE s.stale AND p.active AND (s.claimed_until IS NULL OR s.claimed_until < now())
        AND (s.stale_at IS NULL OR s.stale_at <= now() - make_interval(secs => ${quietMs / 1000}))
    ) q
    ORDER BY ord
    LIMIT ${limit}`;
}

/**
 * The first `limit` stale plans in claim order, without claiming them: the worker ranks once for several batches
 * (the ranking sorts every stale plan, the costliest statement of the queue) and claims them with claimListed.
 */
export async function rankStale(db: Db, limit: number, quietMs = 0): Promise<number[]> {
  const res = await db.execute(sql`SELECT r.profile_id AS "profileId" FROM (${rankedSql(limit, quietMs)}) r ORDER BY r.ord`);
  return rowsOf<{ profileId: number }>(res).map((r) => Number(r.profileId));
}

/**
 * Claims the listed plans that are still stale, quiet and unclaimed (another process may have taken some since they were
 * ranked: SKIP LOCKED and the lease decide, as in claimStale), in the list's order. A primary-key lookup per plan.
 */
export async function claimListed(db: Db, worker: string, profileIds: number[], quietMs = 0): Promise<Claim[]> {
  if (profileIds.length === 0) return [];
  const ids = sql.join(profileIds.map((id) => sql`${id}::int`), sql`, `);
  const res = await db.execute(sql`
    UPDATE plan_figures f SET claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}), claimed_by = ${worker}
    WHERE f.profile_id IN (
      SELECT c.profile_id FROM plan_figures c
      WHERE c.profile_id IN (${ids}) AND c.stale AND (c.claimed_until IS NULL OR c.claimed_until < now())
        AND (c.stale_at IS NULL OR c.stale_at <= now() - make_interval(secs => ${quietMs / 1000}))
      FOR UPDATE OF c SKIP LOCKED)
    RETURNING f.profile_id AS "profileId", f.stale_seq AS "seq"`);
  const order = new Map(profileIds.map((id, i) => [id, i]));
  return rowsOf<{ profileId: number; seq: number }>(res).map((r) => ({ profileId: Number(r.profileId), seq: Number(r.seq) }))
    .sort((x, y) => order.get(x.profileId)! - order.get(y.profileId)!);
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
  /**
   * After a plan's figures are stored, its active scenarios' stored results are brought up to date too, once nothing
   * is stale (refreshScenarioResults). Default on; off leaves them to be computed when read.
   */
  scenarios?: boolean;
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
  /** Plans ranked for the next batches (rankStale), and when they were ranked. */
  private listed: number[] = [];
  private rankedAt = 0;
  /** Plans whose figures this worker stored and whose scenarios' stored results are still to be checked. */
  private scenariosDue = new Set<number>();
  /** Plans of the batches being computed that have active scenarios (the others have nothing to check). */
  private withScenarios = new Set<number>();
  scenariosComputed = 0;

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

  /**
   * One pass: claims and computes batches until nothing is stale. Returns the plans computed. Per batch the
   * database work is a fixed number of statements, not a number per plan: one claim, the batch's plans and their
   * assumption sets read together (loadFullAggregates, effectiveAssumptionsForPlans), and the figures and history
   * points written together in one transaction (saveWorkerFigures). Only the engine runs per plan, on the pool.
   * The next batch is claimed and read, and the last one stored, while the pool computes the current one, so the
   * pool's threads do not wait for the database between batches.
   */
  async drain(): Promise<number> {
    let n = 0;
    const concurrency = Math.max(1, this.opts.concurrency ?? poolThreads());
    let next: Promise<Batch | null> = this.prepare();
    let storing: Promise<number> = Promise.resolve(0);
    try {
      for (;;) {
        const batch = await next;
        if (!batch) break;
        next = this.halted ? Promise.resolve(null) : this.prepare();
        // Read while this batch computes: a failure is met at the next turn's await (marked handled till then, so
        // it is not an unhandled rejection meanwhile).
        next.catch(() => undefined);
        const done = await this.compute(batch, concurrency);
        n += await storing;
        storing = this.store(done, batch.failed);
        storing.catch(() => undefined);
        if (this.halted) break;
      }
    } finally {
      n += await storing;
      // A stop while the next batch was being read: its claims go back.
      const left = await next.catch(() => null);
      if (left) await releaseClaims(this.db, left.claimed.map((c) => c.profileId), this.id).catch(() => undefined);
    }
    return n;
  }

  /** Claims a batch and reads its plans and their assumption sets; null when nothing is left to claim. */
  private async prepare(): Promise<Batch | null> {
    const claimed = await this.claimNext();
    if (claimed.length === 0) return null;
    try {
      const aggregates = await loadFullAggregates(this.db, claimed.map((c) => c.profileId));
      const sets = await effectiveAssumptionsForPlans(this.db, [...aggregates.values()]
        .map((p) => ({ id: p.id, advisorUserId: p.advisorUserId ?? null, profileSettings: (p.profileSettings ?? {}) as Record<string, string> })));
      return { claimed, aggregates, sets, failed: [] };
    } catch (err) {
      // The batch's reads failed (a database that went away): its plans go back, tried again after the lease.
      this.opts.log?.(`figures worker: batch not read: ${(err as Error).message}`);
      await releaseClaims(this.db, claimed.map((c) => c.profileId), this.id).catch(() => undefined);
      return { claimed: [], aggregates: new Map(), sets: new Map(), failed: [] };
    }
  }

  /**
   * The next batch's claims: from the plans ranked for several batches (RANK_BATCHES), ranked again when they run
   * out or are older than RERANK_MS (a plan that went stale since, of another team say, waits that long at most for
   * its turn). Claims the same plans, in the same order, as claimStale would, but ranks every stale plan about once
   * in RANK_BATCHES batches.
   */
  private async claimNext(): Promise<Claim[]> {
    const batch = this.opts.batch ?? DEFAULT_BATCH;
    const quietMs = this.opts.quietMs ?? 0;
    for (let ranked = false; ;) {
      if (this.listed.length === 0 || Date.now() - this.rankedAt > RERANK_MS) {
        if (ranked) return [];
        this.listed = await rankStale(this.db, batch * RANK_BATCHES, quietMs);
        this.rankedAt = Date.now();
        ranked = true;
        if (this.listed.length === 0) return [];
      }
      const claimed = await claimListed(this.db, this.id, this.listed.splice(0, batch), quietMs);
      if (claimed.length) return claimed;
    }
  }

  /**
   * Each plan's figures from one engine run on a pool thread (a few at a time, requests' own pool work first). The
   * worker keeps only the figures and the probability's history point, not the ~300 KB result (calc_cache): a plan
   * opened later computes its result then (once, with the same seed, so the same figures). A plan that fails, and
   * every plan after a stop, is listed in `failed`, to be given back.
   */
  private async compute(batch: Batch, concurrency: number): Promise<WorkerFigures[]> {
    const now = new Date();
    const startYear = now.getUTCFullYear();
    const done: WorkerFigures[] = [];
    const queue = [...batch.claimed];
    const lane = async () => {
      for (let c = queue.shift(); c; c = queue.shift()) {
        const profile = batch.aggregates.get(c.profileId);
        const assumption = batch.sets.get(c.profileId);
        if (this.halted || !profile || !assumption) {
          batch.failed.push(c.profileId);
          continue;
        }
        await requestsFirst();
        try {
          const trials = trialsFrom(assumption.monteCarloTrials);
          const fingerprint = resultFingerprint({ assumptions: assumption.fingerprint, startYear, trials });
          const part = await runOffThread('planFigures', { profile, assumptions: assumption.data, options: { startYear, trials, now } }, ENGINE_TIME_LIMIT_MS);
          done.push({ profileId: c.profileId, seq: c.seq, results: part, fingerprint });
          if (profile.scenarios.some((x) => x.active && (x.type === 'WS' || x.type === 'SA'))) this.withScenarios.add(c.profileId);
        } catch (err) {
          this.opts.log?.(`figures worker: plan ${c.profileId} failed: ${(err as Error).message}`);
          batch.failed.push(c.profileId);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.claimed.length) }, lane));
    return done;
  }

  /** Stores a batch's figures in one transaction and gives back the claims of its failures; the plans stored. */
  private async store(done: WorkerFigures[], failed: number[]): Promise<number> {
    let stored = 0;
    if (done.length) {
      try {
        await saveWorkerFigures(this.db, this.id, done);
        stored = done.length;
        for (const d of done) this.scenarioDue(d.profileId);
      } catch (err) {
        // One statement for the batch can meet another writer's lock order (a deadlock PostgreSQL breaks by failing
        // one side): then each plan is stored on its own.
        this.opts.log?.(`figures worker: batch store failed (${(err as Error).message}); storing plan by plan`);
        for (const d of done) {
          try {
            await saveWorkerFigures(this.db, this.id, [d]);
            stored += 1;
            this.scenarioDue(d.profileId);
          } catch {
            failed.push(d.profileId);
            this.withScenarios.delete(d.profileId);
          }
        }
      }
    }
    if (failed.length) await releaseClaims(this.db, failed, this.id).catch(() => undefined);
    this.computed += stored;
    return stored;
  }

  private scenarioDue(profileId: number) {
    if (!this.withScenarios.delete(profileId)) return;
    if (this.opts.scenarios !== false && this.scenariosDue.size < SCENARIO_PLANS_WAITING) this.scenariosDue.add(profileId);
  }

  /**
   * Brings the stored scenario results of a few plans whose figures were stored up to date (SCENARIO_PLANS_PER_TURN),
   * requests' own pool work first; called once nothing is stale. Returns the scenarios computed.
   */
  async refreshScenarios(plans = SCENARIO_PLANS_PER_TURN): Promise<number> {
    let n = 0;
    for (const profileId of [...this.scenariosDue].slice(0, plans)) {
      if (this.halted) break;
      this.scenariosDue.delete(profileId);
      try {
        n += await refreshScenarioResults(this.db, profileId, requestsFirst);
      } catch (err) {
        // A plan deleted meanwhile, a scenario its engine refuses: read later, it is computed (or refused) then.
        this.opts.log?.(`figures worker: scenarios of plan ${profileId} not computed: ${(err as Error).message}`);
      }
    }
    this.scenariosComputed += n;
    return n;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(async (n) => {
          if (n > 0) this.opts.log?.(`figures worker: ${n} plan(s) recomputed`);
          // Nothing is stale now: a few plans' scenarios, then the queue again (so a new change waits for a turn at most).
          const s = await this.refreshScenarios();
          if (s > 0) this.opts.log?.(`figures worker: ${s} scenario result(s) brought up to date`);
        })
        .catch((err) => this.opts.log?.(`figures worker: ${(err as Error).message}`))
        .finally(() => { this.running = null; this.schedule(this.scenariosDue.size > 0 ? 0 : this.opts.idleMs ?? 2_000); });
    }, ms);
    this.timer.unref?.();
  }
}
