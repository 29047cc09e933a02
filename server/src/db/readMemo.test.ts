import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestApp, type TestApp } from '../test/harness';
import { memoises, ReadMemo } from './readMemo';
import { profileAccess, sessions, users } from './schema/index';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const NOOP = '/api/setting/code/client/gender';

test('the embedded database memoises a read until the next write; PostgreSQL and transactions never do', async () => {
  const memo = new ReadMemo<string, number>();
  let loads = 0;
  const load = async () => {
    loads++;
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row.n;
  };
  const first = await memo.read(t.db, 'users', load);
  assert.equal(await memo.read(t.db, 'users', load), first);
  if (t.kind === 'pglite') {
    assert.equal(loads, 1, 'a second read with no write between is served from memory');
    assert.equal(memoises(t.db), true);
  } else {
    assert.equal(loads, 2, 'PostgreSQL may be written by other processes: every read goes to it');
    assert.equal(memoises(t.db), false);
  }
  await t.db.insert(users).values({ email: 'memo-probe@example.com', username: 'memo-probe@example.com', firstName: 'Memo', lastName: 'Probe' });
  assert.equal(await memo.read(t.db, 'users', load), first + 1, 'a write makes the next read go to the database');
  await t.db.transaction(async (tx) => {
    assert.equal(memoises(tx as never), false, 'reads inside a transaction are never memoised');
  });
});

test('a session revoked in SQL and a deactivated user are refused on the very next request', async () => {
  const token = await t.login('advisor2@example.com');
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 200);
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 200);

  // A raw statement, as an operator would run it: no code path of the app is told.
  await t.db.execute(sql`update sessions set revoked_at = now() where user_id = (select id from users where email = 'advisor2@example.com')`);
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 401);

  const again = await t.login('manager@example.com');
  assert.equal((await t.call('GET', NOOP, { token: again })).statusCode, 200);
  await t.db.update(users).set({ active: false }).where(eq(users.email, 'manager@example.com'));
  assert.equal((await t.call('GET', NOOP, { token: again })).statusCode, 401);
  await t.db.update(users).set({ active: true }).where(eq(users.email, 'manager@example.com'));
  assert.equal((await t.call('GET', NOOP, { token: again })).statusCode, 200);
});

test('a withdrawn client grant closes the plan at once', async () => {
  const token = await t.login('client@example.com');
  const [grant] = await t.db.select().from(profileAccess).where(eq(profileAccess.email, 'client@example.com'));
  assert.ok(grant, 'the demo client is invited to the demo plan');
  const url = `/api/gateway/calcs/profile/${grant.profileId}/combined`;
  assert.equal((await t.call('GET', url, { token })).statusCode, 200);
  assert.equal((await t.call('GET', url, { token })).statusCode, 200);
  await t.db.update(profileAccess).set({ status: 'REVOKED' }).where(eq(profileAccess.id, grant.id));
  assert.equal((await t.call('GET', url, { token })).statusCode, 404);
  await t.db.update(profileAccess).set({ status: 'ACTIVE' }).where(eq(profileAccess.id, grant.id));
  assert.equal((await t.call('GET', url, { token })).statusCode, 200);
});

test('on PostgreSQL a session revoked by another process is refused on the next request', { skip: !process.env.TEST_DATABASE_URL }, async () => {
  const token = await t.login('admin@example.com');
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 200);
  const [session] = await t.db.select({ id: sessions.id, userId: sessions.userId }).from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, 'admin@example.com'));
  // The test database's URL: the app's own pool is not used for this write.
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const [{ current_database: name }] = (await t.db.execute(sql`select current_database()`) as unknown as { rows: Array<{ current_database: string }> }).rows;
  url.pathname = `/${name}`;
  const other = new pg.Client({ connectionString: url.toString() });
  await other.connect();
  await other.query('update sessions set revoked_at = now() where user_id = $1', [session.userId]);
  await other.end();
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 401);
});
