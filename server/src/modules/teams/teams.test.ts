import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { licenses, outbox, profiles, teamMembers, users } from '../../db/schema/index';

const tokenFromLink = (link: string | null | undefined) => new URL(link!).searchParams.get('token')!;

describe('team administration and invitations', () => {
  let t: TestApp;
  let manager: string;
  let advisor: string;
  let teamId: number;
  const ids: Record<string, number> = {};
  before(async () => {
    t = await createTestApp();
    manager = await t.login('manager@example.com');
    advisor = await t.login('advisor@example.com');
    for (const email of ['manager@example.com', 'advisor@example.com', 'advisor2@example.com']) {
      ids[email] = (await t.db.select().from(users).where(eq(users.email, email)))[0].id;
    }
    teamId = (await t.db.select().from(teamMembers).where(eq(teamMembers.userId, ids['manager@example.com'])))[0].teamId;
  });
  after(async () => { await t?.close(); });

  const lastLink = async (to: string) => {
    const [m] = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
    return m?.link ?? null;
  };

  it('shows the manager the team: members with access and licences, managers, licence counts, plans', async () => {
    const mine = (await t.call('GET', '/api/setting/access/team', { token: manager })).json();
    assert.deepEqual(mine.map((m: { teamId: number; role: string; levelAccess: number }) => [m.teamId, m.role, m.levelAccess]), [[teamId, 'MANAGER', 3]]);
    const { members, invitations } = (await t.call('GET', `/api/setting/team/${teamId}/members`, { token: manager })).json();
    assert.equal(members.length, 3);
    assert.ok(members.every((m: { licence: unknown }) => m.licence), 'the seeded licences are assigned');
    assert.equal(members.find((m: { email: string }) => m.email === 'advisor@example.com').planCount, 1);
    assert.deepEqual(invitations, []);
    const licence = (await t.call('GET', `/api/setting/team/license/${teamId}`, { token: manager })).json();
    assert.deepEqual([licence.bought, licence.assigned, licence.free], [5, 3, 2]);
    assert.equal(licence.provider, 'invoice');
    assert.ok(Number.isInteger(licence.priceCents));
    const managers = (await t.call('GET', `/api/setting/access/team/${teamId}/level`, { token: manager })).json();
    assert.deepEqual(managers.map((m: { email: string }) => m.email), ['manager@example.com']);
    const plans = (await t.call('GET', `/api/setting/team/plans/${teamId}`, { token: manager })).json();
    assert.equal(plans.length, 1);
    assert.equal(plans[0].advisorName, 'Avery Stone');
  });

  it('keeps management to managers: a level-0 advisor sees the team but may not change access', async () => {
    assert.equal((await t.call('GET', `/api/setting/team/${teamId}/members`, { token: advisor })).statusCode, 200);
    const res = await t.call('POST', '/api/setting/access/team/user', { token: advisor, body: { teamId, userId: ids['advisor@example.com'], levelAccess: 2 } });
    assert.equal(res.statusCode, 403);
    const bad = await t.call('POST', '/api/setting/access/team/user', { token: manager, body: { teamId, userId: ids['advisor2@example.com'], levelAccess: 9 } });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'levelAccess');
  });

  it('invites a new advisor by e-mail, who registers from the link and accepts', async () => {
    const sent = await t.call('POST', `/api/client/invitation/team/${teamId}/advisor`, { token: manager, body: { email: 'Nova.Reed@Example.com', firstName: 'Nova', lastName: 'Reed' } });
    assert.equal(sent.statusCode, 200, sent.body);
    const link = await lastLink('nova.reed@example.com');
    assert.match(link!, /\/team\/invitation\?token=/);
    const token = tokenFromLink(link);
    const view = (await t.call('GET', `/api/client/invitation/team/link/${token}`)).json();
    assert.deepEqual([view.valid, view.role, view.accountExists, view.teamName], [true, 'ADVISOR', false, 'Summit Wealth Partners']);

    // Resend keeps one link; the invitation id stands in for the person without an account.
    const again = await t.call('POST', `/api/client/invitation/team/${teamId}/user/${sent.json().id}/resend`, { token: manager });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(tokenFromLink(await lastLink('nova.reed@example.com')), token);

    const reg = await t.call('POST', `/api/client/invitation/team/link/${token}/register`, { body: { username: 'nova.reed', acceptTerms: true } });
    assert.equal(reg.statusCode, 200, reg.body);
    const nova = reg.json().token as string;
    assert.equal(reg.json().account.user.roleId, 2);
    // Someone else cannot accept it; the invitee can.
    assert.equal((await t.call('POST', `/api/setting/team/invitation/${sent.json().id}/value/true`, { token: advisor })).statusCode, 403);
    const ok = await t.call('POST', `/api/setting/team/invitation/${sent.json().id}/value/true`, { token: nova });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().status, 'ACCEPTED');
    const again2 = await t.call('POST', `/api/setting/team/invitation/${sent.json().id}/value/true`, { token: nova });
    assert.equal(again2.statusCode, 409);
    const { members } = (await t.call('GET', `/api/setting/team/${teamId}/members`, { token: manager })).json();
    const member = members.find((m: { email: string }) => m.email === 'nova.reed@example.com');
    assert.deepEqual([member.role, member.levelAccess, member.licence], ['ADVISOR', 0, null]);
    ids.nova = member.userId;
  });

  it('assigns a free licence to the new advisor and moves a plan to them, which they then open', async () => {
    const adopt = await t.call('POST', `/api/client/payment/team/${teamId}/adopt/advisor/${ids.nova}`, { token: manager });
    assert.equal(adopt.statusCode, 200, adopt.body);
    const [u] = await t.db.select().from(users).where(eq(users.id, ids.nova));
    assert.equal(u.expirationDate!.toISOString(), adopt.json().expiresAt);
    assert.equal(u.roleDescription, 'Advisor');
    assert.equal((await t.call('POST', `/api/client/payment/team/${teamId}/adopt/advisor/${ids.nova}`, { token: manager })).json().code, 'ALREADY_LICENSED');

    const [plan] = await t.db.select().from(profiles).where(eq(profiles.advisorUserId, ids['advisor@example.com']));
    const wrong = await t.call('POST', `/api/setting/team/${teamId}/user/${ids.nova}/move`, { token: manager, body: [{ profileId: 999999 }] });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().errors[0].field, 'plans.0');
    const moved = await t.call('POST', `/api/setting/team/${teamId}/user/${ids.nova}/move`, { token: manager, body: [{ profileId: plan.id }] });
    assert.equal(moved.statusCode, 200, moved.body);
    const nova = await t.login('nova.reed@example.com');
    const open = await t.call('GET', `/api/client/profile/${plan.id}`, { token: nova });
    assert.equal(open.statusCode, 200);
    assert.equal(open.json().permissions.advisorAccess, 2);
    assert.equal(open.json().licenceBlock, null);
    // Move it back for the tests after this one.
    await t.call('POST', `/api/setting/team/${teamId}/user/${ids['advisor@example.com']}/move`, { token: manager, body: [plan.id] });
  });

  it('declines and withdraws invitations; invites staff, who work on the team\'s plans without a licence', async () => {
    const inv = (await t.call('POST', `/api/client/invitation/team/${teamId}/advisor`, { token: manager, body: { email: 'gone@example.com' } })).json();
    const w = await t.call('POST', `/api/setting/team/invitation/${inv.id}/value/false`, { token: manager });
    assert.equal(w.json().status, 'WITHDRAWN');
    const dead = (await t.call('GET', `/api/client/invitation/team/link/${tokenFromLink(await lastLink('gone@example.com'))}`)).json();
    assert.deepEqual([dead.valid, dead.status], [false, 'WITHDRAWN']);

    const s = (await t.call('POST', `/api/client/invitation/team/${teamId}/staff`, { token: manager, body: { email: 'sam.staff@example.com', levelAccess: 2 } })).json();
    const reg = await t.call('POST', `/api/client/invitation/team/link/${tokenFromLink(await lastLink('sam.staff@example.com'))}/register`, { body: { username: 'sam.staff', acceptTerms: true } });
    const sam = reg.json().token as string;
    assert.equal(reg.json().account.user.roleId, 3);
    assert.equal((await t.call('POST', `/api/setting/team/invitation/${s.id}/value/true`, { token: sam })).statusCode, 200);
    const [plan] = await t.db.select().from(profiles).where(eq(profiles.advisorUserId, ids['advisor@example.com']));
    const save = await t.call('POST', '/api/client/profile', { token: sam, body: { id: plan.id, spending: 71_000 } });
    assert.equal(save.statusCode, 200, save.body);

    const declined = (await t.call('POST', `/api/client/invitation/team/${teamId}/advisor`, { token: manager, body: { email: 'advisor@example.com' } }));
    assert.equal(declined.json().code, 'ALREADY_MEMBER');
  });

  it('changes access levels and managers, and keeps the last manager', async () => {
    const a2 = ids['advisor2@example.com'];
    assert.equal((await t.call('POST', '/api/setting/access/team/user', { token: manager, body: { teamId, userId: a2, levelAccess: 2 } })).statusCode, 200);
    assert.equal((await t.call('GET', `/api/setting/access/team/${teamId}/user/${a2}`, { token: manager })).json().levelAccess, 2);
    const last = await t.call('DELETE', '/api/setting/access/team/level', { token: manager, body: { teamId, userId: ids['manager@example.com'] } });
    assert.equal(last.statusCode, 409);
    assert.equal((await t.call('POST', '/api/setting/access/team/level', { token: manager, body: { teamId, userId: a2 } })).statusCode, 200);
    assert.equal((await t.call('GET', `/api/setting/access/team/${teamId}/level`, { token: manager })).json().length, 2);
    assert.equal((await t.call('DELETE', '/api/setting/access/team/level', { token: manager, body: { teamId, userId: a2 } })).statusCode, 200);
    const back = (await t.call('GET', `/api/setting/access/team/${teamId}/user/${a2}`, { token: manager })).json();
    assert.deepEqual([back.role, back.levelAccess], ['ADVISOR', 2]);
  });

  it('removes an advisor only once told what happens to their plans; their licence goes back to the team', async () => {
    const url = `/api/setting/team/${teamId}/user/${ids.nova}/advisor`;
    const ask = await t.call('DELETE', url, { token: manager });
    assert.equal(ask.statusCode, 400);
    assert.equal(ask.json().errors[0].field, 'plans');
    const [plan] = await t.db.insert(profiles).values({ advisorUserId: ids.nova }).returning();
    const res = await t.call('DELETE', `${url}?plans=move&to=${ids['advisor2@example.com']}`, { token: manager });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().plansMoved, res.json().licencesFreed], [1, 1]);
    assert.equal((await t.db.select().from(profiles).where(eq(profiles.id, plan.id)))[0].advisorUserId, ids['advisor2@example.com']);
    const free = await t.db.select().from(licenses).where(eq(licenses.teamId, teamId));
    assert.equal(free.filter((l) => l.userId == null).length, 2);
    const [u] = await t.db.select().from(users).where(eq(users.id, ids.nova));
    assert.ok(u.expirationDate!.getTime() <= Date.now(), 'without a licence the former member\'s plans are read-only');
  });

  it('lets a trial advisor start a team and become its manager', async () => {
    const [trial] = await t.db.insert(users).values({ email: 'solo@example.com', username: 'solo', roleId: 2, roleDescription: 'Advisor (Trial)', expirationDate: new Date(Date.now() + 86400_000) }).returning();
    const solo = await t.login('solo@example.com');
    assert.equal((await t.call('POST', '/api/setting/team/start/0', { token: solo, body: {} })).statusCode, 400);
    const started = await t.call('POST', '/api/setting/team/start/0', { token: solo, body: { name: 'Solo Partners' } });
    assert.equal(started.statusCode, 200, started.body);
    const mine = (await t.call('GET', '/api/setting/access/team', { token: solo })).json();
    assert.deepEqual(mine.map((m: { teamName: string; levelAccess: number }) => [m.teamName, m.levelAccess]), [['Solo Partners', 3]]);
    assert.equal((await t.call('POST', '/api/setting/team/start/0', { token: solo, body: { name: 'Again' } })).statusCode, 409);
    assert.ok(trial.id);
  });
});
