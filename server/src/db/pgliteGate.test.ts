import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseBusy, gatePglite, inRequest, type RequestLane } from './pgliteGate';
import { PgliteThread } from './pgliteThread';

/** Runs `fn` as one HTTP request of the gate would run (the server wraps each request so); finished when it ends. */
function request<T>(lane: RequestLane, fn: () => Promise<T>): Promise<T> {
  return inRequest(lane, (finished) => fn().finally(finished));
}

describe('PGlite gate', () => {
  let client: PGlite;
  let stats: ReturnType<typeof gatePglite>;

  before(async () => {
    client = new PGlite();
    await client.waitReady;
    stats = gatePglite(client, { maxQueued: 400, maxActive: 4, admitWriteMs: 300, admitReadMs: 2_000 });
    await client.exec('CREATE TABLE t (id serial primary key, v int)');
  });
  after(async () => { await client.close(); });

  it('answers a timer (as it would a socket) while a burst of 300 writes works through the queue', async () => {
    let done = 0;
    const writes = Array.from({ length: 300 }, (_, i) => client.transaction(async (tx) => {
      await tx.query('INSERT INTO t (v) VALUES ($1)', [i]);
    }).then(() => { done += 1; }));
    const doneWhenTimerRan = await new Promise<number>((r) => setTimeout(() => r(done), 0));
    await Promise.all(writes);
    assert.ok(doneWhenTimerRan < 300, `the timer ran after ${doneWhenTimerRan} of 300 writes`);
    assert.equal((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows[0].n, 300);
  });

  it('turns the event loop between the statements of one caller that awaits each before the next', async () => {
    // The caller queues its next statement in the microtask queue as the previous one ends: started from there,
    // the chain would run to its end before any socket (here: an immediate) is served.
    let done = 0;
    const chain = (async () => {
      for (let i = 0; i < 200; i++) {
        await client.query('INSERT INTO t (v) VALUES ($1)', [i]);
        done += 1;
      }
    })();
    const doneWhenImmediateRan = await new Promise<number>((r) => setImmediate(() => setImmediate(() => r(done))));
    await chain;
    assert.ok(doneWhenImmediateRan < 20, `the loop turned after ${doneWhenImmediateRan} of 200 statements`);
  });

  it('lets a new read request go ahead of waiting new write requests', async () => {
    const order: string[] = [];
    const writes = Array.from({ length: 20 }, () => request('write', () => client.query('INSERT INTO t (v) VALUES (1)')).then(() => order.push('w')));
    const read = request('read', () => client.query('SELECT 1')).then(() => order.push('r'));
    await Promise.all([...writes, read]);
    assert.ok(order.indexOf('r') < 5, `the read came ${order.indexOf('r') + 1}th`);
  });

  it('lets a request that has the database finish before newer requests start', async () => {
    const ends: string[] = [];
    const steps = async (name: string) => {
      for (let i = 0; i < 5; i++) await client.query('SELECT $1::int AS i', [i]);
      ends.push(name);
    };
    const first = request('read', () => steps('first'));
    await new Promise((r) => setTimeout(r, 5));
    await Promise.all([first, ...Array.from({ length: 6 }, (_, i) => request('read', () => steps(`later ${i}`)))]);
    assert.equal(ends[0], 'first');
  });

  it('answers the probes\' lane first', async () => {
    const order: string[] = [];
    const work = Array.from({ length: 30 }, () => client.query('INSERT INTO t (v) VALUES (2)').then(() => order.push('w')));
    const probe = request('probe', () => client.query('SELECT 1')).then(() => order.push('probe'));
    await Promise.all([...work, probe]);
    assert.ok(order.indexOf('probe') < 3, `the probe came ${order.indexOf('probe') + 1}th`);
  });

  it('refuses a write request that cannot start within its time (503) instead of queueing it behind the work', async () => {
    // Four requests hold the database's places (maxActive 4) while they work; a fifth write waits at most 300 ms.
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const holders = Array.from({ length: 4 }, () => request('write', async () => {
      await client.query('SELECT 1');
      await held;
    }));
    await new Promise((r) => setTimeout(r, 20));
    const t0 = performance.now();
    const refused = await request('write', () => client.query('INSERT INTO t (v) VALUES (4)')).then(() => null, (e: unknown) => e);
    const waited = performance.now() - t0;
    release();
    await Promise.all(holders);
    assert.ok(refused instanceof DatabaseBusy, `answered ${String(refused)}`);
    assert.equal(refused.code, '53300');
    assert.ok(waited >= 250 && waited < 1_500, `refused after ${Math.round(waited)} ms`);
    // The places are given back when the requests end: a new write goes through.
    await request('write', () => client.query('INSERT INTO t (v) VALUES (5)'));
    assert.equal(stats().active, 0);
  });

  it('refuses work beyond its queue at once (SQLSTATE 53300) instead of queueing without end', async () => {
    const all = Array.from({ length: 450 }, () => client.query('INSERT INTO t (v) VALUES (3)').then(() => 'ok', (e: unknown) => e));
    const results = await Promise.all(all);
    const busy = results.filter((r) => r instanceof DatabaseBusy);
    assert.ok(busy.length >= 40, `${busy.length} refused`);
    assert.equal((busy[0] as DatabaseBusy).code, '53300');
    assert.ok(stats().refused >= busy.length);
  });
});

describe('PGlite gate with a database on its own thread (together)', () => {
  let db: PgliteThread;
  let stats: ReturnType<typeof gatePglite>;
  before(async () => {
    db = new PgliteThread();
    await db.waitReady;
    stats = gatePglite(db.asPglite(), { together: true });
    await db.exec('CREATE TABLE u (id serial primary key, v int)');
  });
  after(() => db.close());

  it("starts one request's statements asked for together as one operation, run in the order asked", async () => {
    const before = stats().operations;
    const rows = await request('read', () => Promise.all([
      db.query('INSERT INTO u (v) VALUES (1) RETURNING id'),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM u'),
      db.query('INSERT INTO u (v) VALUES (2) RETURNING id'),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM u'),
    ]));
    assert.deepEqual([rows[1].rows[0].n, rows[3].rows[0].n], [1, 2], 'each statement saw the ones asked for before it');
    assert.equal(stats().operations - before, 1, 'one operation for the four');
    // Two requests' statements are never run together: the second request waits for the first one's operation.
    const again = stats().operations;
    await Promise.all([
      request('read', () => Promise.all([db.query('SELECT 1'), db.query('SELECT 2')])),
      request('read', () => Promise.all([db.query('SELECT 3'), db.query('SELECT 4')])),
    ]);
    assert.equal(stats().operations - again, 2);
  });

  it('keeps a failing statement to itself: the others asked with it answer', async () => {
    const results = await request('read', () => Promise.allSettled([
      db.query('SELECT 1 AS one'),
      db.query('SELECT * FROM no_such_table'),
      db.query<{ one: number }>('SELECT 1 AS one'),
    ]));
    assert.equal(results[0].status, 'fulfilled');
    assert.equal(results[1].status, 'rejected');
    assert.equal((results[1] as PromiseRejectedResult).reason.code, '42P01');
    assert.equal(results[2].status === 'fulfilled' && results[2].value.rows[0].one, 1);
  });
});
