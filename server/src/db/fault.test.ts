import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { planRecords } from './schema/index';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 12 finding 8, PostgreSQL only (TEST_DATABASE_URL): concurrent writes while every backend connection of the
 * test database is terminated, twice. The process must live, answer 503 (never 500) while the connections are
 * gone, report on /readyz, recover by itself, and keep every write it acknowledged.
 */
const base = process.env.TEST_DATABASE_URL;
const DEMO = 1;
const WRITERS = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('database connections dropped under load', { skip: !base && 'needs TEST_DATABASE_URL' }, () => {
  let t: TestApp;
  let token: string;
  let dbName: string;
  before(async () => {
    t = await createTestApp();
    token = await t.login('advisor@example.com');
    const rows = await t.db.execute(sql`select current_database() as name`);
    dbName = ((rows as unknown as { rows: Array<{ name: string }> }).rows ?? (rows as unknown as Array<{ name: string }>))[0].name;
    assert.match(dbName, /^portal_test_/);
  });
  after(() => t?.close());

  /** Ends every backend of the test database only (never another database's), from a separate admin connection. */
  async function terminateAll(): Promise<number> {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const res = await admin.query(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [dbName]);
      return res.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  test('writes keep going through two terminations; acknowledged writes are all there', async () => {
    const acknowledged: number[] = [];
    const statuses = new Map<number, number>();
    let stop = false;
    let n = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const res = await t.call('POST', '/api/client/debt', {
          token, body: { profileId: DEMO, type: 'SD', description: `Fault ${w}-${n++}`, balance: 100, interestRate: 1 },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200 || res.statusCode === 201) acknowledged.push(res.json().id);
        else if (res.statusCode === 503) {
          assert.equal(res.json().code, 'DATABASE_UNAVAILABLE');
          await sleep(20);
        }
      }
    };
    const running = Array.from({ length: WRITERS }, (_, w) => writer(w));
    await sleep(400);
    const first = await terminateAll();
    await sleep(400);
    const second = await terminateAll();
    await sleep(400);
    stop = true;
    await Promise.all(running);
    assert.ok(first > 0 && second > 0, `terminated ${first} and ${second} backends`);

    let ready = 0;
    for (let i = 0; i < 100 && ready !== 200; i++) {
      ready = (await t.call('GET', '/readyz')).statusCode;
      if (ready !== 200) await sleep(100);
    }
    assert.equal(ready, 200, '/readyz recovers');
    const after = await t.call('POST', '/api/client/debt', { token, body: { profileId: DEMO, type: 'SD', description: 'After the faults', balance: 1 } });
    assert.equal(after.statusCode, 200, after.body);

    const unexpected = [...statuses.keys()].filter((s) => s !== 200 && s !== 201 && s !== 503);
    assert.deepEqual(unexpected, [], `statuses seen: ${JSON.stringify([...statuses])}`);
    assert.ok(acknowledged.length > 0);
    const found = await t.db.select({ id: planRecords.id }).from(planRecords).where(inArray(planRecords.id, acknowledged));
    assert.equal(found.length, new Set(acknowledged).size, 'every acknowledged write is stored');
  });
});
