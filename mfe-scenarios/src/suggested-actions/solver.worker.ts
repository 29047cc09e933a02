/// <reference lib="webworker" />
import { createEvaluationHandler, type EvalRequest } from '@portal/calc';
// The worker is its own bundle, outside Module Federation: the contract subpath keeps React and the UI kit out of it.
import { validateActionRecord } from '@portal/shared/contract';

// A plan-solver worker: evaluates the search's combinations with the engine (the same `runTask` the server's
// worker threads run), over the inputs the server sent for scenario runs.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createEvaluationHandler(validateActionRecord);
scope.onmessage = (event: MessageEvent<EvalRequest>) => {
  const answer = handle(event.data);
  if (answer) scope.postMessage(answer);
};
