import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProfileId, yearsAgo } from '../../test/testPlan';

/**
 * Every number agrees (issue 20): over the demo plan, a single retiree and a couple with payroll elections and a
 * move between states, the tax summary is the projection's own federal, state and local tax in each of the first
 * three years; pay entered with the person (onboarding step 1) reaches the projection; an election changes
 * taxable wages and the account's contributions as the spec describes.
 */
let t: TestApp;
let advisor: string;
let demo: number;
const year = new Date().getUTCFullYear();

before(async () => {
  t = await createTestApp();
  advisor = await t.login('advisor@example.com');
  demo = await demoProfileId(t.db);
});
after(() => t.close());

async function ok(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.call(method, url, { token: advisor, body });
  assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}
const combined = (id: number) => ok('GET', `/api/gateway/calcs/profile/${id}/combined`);
const newPlan = async (body: Record<string, unknown>) => (await ok('POST', '/api/client/profile', body)).id as number;
const near = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) < 0.01, `${what}: ${a} vs ${b}`);

/** For each of the first three years: the summary's rows are the taxAlbum's federal, state and local tax. */
async function assertSummaryIsProjection(id: number) {
  const body = await combined(id);
  for (const y of [year, year + 1, year + 2]) {
    const row = body.taxAlbum.find((r: { year: number }) => r.year === y);
    const rows = await ok('GET', `/api/client/tax/summary/${id}${y === year ? '' : `?year=${y}`}`);
    assert.deepEqual(rows.map((r: { category: string }) => r.category), ['Federal Taxes', 'State Taxes', 'Local Taxes']);
    assert.deepEqual(rows.map((r: { total: number }) => r.total), [row.federal, row.stateTax, row.local], `plan ${id}, ${y}`);
    assert.ok(rows[1].description.includes(row.state || 'no state'), rows[1].description);
  }
  return body;
}

describe('the tax summary is the projection', () => {
  test('demo plan: the first three years, with non-zero federal and state tax', async () => {
    const body = await assertSummaryIsProjection(demo);
    assert.ok(body.taxAlbum[0].federal > 10_000 && body.taxAlbum[0].stateTax > 3_000);
    const outside = await t.call('GET', `/api/client/tax/summary/${demo}?year=1990`, { token: advisor });
    assert.equal(outside.statusCode, 404);
    assert.equal((await t.call('GET', `/api/client/tax/summary/${demo}?year=soon`, { token: advisor })).statusCode, 400);
  });

  test('a single retiree with Social Security, an IRA and a local tax', async () => {
    const id = await newPlan({ spouse: false, spending: 60_000 });
    await ok('POST', '/api/client/clients', [{ profileId: id, type: 'C', firstName: 'Rita', lastName: 'Lowe', dateOfBirth: yearsAgo(70), employmentStatus: 'RT', lifeExpectancy: 95 }]);
    await ok('POST', '/api/client/investment', { profileId: id, type: 'IR', subType: 'TRAD', description: 'Rita IRA', owner: 'CL', balance: 700_000, taxTreatment: 'DEFERRED' });
    await ok('POST', '/api/client/otherincome/socialsecurity', { profileId: id, ownerValue: 'CL', pia: 2_900, claimAge: 67 });
    await ok('POST', '/api/client/tax', { profileId: id, filingStatus: 'S', clientCountry: 'USA', clientState: 'GA', clientLocalRate: 1 });
    const body = await assertSummaryIsProjection(id);
    assert.ok(body.taxAlbum[0].federal > 0 && body.taxAlbum[0].local > 0);
    assert.equal(body.calc.missing, undefined);
  });
});

describe('what the user enters reaches the projection', () => {
  test('a couple: onboarding pay becomes income records; elections lower taxable wages and feed the 401(k); a move changes the state', async () => {
    const id = await newPlan({ spouse: true, spending: 90_000 });
    const { rows: people } = await ok('POST', '/api/client/clients', [
      { profileId: id, type: 'C', firstName: 'Sam', lastName: 'Ortiz', dateOfBirth: yearsAgo(40), annualPreTax: 150_000 },
      { profileId: id, type: 'S', firstName: 'Lee', lastName: 'Ortiz', dateOfBirth: yearsAgo(38), annualPreTax: 90_000 },
    ]);
    const [sam, lee] = people;
    const incomes = await ok('GET', `/api/client/incomes/all/inactive/${id}`);
    assert.deepEqual(incomes.map((i: { clientId: number; annualPreTax: number }) => [i.clientId, i.annualPreTax]), [[sam.id, 150_000], [lee.id, 90_000]]);
    // Changing the pay entered with the person moves the income it created; the plan does not get a second one.
    await ok('POST', '/api/client/clients', [{ ...sam, annualPreTax: 160_000 }]);
    assert.deepEqual((await ok('GET', `/api/client/incomes/all/inactive/${id}`)).map((i: { annualPreTax: number }) => i.annualPreTax), [160_000, 90_000]);

    const before = await combined(id);
    assert.equal(before.incomeAlbum[0].wages.client, 160_000);
    assert.equal(before.incomeAlbum[0].wages.spouse, 90_000);
    assert.equal(before.taxAlbum[0].wages, 250_000);

    // The 401(k)'s contributions and match are its payroll elections' (issue 28: one source; the account holds none of its own).
    const plan401k = await ok('POST', '/api/client/investment', { profileId: id, type: 'ES', subType: '401K', description: 'Sam 401(k)', owner: 'CL', balance: 80_000, taxTreatment: 'DEFERRED' });
    // 6% deferred; the employer matches 100% of the first 3% of pay and 50% of the next 2%: 4% of pay.
    await ok('POST', '/api/client/election', { profileId: id, clientId: sam.id, category: 'PLAN', description: 'Sam 401(k) deferral', type: 'PRE', investmentId: plan401k.id, contributionPercent: 6, matchTiers: [{ matchPercentage: 3, employerRate: 100 }, { matchPercentage: 5, employerRate: 50 }] });
    await ok('POST', '/api/client/election', { profileId: id, clientId: sam.id, category: 'PAYROLL', description: 'Medical premium', type: 'PRE', contributionAmount: 3_600 });
    await ok('POST', '/api/client/election', { profileId: id, clientId: lee.id, category: 'PLAN', description: 'Lee Roth 401(k)', type: 'ROTH', contributionPercent: 5 });
    await ok('POST', '/api/client/locations', [
      { profileId: id, eventTrigger: 'NW', country: 'USA', state: 'NY' },
      { profileId: id, eventTrigger: 'CA', age: 41, country: 'USA', state: 'NC' },
    ]);

    const body = await assertSummaryIsProjection(id);
    near(body.taxAlbum[0].wages, 250_000 - 0.06 * 160_000 - 3_600, 'pre-tax deferral and premium lower taxable wages; the Roth deferral does not');
    const row = body.electionAlbum[0];
    assert.deepEqual(row.elections.map((e: { name: string }) => e.name), ['Sam 401(k) deferral', 'Medical premium', 'Lee Roth 401(k)']);
    near(row.totalEmployer, 0.04 * 160_000, 'tiered match');
    const account = body.additionsAlbum[0].accounts.find((a: { name: string }) => a.name === 'Sam 401(k)');
    near(account.household, 0.06 * 160_000, 'the deferral');
    near(account.employer, 0.04 * 160_000, 'the tiers\' match');
    assert.ok(body.taxAlbum[0].federal < before.taxAlbum[0].federal, 'less federal tax with pre-tax deferrals');
    assert.deepEqual(body.taxAlbum.slice(0, 3).map((r: { state: string }) => r.state), ['NY', 'NC', 'NC']);
    assert.equal(body.calc.missing, undefined);
  });

  test('a plan with no income and no assets says what is missing', async () => {
    const id = await newPlan({ spouse: false });
    await ok('POST', '/api/client/clients', [{ profileId: id, type: 'C', firstName: 'Nia', lastName: 'Blank', dateOfBirth: yearsAgo(35) }]);
    const body = await combined(id);
    assert.equal(body.calc.missing.length, 2);
    assert.match(body.calc.missing[0], /No income/);
    assert.match(body.calc.missing[1], /No assets/);
    await ok('POST', '/api/client/clients', [{ ...(await ok('GET', `/api/client/profile/${id}`)).clients[0], annualPreTax: 80_000 }]);
    const paid = await combined(id);
    assert.equal(paid.calc.missing, undefined);
    assert.equal(paid.incomeAlbum[0].wages.client, 80_000);
  });
});

describe('the demo plan has a real question in it', () => {
  test('probability of success between 60% and 85%, raised by its suggested actions', async () => {
    const body = await combined(demo);
    const pos = body.metricsCollection.probabilityOfSuccess;
    assert.ok(pos >= 0.6 && pos <= 0.85, `demo probability of success ${pos}`);
    const [suggested] = (await ok('GET', `/api/client/scenario/all/${demo}`)).filter((s: { type: string }) => s.type === 'SA');
    const list = await ok('GET', `/api/client/action/all/${suggested.id}`);
    assert.ok(list.length >= 3);
    const base = await ok('POST', `/api/gateway/calcs/profile/${demo}/scenario/${suggested.id}`, []);
    for (const a of list) {
      const one = await ok('POST', `/api/gateway/calcs/profile/${demo}/scenario/${suggested.id}`, [{ id: a.id }]);
      assert.ok(one.metricsCollection.probabilityOfSuccess > base.metricsCollection.probabilityOfSuccess, `${a.description} raises it`);
    }
    const all = await ok('POST', `/api/gateway/calcs/profile/${demo}/scenario/${suggested.id}`, list.map((a: { id: number }) => ({ id: a.id })));
    assert.ok(all.metricsCollection.probabilityOfSuccess > 0.9, `with every suggested action ${all.metricsCollection.probabilityOfSuccess}`);
  });
});
