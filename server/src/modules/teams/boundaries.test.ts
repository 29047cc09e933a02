import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, desc, eq } from 'drizzle-orm';
import { outbox, profiles, teamInvitations, teamMembers, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Issue 26 findings 2 and 3. A second team's manager invited the demo advisor and, once accepted, read, moved and
 * reassigned the plans of the first team and wrote the advisor's own level. A trial advisor with a team of their own
 * learned from a lookup or an invitation who is behind any e-mail address. README "Team roles": a plan belongs to the
 * team under which it was created; lookups and invitations reveal nothing about people outside the caller's team.
 */
describe('team boundaries and lookups that reveal nothing', () => {
  let t: TestApp;
  let managerA: string;
  let managerB: string;
  let advisor: string;
  let advisorId: number;
  let advisor2Id: number;
  let mgrBId: number;
  let teamA: number;
  let teamB: number;
  let demoPlan: number;

  const advisorOf = async (id: number) => (await t.db.select({ a: profiles.advisorUserId }).from(profiles).where(eq(profiles.id, id)))[0].a;

  before(async () => {
    t = await createTestApp();
    const byEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
    advisorId = (await byEmail('advisor@example.com')).id;
    advisor2Id = (await byEmail('advisor2@example.com')).id;
    [{ id: demoPlan }] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, advisorId)).orderBy(asc(profiles.id)).limit(1);
    [{ teamId: teamA }] = await t.db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, advisorId));
    // A new trial advisor of another firm starts a team of their own.
    const [mara] = await t.db.insert(users).values({
      email: 'mara.bright@otherfirm.example', username: 'mara.bright', firstName: 'Mara', lastName: 'Bright', roleId: 2, roleDescription: 'Advisor (Trial)',
      expirationDate: new Date(Date.now() + 30 * 86400_000),
    }).returning();
    mgrBId = mara.id;
    managerA = await t.login('manager@example.com');
    managerB = await t.login('mara.bright@otherfirm.example');
    advisor = await t.login('advisor@example.com');
    const started = await t.call('POST', '/api/setting/team/start/0', { token: managerB, body: { name: 'Bright Planning' } });
    assert.equal(started.statusCode, 200, started.body);
    teamB = started.json().teamId;
  });
  after(async () => { await t?.close(); });

  it('a lookup shows nobody outside the team: an unknown address, a client and another firm\'s advisor answer alike', async () => {
    const look = (username: string) => t.call('POST', `/api/setting/access/team/${teamB}/user/lookup`, {
      token: managerB, body: new URLSearchParams({ username }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const answers = await Promise.all(['nobody@nowhere.example', 'client@example.com', 'advisor@example.com', 'advisor2', 'manager@example.com'].map(look));
    for (const res of answers) {
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), {}, `lookup answered ${res.body}`);
    }
    // Someone in the team is found, with their name.
    const self = await look('mara.bright@otherfirm.example');
    assert.equal(self.json().userId, mgrBId);
    assert.equal(self.json().lastName, 'Bright');
  });

  it('an invitation answers the same for an unknown address, a client and another firm\'s advisor; names come only from the inviter', async () => {
    const invite = (email: string, kind: 'advisor' | 'staff' = 'advisor') => t.call('POST', `/api/client/invitation/team/${teamB}/${kind}`, { token: managerB, body: { email } });
    const shapes = [];
    for (const email of ['nobody@nowhere.example', 'client@example.com', 'advisor2@example.com']) {
      const res = await invite(email);
      assert.equal(res.statusCode, 200, `${email}: ${res.body}`);
      const { id: _id, expiresAt: _e, email: _m, ...rest } = res.json();
      shapes.push(rest);
    }
    assert.deepEqual(shapes[1], shapes[0]);
    assert.deepEqual(shapes[2], shapes[0]);
    // Staff invitation of a client: the same again.
    assert.equal((await invite('client@example.com', 'staff')).statusCode, 200);
    const list = (await t.call('GET', `/api/setting/team/${teamB}/members`, { token: managerB })).json();
    const body = JSON.stringify(list.invitations);
    for (const word of ['Casey', 'Parker', 'Jordan', 'Avery', 'Morgan']) assert.ok(!body.includes(word), `the invitation list shows ${word}: ${body}`);
    assert.ok(list.invitations.every((i: { userId: number | null }) => i.userId == null), 'no account id is revealed');
    // The client's mailbox gets a note, not a link; a client cannot join anyway.
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'client@example.com')).orderBy(desc(outbox.id)).limit(1);
    assert.match(mail.text, /client account, which cannot join a team/);
    assert.equal(mail.link, null);
    // Withdraw the invitations to the demo team's advisor2 again (the walk below does not need them).
    for (const inv of await t.db.select().from(teamInvitations).where(and(eq(teamInvitations.teamId, teamB), eq(teamInvitations.email, 'advisor2@example.com')))) {
      await t.call('POST', `/api/setting/team/invitation/${inv.id}/value/false`, { token: managerB });
    }
  });

  it('joining a second team hands none of the first team\'s plans over', async () => {
    const sent = await t.call('POST', `/api/client/invitation/team/${teamB}/advisor`, { token: managerB, body: { email: 'advisor@example.com', levelAccess: 0 } });
    assert.equal(sent.statusCode, 200, sent.body);
    const accepted = await t.call('POST', `/api/setting/team/invitation/${sent.json().id}/value/true`, { token: advisor });
    assert.equal(accepted.statusCode, 200, accepted.body);

    // Team B's manager sees nothing of team A's plan.
    assert.equal((await t.call('GET', `/api/client/profile/${demoPlan}`, { token: managerB })).statusCode, 404);
    const list = (await t.call('GET', '/api/client/profile', { token: managerB })).json() as Array<{ id: number }>;
    assert.ok(!list.some((p) => p.id === demoPlan), 'team B lists plan of team A');
    const dash = await t.call('GET', `/api/client/dashboard/team/${teamB}/dashboard`, { token: managerB });
    assert.equal(dash.statusCode, 200, dash.body);
    assert.ok(!JSON.stringify(dash.json()).includes('Parker'), 'team B dashboard shows team A plan');
    const plansB = (await t.call('GET', `/api/setting/team/plans/${teamB}`, { token: managerB })).json() as Array<{ profileId: number }>;
    assert.ok(!plansB.some((p) => p.profileId === demoPlan));
    const advisorDash = await t.call('GET', `/api/client/dashboard/user/${advisorId}/dashboard`, { token: managerB });
    assert.ok(advisorDash.statusCode === 403 || !JSON.stringify(advisorDash.json()).includes('Parker'), advisorDash.body.slice(0, 200));

    // It cannot move it, nor write the advisor's own level.
    const move = await t.call('POST', `/api/setting/team/${teamB}/user/${mgrBId}/move`, { token: managerB, body: [demoPlan] });
    assert.equal(move.statusCode, 400, move.body);
    assert.deepEqual(move.json().errors.map((e: { field: string }) => e.field), ['plans.0']);
    assert.equal(await advisorOf(demoPlan), advisorId);
    const setting = await t.call('POST', `/api/setting/user/${advisorId}`, { token: managerB, body: { values: { banner_title: 'Taken over' } } });
    assert.equal(setting.statusCode, 403, setting.body);

    // Team A's manager keeps the plan and still moves it within team A.
    assert.equal((await t.call('GET', `/api/client/profile/${demoPlan}`, { token: managerA })).statusCode, 200);
    const within = await t.call('POST', `/api/setting/team/${teamA}/user/${advisor2Id}/move`, { token: managerA, body: [demoPlan] });
    assert.equal(within.statusCode, 200, within.body);
    const back = await t.call('POST', `/api/setting/team/${teamA}/user/${advisorId}/move`, { token: managerA, body: [demoPlan] });
    assert.equal(back.statusCode, 200, back.body);
  });

  it('a plan made under team B belongs to B; removing the advisor from B with ?plans=move moves only B\'s plans', async () => {
    const made = await t.call('POST', '/api/client/profile', { token: managerB, body: { advisorUserId: advisorId, spouse: false } });
    assert.equal(made.statusCode, 200, made.body);
    const bPlan = Number(made.json().id ?? made.json());
    assert.equal((await t.call('GET', `/api/client/profile/${bPlan}`, { token: managerB })).statusCode, 200);
    assert.equal((await t.call('GET', `/api/client/profile/${bPlan}`, { token: managerA })).statusCode, 404);
    assert.equal((await t.call('GET', `/api/client/profile/${bPlan}`, { token: advisor })).statusCode, 200);

    const removed = await t.call('DELETE', `/api/setting/team/${teamB}/user/${advisorId}/advisor?plans=move&to=${mgrBId}`, { token: managerB });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().plansMoved, 1);
    assert.equal(await advisorOf(bPlan), mgrBId);
    assert.equal(await advisorOf(demoPlan), advisorId, 'team A plan stays with its advisor');
    assert.equal((await t.call('GET', `/api/client/profile/${demoPlan}`, { token: managerA })).statusCode, 200);
  });
});
