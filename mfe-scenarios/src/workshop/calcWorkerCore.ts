import { runScenario } from '@portal/calc';
// The worker is its own bundle, outside Module Federation: the contract subpath keeps React and the UI kit out of it.
import { validateActionRecord } from '@portal/shared/contract';
import type { CalcRequest, CalcResponse, ScenarioInputs } from './calcProtocol';

/**
 * What the workshop's web worker does with each message, without the worker around it (so a test can run the
 * very same code the browser runs): keep the inputs the server sent, run the shared runScenario over them.
 */
export function createCalcHandler(now: () => number = () => performance.now()) {
  const inputsByFingerprint = new Map<string, ScenarioInputs>();
  return (msg: CalcRequest): CalcResponse | null => {
    if (msg.kind === 'inputs') {
      inputsByFingerprint.clear();
      inputsByFingerprint.set(msg.inputs.fingerprint, msg.inputs);
      return null;
    }
    const inputs = inputsByFingerprint.get(msg.fingerprint);
    if (!inputs) return { kind: 'error', requestId: msg.requestId, message: 'The plan changed; reload the workshop.' };
    const started = now();
    try {
      const run = runScenario(inputs.profile, inputs.assumptions, msg.actions, inputs.seed, { startYear: inputs.startYear, trials: inputs.trials, validateRecord: validateActionRecord });
      return { kind: 'result', requestId: msg.requestId, run, ms: now() - started };
    } catch (e) {
      return { kind: 'error', requestId: msg.requestId, message: e instanceof Error ? e.message : String(e) };
    }
  };
}
