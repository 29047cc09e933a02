import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseBusy, gatePglite } from './pgliteGate';

describe('PGlite gate', () => {
  let client: PGlite;
  let stats: ReturnType<typeof gatePglite>;

  before(async () => {
    client = new PGlite();
    await client.waitReady;
    stats = gatePglite(client, { maxQueued: 400 });
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

  it('lets reads go ahead of waiting writes', async () => {
    const order: string[] = [];
    const writes = Array.from({ length: 20 }, () => client.query('INSERT INTO t (v) VALUES (1)').then(() => order.push('w')));
    const read = client.query('SELECT 1').then(() => order.push('r'));
    await Promise.all([...writes, read]);
    assert.ok(order.indexOf('r') < 5, `the read came ${order.indexOf('r') + 1}th`);
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
