import { randomUUID } from 'node:crypto';
import { optimizePlan, OptimizeCancelled, type OptimizeResult } from '@portal/calc';
import { EvaluationPool } from '@portal/calc/node';
import { validateActionRecord, type OptimizeRequestBody, type ProfilePermissions } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { DEFAULT_SUCCESS_THRESHOLD } from '@portal/shared/contract';
import { scenarioInputs } from '../scenarios/scenarioCalc';

/** Searches running at once on this server, and per user. */
export const MAX_RUNNING = 2;
/**
 * A search that has not finished by then is stopped (the answer is a 503). The search is bounded by its own budget
 * (at most 32 combinations after the screening, rounds of 100 / 300 / full trials); this is the backstop for a
 * machine so busy that even that takes minutes.
 */
export const MAX_SEARCH_MS = 180_000;

/**
 * Runs the plan solver for one request: the inputs a scenario run reads (plan, effective assumptions, seed,
 * trials, year), the firm's threshold as the default target; the candidates are evaluated on the pool's worker
 * threads, never on the request thread. Bounded per call (the search's own budget and a time limit) and per
 * user (one search at a time) and per server (MAX_RUNNING at a time): beyond, a 429.
 */
export class PlanSolver {
  private pool: EvaluationPool | null = null;
  private readonly running = new Set<number>();

  constructor(private readonly db: Db, private readonly threads?: number) {}

  private workers(): EvaluationPool {
    this.pool ??= new EvaluationPool(new URL('./optimizeWorker.mjs', import.meta.url), this.threads);
    return this.pool;
  }

  async run(profileId: number, userId: number, permissions: ProfilePermissions, body: OptimizeRequestBody, signal?: AbortSignal): Promise<OptimizeResult & { ms: number }> {
    if (this.running.has(userId)) throw new HttpError(429, 'RATE_LIMITED', 'A search for the best plan is already running for you. Wait for it to finish.');
    if (this.running.size >= MAX_RUNNING) throw new HttpError(429, 'RATE_LIMITED', 'The server is busy solving other plans. Please try again in a moment.');
    this.running.add(userId);
    const started = performance.now();
    const timeout = AbortSignal.timeout(MAX_SEARCH_MS);
    try {
      const inputs = await scenarioInputs(this.db, profileId, permissions);
      const defaultTarget = (inputs.successThreshold ?? DEFAULT_SUCCESS_THRESHOLD) / 100;
      const pool = this.workers();
      const key = randomUUID();
      const solverInputs = { profile: inputs.profile, assumptions: inputs.assumptions, seed: inputs.seed, startYear: inputs.startYear, trials: inputs.trials };
      const result = await optimizePlan(solverInputs, body, {
        validateRecord: validateActionRecord, defaultTarget,
        evaluate: pool.evaluator(key, solverInputs), concurrency: pool.size,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return { ...result, ms: Math.round(performance.now() - started) };
    } catch (e) {
      if (e instanceof OptimizeCancelled && timeout.aborted) throw new HttpError(503, 'SEARCH_TIMEOUT', 'The search took too long; choose fewer levers and try again.');
      throw e;
    } finally {
      this.running.delete(userId);
    }
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }
}
