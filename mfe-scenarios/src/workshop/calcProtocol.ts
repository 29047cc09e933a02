// Type-only imports (erased at build): the worker and the server-side parity test share this file.
import type { Action, ScenarioInputs, ScenarioRun } from '@portal/shared';
import type { TrialBlock } from '@portal/calc';

/** What the server sends for browser runs: the answer of `endpoints.scenarios.inputs`. */
export type { ScenarioInputs };

export type RunnableAction = Pick<Action, 'type' | 'formName' | 'referenceId' | 'selectedFields' | 'value'> & {
  id?: number | null; active?: boolean; sequence?: number;
};

/**
 * Main thread -> worker. `inputs` is sent once per fingerprint; later requests name it only. With several
 * workers the trials are split: the first worker gets `run` with `count` (its own trials 0 .. count - 1) and
 * `blocks` (how many blocks of the other workers' trials it will receive), the others `trials`; each other
 * worker sends its `block` straight to the first (WorkerSetup), which joins them and answers `result`.
 */
export type CalcRequest =
  | { kind: 'inputs'; inputs: ScenarioInputs }
  | { kind: 'run'; requestId: number; fingerprint: string; actions: RunnableAction[]; count?: number; blocks?: number }
  | { kind: 'trials'; requestId: number; fingerprint: string; actions: RunnableAction[]; first: number; count: number }
  | { kind: 'block'; requestId: number; block: TrialBlock };

/**
 * Main thread -> worker, once when the workers start: the first worker gets a `peer` port per other worker
 * (their blocks arrive there), each other worker the `joiner` port its blocks go to.
 */
export type WorkerSetup = { kind: 'peer'; port: MessagePort } | { kind: 'joiner'; port: MessagePort };

/** Worker -> main thread (and another worker's block -> the first worker, over its port). */
export type CalcResponse =
  | { kind: 'result'; requestId: number; run: ScenarioRun; ms: number }
  | { kind: 'block'; requestId: number; block: TrialBlock }
  | { kind: 'error'; requestId: number; message: string };
