import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { licenses, profiles, teams, users } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../seed/demo';
import { EXPIRED_DEMO_EMAIL } from '../teams/seed';

describe('site administration', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let expired: string;
  let expiredId: number;
  let planId: number;

  before(async () => {
    t = await createTestApp();
    admin = await t.login(DEMO_EMAILS.admin);
    manager = await t.login(DEMO_EMAILS.manager);
    expired = await t.login(EXPIRED_DEMO_EMAIL);
    expiredId = (await t.db.select().from(users).where(eq(users.email, EXPIRED_DEMO_EMAIL)))[0].id;
    planId = (await t.db.select().from(profiles).where(eq(profiles.advisorUserId, expiredId)))[0].id;
  });
  after(() => t.close());

  const save = () => t.call('POST', '/api/client/profile', { token: expired, body: { id: planId, spending: 42_000 } });

  it('refuses every admin call to anyone but role id 1', async () => {
    for (const url of ['/api/client/admin/site/advisors', '/api/client/admin/site/teams', '/api/client/admin/site/statistics/2026-01-01/2026-12-31']) {
      assert.equal((await t.call('GET', url)).statusCode, 401, url);
      assert.equal((await t.call('GET', url, { token: manager })).statusCode, 403, url);
      assert.equal((await t.call('GET', url, { token: expired })).statusCode, 403, url);
      assert.equal((await t.call('GET', url, { token: admin })).statusCode, 200, url);
    }
    assert.equal((await t.call('POST', `/api/client/admin/site/advisor/${expiredId}/2100-01-01`, { token: manager })).statusCode, 403);
    assert.equal((await t.call('POST', `/api/client/admin/site/payer/${expiredId}/1`, { token: manager })).statusCode, 403);
  });

  it('lists advisors (all, current), opens one with their plans', async () => {
    const all = (await t.call('GET', '/api/client/admin/site/advisors', { token: admin })).json();
    const emails = all.map((a: { email: string }) => a.email);
    assert.ok(emails.includes(DEMO_EMAILS.advisor) && emails.includes(EXPIRED_DEMO_EMAIL));
    assert.ok(!emails.includes(DEMO_EMAILS.admin) && !emails.includes(DEMO_EMAILS.client), 'advisors only');
    const lapsed = all.find((a: { email: string }) => a.email === EXPIRED_DEMO_EMAIL);
    assert.equal(lapsed.expired, true);
    assert.equal(lapsed.planCount, 1);
    const current = (await t.call('GET', '/api/client/admin/site/advisors/current', { token: admin })).json();
    assert.ok(!current.some((a: { email: string }) => a.email === EXPIRED_DEMO_EMAIL));
    assert.ok(current.some((a: { email: string }) => a.email === DEMO_EMAILS.advisor));

    const one = (await t.call('GET', `/api/client/admin/site/advisor/${expiredId}`, { token: admin })).json();
    assert.equal(one.email, EXPIRED_DEMO_EMAIL);
    assert.ok(one.lastSignIn, 'signed in by the test');
    const plans = (await t.call('GET', `/api/client/admin/site/advisor/${expiredId}/profiles`, { token: admin })).json();
    assert.deepEqual(plans.map((p: { profileId: number; name: string }) => [p.profileId, p.name]), [[planId, 'Harper Vale']]);
    const adminId = (await t.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin)))[0].id;
    assert.equal((await t.call('GET', `/api/client/admin/site/advisor/${adminId}`, { token: admin })).statusCode, 404, 'not an advisor');
  });

  it('extends an expired advisor\'s licence: they can save again; setting a past date blocks them', async () => {
    assert.equal((await save()).statusCode, 403);
    const bad = await t.call('POST', `/api/client/admin/site/advisor/${expiredId}/2100-02-30`, { token: admin });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'expirationDate');
    const res = await t.call('POST', `/api/client/admin/site/advisor/${expiredId}/2100-01-01`, { token: admin });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().expired, false);
    assert.equal(res.json().expirationDate, '2100-01-02T00:00:00.000Z', 'to the end of the day');
    assert.equal((await save()).statusCode, 200);
    await t.call('POST', `/api/client/admin/site/advisor/${expiredId}/2020-01-01`, { token: admin });
    assert.equal((await save()).statusCode, 403);
    await t.call('POST', `/api/client/admin/site/advisor/${expiredId}/2100-01-01`, { token: admin });
  });

  it('creates an advisor with a licence; a second time is a conflict; bad input names the field', async () => {
    const body = { email: 'Nora.New@Example.com', firstName: 'Nora', lastName: 'New', expirationDate: '2030-06-30' };
    const res = await t.call('POST', '/api/client/admin/site/advisor', { token: admin, body });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().email, 'nora.new@example.com');
    assert.equal(res.json().licences.length, 1);
    assert.equal((await t.call('POST', '/api/client/admin/site/advisor', { token: admin, body })).statusCode, 409);
    const bad = await t.call('POST', '/api/client/admin/site/advisor', { token: admin, body: { ...body, email: 'nope' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'email');
  });

  it('lists teams and sets a team\'s licence, never taking assigned ones', async () => {
    const list = (await t.call('GET', '/api/client/admin/site/teams', { token: admin })).json();
    const team = list[0];
    assert.ok(team.members >= 3 && team.managers.length >= 1);
    const low = await t.call('POST', '/api/client/admin/site/teams/license', { token: admin, body: { teamId: team.id, licenseCount: 0, expirationDate: '2031-01-01' } });
    assert.equal(team.assignedLicences > 0 ? low.statusCode : 409, 409);
    const count = team.assignedLicences + 3;
    const set = await t.call('POST', '/api/client/admin/site/teams/license', { token: admin, body: { teamId: team.id, licenseCount: count, expirationDate: '2031-01-01' } });
    assert.equal(set.statusCode, 200);
    assert.equal(set.json().licenseCount, count);
    assert.equal(set.json().licenseExpiration, '2031-01-02T00:00:00.000Z');
    const rows = await t.db.select().from(licenses).where(eq(licenses.teamId, team.id));
    assert.equal(rows.length, count);
    assert.ok(rows.every((l) => l.expiresAt.toISOString() === '2031-01-02T00:00:00.000Z'));
    const [saved] = await t.db.select().from(teams).where(eq(teams.id, team.id));
    assert.equal(saved.licenseCount, count);
    const missing = await t.call('POST', '/api/client/admin/site/teams/license', { token: admin, body: { teamId: 987654, licenseCount: 1, expirationDate: '2031-01-01' } });
    assert.equal(missing.statusCode, 404);
    const bad = await t.call('POST', '/api/client/admin/site/teams/license', { token: admin, body: { teamId: team.id, licenseCount: -1, expirationDate: '2031-01-01' } });
    assert.equal(bad.json().errors[0].field, 'licenseCount');
  });

  it('sets and removes a payer\'s price override (cents); the payer then pays it', async () => {
    const set = await t.call('POST', `/api/client/admin/site/payer/${expiredId}/9900`, { token: admin });
    assert.deepEqual([set.json().priceCents, set.json().override], [9900, true]);
    const price = (await t.call('GET', `/api/client/payment/user/${expiredId}/price`, { token: expired })).json();
    assert.equal(price.priceCents, 9900);
    const viaBody = await t.call('POST', `/api/client/admin/site/payer/${expiredId}`, { token: admin, body: { price: 5000 } });
    assert.equal(viaBody.json().priceCents, 5000);
    const read = await t.call('POST', `/api/client/admin/site/payer/${expiredId}`, { token: admin, body: {} });
    assert.equal(read.json().priceCents, 5000);
    const removed = await t.call('DELETE', `/api/client/admin/site/payer/${expiredId}`, { token: admin });
    assert.deepEqual([removed.json().override, removed.json().removed], [false, true]);
    assert.equal((await t.call('POST', `/api/client/admin/site/payer/${expiredId}/-5`, { token: admin })).json().errors[0].field, 'price');
    assert.equal((await t.call('POST', '/api/client/admin/site/payer/987654/100', { token: admin })).statusCode, 404);
  });

  it('counts statistics between two days, as totals and a series', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 6 * 86400_000).toISOString().slice(0, 10);
    const res = await t.call('GET', `/api/client/admin/site/statistics/${from}/${today}`, { token: admin });
    assert.equal(res.statusCode, 200);
    const s = res.json();
    assert.equal(s.bucket, 'day');
    assert.equal(s.series.length, 7);
    assert.ok(s.totals.signIns >= 3, 'the test signed in');
    assert.ok(s.totals.signUps >= 4, 'demo advisors were created today');
    assert.ok(s.totals.plansCreated >= 2);
    assert.ok(s.totals.plansUpdated >= 1, 'a plan was saved');
    assert.equal(s.series.reduce((n: number, p: { signIns: number }) => n + p.signIns, 0), s.totals.signIns);
    const old = (await t.call('GET', '/api/client/admin/site/statistics/2001-01-01/2001-12-31', { token: admin })).json();
    assert.equal(old.bucket, 'week');
    assert.equal(old.totals.signIns, 0);
    const paid = (await t.call('GET', '/api/client/admin/site/advisors/paid/2001-01-01/2001-12-31', { token: admin })).json();
    assert.deepEqual(paid, []);
    const back = await t.call('GET', `/api/client/admin/site/statistics/${today}/2001-01-01`, { token: admin });
    assert.equal(back.statusCode, 400);
    assert.equal(back.json().errors[0].field, 'from');
  });
});
