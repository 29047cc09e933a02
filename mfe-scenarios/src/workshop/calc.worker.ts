/// <reference lib="webworker" />
import { createCalcHandler } from './calcWorkerCore';
import type { CalcRequest, CalcResponse, WorkerSetup } from './calcProtocol';

// A workshop calculation worker: the same runScenario the server runs (calc/src/scenario), over the inputs
// the server sent, so an answer here equals the server's for the same actions. With several workers the
// others send their blocks of trials straight to the first one over a MessageChannel (the page's thread,
// busy drawing the click, is not on the way), and the blocks' buffers move without copying.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = createCalcHandler();
/** Where this worker's blocks go: the first worker's port (null on the first worker itself). */
let joiner: MessagePort | null = null;

const answer = (response: CalcResponse | null) => {
  if (!response) return;
  if (response.kind === 'block') {
    const moved = [response.block.netWorth.buffer, response.block.depletedAt.buffer, response.block.depletedIn.buffer];
    if (joiner) joiner.postMessage(response, moved);
    else scope.postMessage(response, moved);
  } else scope.postMessage(response);
};

/**
 * New inputs: a few small runs of the base plan, one task each (a real request waiting between them goes
 * first), so the JavaScript engine has compiled the projection's hot paths before the user's first what-if
 * rather than during it (the first runs of a fresh worker take several times longer). Answers are dropped. A real
 * run ends the warm-up: it compiles the same paths itself (the plan's warm-up asks for the base plan at once), and
 * rounds after it would only hold the cores that the page's first figures need.
 */
const WARM_UP_ROUNDS = 12;
const WARM_UP_TRIALS = 60;
/** The warm-up under way (a newer one, or a real run, ends the older). */
let warming = 0;
function warmUp(fingerprint: string, rounds: number, round = ++warming) {
  if (rounds <= 0 || round !== warming) return;
  setTimeout(() => {
    if (round !== warming) return;
    if (handle({ kind: 'trials', requestId: -1, fingerprint, actions: [], first: 0, count: WARM_UP_TRIALS })?.kind !== 'block') return;
    warmUp(fingerprint, rounds - 1, round);
  }, 0);
}

scope.onmessage = (event: MessageEvent<CalcRequest | WorkerSetup>) => {
  const msg = event.data;
  if (msg.kind === 'peer') {
    // First worker: another worker's blocks arrive on this port.
    msg.port.onmessage = (e: MessageEvent<CalcRequest>) => answer(handle(e.data));
    return;
  }
  if (msg.kind === 'joiner') {
    joiner = msg.port;
    return;
  }
  if (msg.kind === 'run' || msg.kind === 'trials') warming++;
  answer(handle(msg));
  if (msg.kind === 'inputs') warmUp(msg.inputs.fingerprint, WARM_UP_ROUNDS);
};
