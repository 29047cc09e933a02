import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { planEvents, planRecords } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProfileId, recordsOf, yearsAgo } from '../../test/testPlan';
import { oneContributionSourceMigration, SET_BY_ELECTIONS } from './contributions';

// Issue 28, one source for each fact: an employer plan's contributions come from the payroll elections.

let t: TestApp;
let advisor: string;
let demo: number;

before(async () => {
  t = await createTestApp();
  advisor = await t.login('advisor@example.com');
  demo = await demoProfileId(t.db);
});
after(() => t.close());

async function ok(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.call(method, url, { token: advisor, body });
  assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A new plan as onboarding makes it: one client of 45 earning $233,000, then a 401(k) with $23,000 a year. */
async function onboardedPlan(contributionType?: 'PRE' | 'ROTH') {
  const plan = await ok('POST', '/api/client/profile', { spouse: false, filingStatus: 'S' });
  const { rows: [client] } = await ok('POST', '/api/client/clients', [{ profileId: plan.id, type: 'C', firstName: 'Nina', lastName: 'Okafor', dateOfBirth: yearsAgo(45), retirementAge: 65 }]);
  await ok('POST', '/api/client/incomes', [{ profileId: plan.id, clientId: client.id, annualPreTax: 233_000 }]);
  const account = await ok('POST', '/api/client/investment', {
    profileId: plan.id, type: 'ES', subType: '401K', description: 'Contoso 401(k)', owner: 'CL', balance: 50_000, taxTreatment: 'DEFERRED',
    annualContribution: 23_000, ...(contributionType ? { contributionType } : {}),
  });
  return { plan, client, account };
}

const combined = async (profileId: number) => ok('GET', `/api/gateway/calcs/profile/${profileId}/combined`);

describe('employer plan contributions come from payroll elections', () => {
  it('a new plan\'s $23,000 401(k) contribution becomes a pre-tax election: first-year wages are reduced by it (tax album)', async () => {
    const { plan, client, account } = await onboardedPlan();
    assert.equal(account.annualContribution, 0, 'the account holds no contribution of its own');
    assert.equal(account.contributionType, undefined, 'the choice is not stored');
    const elections = (await recordsOf(t.db, plan.id, 'election')).map((r) => r.data);
    assert.equal(elections.length, 1);
    assert.deepEqual(
      { type: elections[0].type, amount: elections[0].contributionAmount, investmentId: elections[0].investmentId, clientId: elections[0].clientId },
      { type: 'PRE', amount: 23_000, investmentId: account.id, clientId: client.id },
    );
    const result = await combined(plan.id);
    const first = result.taxAlbum[0];
    assert.equal(first.year, new Date().getUTCFullYear());
    assert.ok(Math.abs(first.wages - (233_000 - 23_000)) < 1, `first-year wages ${first.wages}: $233,000 less the $23,000 deferral`);
    const row = result.electionAlbum[0];
    assert.ok(Math.abs(row.totalEmployee - 23_000) < 1, 'the engine puts the $23,000 into the 401(k) as the election');
  });

  it('a Roth choice makes a Roth election: wages stay taxable', async () => {
    const { plan } = await onboardedPlan('ROTH');
    const [election] = (await recordsOf(t.db, plan.id, 'election')).map((r) => r.data);
    assert.equal(election.type, 'ROTH');
    const first = (await combined(plan.id)).taxAlbum[0];
    assert.ok(Math.abs(first.wages - 233_000) < 1, `first-year wages ${first.wages}`);
  });

  it('an account fed by elections refuses a contribution of its own with a 400 naming the field', async () => {
    const { plan, account } = await onboardedPlan();
    const res = await t.call('POST', '/api/client/investment', { token: advisor, body: { ...account, profileId: plan.id, annualContribution: 5_000 } });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json().errors, [{ field: 'annualContribution', message: SET_BY_ELECTIONS }]);
  });

  it('the once-only migration clears what old plans held twice, with a history entry, and the engine\'s figures stay the same', async () => {
    const [account] = (await recordsOf(t.db, demo, 'investment')).filter((r) => r.data.type === 'ES');
    assert.equal(Number(account.data.annualContribution ?? 0), 0, 'the demo seed holds the 401(k) contribution in its election only');
    // An old plan: the account repeats what its elections hold (the demo as seeded before).
    await t.db.update(planRecords).set({ data: { ...account.data, annualContribution: 23_500, employerMatch: 7_250 } }).where(eq(planRecords.id, account.id));
    const before_ = await combined(demo);
    assert.equal(await oneContributionSourceMigration.needed(t.db), true);
    await t.db.transaction((tx) => oneContributionSourceMigration.run(tx));
    assert.equal(await oneContributionSourceMigration.needed(t.db), false, 'once only');
    const [migrated] = await t.db.select().from(planRecords).where(eq(planRecords.id, account.id));
    assert.deepEqual([migrated.data.annualContribution, migrated.data.employerMatch], [0, 0]);
    const after_ = await combined(demo);
    assert.ok(after_.profile.version > before_.profile.version, 'a new plan version');
    assert.deepEqual(after_.taxAlbum, before_.taxAlbum);
    assert.deepEqual(after_.electionAlbum, before_.electionAlbum);
    assert.deepEqual(after_.netWorthAlbum, before_.netWorthAlbum);
    assert.equal(after_.metricsCollection.probabilityOfSuccess, before_.metricsCollection.probabilityOfSuccess);
    const events = await t.db.select().from(planEvents).where(and(eq(planEvents.profileId, demo), eq(planEvents.area, 'investment')));
    assert.ok(events.some((e) => e.description.startsWith('Employer plan contributions now come from the payroll elections')));
  });
});
