import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

/**
 * PGlite on its own thread (README "Performance", "The server under load").
 *
 * PGlite runs PostgreSQL's WASM on the thread that calls it: in the server's process that was the request thread,
 * so every statement (a plan write spends ~20-40 ms in it) stopped HTTP for its duration, and 200 writers left
 * /healthz seconds late although the gate (db/pgliteGate.ts) let the loop poll between two operations. Here the
 * database is opened in a worker thread (db/pgliteWorker.mjs) and this object stands in for the PGlite client with
 * the part of its interface the app uses (query, exec, transaction, close, waitReady): drizzle's PGlite driver, the
 * gate and the write counter (db/readMemo.ts) wrap it as they wrap PGlite itself. The request thread only sends
 * the statement and its parameters and reads the rows back (structured clone), so it is free to answer while the
 * database works, and the database's CPU is the second core's.
 *
 * Transactions keep PGlite's semantics: `begin` opens `client.transaction` in the thread and holds it open while
 * this thread runs the callback, whose statements name the transaction; the callback's end commits (or, when it
 * throws, rolls back) there.
 */
type Message = { op: string; sql?: string; params?: unknown[]; rowMode?: string; keepText?: number[]; tx?: number; commit?: boolean };
interface Pending { resolve: (v: unknown) => void; reject: (e: unknown) => void }

export class PgliteThread {
  private worker: Worker;
  private pending = new Map<number, Pending>();
  private nextId = 0;
  private failed: Error | null = null;
  readonly waitReady: Promise<void>;

  constructor(dataDir?: string) {
    this.worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: { dataDir } });
    // The thread keeps the process alive only while an answer is awaited (a script that is done may end).
    this.worker.unref();
    type Answer = { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> };
    const answer = (m: Answer) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) this.worker.unref();
      if (m.ok) p.resolve(m.result);
      else p.reject(Object.assign(new Error(String(m.error?.message)), m.error));
    };
    // The thread answers several statements in one message when they end together (pgliteWorker.mjs).
    this.worker.on('message', (m: Answer | { batch: Answer[] }) => {
      if ('batch' in m) for (const a of m.batch) answer(a);
      else answer(m);
    });
    const lost = (e: Error) => {
      this.failed = e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    this.worker.on('error', lost);
    this.worker.on('exit', (code) => lost(new Error(`The database thread ended (${code}): connection is closed`)));
    this.waitReady = this.send({ op: 'ready' }).then(() => undefined);
  }

  /**
   * Statements sent in the same run of this thread (a request's reads started together, which the gate lets go
   * together: db/pgliteGate.ts) leave as one message: each message costs both threads a wake-up and a copy, and
   * under load `postMessage` was the request thread's largest cost of its own. The thread runs them in order.
   */
  private outbox: Array<Message & { id: number }> = [];

  private flush = () => {
    const out = this.outbox;
    this.outbox = [];
    if (this.failed) return;
    this.worker.postMessage(out.length === 1 ? out[0] : { batch: out });
  };

  private send<T>(m: Message): Promise<T> {
    if (this.failed) return Promise.reject(this.failed);
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      if (this.outbox.push({ id, ...m }) === 1) queueMicrotask(this.flush);
    });
  }

  private static shape(options?: { rowMode?: string; parsers?: Record<number, unknown> }): Pick<Message, 'rowMode' | 'keepText'> {
    // Drizzle's parsers keep some types as text (identity functions, which cannot cross threads): the thread applies
    // the same ones by type.
    return { rowMode: options?.rowMode, keepText: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined };
  }

  private on(tx: number | undefined) {
    return {
      query: <T>(sql: string, params?: unknown[], options?: object): Promise<Results<T>> =>
        this.send({ op: 'query', sql, params, tx, ...PgliteThread.shape(options as never) }),
      exec: (sql: string, options?: object): Promise<Results[]> => this.send({ op: 'exec', sql, tx, ...PgliteThread.shape(options as never) }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: object): Promise<Results<T>> {
    return this.on(undefined).query<T>(sql, params, options);
  }

  exec(sql: string, options?: object): Promise<Results[]> {
    return this.on(undefined).exec(sql, options);
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = await this.send<number>({ op: 'begin' });
    const own = this.on(txId);
    let closed = false;
    const tx = {
      ...own,
      rollback: async () => {
        throw new Error('rollback() is not supported on the database thread: throw from the callback instead');
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      closed = true;
      await this.send({ op: 'end', tx: txId, commit: false }).catch(() => undefined);
      throw e;
    }
    closed = true;
    await this.send({ op: 'end', tx: txId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.failed) return;
    await this.send({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }

  /** This object as the PGlite client type the drivers and wrappers expect (the part of it they use). */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
