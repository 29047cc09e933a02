import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { READ } from './readMemo';

/**
 * Orders the embedded database's work (README "Performance", "PGlite under load").
 *
 * PGlite runs PostgreSQL's WASM on the thread that calls it, and its own queue hands each waiting query the
 * database straight from the previous one's completion (promise callbacks), without a turn of the event loop. Under
 * a burst of writes the loop then never reaches its I/O phase: sockets are not read and even /healthz, which never
 * touches the database, waits for seconds. This gate sits in front of the client:
 *   - one operation (a query, an exec, or a whole transaction) at a time, and a turn of the event loop (setImmediate)
 *     between two, so requests are read and answered while the database works through its queue;
 *   - two lanes: single reads go first (a page load, /readyz's `select 1`), and a waiting write gets every fourth turn
 *     at least, so neither starves;
 *   - back-pressure: beyond `maxQueued` waiting operations a new one fails at once with SQLSTATE 53300 (the API
 *     answers 503 with Retry-After) instead of queueing without end.
 * A transaction's own statements (tx.query) go straight to the database: they are part of the operation that holds
 * it; anything else started from within a held operation does too, rather than wait behind it.
 */
const holding = new AsyncLocalStorage<true>();

interface Job { run: () => Promise<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void }

export interface GateStats { queuedReads: number; queuedWrites: number; maxQueued: number; refused: number }

/** The database is saturated: the caller should try again shortly. */
export class DatabaseBusy extends Error {
  code = '53300';
  constructor() {
    super('The embedded database has too many operations waiting');
  }
}

export function gatePglite(client: PGlite, { maxQueued = 1_000 } = {}): () => GateStats {
  const reads: Job[] = [];
  const writes: Job[] = [];
  let busy = false;
  let readsInRow = 0;
  let refused = 0;

  const pump = () => {
    if (busy) return;
    const takeWrite = writes.length > 0 && (reads.length === 0 || readsInRow >= 3);
    const job = takeWrite ? writes.shift() : reads.shift();
    if (!job) return;
    readsInRow = takeWrite ? 0 : readsInRow + 1;
    busy = true;
    holding.run(true, job.run).then(job.resolve, job.reject).finally(() => {
      busy = false;
      setImmediate(pump);
    });
  };

  const schedule = <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (holding.getStore()) return run();
    if (reads.length + writes.length >= maxQueued) {
      refused += 1;
      return Promise.reject(new DatabaseBusy());
    }
    return new Promise<T>((resolve, reject) => {
      (write ? writes : reads).push({ run, resolve: resolve as (v: unknown) => void, reject });
      pump();
    });
  };

  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((sql: string, params?: unknown[], options?: object) =>
    schedule(!READ.test(sql), () => query(sql, params, options as never))) as PGlite['query'];
  client.exec = ((sql: string, options?: object) => schedule(true, () => exec(sql, options as never))) as PGlite['exec'];
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) => schedule(true, () => transaction(fn))) as PGlite['transaction'];
  return () => ({ queuedReads: reads.length, queuedWrites: writes.length, maxQueued, refused });
}
