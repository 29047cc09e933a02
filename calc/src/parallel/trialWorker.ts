import { parentPort } from 'node:worker_threads';
import { buildSchedule, type PlanSchedule } from '../projection/schedule';
import { returnModel, runTrials, type ReturnModel } from '../simulation/trials';
import { KEPT_SCHEDULES, type TrialRequest } from './nodeTrials';

// A worker thread of the Node trial pool: builds the plan's schedule once per plan key (the pool sends the plan
// with the first request of a key, the key alone afterwards) and runs its share of the trials.
const kept = new Map<number, { schedule: PlanSchedule; model: ReturnModel }>();

parentPort?.on('message', (msg: TrialRequest) => {
  try {
    let prepared = kept.get(msg.key);
    if (!prepared) {
      if (!msg.plan || !msg.assumptions) throw new Error(`No plan for key ${msg.key}.`);
      prepared = { schedule: buildSchedule(msg.plan, msg.assumptions, msg.startYear), model: returnModel(msg.assumptions) };
      kept.set(msg.key, prepared);
      if (kept.size > KEPT_SCHEDULES) kept.delete(kept.keys().next().value as number);
    }
    const block = runTrials(prepared.schedule, prepared.model, msg.seed, msg.first, msg.count);
    parentPort!.postMessage({ id: msg.id, block }, [block.netWorth.buffer as ArrayBuffer, block.depletedAt.buffer as ArrayBuffer, block.depletedIn.buffer as ArrayBuffer]);
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
});
