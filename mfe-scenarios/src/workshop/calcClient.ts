import { validateActionRecord, type ScenarioRun } from '@portal/shared';
import type { CalcRequest, CalcResponse, RunnableAction, ScenarioInputs, WorkerSetup } from './calcProtocol';

export interface CalcAnswer {
  run: ScenarioRun;
  /** Milliseconds the engine took (from the first worker's start to the joined answer). */
  ms: number;
  /** Where it ran: the web workers, or this thread when no worker could start. */
  where: 'worker' | 'page';
}

/** What-ifs prepared ahead and not yet shown, kept at most. */
const PREPARED_KEPT = 4;

/**
 * A what-if's identity for the answers prepared ahead: the inputs and what the engine reads of each action (the
 * board's folding, `expanded`, and its own bookkeeping are not part of it), in order.
 */
export function whatIfKey(fingerprint: string, actions: RunnableAction[]): string {
  return `${fingerprint}|${JSON.stringify(actions.map((a) => {
    const { expanded: _e, moved: _m, key: _k, ...rest } = a as RunnableAction & { expanded?: unknown; moved?: unknown; key?: unknown };
    return Object.keys(rest).sort().map((k) => [k, (rest as Record<string, unknown>)[k]]);
  }))}`;
}

/** Web workers the trials are split across: one per core, at most four (fewer trials each cost more to join). */
export function workerCount(cores: number | undefined): number {
  return Math.max(1, Math.min(4, Math.floor(cores || 2)));
}

/**
 * Runs scenarios in web workers. The worker script is a chunk of this remote: webpack resolves its URL against
 * the remote's public path (where remoteEntry.js came from), so it loads from the remote's origin inside the
 * shell. The workers start with the inputs (before the first click) and stay warm; each run's trials are split
 * between them (every trial has its own seeded stream, so the split does not change a figure) and the first
 * worker joins the blocks, which the others send it over MessageChannels. Where a worker cannot start (a
 * cross-origin remote in development), the same code runs on the page.
 */
export class ScenarioCalcClient {
  private workers: Worker[] = [];
  private failed = false;
  private nextId = 1;
  private pending = new Map<number, { resolve: (a: CalcAnswer) => void; reject: (e: Error) => void }>();
  private inputs: ScenarioInputs | null = null;
  /** Runs under way by what they compute: asking again for the same run (the click, then the render) shares it. */
  private inFlight = new Map<string, Promise<CalcAnswer>>();
  /**
   * The base plan's answer (no actions) for the current inputs: the engine is seeded, so the same inputs give the
   * same answer, and the base run made while the plan opened is shown at once. (What-ifs are always computed.)
   */
  private base: { fingerprint: string; answer: CalcAnswer } | null = null;
  /**
   * What-ifs computed ahead of the pages (`prepare`, when the plan opens: the workshop scenario's and the suggested
   * actions' selections), by inputs and the actions' content; each is handed out once, to the page's first run of
   * that selection (later runs of it are computed, as every what-if click is).
   */
  private prepared = new Map<string, Promise<CalcAnswer>>();

  constructor(private readonly count = workerCount(typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency)) {}

  private start(): Worker[] {
    if (this.workers.length || this.failed) return this.workers;
    try {
      for (let k = 0; k < this.count; k++) {
        const worker = new Worker(/* webpackChunkName: "scenario-calc" */ new URL('./calc.worker.ts', import.meta.url), { name: `scenario-calc-${k + 1}` });
        worker.onmessage = (e: MessageEvent<CalcResponse>) => this.receive(e.data);
        worker.onerror = () => this.fail();
        this.workers.push(worker);
      }
      // The other workers send their blocks of trials straight to the first one (no hop through this thread).
      for (let k = 1; k < this.workers.length; k++) {
        const channel = new MessageChannel();
        this.workers[0].postMessage({ kind: 'peer', port: channel.port1 } satisfies WorkerSetup, [channel.port1]);
        this.workers[k].postMessage({ kind: 'joiner', port: channel.port2 } satisfies WorkerSetup, [channel.port2]);
      }
      if (this.inputs) this.broadcast({ kind: 'inputs', inputs: this.inputs });
    } catch {
      this.fail();
    }
    return this.workers;
  }

  private broadcast(msg: CalcRequest) {
    for (const w of this.workers) w.postMessage(msg);
  }

  private receive(msg: CalcResponse) {
    const waiting = this.pending.get(msg.requestId);
    if (!waiting || msg.kind === 'block') return;
    this.pending.delete(msg.requestId);
    // User timing (devtools, and the workshop benchmark's breakdown): when the answer reached the page.
    performance.mark('workshop-calc-answer', { detail: { requestId: msg.requestId } });
    if (msg.kind === 'result') waiting.resolve({ run: msg.run, ms: msg.ms, where: 'worker' });
    else waiting.reject(new Error(msg.message));
  }

  /** A worker died (script blocked or crashed): answer what is waiting on the page instead. */
  private fail() {
    this.failed = true;
    for (const w of this.workers) w.terminate();
    this.workers = [];
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const w of waiting) w.reject(new Error('worker failed'));
  }

  /** Starts the workers now, before the inputs are known: they load and compile the engine meanwhile. */
  prestart() {
    this.start();
  }

  setInputs(inputs: ScenarioInputs) {
    if (this.inputs?.fingerprint === inputs.fingerprint) return;
    this.inputs = inputs;
    if (this.start().length) this.broadcast({ kind: 'inputs', inputs });
  }

  /**
   * The engine's answer for these actions over the current inputs. A run asked for again while it is under way
   * is the same run: a screen may start it from the click (before it draws the click) and ask for it again
   * when it renders.
   */
  run(actions: RunnableAction[]): Promise<CalcAnswer> {
    const inputs = this.inputs;
    if (!inputs) return Promise.reject(new Error('No plan loaded'));
    // The same what-if asked for by a page and by the warm-up (which may differ in the board's folding) is one run.
    const key = whatIfKey(inputs.fingerprint, actions);
    if (!actions.length && this.base?.fingerprint === inputs.fingerprint) return Promise.resolve(this.base.answer);
    const prepared = this.prepared.get(key);
    if (prepared) {
      this.prepared.delete(key);
      return prepared;
    }
    const known = this.inFlight.get(key);
    if (known) return known;
    const started = this.compute(inputs, actions);
    this.inFlight.set(key, started);
    const forget = () => { this.inFlight.delete(key); };
    started.then((answer) => {
      forget();
      if (!actions.length) this.base = { fingerprint: inputs.fingerprint, answer };
    }, forget);
    return started;
  }

  /**
   * Computes these actions' what-if now, for a page that will ask for it (the first figures of the workshop and
   * Suggested Actions, computed while the plan opens). Resolves when it is computed; failures are the page's to see.
   */
  prepare(actions: RunnableAction[]): Promise<void> {
    const inputs = this.inputs;
    if (!inputs || !actions.length) return Promise.resolve();
    const ahead = whatIfKey(inputs.fingerprint, actions);
    if (this.prepared.has(ahead)) return Promise.resolve();
    const answer = this.run(actions);
    this.prepared.set(ahead, answer);
    // At most a few kept (a plan's scenarios); the oldest goes first.
    if (this.prepared.size > PREPARED_KEPT) this.prepared.delete(this.prepared.keys().next().value as string);
    return answer.then(() => undefined, () => { this.prepared.delete(ahead); });
  }

  /** Workers started with these inputs (the plan's own fingerprint), or none yet. */
  get fingerprint(): string | null {
    return this.inputs?.fingerprint ?? null;
  }

  private async compute(inputs: ScenarioInputs, actions: RunnableAction[]): Promise<CalcAnswer> {
    const workers = this.start();
    if (workers.length) {
      const requestId = this.nextId++;
      performance.mark('workshop-calc-request', { detail: { requestId } });
      try {
        return await new Promise<CalcAnswer>((resolve, reject) => {
          this.pending.set(requestId, { resolve, reject });
          const { fingerprint, trials } = inputs;
          const parts = Math.min(workers.length, trials);
          if (parts <= 1) {
            workers[0].postMessage({ kind: 'run', requestId, fingerprint, actions } satisfies CalcRequest);
            return;
          }
          const size = Math.ceil(trials / parts);
          let blocks = 0;
          const others: Array<() => void> = [];
          for (let k = 1; k < parts; k++) {
            const first = k * size;
            const count = Math.min(size, trials - first);
            if (count <= 0) break;
            blocks++;
            others.push(() => workers[k].postMessage({ kind: 'trials', requestId, fingerprint, actions, first, count } satisfies CalcRequest));
          }
          // The first worker joins: its own trials first (a block may reach it before this message; it keeps it).
          workers[0].postMessage({ kind: 'run', requestId, fingerprint, actions, count: size, blocks } satisfies CalcRequest);
          for (const send of others) send();
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
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.pending.clear();
    this.inFlight.clear();
    this.base = null;
    this.prepared.clear();
    this.inputs = null;
  }
}
