// Type-only imports (erased at build): the worker and the server-side parity test share this file.
import type { Action, ProfileAggregate } from '@portal/shared';
import type { ScenarioRun } from '@portal/shared';
import type { Assumptions } from '@portal/calc';

/** What the server sends for browser runs (GET /api/gateway/calcs/profile/{id}/inputs). */
export interface ScenarioInputs {
  profile: ProfileAggregate;
  assumptions: Assumptions;
  seed: number;
  startYear: number;
  trials: number;
  fingerprint: string;
}

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
