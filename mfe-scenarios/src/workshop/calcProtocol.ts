// Type-only imports (erased at build): the worker and the server-side parity test share this file.
import type { Action, ScenarioInputs, ScenarioRun } from '@portal/shared';

/** What the server sends for browser runs: the answer of `endpoints.scenarios.inputs`. */
export type { ScenarioInputs };

export type RunnableAction = Pick<Action, 'type' | 'formName' | 'referenceId' | 'selectedFields' | 'value'> & {
  id?: number | null; active?: boolean; sequence?: number;
};

/** Main thread -> worker. `inputs` is sent once per fingerprint; later requests name it only. */
export type CalcRequest =
  | { kind: 'inputs'; inputs: ScenarioInputs }
  | { kind: 'run'; requestId: number; fingerprint: string; actions: RunnableAction[] };

/** Worker -> main thread. */
export type CalcResponse =
  | { kind: 'result'; requestId: number; run: ScenarioRun; ms: number }
  | { kind: 'error'; requestId: number; message: string };
