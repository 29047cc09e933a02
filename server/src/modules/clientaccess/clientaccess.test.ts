import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { outbox, profileAccess, users } from '../../db/schema/index';

const idFromLink = (link: string | null | undefined) => new URL(link!).searchParams.get('id')!;

describe('client invitations and access', () => {
  let t: TestApp;
  let advisor: string;
  let advisorId: number;
  const profileId = 1;
  before(async () => {
    t = await createTestApp();
    advisor = await t.login('advisor@example.com');
    advisorId = (await t.call('GET', '/api/client/account', { token: advisor })).json().user.id;
  });
  after(async () => { await t.close(); });

  const lastLink = async (to: string) => {
    const [m] = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
    return m?.link ?? null;
  };
  const invite = (token: string, body: Record<string, unknown>, advisorUserId = advisorId) =>
    t.call('POST', `/api/gateway/client/invite/advisor/${advisorUserId}`, { token, body });

  it('lists the advisors the caller may create plans for', async () => {
    const res = await t.call('GET', '/api/client/access/advisor/create', { token: advisor });
    assert.deepEqual(res.json(), [{ advisorId, advisorName: 'Avery Stone' }]);
    const client = await t.login('client@example.com');
    assert.equal((await t.call('GET', '/api/client/access/advisor/create', { token: client })).statusCode, 403);
  });

  it('looks usernames up with the spec messages', async () => {
    const lookup = (username: string) => t.call('POST', `/api/client/access/advisor/${advisorId}/user/lookup`, {
      token: advisor, body: `username=${encodeURIComponent(username)}&profileId=${profileId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.deepEqual((await lookup('client')).json(), { available: false, message: 'Username already exists for this profile' });
    assert.deepEqual((await lookup('manager')).json(), { available: false, message: 'Username already exists for this team' });
    assert.deepEqual((await lookup('brand-new')).json(), { available: true });
    const other = await t.login('advisor2@example.com');
    const res = await t.call('POST', `/api/client/access/advisor/${advisorId}/user/lookup`, {
      token: other, body: 'username=x', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(res.statusCode, 403);
  });

  it('invites a client with chosen sections; the client registers from the link and gets only those', async () => {
    const res = await invite(advisor, {
      profileId, email: 'Sam.Parker@example.org', firstName: 'Sam', lastName: 'Parker',
      flags: { profileAccess: true, workshopAccess: true },
    });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().status, 'PENDING');
    const link = await lastLink('sam.parker@example.org');
    assert.match(link!, /\/registration\/client\/complete\?id=/);
    const id = idFromLink(link);
    const v = (await t.call('GET', `/api/client/registration/validate/${id}`)).json();
    assert.deepEqual([v.valid, v.kind, v.firstName, v.advisorName, v.firmName], [true, 'CLIENT', 'Sam', 'Avery Stone', 'Summit Wealth Partners']);
    // The invitation comes from the firm (sender name and subject), not from the portal.
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'sam.parker@example.org')).orderBy(desc(outbox.id)).limit(1);
    assert.equal(mail.fromName, 'Summit Wealth Partners');
    assert.equal(mail.subject, 'Avery Stone of Summit Wealth Partners invited you to your financial plan');

    const done = await t.call('POST', `/api/client/registration/client/complete/${id}`, { body: { username: 'sam.parker', acceptTerms: true } });
    assert.equal(done.statusCode, 200, done.body);
    const { token, account } = done.json();
    assert.equal(account.user.roleId, null);
    assert.equal(account.clientProfileId, profileId);
    assert.equal(account.clientPermissions.profileAccess, true);
    assert.equal(account.clientPermissions.workshopAccess, true);
    assert.equal(account.clientPermissions.plansAccess, false);
    assert.equal(account.clientPermissions.profileChange, false);

    // A client never manages access, even to their own plan.
    assert.equal((await t.call('GET', `/api/client/access/profile/${profileId}`, { token })).statusCode, 403);
    assert.equal((await invite(token, { profileId, email: 'x@example.org', firstName: 'X', lastName: 'Y' })).statusCode, 403);

    const list = (await t.call('GET', `/api/client/access/profile/${profileId}`, { token: advisor })).json();
    const sam = list.find((e: { email: string }) => e.email === 'sam.parker@example.org');
    assert.equal(sam.status, 'ACTIVE');
    assert.equal(sam.username, 'sam.parker');
  });

  it('refuses a second invitation of the same person to the same plan, and an advisor address', async () => {
    const again = await invite(advisor, { profileId, email: 'sam.parker@example.org', firstName: 'Sam', lastName: 'Parker' });
    assert.equal(again.statusCode, 409);
    const advisorAddress = await invite(advisor, { profileId, email: 'manager@example.com', firstName: 'M', lastName: 'R' });
    assert.equal(advisorAddress.statusCode, 409);
  });

  it('registration/client/{advisor}: 403 for a known address, otherwise mails a link', async () => {
    const known = await t.call('POST', `/api/client/registration/client/${advisorId}`, {
      token: advisor, body: { profileId, email: 'client@example.com', firstName: 'J', lastName: 'P' },
    });
    assert.equal(known.statusCode, 403);
    const fresh = await t.call('POST', `/api/client/registration/client/${advisorId}`, {
      token: advisor, body: { profileId, email: 'lee@example.org', firstName: 'Lee', lastName: 'Parker', username: 'lee.p' },
    });
    assert.equal(fresh.statusCode, 200);
    assert.equal(fresh.json(), true);
    assert.ok(await lastLink('lee@example.org'));
  });

  it('resends an invitation (the old link stops working) and revokes access (the client loses the plan at once)', async () => {
    await invite(advisor, { profileId, email: 'kim@example.org', firstName: 'Kim', lastName: 'Parker', flags: { profileAccess: true } });
    const first = idFromLink(await lastLink('kim@example.org'));
    const entry = (await t.call('GET', `/api/client/access/profile/${profileId}`, { token: advisor })).json()
      .find((e: { email: string }) => e.email === 'kim@example.org');
    const resent = await t.call('POST', `/api/client/access/profile/resend/${profileId}/${entry.id}`, { token: advisor });
    assert.equal(resent.statusCode, 200);
    const second = idFromLink(await lastLink('kim@example.org'));
    assert.notEqual(first, second);
    assert.equal((await t.call('GET', `/api/client/registration/validate/${first}`)).json().status, 'USED');

    const done = await t.call('POST', `/api/client/registration/client/complete/${second}`, { body: { username: 'kim.p', acceptTerms: true } });
    const kim = done.json().token as string;
    assert.equal((await t.call('DELETE', `/api/client/access/profile/${profileId}/${entry.id}`, { token: kim })).statusCode, 403);
    assert.equal((await t.call('DELETE', `/api/client/access/profile/${profileId}/${entry.id}`, { token: advisor })).statusCode, 204);
    const account = (await t.call('GET', '/api/client/account', { token: kim })).json();
    assert.equal(account.clientProfileId, null);
    const [row] = await t.db.select().from(profileAccess).where(eq(profileAccess.id, entry.id));
    assert.equal(row.status, 'REVOKED');
  });

  it('updates the flags of an existing access', async () => {
    const entry = (await t.call('GET', `/api/client/access/profile/${profileId}`, { token: advisor })).json()
      .find((e: { email: string }) => e.email === 'sam.parker@example.org');
    const res = await t.call('POST', '/api/client/access/profile', {
      token: advisor, body: { id: entry.id, profileId, flags: { profileAccess: true, workshopAccess: true, workshopChange: true } },
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().flags.workshopChange, true);
    // An id of another plan's access is not found through this plan.
    const wrong = await t.call('POST', '/api/client/access/profile', { token: advisor, body: { id: 999999, profileId, flags: {} } });
    assert.equal(wrong.statusCode, 404);
  });

  it('an expired licence blocks invitations and says why', async () => {
    await t.db.update(users).set({ expirationDate: new Date(Date.now() - 86400_000) }).where(eq(users.id, advisorId));
    const res = await invite(advisor, { profileId, email: 'late@example.org', firstName: 'Late', lastName: 'Comer' });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().code, 'LICENSE_EXPIRED');
    assert.match(res.json().message, /licence expired on \d{4}-\d{2}-\d{2}/);
    await t.db.update(users).set({ expirationDate: new Date(Date.now() + 86400_000) }).where(eq(users.id, advisorId));
  });
});
