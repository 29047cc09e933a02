// The embedded database's own thread (db/pgliteThread.ts): PGlite runs PostgreSQL's WASM on the thread that calls
// it, so it is opened here and the server's thread only sends statements and receives rows. Plain JavaScript (no
// tsx loader is needed in this thread). One message in, one answer out, matched by `id`.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

const client = workerData.dataDir ? new PGlite(workerData.dataDir) : new PGlite();
/** Open transactions by id: PGlite's transaction object, and how to end it. */
const open = new Map();
let nextTx = 0;
const ROLLBACK = Symbol('rollback');

/** Drizzle keeps these types as text (it asks with parsers that return the text as it is). */
const KEEP_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const identity = (v) => v;

const optionsOf = (m) => {
  const o = {};
  if (m.rowMode) o.rowMode = m.rowMode;
  if (m.keepText?.length) o.parsers = Object.fromEntries(m.keepText.filter((t) => KEEP_TEXT.includes(t)).map((t) => [t, identity]));
  return o;
};

const errorOf = (e) => {
  const out = { message: String(e?.message ?? e), name: e?.name ?? 'Error' };
  if (e && typeof e === 'object') {
    for (const [k, v] of Object.entries(e)) {
      if (v === undefined || typeof v === 'function' || k === 'query' || k === 'params' || k === 'queryOptions') continue;
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    }
  }
  return out;
};

// Answers that are ready in the same turn of this thread's loop leave as one message (db/pgliteThread.ts).
let answers = [];
const flush = () => {
  const out = answers;
  answers = [];
  parentPort.postMessage(out.length === 1 ? out[0] : { batch: out });
};
const answer = (a) => {
  if (answers.push(a) === 1) setImmediate(flush);
};
const reply = (id, result) => answer({ id, ok: true, result });
const fail = (id, e) => answer({ id, ok: false, error: errorOf(e) });

const target = (m) => {
  if (m.tx === undefined) return client;
  const t = open.get(m.tx);
  if (!t) throw new Error('The transaction has ended');
  return t.tx;
};

// Several statements may come in one message: each starts in order (PGlite runs them one after the other).
parentPort.on('message', (m) => {
  if (m.batch) for (const one of m.batch) handle(one);
  else handle(m);
});

async function handle(m) {
  try {
    switch (m.op) {
      case 'ready':
        await client.waitReady;
        return reply(m.id, true);
      case 'query':
        return reply(m.id, await target(m).query(m.sql, m.params, optionsOf(m)));
      case 'exec':
        return reply(m.id, await target(m).exec(m.sql, optionsOf(m)));
      case 'begin': {
        const txId = ++nextTx;
        let answered = false;
        client
          .transaction(async (tx) => {
            const end = new Promise((resolve) => open.set(txId, { tx, end: resolve }));
            answered = true;
            reply(m.id, txId);
            const how = await end;
            if (!how.commit) throw ROLLBACK;
          })
          .then(
            () => {
              const t = open.get(txId);
              open.delete(txId);
              if (t?.endId !== undefined) reply(t.endId, true);
            },
            (e) => {
              const t = open.get(txId);
              open.delete(txId);
              if (!answered) return fail(m.id, e);
              if (t?.endId === undefined) return;
              if (e === ROLLBACK) reply(t.endId, true);
              else fail(t.endId, e);
            },
          );
        return;
      }
      case 'end': {
        const t = open.get(m.tx);
        if (!t) return fail(m.id, new Error('The transaction has ended'));
        t.endId = m.id;
        t.end({ commit: m.commit });
        return;
      }
      case 'close':
        await client.close();
        return reply(m.id, true);
      default:
        return fail(m.id, new Error(`Unknown operation ${m.op}`));
    }
  } catch (e) {
    fail(m.id, e);
  }
}
