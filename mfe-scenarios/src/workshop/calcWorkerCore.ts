import { finishScenario, prepareScenario, runScenario, scenarioTrials, type PreparedScenario } from '@portal/calc';
// The worker is its own bundle, outside Module Federation: the contract subpath keeps React and the UI kit out of it.
import { validateActionRecord } from '@portal/shared/contract';
import type { TrialBlock } from '@portal/calc';
import type { CalcRequest, CalcResponse, RunnableAction, ScenarioInputs } from './calcProtocol';

const MAX_WAITING = 8;

interface Waiting {
  prepared: PreparedScenario;
  blocks: TrialBlock[];
  expected: number;
  started: number;
}

/**
 * What a workshop web worker does with each message, without the worker around it (so a test can run the very
 * same code the browser runs): keep the inputs the server sent, run the shared runScenario over them — whole,
 * or split with other workers (`trials` answers a block of trials; `run` with `blocks` waits for the other
 * workers' blocks and joins them).
 */
export function createCalcHandler(now: () => number = () => performance.now()) {
  const inputsByFingerprint = new Map<string, ScenarioInputs>();
  const waiting = new Map<number, Waiting>();
  // Blocks that came (from another worker's port) before their run's own message did.
  const early = new Map<number, TrialBlock[]>();
  const prepare = (inputs: ScenarioInputs, actions: RunnableAction[]) =>
    prepareScenario(inputs.profile, inputs.assumptions, actions, inputs.seed, { startYear: inputs.startYear, trials: inputs.trials, validateRecord: validateActionRecord });
  const error = (requestId: number, e: unknown): CalcResponse => ({ kind: 'error', requestId, message: e instanceof Error ? e.message : String(e) });
  const finish = (requestId: number, w: Waiting): CalcResponse => {
    waiting.delete(requestId);
    try {
      const blocks = [...w.blocks].sort((a, b) => a.first - b.first);
      return { kind: 'result', requestId, run: finishScenario(w.prepared, blocks), ms: now() - w.started };
    } catch (e) {
      return error(requestId, e);
    }
  };

  return (msg: CalcRequest): CalcResponse | null => {
    if (msg.kind === 'inputs') {
      inputsByFingerprint.clear();
      inputsByFingerprint.set(msg.inputs.fingerprint, msg.inputs);
      waiting.clear();
      early.clear();
      return null;
    }
    if (msg.kind === 'block') {
      const w = waiting.get(msg.requestId);
      if (!w) {
        early.set(msg.requestId, [...(early.get(msg.requestId) ?? []), msg.block]);
        if (early.size > MAX_WAITING) early.delete(early.keys().next().value as number);
        return null;
      }
      w.blocks.push(msg.block);
      return w.blocks.length === w.expected ? finish(msg.requestId, w) : null;
    }
    const inputs = inputsByFingerprint.get(msg.fingerprint);
    if (!inputs) return { kind: 'error', requestId: msg.requestId, message: 'The plan changed; reload the workshop.' };
    const started = now();
    try {
      if (msg.kind === 'trials') return { kind: 'block', requestId: msg.requestId, block: scenarioTrials(prepare(inputs, msg.actions), msg.first, msg.count) };
      if (!msg.blocks) {
        const run = runScenario(inputs.profile, inputs.assumptions, msg.actions, inputs.seed, { startYear: inputs.startYear, trials: inputs.trials, validateRecord: validateActionRecord });
        return { kind: 'result', requestId: msg.requestId, run, ms: now() - started };
      }
      const prepared = prepare(inputs, msg.actions);
      const own = scenarioTrials(prepared, 0, Math.min(msg.count ?? prepared.trials, prepared.trials));
      const w: Waiting = { prepared, blocks: [own, ...(early.get(msg.requestId) ?? [])], expected: msg.blocks + 1, started };
      early.delete(msg.requestId);
      if (w.blocks.length === w.expected) return finish(msg.requestId, w);
      waiting.set(msg.requestId, w);
      // A request whose other blocks never come (a worker failed; the page answered instead) is dropped later.
      if (waiting.size > MAX_WAITING) waiting.delete(waiting.keys().next().value as number);
      return null;
    } catch (e) {
      waiting.delete(msg.requestId);
      return error(msg.requestId, e);
    }
  };
}
