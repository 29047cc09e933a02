import { parentPort } from 'node:worker_threads';
import { createEvaluationHandler, type EvalRequest } from '@portal/calc';
import { validateActionRecord } from '@portal/shared/contract';

// A plan-solver worker thread: evaluates the search's candidates with the engine (the request thread only ranks).
const handle = createEvaluationHandler(validateActionRecord);
parentPort?.on('message', (msg: EvalRequest) => {
  const answer = handle(msg);
  if (answer) parentPort!.postMessage(answer);
});
