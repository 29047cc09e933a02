import type { RecordValidator } from '../scenario/applyActions';
import { evalContext, runTask, type EvalContext, type EvalTask, type Evaluation, type OptimizeInputs } from './evaluate';

/**
 * Messages of the solver's evaluation workers (web workers in the browser, worker threads on the server): the
 * inputs once per key, then tasks naming the key. The same code evaluates everywhere (`runTask`).
 */
export type EvalRequest =
  | { kind: 'inputs'; key: string; inputs: OptimizeInputs; heirsTaxRate?: number }
  | { kind: 'eval'; id: number; key: string; task: EvalTask };
export type EvalResponse = { kind: 'evaluation'; id: number; evaluation: Evaluation } | { kind: 'error'; id: number; message: string };

/** Inputs a worker keeps (the searches most recently started). */
const KEPT = 4;

/** What an evaluation worker does with each message (without the worker around it, so tests run the same code). */
export function createEvaluationHandler(validateRecord: RecordValidator) {
  const contexts = new Map<string, EvalContext>();
  return (msg: EvalRequest): EvalResponse | null => {
    if (msg.kind === 'inputs') {
      contexts.delete(msg.key);
      contexts.set(msg.key, evalContext(msg.inputs, validateRecord, msg.heirsTaxRate));
      if (contexts.size > KEPT) contexts.delete(contexts.keys().next().value as string);
      return null;
    }
    const ctx = contexts.get(msg.key);
    if (!ctx) return { kind: 'error', id: msg.id, message: 'The plan changed; start the search again.' };
    try {
      return { kind: 'evaluation', id: msg.id, evaluation: runTask(ctx, msg.task) };
    } catch (e) {
      return { kind: 'error', id: msg.id, message: e instanceof Error ? e.message : String(e) };
    }
  };
}
