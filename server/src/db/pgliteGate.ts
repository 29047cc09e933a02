import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Orders the embedded database's work (README "Performance", "PGlite under load").
 *
 * PGlite runs PostgreSQL's WASM on the thread that calls it. Measured under 200 writers (`pnpm bench:load`), the
 * server stopped accepting connections for 12-25 s although no single task was long: each operation's end resumed
 * its caller in the microtask queue, the caller queued its next statement there and PGlite (or a gate that started
 * the next job straight away) ran it at once, and so on down the queue, so the loop never reached its poll phase
 * and new connections stayed in the kernel's accept queue (`ss -ltn`: 200-250 waiting). This gate sits in front of
 * the client:
 *   - one operation (a query, an exec, or a whole transaction) at a time, and the next one always starts from
 *     setImmediate: the loop polls its sockets between two operations, so /healthz (no database) is answered;
 *   - order by request (the server runs each HTTP request inside `inRequest`): the probes' lane first (/readyz's
 *     `select 1`), then operations of requests that already started, oldest request first, so a request that got
 *     the database finishes instead of sharing it with every newcomer; then new requests, reads before writes;
 *     work outside any request (the figures worker) gets every fourth turn at least;
 *   - admission: at most `maxActive` requests hold the database at once (from their first operation until their
 *     answer is sent); a request that cannot start within `admitWriteMs` (writes) or `admitReadMs` (reads) fails
 *     with SQLSTATE 53300, which the API answers as 503 with Retry-After, instead of waiting behind the queue;
 *   - a bound on waiting operations (`maxQueued`), refused the same way.
 * A transaction's own statements (tx.query) go straight to the database: they are part of the operation that holds
 * it; anything else started from within a held operation does too, rather than wait behind it.
 */
const holding = new AsyncLocalStorage<true>();
/**
 * Turns of the event loop between two operations (each accepts at most one waiting connection). With the database
 * on its own thread (db/pgliteThread.ts) the loop also turns while it works; starting the next operation at once
 * there (`turnsBetween: 0`) was measured and made no more saves (README "The server under load"), so 8 stays.
 */
const TURNS_BETWEEN = 8;

/** One HTTP request as the gate sees it. */
interface Ticket {
  seq: number;
  lane: RequestLane;
  /** It has had an operation run (it holds one of the `maxActive` places until its answer is sent). */
  started: boolean;
  done: boolean;
  onStart?: (t: Ticket) => void;
}
export type RequestLane = 'probe' | 'read' | 'write';
const requests = new AsyncLocalStorage<Ticket>();
let nextSeq = 0;
const activeListeners = new Set<(t: Ticket) => void>();

/**
 * Runs an HTTP request's handling (`fn`) as one request of the gate: its database operations are ordered and
 * admitted as a unit. `finished` is called by the caller when the answer is sent or the connection closed.
 */
export function inRequest<T>(lane: RequestLane, fn: (finished: () => void) => T): T {
  const ticket: Ticket = { seq: ++nextSeq, lane, started: false, done: false };
  const finished = () => {
    if (ticket.done) return;
    ticket.done = true;
    if (ticket.started) for (const l of activeListeners) l(ticket);
  };
  return requests.run(ticket, () => fn(finished));
}

interface Job {
  run: () => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
  ticket?: Ticket;
  write: boolean;
  /** A single statement (not an exec or a transaction): may run together with its request's other statements. */
  single: boolean;
  /** For a request's first operation: when it stops waiting (performance.now()). */
  deadline?: number;
}

export interface GateStats { queued: number; active: number; maxQueued: number; refused: number; operations: number }

/** The database is saturated: the caller should try again shortly. */
export class DatabaseBusy extends Error {
  code = '53300';
  constructor(reason = 'The embedded database has too many operations waiting') {
    super(reason);
  }
}

export interface GateOptions {
  maxQueued?: number;
  maxActive?: number;
  admitWriteMs?: number;
  admitReadMs?: number;
  /** Turns of the event loop between two operations (default 8; 0 starts the next one as the previous ends). */
  turnsBetween?: number;
  /**
   * When one request's single statements are waiting together (its reads started with Promise.all), start them
   * together as one operation: the database runs them one after the other in the order they were asked for (its
   * own queue), and a client on a thread of its own sends them as one message. Off when PGlite runs on this
   * thread, where statements started together would run without a turn of the loop between them.
   */
  together?: boolean;
}

export function gatePglite(client: PGlite, opts: GateOptions = {}): () => GateStats {
  const maxQueued = opts.maxQueued ?? 1_000;
  const maxActive = opts.maxActive ?? 8;
  const admitWriteMs = opts.admitWriteMs ?? 300;
  const admitReadMs = opts.admitReadMs ?? 1_000;
  const turnsBetween = opts.turnsBetween ?? TURNS_BETWEEN;
  const together = opts.together ?? false;
  const queue: Job[] = [];
  let busy = false;
  let kicked = false;
  let requestTurns = 0;
  let refused = 0;
  let operations = 0;
  let active = 0;
  let sweeper: NodeJS.Timeout | null = null;

  const startedHere = new WeakSet<Ticket>();
  const onEnd = (t: Ticket) => {
    if (!startedHere.delete(t)) return;
    active -= 1;
    kick();
  };
  activeListeners.add(onEnd);

  /** The job to run next, by the rules above (index in `queue`), or -1. */
  const choose = (): number => {
    let probe = -1;
    let started = -1;
    let fresh = -1;
    let background = -1;
    for (let i = 0; i < queue.length; i++) {
      const j = queue[i];
      const t = j.ticket;
      if (!t || t.done) {
        if (background < 0) background = i;
      } else if (t.lane === 'probe') {
        if (probe < 0) probe = i;
      } else if (t.started) {
        if (started < 0 || t.seq < queue[started].ticket!.seq) started = i;
      } else if (active < maxActive) {
        const f = fresh < 0 ? undefined : queue[fresh].ticket!;
        if (!f || (t.lane === 'read' && f.lane === 'write') || (t.lane === f.lane && t.seq < f.seq)) fresh = i;
      }
    }
    if (probe >= 0) return probe;
    const forRequests = started >= 0 ? started : fresh;
    if (background >= 0 && (forRequests < 0 || requestTurns >= 3)) return background;
    return forRequests;
  };

  // libuv (since 1.45) accepts one new connection per turn of the loop: a turn that runs a 40 ms operation accepts
  // one, so 200 connections opened at once wait seconds in the kernel's queue (measured: 10 accepts a second and a
  // fresh /healthz accepted 3-5 s late). A few empty turns (a poll each, microseconds when idle) between two
  // operations let the loop accept and read what waits.
  const kick = () => {
    if (busy || kicked) return;
    if (turnsBetween <= 0) return pump();
    kicked = true;
    let turns = turnsBetween;
    const next = () => (--turns > 0 ? setImmediate(next) : pump());
    setImmediate(next);
  };

  const pump = () => {
    kicked = false;
    if (busy) return;
    sweep();
    const i = choose();
    if (i < 0) return;
    const [job] = queue.splice(i, 1);
    const t = job.ticket;
    const batch = [job];
    // Work outside any request (the figures worker, scripts) has no ticket: its waiting statements go together too.
    if (together && job.single) {
      for (let k = 0; k < queue.length; k++) {
        if (queue[k].ticket === t && queue[k].single) batch.push(...queue.splice(k--, 1));
      }
    }
    if (t && !t.done && t.lane !== 'probe') {
      requestTurns += 1;
      if (!startedHere.has(t)) {
        t.started = true;
        startedHere.add(t);
        active += 1;
      }
    } else if (!t || t.done) requestTurns = 0;
    busy = true;
    operations += 1;
    let running = batch.length;
    for (const j of batch) {
      j.run().then(j.resolve, j.reject).finally(() => {
        if (--running > 0) return;
        busy = false;
        kick();
      });
    }
  };

  /** Refuses the new requests that waited past their time (503): they would only wait longer behind the queue. */
  const sweep = () => {
    const now = performance.now();
    for (let i = queue.length - 1; i >= 0; i--) {
      const j = queue[i];
      if (j.deadline !== undefined && now > j.deadline && !j.ticket?.started) {
        queue.splice(i, 1);
        refused += 1;
        j.reject(new DatabaseBusy('The embedded database is busy'));
      }
    }
    if (!queue.some((j) => j.deadline !== undefined)) {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
    }
  };

  const schedule = <T>(write: boolean, run: () => Promise<T>, single = false): Promise<T> => {
    if (holding.getStore()) return run();
    if (queue.length >= maxQueued) {
      refused += 1;
      return Promise.reject(new DatabaseBusy());
    }
    const ticket = requests.getStore();
    return new Promise<T>((resolve, reject) => {
      // The operation runs in its caller's async context (a request's stores: its plan-version claim, its ticket), not
      // in the context of whichever operation's end started the pump; inside it, statements skip the queue.
      const job: Job = { run: AsyncResource.bind(() => holding.run(true, run)), resolve: resolve as (v: unknown) => void, reject, ticket, write, single };
      if (ticket && !ticket.started && !ticket.done && ticket.lane !== 'probe') {
        job.deadline = performance.now() + (ticket.lane === 'write' ? admitWriteMs : admitReadMs);
        // The sweep also runs on a timer: a long operation (a large transaction) must not hold refusals back.
        sweeper ??= setInterval(sweep, 20);
        sweeper.unref();
      }
      queue.push(job);
      kick();
    });
  };

  const READ_SQL = /^\s*select\b/i;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((sql: string, params?: unknown[], options?: object) =>
    schedule(!READ_SQL.test(sql), () => query(sql, params, options as never), true)) as PGlite['query'];
  client.exec = ((sql: string, options?: object) => schedule(true, () => exec(sql, options as never))) as PGlite['exec'];
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) => schedule(true, () => transaction(fn))) as PGlite['transaction'];
  const origClose = client.close.bind(client);
  client.close = (async () => {
    activeListeners.delete(onEnd);
    if (sweeper) clearInterval(sweeper);
    return origClose();
  }) as PGlite['close'];
  return () => ({ queued: queue.length, active, maxQueued, refused, operations });
}
