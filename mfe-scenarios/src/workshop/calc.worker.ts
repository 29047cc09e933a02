/// <reference lib="webworker" />
import { createCalcHandler } from './calcWorkerCore';
import type { CalcRequest } from './calcProtocol';

// A workshop calculation worker: the same runScenario the server runs (calc/src/scenario), over the inputs
// the server sent, so an answer here equals the server's for the same actions. Blocks of trials move between
// the workers and the page without copying (their buffers are transferred).
const handle = createCalcHandler();
self.onmessage = (event: MessageEvent<CalcRequest>) => {
  const answer = handle(event.data);
  if (!answer) return;
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  if (answer.kind === 'block') scope.postMessage(answer, [answer.block.netWorth.buffer, answer.block.depletedAt.buffer]);
  else scope.postMessage(answer);
};
