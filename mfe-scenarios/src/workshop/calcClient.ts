import { validateActionRecord, type ScenarioRun } from '@portal/shared';
import type { CalcRequest, CalcResponse, RunnableAction, ScenarioInputs } from './calcProtocol';

export interface CalcAnswer {
  run: ScenarioRun;
  /** Milliseconds the engine took. */
  ms: number;
  /** Where it ran: the web worker, or this thread when no worker could start. */
  where: 'worker' | 'page';
}

/**
 * Runs scenarios in a web worker. The worker script is a chunk of this remote: webpack resolves its URL against
 * the remote's public path (where remoteEntry.js came from), so it loads from the remote's origin inside the
 * shell. Where a worker cannot start (a cross-origin remote in development), the same code runs on the page.
 */
export class ScenarioCalcClient {
  private worker: Worker | null = null;
  private failed = false;
  private nextId = 1;
  private pending = new Map<number, { resolve: (a: CalcAnswer) => void; reject: (e: Error) => void }>();
  private inputs: ScenarioInputs | null = null;

  private start(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      this.worker = new Worker(/* webpackChunkName: "scenario-calc" */ new URL('./calc.worker.ts', import.meta.url), { name: 'scenario-calc' });
      this.worker.onmessage = (e: MessageEvent<CalcResponse>) => this.receive(e.data);
      this.worker.onerror = () => this.fail();
      if (this.inputs) this.send({ kind: 'inputs', inputs: this.inputs });
    } catch {
      this.failed = true;
      this.worker = null;
    }
    return this.worker;
  }

  private send(msg: CalcRequest) {
    this.worker?.postMessage(msg);
  }

  private receive(msg: CalcResponse) {
    const waiting = this.pending.get(msg.requestId);
    if (!waiting) return;
    this.pending.delete(msg.requestId);
    if (msg.kind === 'result') waiting.resolve({ run: msg.run, ms: msg.ms, where: 'worker' });
    else waiting.reject(new Error(msg.message));
  }

  /** The worker died (script blocked or crashed): answer what is waiting on the page instead. */
  private fail() {
    this.failed = true;
    this.worker?.terminate();
    this.worker = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const w of waiting) w.reject(new Error('worker failed'));
  }

  setInputs(inputs: ScenarioInputs) {
    if (this.inputs?.fingerprint === inputs.fingerprint) return;
    this.inputs = inputs;
    if (this.start()) this.send({ kind: 'inputs', inputs });
  }

  async run(actions: RunnableAction[]): Promise<CalcAnswer> {
    const inputs = this.inputs;
    if (!inputs) throw new Error('No plan loaded');
    const worker = this.start();
    if (worker) {
      const requestId = this.nextId++;
      try {
        return await new Promise<CalcAnswer>((resolve, reject) => {
          this.pending.set(requestId, { resolve, reject });
          this.send({ kind: 'run', requestId, fingerprint: inputs.fingerprint, actions });
        });
      } catch (e) {
        if (!this.failed) throw e;
      }
    }
    const { runScenario } = await import('@portal/calc');
    const started = performance.now();
    const run = runScenario(inputs.profile, inputs.assumptions, actions, inputs.seed, { startYear: inputs.startYear, trials: inputs.trials, validateRecord: validateActionRecord });
    return { run, ms: performance.now() - started, where: 'page' };
  }

  dispose() {
    this.worker?.terminate();
    this.worker = null;
    this.pending.clear();
  }
}
