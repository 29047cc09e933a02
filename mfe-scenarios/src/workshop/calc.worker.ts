/// <reference lib="webworker" />
import { createCalcHandler } from './calcWorkerCore';
import type { CalcRequest } from './calcProtocol';

// The workshop's calculation worker: the same runScenario the server runs (calc/src/scenario), over the
// inputs the server sent, so an answer here equals the server's for the same actions.
const handle = createCalcHandler();
self.onmessage = (event: MessageEvent<CalcRequest>) => {
  const answer = handle(event.data);
  if (answer) (self as unknown as DedicatedWorkerGlobalScope).postMessage(answer);
};
