import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { buildSchedule, type PlanSchedule } from '../projection/schedule';
import { checkTrials, summarize, type SimulationResult } from '../simulation/simulate';
import { returnModel, runTrials, type ReturnModel, type TrialBlock } from '../simulation/trials';
import type { Assumptions, PlanInput, SimulationOptions } from '../types';

export interface TrialRequest {
  id: number;
  /** Names the (plan, assumptions, start year): a worker that has built its schedule is sent the key only. */
  key: number;
  plan?: PlanInput;
  assumptions?: Assumptions;
  startYear: number;
  seed: number;
  first: number;
  count: number;
}

/** Schedules a worker keeps (the plans most recently simulated). */
export const KEPT_SCHEDULES = 8;

interface Prepared {
  key: number;
  assumptions: Assumptions;
  startYear: number;
  schedule: PlanSchedule;
  model: ReturnModel;
}

type TrialAnswer = { id: number; block: TrialBlock; error?: undefined } | { id: number; error: string };

/**
 * Monte Carlo split across Node worker threads: the calling thread runs one share of the trials and each
 * worker another. Every trial has its own random stream (trialSeed), so the figures equal `simulate`'s for
 * the same seed whatever the split. Node only (the engine itself stays free of I/O and threads).
 */
export class TrialPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, { resolve: (b: TrialBlock) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private nextKey = 1;
  /** The schedule of each plan object simulated (plans are read, never changed, by the engine). */
  private readonly prepared = new WeakMap<PlanInput, Prepared>();
  /** Keys each worker has built the schedule of, most recent last. */
  private readonly known: number[][] = [];

  /** `workers` threads besides the caller's (default: one fewer than the CPUs). */
  constructor(workers = Math.max(0, availableParallelism() - 1)) {
    for (let k = 0; k < workers; k++) {
      const w = new Worker(new URL('./trialWorker.mjs', import.meta.url));
      w.on('message', (msg: TrialAnswer) => {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        // An idle pool does not keep the process alive.
        w.unref();
        if (msg.error !== undefined) p.reject(new Error(msg.error));
        else p.resolve(msg.block);
      });
      w.on('error', (err) => {
        for (const p of this.pending.values()) p.reject(err);
        this.pending.clear();
      });
      w.unref();
      this.workers.push(w);
      this.known.push([]);
    }
  }

  get threads(): number {
    return this.workers.length + 1;
  }

  async simulate(plan: PlanInput, assumptions: Assumptions, options: SimulationOptions): Promise<SimulationResult> {
    const trials = checkTrials(options.trials);
    const { key, schedule, model } = this.prepare(plan, assumptions, options.startYear);
    const shares = Math.min(this.threads, trials);
    const size = Math.ceil(trials / shares);
    const remote: Promise<TrialBlock>[] = [];
    for (let k = 1; k < shares; k++) {
      const first = k * size;
      const count = Math.min(size, trials - first);
      if (count <= 0) break;
      const id = this.nextId++;
      remote.push(new Promise<TrialBlock>((resolve, reject) => this.pending.set(id, { resolve, reject })));
      const known = this.known[k - 1];
      const sent = known.includes(key);
      const request: TrialRequest = sent
        ? { id, key, startYear: options.startYear, seed: options.seed, first, count }
        : { id, key, plan, assumptions, startYear: options.startYear, seed: options.seed, first, count };
      if (!sent) {
        known.push(key);
        if (known.length > KEPT_SCHEDULES) known.shift();
      }
      this.workers[k - 1].ref();
      this.workers[k - 1].postMessage(request);
    }
    const local = runTrials(schedule, model, options.seed, 0, Math.min(size, trials));
    const blocks = [local, ...(await Promise.all(remote))];
    return summarize(schedule, blocks, options.seed, options.keepPaths ?? false);
  }

  /**
   * The plan's schedule and return model, built once per plan object, assumptions object and start year (the
   * pool keeps them while the plan object lives). Callers that change a plan object in place after simulating it
   * must pass a new object.
   */
  private prepare(plan: PlanInput, assumptions: Assumptions, startYear: number): Prepared {
    const held = this.prepared.get(plan);
    if (held && held.assumptions === assumptions && held.startYear === startYear) return held;
    const p: Prepared = { key: this.nextKey++, assumptions, startYear, schedule: buildSchedule(plan, assumptions, startYear), model: returnModel(assumptions) };
    this.prepared.set(plan, p);
    return p;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
  }
}
export { EvaluationPool } from './evaluationPool';
