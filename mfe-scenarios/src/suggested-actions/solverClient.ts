import type { EvalRequest, EvalResponse, EvalTask, Evaluation, LeverChoice, OptimizeInputs, OptimizeProgress, OptimizeRequest, OptimizeResult } from '@portal/calc';
import { usePlan, validateActionRecord, type ScenarioInputs } from '@portal/shared';
import { workerCount } from '../workshop/calcClient';

/** A warm-up's evaluations: the plan as it is and the kinds of change the search tries, on few trials each. */
const WARM_UP_TRIALS = 100;
const WARM_UP_CHOICES: LeverChoice[] = [{}, { conversionBracket: 22 }, { clientClaimAge: 70 }, { withdrawalOrder: 'taxableFirst' }, { conversionBracket: 12, conversionBelowIrmaaTier: true }, {}];

/**
 * The plan solver in the browser: the search ranks on the page (cheap) and its evaluations run in web workers
 * (one per core, at most four), each running the engine's `runTask` as the server's worker threads do. Where a
 * worker cannot start (a cross-origin remote in development), the evaluations run on the page.
 */
export class SolverWorkers {
  private workers: Array<{ worker: Worker; waiting: number; keys: Set<string> }> = [];
  private failed = false;
  private nextId = 1;
  private pending = new Map<number, { resolve: (e: Evaluation) => void; reject: (e: Error) => void; slot: number }>();
  /** The inputs the workers were warmed with. */
  private warmed: string | null = null;

  constructor(private readonly count = workerCount(typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency)) {}

  private start() {
    if (this.workers.length || this.failed) return this.workers;
    try {
      for (let k = 0; k < this.count; k++) {
        const worker = new Worker(/* webpackChunkName: "scenario-solver" */ new URL('./solver.worker.ts', import.meta.url), { name: `scenario-solver-${k + 1}` });
        worker.onmessage = (e: MessageEvent<EvalResponse>) => this.receive(e.data);
        worker.onerror = () => this.fail();
        this.workers.push({ worker, waiting: 0, keys: new Set() });
      }
    } catch {
      this.fail();
    }
    return this.workers;
  }

  private receive(msg: EvalResponse) {
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    this.workers[p.slot].waiting--;
    if (msg.kind === 'error') p.reject(new Error(msg.message));
    else p.resolve(msg.evaluation);
  }

  private fail() {
    this.failed = true;
    for (const w of this.workers) w.worker.terminate();
    this.workers = [];
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) p.reject(new Error('The calculation workers stopped; try again.'));
  }

  /** Evaluates one task in the least busy worker (the search's inputs go to a worker with its first task). */
  private evaluate(key: string, inputs: OptimizeInputs, task: EvalTask): Promise<Evaluation> {
    return new Promise((resolve, reject) => {
      let slot = 0;
      this.workers.forEach((w, k) => { if (w.waiting < this.workers[slot].waiting) slot = k; });
      const w = this.workers[slot];
      if (!w.keys.has(key)) {
        w.keys.add(key);
        w.worker.postMessage({ kind: 'inputs', key, inputs } satisfies EvalRequest);
      }
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject, slot });
      w.waiting++;
      w.worker.postMessage({ kind: 'eval', id, key, task } satisfies EvalRequest);
    });
  }

  /**
   * Loads the engine on the page and starts the workers (they load the engine too) before the first search. With the
   * plan's inputs, each worker also evaluates a few combinations of it on few trials (answers dropped), so that the
   * JavaScript engine has compiled the search's hot paths before the first search rather than during it.
   */
  warm(inputs?: ScenarioInputs) {
    void import('@portal/calc').catch(() => undefined);
    const workers = this.start();
    if (!inputs || this.warmed === inputs.fingerprint) return;
    this.warmed = inputs.fingerprint;
    const solverInputs: OptimizeInputs = { profile: inputs.profile, assumptions: inputs.assumptions, seed: inputs.seed, startYear: inputs.startYear, trials: inputs.trials };
    const key = `${inputs.fingerprint}|warm-up`;
    for (const w of workers) {
      w.worker.postMessage({ kind: 'inputs', key, inputs: solverInputs } satisfies EvalRequest);
      WARM_UP_CHOICES.forEach((choice, k) => {
        const id = this.nextId++;
        this.pending.set(id, { resolve: () => undefined, reject: () => undefined, slot: workers.indexOf(w) });
        w.waiting++;
        w.worker.postMessage({ kind: 'eval', id, key, task: { choice, trials: WARM_UP_TRIALS, deterministic: k === 0 } } satisfies EvalRequest);
      });
    }
  }

  /** Runs the search over the scenario inputs; `onProgress` names what is being tried; `signal` cancels. */
  async solve(inputs: ScenarioInputs, request: OptimizeRequest, options: { onProgress?: (p: OptimizeProgress) => void; signal?: AbortSignal }): Promise<OptimizeResult & { ms: number; where: 'worker' | 'page' }> {
    const { optimizePlan } = await import('@portal/calc');
    const solverInputs: OptimizeInputs = { profile: inputs.profile, assumptions: inputs.assumptions, seed: inputs.seed, startYear: inputs.startYear, trials: inputs.trials };
    const workers = this.start();
    const key = `${inputs.fingerprint}|${this.nextId++}`;
    const started = performance.now();
    const result = await optimizePlan(solverInputs, request, {
      validateRecord: validateActionRecord,
      defaultTarget: (inputs.successThreshold ?? 70) / 100,
      ...(workers.length ? { evaluate: (task: EvalTask) => this.evaluate(key, solverInputs, task), concurrency: workers.length } : {}),
      onProgress: options.onProgress,
      signal: options.signal,
    });
    return { ...result, ms: performance.now() - started, where: workers.length ? 'worker' : 'page' };
  }

  dispose() {
    for (const w of this.workers) w.worker.terminate();
    this.workers = [];
    this.pending.clear();
    this.warmed = null;
  }
}

/**
 * The open plan's solver workers, one set for every visit of Suggested Actions while the plan is open (started and
 * warmed when the plan opens, by the scenarios remote's warm-up): a first search does not wait for workers to start
 * and compile. Stopped when no plan is open any more, or another opens.
 */
let planWorkers: SolverWorkers | null = null;

export function planSolverWorkers(): SolverWorkers {
  planWorkers ??= new SolverWorkers();
  return planWorkers;
}

usePlan.subscribe((state, before) => {
  if (state.profileId !== before.profileId) {
    planWorkers?.dispose();
    planWorkers = null;
  }
});
