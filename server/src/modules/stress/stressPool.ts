import { Worker } from 'node:worker_threads';
import type { Assumptions, PlanInput, StressOptions, StressResult } from '@portal/calc';

export interface StressJob {
  id: number;
  plan: PlanInput;
  assumptions: Assumptions;
  options: StressOptions;
}

type Answer = { id: number; result: StressResult; error?: undefined } | { id: number; error: string };

/**
 * The stress tests run in one worker thread, never on the request thread (they take one to three seconds of
 * CPU: a hundred historical paths and three Monte Carlo runs at full fidelity). Started on first use; an idle
 * worker does not keep the process alive.
 */
export class StressPool {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: StressResult) => void; reject: (e: Error) => void }>();

  run(plan: PlanInput, assumptions: Assumptions, options: StressOptions): Promise<StressResult> {
    const w = this.start();
    const id = this.nextId++;
    return new Promise<StressResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      w.ref();
      w.postMessage({ id, plan, assumptions, options } satisfies StressJob);
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL('./stressWorker.mjs', import.meta.url));
    w.on('message', (msg: Answer) => {
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (this.pending.size === 0) w.unref();
      // The engine's RangeError is the plan's own problem (e.g. not projectable yet); kept as such.
      if (msg.error !== undefined) p.reject(msg.error.startsWith('RangeError: ') ? new RangeError(msg.error.slice(12)) : new Error(msg.error));
      else p.resolve(msg.result);
    });
    w.on('error', (err) => {
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
      this.worker = null;
    });
    this.worker = w;
    return w;
  }
}
