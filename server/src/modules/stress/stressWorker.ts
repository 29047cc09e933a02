import { parentPort } from 'node:worker_threads';
import { stressTest } from '@portal/calc';
import type { StressJob } from './stressPool';

// One job at a time: the engine's stress tests of one plan, answered with the job's id.
parentPort!.on('message', (job: StressJob) => {
  try {
    parentPort!.postMessage({ id: job.id, result: stressTest(job.plan, job.assumptions, job.options) });
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
});
