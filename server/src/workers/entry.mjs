// Entry of a work-pool thread (lib/workPool.ts): worker threads do not inherit the caller's tsx loader, so it is
// registered here before the TypeScript tasks are loaded.
import { getPriority, setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// The pool's threads yield the CPU to the request thread: on Linux a nice value is per thread, and pid 0 names the
// calling thread, so this lowers only this worker thread's priority (WORK_THREAD_NICE, default 5 more than the
// process). Requests are then read and answered first while the engine recomputes thousands of plans.
try {
  const more = Number(process.env.WORK_THREAD_NICE ?? 5);
  if (more > 0) setPriority(0, Math.min(19, getPriority(0) + more));
} catch {
  // Not permitted or not supported: the thread keeps the process's priority.
}

register();
const tasks = await import('./tasks.ts');
export default tasks.default;
