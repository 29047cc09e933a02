import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { EvalTask, Evaluation, OptimizeInputs } from '../optimize/evaluate';
import type { Evaluator } from '../optimize/search';
import type { EvalRequest, EvalResponse } from '../optimize/worker';

/**
 * The plan solver's evaluations on Node worker threads (the request thread only ranks): each worker runs
 * `createEvaluationHandler` (its script, given by the caller, supplies the record validator). A search sends its
 * inputs to a worker once, with its first task there; tasks go to the worker with the fewest waiting.
 */
export class EvaluationPool {
  private readonly workers: Array<{ worker: Worker; waiting: number; keys: string[] }> = [];
  private readonly pending = new Map<number, { resolve: (e: Evaluation) => void; reject: (e: Error) => void; slot: number }>();
  private nextId = 1;

  constructor(script: URL, size = Math.max(1, Math.min(4, availableParallelism()))) {
    for (let k = 0; k < size; k++) {
      const worker = new Worker(script);
      worker.on('message', (msg: EvalResponse) => {
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        const slot = this.workers[p.slot];
        if (--slot.waiting === 0) worker.unref();
        if (msg.kind === 'error') p.reject(new Error(msg.message));
        else p.resolve(msg.evaluation);
      });
      worker.on('error', (err) => {
        for (const [id, p] of this.pending) {
          if (p.slot !== k) continue;
          this.pending.delete(id);
          p.reject(err);
        }
      });
      worker.unref();
      this.workers.push({ worker, waiting: 0, keys: [] });
    }
  }

  get size(): number {
    return this.workers.length;
  }

  /** An evaluator of one search's tasks over these inputs (`key` names the search). */
  evaluator(key: string, inputs: OptimizeInputs, heirsTaxRate?: number): Evaluator {
    return (task: EvalTask) => new Promise<Evaluation>((resolve, reject) => {
      let slot = 0;
      this.workers.forEach((w, k) => { if (w.waiting < this.workers[slot].waiting) slot = k; });
      const w = this.workers[slot];
      if (!w.keys.includes(key)) {
        w.keys.push(key);
        if (w.keys.length > 4) w.keys.shift();
        w.worker.postMessage({ kind: 'inputs', key, inputs, heirsTaxRate } satisfies EvalRequest);
      }
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject, slot });
      if (w.waiting++ === 0) w.worker.ref();
      w.worker.postMessage({ kind: 'eval', id, key, task } satisfies EvalRequest);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.workers.length = 0;
  }
}
