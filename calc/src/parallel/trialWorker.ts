import { parentPort } from 'node:worker_threads';
import { buildSchedule } from '../projection/schedule';
import { returnModel, runTrials } from '../simulation/trials';
import type { TrialRequest } from './nodeTrials';

// A worker thread of the Node trial pool: builds the plan's schedule and runs its share of the trials.
parentPort?.on('message', (msg: TrialRequest) => {
  try {
    const schedule = buildSchedule(msg.plan, msg.assumptions, msg.startYear);
    const block = runTrials(schedule, returnModel(msg.assumptions), msg.seed, msg.first, msg.count);
    parentPort!.postMessage({ id: msg.id, block }, [block.netWorth.buffer as ArrayBuffer, block.depletedAt.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
