import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { actions, persons, planRecords, profileAccess, profiles, scenarios, users } from '../../db/schema/index';
import { countEvents, demoProfileId, recordsOf, versionOf, yearsAgo } from '../../test/testPlan';

describe('plan data: profiles', () => {
  let t: TestApp;
  let demo: number;
  let advisor: string;
  let advisor2: string;
  let client: string;
  let manager: string;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    demo = await demoProfileId(t.db);
    [advisor, advisor2, client, manager, admin] = await Promise.all(
      ['advisor', 'advisor2', 'client', 'manager', 'admin'].map((u) => t.login(`${u}@example.com`)),
    );
  });
  after(async () => { await t.close(); });

  const createPlan = async (token: string, body: Record<string, unknown> = {}) => {
    const res = await t.call('POST', '/api/client/profile', { token, body: { spouse: false, ...body } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };

  it('lists the plans each caller may see, with client names, search and sort', async () => {
    const mine = (await t.call('GET', '/api/client/profile', { token: advisor })).json();
    assert.deepEqual(mine.map((p: { id: number }) => p.id), [demo]);
    assert.equal(mine[0].clientName, 'Jordan and Casey Parker');
    assert.equal(mine[0].advisorName, 'Avery Stone');
    assert.equal((await t.call('GET', '/api/client/profile', { token: advisor2 })).json().length, 0);
    assert.equal((await t.call('GET', '/api/client/profile', { token: client })).json()[0].id, demo);
    assert.equal((await t.call('GET', '/api/client/profile', { token: manager })).json()[0].id, demo);

    const other = await createPlan(advisor);
    await t.call('POST', '/api/client/clients', {
      token: advisor, body: [{ profileId: other.id, type: 'C', firstName: 'Abby', lastName: 'Zimmer', dateOfBirth: yearsAgo(40) }],
    });
    const byName = (await t.call('GET', '/api/client/profile?sort=name&order=asc', { token: admin })).json();
    // The site administrator sees every plan, the expired demo advisor's (Harper Vale) too.
    assert.deepEqual(byName.map((p: { clientName: string }) => p.clientName), ['Abby Zimmer', 'Harper Vale', 'Jordan and Casey Parker']);
    const desc = (await t.call('GET', '/api/client/profile?sort=name&order=desc', { token: advisor })).json();
    assert.equal(desc[0].clientName, 'Jordan and Casey Parker');
    const found = (await t.call('GET', '/api/client/profile?search=zimm', { token: advisor })).json();
    assert.deepEqual(found.map((p: { id: number }) => p.id), [other.id]);
    const bad = await t.call('GET', '/api/client/profile?sort=size', { token: advisor });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, [{ field: 'sort', message: 'is not a valid value' }]);
    assert.equal((await t.call('DELETE', `/api/client/profile/${other.id}`, { token: advisor })).statusCode, 204);
  });

  it('answers the whole plan to readers, and hides it from everyone else', async () => {
    const res = await t.call('GET', `/api/client/profile/${demo}`, { token: advisor });
    assert.equal(res.statusCode, 200);
    const plan = res.json();
    assert.deepEqual(plan.clients.map((c: { type: string }) => c.type), ['C', 'S']);
    assert.equal(plan.participants.length, 2);
    assert.equal(plan.investments.length, 7);
    assert.equal(plan.retirementGoal.clientRetirementAge, 62);
    assert.equal(plan.educationGoals.length, 2);
    assert.equal(plan.socialSecurityIncome.length, 2);
    assert.equal(plan.taxAssumptions[0].filingStatus, 'MFJ');
    assert.equal(plan.permissions.advisorAccess, 2);
    assert.equal(plan.onboardingComplete, true);
    assert.ok(plan.investments.every((i: { profileId: number; id: number }) => i.profileId === demo && i.id > 0));

    const gateway = await t.call('GET', `/api/gateway/profile/${demo}`, { token: manager });
    assert.equal(gateway.statusCode, 200);
    assert.equal(gateway.json().permissions.advisorAccess, 2);
    const asClient = (await t.call('GET', `/api/client/profile/${demo}`, { token: client })).json();
    assert.equal(asClient.permissions.basicAccess, true);
    assert.equal(asClient.permissions.profileChange, false);

    const [scenario] = await t.db.insert(scenarios).values({ profileId: demo, description: 'Retire at 60', sharing: true }).returning();
    const withViews = (await t.call('GET', `/api/client/profile/${demo}`, { token: client })).json();
    assert.ok(withViews.scenarios.some((s: { id: number }) => s.id === scenario.id), 'a client with scenario views sees them');
    const views = { scenariosAccess: false, workshopAccess: false, suggestedAccess: false, plansAccess: false };
    const [grant] = await t.db.select().from(profileAccess).where(eq(profileAccess.profileId, demo));
    await t.db.update(profileAccess).set({ flags: { ...grant.flags, ...views } }).where(eq(profileAccess.id, grant.id));
    assert.deepEqual((await t.call('GET', `/api/client/profile/${demo}`, { token: client })).json().scenarios, []);
    assert.ok((await t.call('GET', `/api/client/profile/${demo}`, { token: advisor })).json().scenarios.some((s: { id: number }) => s.id === scenario.id));
    await t.db.update(profileAccess).set({ flags: grant.flags }).where(eq(profileAccess.id, grant.id));
    await t.db.delete(scenarios).where(eq(scenarios.id, scenario.id));

    const hidden = await t.call('GET', `/api/client/profile/${demo}`, { token: advisor2 });
    assert.equal(hidden.statusCode, 404);
    assert.doesNotMatch(hidden.body, /Parker/);
    assert.equal((await t.call('GET', `/api/client/profile/${demo}`)).statusCode, 401);
    assert.equal((await t.call('GET', '/api/client/profile/999999', { token: admin })).statusCode, 404);
  });

  it('creates a plan for the advisor with the defaults, and updates it, bumping the version once per save', async () => {
    const created = await createPlan(advisor2, { maritalStatus: 'S', spending: 50_000 });
    assert.equal(created.advisorUserId, (await t.db.select().from(users).where(eq(users.email, 'advisor2@example.com')))[0].id);
    assert.equal(created.gatheringStep, 1);
    assert.equal(created.planningStage, 0);
    assert.equal(created.permissions.advisorAccess, 2);
    assert.deepEqual(created.clients, []);

    const before = await versionOf(t.db, created.id);
    const events = await countEvents(t.db, created.id);
    const res = await t.call('POST', '/api/client/profile/expense', { token: advisor2, body: { id: created.id, spending: 61_000, itemizeExpenses: true } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().spending, 61_000);
    assert.equal(res.json().maritalStatus, 'S', 'fields not sent keep their value');
    assert.equal(res.json().version, before + 1);
    assert.ok(res.json().updatedAt > created.updatedAt);
    assert.equal(await countEvents(t.db, created.id), events + 1);

    // Another advisor's plan: 404 for reads and writes, and nothing changes.
    const foreign = await t.call('POST', '/api/client/profile', { token: advisor, body: { id: created.id, spending: 1 } });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await t.db.select().from(profiles).where(eq(profiles.id, created.id)))[0].spending, 61_000);
  });

  it('refuses bad input with the field and its message, writing nothing', async () => {
    const before = await versionOf(t.db, demo);
    const res = await t.call('POST', '/api/client/profile', { token: advisor, body: { id: demo, maritalStatus: 'Z', gatheringStep: 'two' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, [
      { field: 'gatheringStep', message: 'must be a valid number' },
      { field: 'maritalStatus', message: 'is not a valid value' },
    ]);
    assert.equal(await versionOf(t.db, demo), before);
    assert.equal((await t.call('POST', '/api/client/profile', { token: advisor, body: [1, 2] })).statusCode, 400);
    const noAdvisor = await t.call('POST', '/api/client/profile', { token: admin, body: { advisorUserId: 999_999 } });
    assert.deepEqual(noAdvisor.json().errors, [{ field: 'advisorUserId', message: 'is not a valid value' }]);
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'advisor@example.com'));
    const forOther = await t.call('POST', '/api/client/profile', { token: advisor2, body: { advisorUserId: owner.id, spouse: false } });
    assert.equal(forOther.statusCode, 403, 'an advisor without team rights cannot create plans for another advisor');
    const byManager = await t.call('POST', '/api/client/profile', { token: manager, body: { advisorUserId: owner.id, spouse: false } });
    assert.equal(byManager.statusCode, 200, 'the team manager can');
    assert.equal(byManager.json().advisorUserId, owner.id);
    await t.call('DELETE', `/api/client/profile/${byManager.json().id}`, { token: manager });
  });

  it('lets a client read but not write, and blocks writes on an expired licence', async () => {
    const before = await versionOf(t.db, demo);
    const res = await t.call('POST', '/api/client/profile', { token: client, body: { id: demo, spending: 1 } });
    assert.equal(res.statusCode, 403);
    assert.equal((await t.call('POST', '/api/client/profile', { token: client, body: { spouse: false } })).statusCode, 403);
    assert.equal((await t.call('POST', `/api/client/profile/${demo}/stage/3`, { token: client })).statusCode, 403);
    assert.equal((await t.call('DELETE', `/api/client/profile/${demo}`, { token: client })).statusCode, 403);
    assert.equal((await t.call('GET', `/api/client/profile/${demo}/stage`, { token: client })).statusCode, 200);
    assert.equal(await versionOf(t.db, demo), before);

    const plan = await createPlan(advisor2);
    await t.db.update(users).set({ expirationDate: new Date(Date.now() - 86_400_000) }).where(eq(users.email, 'advisor2@example.com'));
    try {
      const expired = await t.call('POST', '/api/client/profile', { token: advisor2, body: { id: plan.id, spending: 5 } });
      assert.equal(expired.statusCode, 403);
      assert.equal(expired.json().code, 'LICENSE_EXPIRED');
      const create = await t.call('POST', '/api/client/profile', { token: advisor2, body: { spouse: false } });
      assert.equal(create.json().code, 'LICENSE_EXPIRED');
      assert.equal((await t.call('GET', `/api/client/profile/${plan.id}`, { token: advisor2 })).statusCode, 200);
    } finally {
      await t.db.update(users).set({ expirationDate: null }).where(eq(users.email, 'advisor2@example.com'));
    }
  });

  it('deletes the spouse when the profile is saved with the spouse flag off', async () => {
    const plan = await createPlan(advisor, { spouse: true });
    const people = await t.call('POST', '/api/client/clients', {
      token: advisor,
      body: [
        { profileId: plan.id, type: 'C', firstName: 'Sam', lastName: 'Lee', dateOfBirth: yearsAgo(50) },
        { profileId: plan.id, type: 'S', firstName: 'Kim', lastName: 'Lee', dateOfBirth: yearsAgo(48) },
      ],
    });
    assert.equal(people.statusCode, 200, people.body);
    const spouse = people.json().rows.find((p: { type: string }) => p.type === 'S');
    await t.call('POST', '/api/client/incomes', { token: advisor, body: [{ profileId: plan.id, clientId: spouse.id, annualPreTax: 50_000 }] });
    await t.call('POST', '/api/client/otherincome/socialsecurity', { token: advisor, body: { profileId: plan.id, ownerValue: 'SP', pia: 1_500, claimAge: 67 } });

    const kept = await t.call('POST', '/api/client/profile', { token: advisor, body: { id: plan.id, spending: 10 } });
    assert.equal(kept.json().clients.length, 2, 'a save without the spouse flag keeps the spouse');
    const saved = await t.call('POST', '/api/client/profile', { token: advisor, body: { id: plan.id, spouse: false } });
    assert.equal(saved.statusCode, 200);
    assert.deepEqual(saved.json().clients.map((c: { type: string }) => c.type), ['C']);
    assert.equal(saved.json().incomes.length, 0);
    assert.equal((await t.db.select().from(persons).where(and(eq(persons.profileId, plan.id), eq(persons.type, 'S')))).length, 0);
    assert.equal((await recordsOf(t.db, plan.id, 'social_security')).length, 0);
  });

  it('moves the gathering step only forward and sets the planning stage by its call', async () => {
    const plan = await createPlan(advisor, { gatheringStep: 3 });
    const up = await t.call('POST', '/api/client/profile', { token: advisor, body: { id: plan.id, gatheringStep: 5 } });
    assert.equal(up.json().gatheringStep, 5);
    const down = await t.call('POST', '/api/client/profile', { token: advisor, body: { id: plan.id, gatheringStep: 2 } });
    assert.equal(down.json().gatheringStep, 5);

    assert.deepEqual((await t.call('GET', `/api/client/profile/${plan.id}/stage`, { token: advisor })).json(),
      { profileId: plan.id, planningStage: 0, gatheringStep: 5, onboardingComplete: false });
    const staged = await t.call('POST', `/api/client/profile/${plan.id}/stage/4`, { token: advisor });
    assert.equal(staged.json().planningStage, 4);
    const ignored = await t.call('POST', '/api/client/profile', { token: advisor, body: { id: plan.id, planningStage: 1 } });
    assert.equal(ignored.json().planningStage, 4, 'a profile save does not set the stage');
    const bad = await t.call('POST', `/api/client/profile/${plan.id}/stage/x`, { token: advisor });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'stage');

    const done = await t.call('POST', `/api/client/profile/${plan.id}/onboarding/complete`, { token: advisor });
    assert.equal(done.json().onboardingComplete, true);
    await t.call('POST', `/api/client/profile/${plan.id}/onboarding/complete`, { token: advisor });
    assert.equal(await countEvents(t.db, plan.id, 'ONBOARDING_COMPLETE'), 1);
  });

  it('saves the goal order of the plan\'s own goals only', async () => {
    const goals = await recordsOf(t.db, demo, 'goal');
    const order = goals.map((g) => ({ goalId: g.id, goalType: String(g.data.goalType) })).reverse();
    const res = await t.call('POST', `/api/client/profile/${demo}/goal/order`, { token: advisor, body: order });
    assert.equal(res.statusCode, 200);
    assert.deepEqual((await t.call('GET', `/api/client/profile/${demo}`, { token: advisor })).json().goalOrder, order);
    const bad = await t.call('POST', `/api/client/profile/${demo}/goal/order`, { token: advisor, body: [{ goalId: 999_999, goalType: 'OG' }] });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, [{ field: '0.goalId', message: 'is not a valid value' }]);
    assert.equal((await t.call('POST', `/api/client/profile/${demo}/goal/order`, { token: client, body: order })).statusCode, 403);
  });

  it('deletes a goal unless an active scenario action uses it (409)', async () => {
    const [goal] = await recordsOf(t.db, demo, 'goal');
    const [scenario] = await t.db.insert(scenarios).values({ profileId: demo, description: 'Sell the car later' }).returning();
    const [action] = await t.db.insert(actions).values({ scenarioId: scenario.id, type: 'C', referenceType: 'Goals', formName: 'goal', referenceId: goal.id }).returning();
    const refused = await t.call('DELETE', `/api/client/goal/${goal.id}`, { token: advisor });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'The item that you have attempted to delete is referenced by another resource. Please review before attempting to delete.');
    assert.equal((await t.db.select().from(planRecords).where(eq(planRecords.id, goal.id))).length, 1);

    await t.db.update(actions).set({ active: false }).where(eq(actions.id, action.id));
    assert.equal((await t.call('DELETE', `/api/client/goal/${goal.id}`, { token: advisor })).statusCode, 204);
    assert.equal((await t.call('GET', `/api/client/goal/${goal.id}`, { token: advisor })).statusCode, 404);
    const plan = (await t.call('GET', `/api/client/profile/${demo}`, { token: advisor })).json();
    assert.ok(!plan.goalOrder.some((g: { goalId: number }) => g.goalId === goal.id), 'the goal left the goal order');
  });

  it('records plan events and answers them by date range; once-only events are recorded once', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const list = await t.call('GET', `/api/client/event/${demo}/2000-01-01/${today}`, { token: client });
    assert.equal(list.statusCode, 200);
    assert.ok(list.json().some((e: { eventType: string; userName: string }) => e.eventType === 'PLAN_UPDATED' && e.userName === 'Avery Stone'));
    assert.equal((await t.call('GET', `/api/client/event/${demo}/2000-01-01/2000-12-31`, { token: advisor })).json().length, 0);
    const bad = await t.call('GET', `/api/client/event/${demo}/2000-13-01/${today}`, { token: advisor });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().errors, [{ field: 'startDate', message: 'must be a valid date of 1900-01-01 or later.' }]);

    const first = await t.call('POST', `/api/client/event/${demo}/WELCOME/once`, { token: client });
    assert.equal(first.statusCode, 201);
    const second = await t.call('POST', `/api/client/event/${demo}/WELCOME/once`, { token: advisor });
    assert.equal(second.statusCode, 200);
    assert.equal(second.json().id, first.json().id);
    assert.equal(await countEvents(t.db, demo, 'WELCOME'), 1);
    assert.equal((await t.call('POST', `/api/client/event/${demo}/WELCOME/once`, { token: advisor2 })).statusCode, 404);
  });

  it('deletes a plan for its advisor only', async () => {
    const plan = await createPlan(advisor);
    assert.equal((await t.call('DELETE', `/api/client/profile/${plan.id}`, { token: advisor2 })).statusCode, 404);
    assert.equal((await t.call('DELETE', `/api/client/profile/${plan.id}`, { token: advisor })).statusCode, 204);
    assert.equal((await t.db.select().from(profiles).where(eq(profiles.id, plan.id))).length, 0);
  });
});
