import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { TaskInput, TaskName, TaskOutput } from '../workers/tasks';
import { HttpError } from './errors';

/**
 * The server's kept pool of worker threads (piscina) for heavy work: reading uploaded files, the engine, PDF
 * drawing. The request thread only hands work over and awaits it, so /healthz and every other request keep being
 * answered while a thread works. Each task has a time limit: past it the thread is ended (and replaced) and the
 * caller gets `TaskTimeout`. The queue is bounded: a full queue answers 503 with Retry-After.
 */
const THREADS = Math.max(1, Number(process.env.WORK_THREADS) || availableParallelism());
const MAX_QUEUE = 2_000;

let pool: Piscina | null = null;

function thePool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('../workers/entry.mjs', import.meta.url).href,
    minThreads: THREADS,
    maxThreads: THREADS,
    // A thread loads tsx and its tasks' code once (0.5-5 s on a busy machine): the threads are kept.
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
  });
  return pool;
}

export class TaskTimeout extends Error {
  constructor(public task: string, public ms: number) {
    super(`${task} took longer than ${ms} ms`);
  }
}

/** Runs `task` on a pool thread; rejects with TaskTimeout past `timeoutMs`. */
export async function runOffThread<K extends TaskName>(task: K, input: TaskInput<K>, timeoutMs: number): Promise<TaskOutput<K>> {
  const p = thePool();
  // The time limit is the task's own: a thread still loading its code (the first tasks after a start) is waited for first.
  await poolReady();
  if (p.queueSize >= MAX_QUEUE) throw new HttpError(503, 'BUSY', 'The server is busy: try again shortly', undefined, 2);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return (await p.run({ task, input }, { signal })) as TaskOutput<K>;
  } catch (e) {
    if (signal.aborted) throw new TaskTimeout(task, timeoutMs);
    throw e;
  }
}

/**
 * Starts every thread of the pool and loads each task's code on it (server start-up): the first upload, plan or
 * report after a start is then as quick as the later ones. Returns the slowest thread's load time (ms).
 */
export async function warmUpPool(): Promise<number> {
  return poolReady();
}

let ready: Promise<number> | null = null;
let readyPool: Piscina | null = null;

/** Resolves once every thread of the pool has loaded its tasks' code (the slowest thread's load time, ms). */
function poolReady(): Promise<number> {
  const p = thePool();
  if (!ready || readyPool !== p) {
    readyPool = p;
    ready = Promise.all(Array.from({ length: p.options.maxThreads }, () => p.run({ task: 'warmUp', input: undefined }) as Promise<number>))
      .then((times) => Math.max(...times));
  }
  return ready;
}

/** Threads the pool runs (the figures worker computes that many plans at once). */
export const poolThreads = () => THREADS;

/** Threads of the pool and tasks waiting (the bench and /readyz's neighbours print it). */
export function poolStats() {
  return pool ? { threads: pool.threads.length, queued: pool.queueSize, completed: pool.completed } : { threads: 0, queued: 0, completed: 0 };
}

/** Ends the pool's threads (server shutdown, end of a test file). */
export async function closePool() {
  const p = pool;
  pool = null;
  await p?.destroy();
}
