import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { PlanHistoryEntry } from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { actions, incomes, persons, planEvents, profiles, scenarios, users } from '../../db/schema/index';

describe('plan history: field changes of every kind of change', () => {
  let t: TestApp;
  let advisor: string, client: string;
  let planId: number;
  const range = () => `/api/client/event/${planId}/2000-01-01/2100-01-01`;
  const latest = async (): Promise<PlanHistoryEntry> => {
    const list = (await t.call('GET', range(), { token: advisor })).json() as PlanHistoryEntry[];
    return list[list.length - 1];
  };
  const change = (e: PlanHistoryEntry, field: string) => e.changes.find((c) => c.field === field);

  before(async () => {
    t = await createTestApp();
    [advisor, client] = await Promise.all(['advisor@example.com', 'client@example.com'].map((e) => t.login(e)));
    const [{ id: advisorId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'advisor@example.com'));
    [{ id: planId }] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, advisorId)).orderBy(profiles.id).limit(1);
  });
  after(async () => { await t.close(); });

  it('an income change: who, the area, before and after, with a label; restoring puts the old amount back', async () => {
    const [row] = await t.db.select().from(incomes).where(eq(incomes.profileId, planId)).limit(1);
    const { createdAt: _c, ...sent } = row as typeof row & { createdAt?: unknown };
    const saved = await t.call('POST', '/api/client/incomes', { token: advisor, body: [{ ...sent, annualPreTax: row.annualPreTax + 12345 }] });
    assert.equal(saved.statusCode, 200, saved.body);
    const entry = await latest();
    assert.equal(entry.area, 'incomes');
    assert.equal(entry.areaLabel, 'Income');
    assert.match(entry.userName ?? '', /\w/);
    const c = change(entry, 'annualPreTax')!;
    assert.deepEqual([c.before, c.after, c.label, c.recordId], [row.annualPreTax, row.annualPreTax + 12345, 'Annual pre-tax income', row.id]);
    assert.equal(entry.restorable, true);
    assert.ok(entry.version! > 0);

    assert.equal((await t.call('POST', `/api/client/history/${planId}/restore/${entry.id}`, { token: client })).statusCode, 403);
    const restored = await t.call('POST', `/api/client/history/${planId}/restore/${entry.id}`, { token: advisor });
    assert.equal(restored.statusCode, 200, restored.body);
    const [back] = await t.db.select().from(incomes).where(eq(incomes.id, row.id));
    assert.equal(back.annualPreTax, row.annualPreTax);
    const again = await latest();
    assert.equal(again.description, 'Income restored');
    assert.deepEqual([change(again, 'annualPreTax')!.before, change(again, 'annualPreTax')!.after], [row.annualPreTax + 12345, row.annualPreTax]);
  });

  it('records, profile, scenarios, plan settings and client access each record their fields', async () => {
    const debt = await t.call('POST', '/api/client/debt', { token: advisor, body: { profileId: planId, description: 'Boat loan', type: 'OD', balance: 9000, interestRate: 7, monthlyPayment: 300 } });
    assert.equal(debt.statusCode, 200, debt.body);
    let e = await latest();
    assert.equal(e.area, 'debt');
    assert.equal(change(e, 'balance')?.after, 9000);
    assert.equal(change(e, 'balance')?.before, null);
    await t.call('DELETE', `/api/client/debt/${debt.json().id}`, { token: advisor });
    e = await latest();
    assert.equal(change(e, 'description')?.before, 'Boat loan');
    assert.equal(change(e, 'description')?.after, null);

    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, planId));
    await t.call('POST', '/api/client/profile', { token: advisor, body: { id: planId, planningStage: p.planningStage, notes: 'Met in November' } });
    e = await latest();
    assert.equal(e.area, 'profile');

    const sc = await t.call('POST', '/api/client/scenario/false', { token: advisor, body: { profileId: planId, description: 'Retire later' } });
    assert.equal(sc.statusCode, 200, sc.body);
    e = await latest();
    assert.equal(e.area, 'scenarios');
    assert.equal(change(e, 'description')?.after, 'Retire later');

    await t.call('POST', `/api/setting/profile/${planId}`, { token: advisor, body: { values: { banner_title: 'Parker Family Plan' } } });
    e = await latest();
    assert.equal(e.area, 'settings');
    assert.equal(change(e, 'banner_title')?.after, 'Parker Family Plan');

    const grants = (await t.call('GET', `/api/client/access/profile/${planId}`, { token: advisor })).json() as Array<{ id: number; flags: Record<string, unknown> }>;
    const g = grants[0];
    const res = await t.call('POST', '/api/client/access/profile', { token: advisor, body: { id: g.id, profileId: planId, flags: { ...g.flags, workshopAccess: !g.flags.workshopAccess } } });
    assert.equal(res.statusCode, 200, res.body);
    e = await latest();
    assert.equal(e.area, 'access');
    assert.equal(change(e, 'workshopAccess')?.after, !g.flags.workshopAccess);
  });

  it('people, scenario actions and plan assumption sets record their fields', async () => {
    const [person] = await t.db.select().from(persons).where(eq(persons.profileId, planId)).orderBy(persons.type).limit(1);
    const { createdAt: _c, updatedAt: _u, ...sent } = person as typeof person & { createdAt?: unknown; updatedAt?: unknown };
    const res = await t.call('POST', '/api/client/clients', { token: advisor, body: [{ ...sent, lifeExpectancy: 97 }] });
    assert.equal(res.statusCode, 200, res.body);
    let e = await latest();
    assert.equal(e.area, 'people');
    assert.deepEqual([change(e, 'lifeExpectancy')?.before, change(e, 'lifeExpectancy')?.after], [person.lifeExpectancy, 97]);

    const [sc] = await t.db.select().from(scenarios).where(eq(scenarios.profileId, planId)).limit(1);
    const [act] = await t.db.select().from(actions).where(eq(actions.scenarioId, sc.id)).limit(1);
    const list = (await t.call('GET', `/api/client/action/all/${sc.id}`, { token: advisor })).json() as Array<Record<string, unknown>>;
    const mine = list.find((a) => a.id === act.id)!;
    const saved = await t.call('POST', `/api/client/action/all/${sc.id}`, { token: advisor, body: [{ ...mine, description: 'Renamed action' }] });
    assert.equal(saved.statusCode, 200, saved.body);
    e = await latest();
    assert.equal(e.area, 'actions');
    assert.equal(change(e, 'description')?.after, 'Renamed action');

    const copy = await t.call('POST', `/api/setting/profile/assumption/copy/1`, { token: advisor, body: { levelKey: planId, name: 'Parker assumptions' } });
    assert.equal(copy.statusCode, 200, copy.body);
    e = await latest();
    assert.equal(e.area, 'assumptions');
    assert.equal(change(e, 'name')?.after, 'Parker assumptions');
  });

  it('a change and its history entry are one transaction', async () => {
    const before = (await t.db.select().from(planEvents).where(eq(planEvents.profileId, planId))).length;
    const bad = await t.call('POST', '/api/client/incomes', { token: advisor, body: [{ profileId: planId, clientId: 999999, name: 'x', annualPreTax: 1 }] });
    assert.equal(bad.statusCode, 400);
    assert.equal((await t.db.select().from(planEvents).where(eq(planEvents.profileId, planId))).length, before);
  });

  it('fields holding codes or a person show what they mean, not the raw code', async () => {
    const [person] = await t.db.select().from(persons).where(eq(persons.profileId, planId)).orderBy(persons.type).limit(1);
    const { createdAt: _c, updatedAt: _u, ...sent } = person as typeof person & { createdAt?: unknown; updatedAt?: unknown };
    const next = person.employmentStatus === 'RT' ? 'EM' : 'RT';
    const res = await t.call('POST', '/api/client/clients', { token: advisor, body: [{ ...sent, employmentStatus: next }] });
    assert.equal(res.statusCode, 200, res.body);
    let c = change(await latest(), 'employmentStatus')!;
    const words = { EM: 'Employed', RT: 'Retired', SE: 'Self-Employed', UN: 'Not Employed' } as Record<string, string>;
    assert.deepEqual([c.label, c.before, c.after, c.beforeText, c.afterText], ['Employment status', person.employmentStatus, next, words[person.employmentStatus], words[next]]);
    await t.call('POST', '/api/client/clients', { token: advisor, body: [sent] });

    // A new income names its owner (clientId) by the person's name; a plain amount needs no words.
    const [row] = await t.db.select().from(incomes).where(eq(incomes.profileId, planId)).limit(1);
    const { createdAt: _d, id: _id, ...income } = row as typeof row & { createdAt?: unknown };
    const added = await t.call('POST', '/api/client/incomes', { token: advisor, body: [{ ...income, clientId: person.id, description: 'Consulting' }] });
    assert.equal(added.statusCode, 200, added.body);
    const entry = await latest();
    c = change(entry, 'clientId')!;
    assert.equal(c.after, person.id);
    assert.equal(c.afterText, `${person.firstName} ${person.lastName}`);
    const plain = change(entry, 'annualPreTax')!;
    assert.equal(plain.afterText, null);
  });

  it('the invited client\'s history lists only changes to their own plan\'s data: no access grants, settings, assumptions, drafts or moves', async () => {
    // The earlier cases left settings, access, scenario, action and assumption entries, and income and people changes.
    await t.call('POST', `/api/setting/profile/${planId}`, { token: advisor, body: { values: { banner_phone: '(303) 555-0199' } } });
    const advisorList = (await t.call('GET', range(), { token: advisor })).json() as PlanHistoryEntry[];
    const internal = new Set(['settings', 'access', 'assumptions', 'scenarios', 'actions']);
    assert.ok(advisorList.some((e) => internal.has(e.area ?? '')), 'the advisor sees the firm\'s entries');
    const res = await t.call('GET', range(), { token: client });
    assert.equal(res.statusCode, 200);
    const clientList = res.json() as PlanHistoryEntry[];
    assert.ok(clientList.some((e) => e.area === 'incomes'), 'the income change');
    assert.ok(clientList.some((e) => e.area === 'people'), 'the people change');
    for (const e of clientList) {
      assert.ok(!internal.has(e.area ?? ''), `no ${e.area} entry for the client: ${e.description}`);
      assert.ok(e.area || e.eventType !== 'PLAN_UPDATED', `no entry without an area (plan created, plan moved): ${e.description}`);
      assert.doesNotMatch(e.description, /moved to|access|settings/i);
      assert.equal(e.restorable, false, 'a client restores nothing');
      assert.ok(e.changes.every((c) => c.field !== 'planningStage'));
    }
  });

  it('the history needs historyAccess; the success chart lists computed versions', async () => {
    await t.call('GET', `/api/gateway/calcs/profile/${planId}/combined`, { token: advisor });
    const success = (await t.call('GET', `/api/client/history/${planId}/success`, { token: advisor })).json() as Array<{ version: number; probabilityOfSuccess: number }>;
    assert.ok(success.length >= 1);
    assert.ok(success[success.length - 1].probabilityOfSuccess >= 0);
    assert.equal((await t.call('GET', range(), { token: client })).statusCode, 200);
  });
});
