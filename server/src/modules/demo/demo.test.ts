import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { persons, planRecords, profiles, sessions, users } from '../../db/schema/index';

describe('product demo', () => {
  let t: TestApp;
  before(async () => { t = await createTestApp(); });
  after(async () => { await t.close(); });

  const count = async (table: typeof profiles | typeof users) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

  it('opens a read-only copy of the demo plan without registering, and removes it all on leaving', async () => {
    const profilesBefore = await count(profiles);
    const usersBefore = await count(users);
    const res = await t.call('POST', '/api/client/access/demo');
    assert.equal(res.statusCode, 201, res.body);
    const { token, account, profileId } = res.json();
    assert.notEqual(profileId, 1);
    assert.equal(account.user.roleId, null);
    assert.equal(account.clientProfileId, profileId);
    assert.equal(account.clientPermissions.profileAccess, true);
    assert.equal(account.clientPermissions.profileChange, false);
    assert.equal(account.clientPermissions.workshopChange, false);

    // The copy holds the demo family and records, with no advisor (so it is on nobody's client list).
    const [copy] = await t.db.select().from(profiles).where(eq(profiles.id, profileId));
    assert.equal(copy.demo, true);
    assert.equal(copy.advisorUserId, null);
    const people = await t.db.select().from(persons).where(eq(persons.profileId, profileId));
    assert.deepEqual(people.map((p) => p.firstName).sort(), ['Casey', 'Jordan']);
    const records = await t.db.select().from(planRecords).where(eq(planRecords.profileId, profileId));
    assert.equal(records.length, (await t.db.select().from(planRecords).where(eq(planRecords.profileId, 1))).length);
    const jordan = people.find((p) => p.firstName === 'Jordan')!;
    const insurance = records.find((r) => r.kind === 'insurance' && r.data.insuredId === jordan.id);
    assert.ok(insurance, 'person references point at the copy\'s people');
    const plan401k = records.find((r) => r.kind === 'investment' && r.data.type === 'ES')!;
    const deferral = records.find((r) => r.kind === 'election' && r.data.description === 'Acme 401(k) deferral')!;
    assert.equal(deferral.data.investmentId, plan401k.id, 'record references point at the copy\'s records');

    // The visitor may not manage access or change the demo's data; the demo plan itself stays out of reach.
    assert.equal((await t.call('GET', `/api/client/access/profile/${profileId}`, { token })).statusCode, 403);
    assert.equal((await t.call('GET', '/api/client/access/profile/1', { token })).statusCode, 404);

    assert.equal((await t.call('DELETE', '/api/client/access/demo', { token })).statusCode, 204);
    assert.equal((await t.call('GET', '/api/client/account', { token })).statusCode, 401);
    assert.equal(await count(profiles), profilesBefore);
    assert.equal(await count(users), usersBefore);
    assert.equal((await t.db.select().from(sessions).where(eq(sessions.userId, account.user.id))).length, 0);
  });

  it('only a demo session can be ended through DELETE /api/client/access/demo', async () => {
    const token = await t.login('client@example.com');
    assert.equal((await t.call('DELETE', '/api/client/access/demo', { token })).statusCode, 403);
    assert.equal((await t.call('DELETE', '/api/client/access/demo')).statusCode, 401);
    assert.equal((await t.call('GET', '/api/client/account', { token })).statusCode, 200);
  });
});
