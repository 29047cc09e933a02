import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { participants, persons, planRecords } from '../../db/schema/index';
import { countEvents, demoProfileId, recordsOf, versionOf } from '../../test/testPlan';

/** A valid new record of each kind (by URL path) for the demo plan; `change` is an update to try. */
const SAMPLES: Array<{ path: string; kind: string; body: Record<string, unknown>; change: Record<string, unknown>; invalid: Record<string, unknown>; error: { field: string; message: string } }> = [
  { path: 'debt', kind: 'debt', body: { type: 'SD', description: 'Student loan', balance: 10_000, interestRate: 4 }, change: { balance: 9_000 }, invalid: { type: 'XX', description: 'Loan' }, error: { field: 'type', message: 'is not a valid value' } },
  { path: 'election', kind: 'election', body: { description: 'Roth deferral', type: 'ROTH', contributionPercent: 5 }, change: { contributionPercent: 6 }, invalid: { type: 'ROTH', description: 'No owner' }, error: { field: 'clientId', message: 'Owner is required' } },
  { path: 'expense', kind: 'expense', body: { type: 'LE', description: 'Gym', amount: 50 }, change: { amount: 60 }, invalid: { type: 'LE', description: 'Gym', amount: -5 }, error: { field: 'amount', message: 'must be a number greater than or equal to 0' } },
  { path: 'goal', kind: 'goal', body: { goalType: 'HM', description: 'Cabin', amount: 200_000, age: 55 }, change: { amount: 250_000 }, invalid: { goalType: 'HM' }, error: { field: 'description', message: 'Description is required' } },
  { path: 'goal/education', kind: 'education_goal', body: { description: 'Graduate school', annualCost: 30_000, startAge: 22, years: 2 }, change: { years: 3 }, invalid: { description: 'No student' }, error: { field: 'participantId', message: 'Student is required' } },
  { path: 'insurance', kind: 'insurance', body: { type: 'LT', description: 'Long-term care', premium: 100 }, change: { premium: 120 }, invalid: { type: 'LT', description: 'x'.repeat(101) }, error: { field: 'description', message: 'may not be more than 100 characters' } },
  { path: 'investment', kind: 'investment', body: { type: 'BA', description: 'Trading account', balance: 5_000 }, change: { balance: 6_000 }, invalid: { description: 'No type' }, error: { field: 'type', message: 'Type is required' } },
  { path: 'realasset', kind: 'real_asset', body: { category: 'PP', description: 'Boat', value: 30_000 }, change: { value: 28_000 }, invalid: { category: 'PP', description: 'Boat', value: 'a lot' }, error: { field: 'value', message: 'must be a valid number' } },
  { path: 'otherincome', kind: 'other_income', body: { type: 'RI', description: 'Rental', amount: 12_000 }, change: { amount: 13_000 }, invalid: { type: 'RI', description: 'Rental', endAge: 1.5 }, error: { field: 'endAge', message: 'must be a whole number' } },
  { path: 'tax', kind: 'tax', body: { filingStatus: 'MFJ', clientState: 'CO', clientLocalRate: 1 }, change: { clientLocalRate: 2 }, invalid: { clientState: 'CO' }, error: { field: 'filingStatus', message: 'Filing Status is required' } },
  { path: 'targetmethod', kind: 'target_method', body: { description: 'Moderate', method: 'PORT', portfolioId: 'MODERATE' }, change: { portfolioId: 'GROWTH' }, invalid: { description: 'Bad', method: 'GUESS' }, error: { field: 'method', message: 'is not a valid value' } },
  { path: 'strategy', kind: 'strategy', body: { type: 'WO', withdrawalOrder: ['CASH', 'TAXABLE', 'DEFERRED', 'ROTH'] }, change: { description: 'Taxable first' }, invalid: { type: 'RC', conversionBracket: 50 }, error: { field: 'conversionBracket', message: 'must be a number less than or equal to 37' } },
];

describe('plan data: plan records', () => {
  let t: TestApp;
  let demo: number;
  let advisor: string;
  let advisor2: string;
  let client: string;
  let jordan: number;
  let emma: number;
  before(async () => {
    t = await createTestApp();
    demo = await demoProfileId(t.db);
    [advisor, advisor2, client] = await Promise.all(['advisor', 'advisor2', 'client'].map((u) => t.login(`${u}@example.com`)));
    jordan = (await t.db.select().from(persons).where(eq(persons.profileId, demo))).find((p) => p.type === 'C')!.id;
    emma = (await t.db.select().from(participants).where(eq(participants.profileId, demo)))[0].id;
  });
  after(async () => { await t.close(); });

  const withPlan = (s: (typeof SAMPLES)[number]) => ({
    ...s.body, profileId: demo,
    ...(s.kind === 'election' ? { clientId: jordan } : {}),
    ...(s.kind === 'education_goal' ? { participantId: emma } : {}),
  });

  for (const sample of SAMPLES) {
    it(`${sample.path}: create, read, update, delete, and a 400 that writes nothing`, async () => {
      const version = await versionOf(t.db, demo);
      const events = await countEvents(t.db, demo);
      const created = await t.call('POST', `/api/client/${sample.path}`, { token: advisor, body: withPlan(sample) });
      assert.equal(created.statusCode, 200, created.body);
      const record = created.json();
      assert.ok(record.id > 0);
      assert.equal(record.profileId, demo);
      assert.equal(record.active, true);
      for (const [k, v] of Object.entries(sample.body)) assert.deepEqual(record[k], v, k);
      assert.equal(await versionOf(t.db, demo), version + 1);
      assert.equal(await countEvents(t.db, demo), events + 1);

      const read = await t.call('GET', `/api/client/${sample.path}/${record.id}`, { token: client });
      assert.equal(read.statusCode, 200);
      assert.deepEqual(read.json(), record);

      const updated = await t.call('POST', `/api/client/${sample.path}`, { token: advisor, body: { ...record, ...sample.change } });
      assert.equal(updated.statusCode, 200, updated.body);
      assert.equal(updated.json().id, record.id);
      const reread = (await t.call('GET', `/api/client/${sample.path}/${record.id}`, { token: advisor })).json();
      for (const [k, v] of Object.entries(sample.change)) assert.deepEqual(reread[k], v, k);

      const count = (await recordsOf(t.db, demo, sample.kind)).length;
      const bad = await t.call('POST', `/api/client/${sample.path}`, { token: advisor, body: { ...sample.invalid, profileId: demo } });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json().errors, [sample.error]);
      assert.equal((await recordsOf(t.db, demo, sample.kind)).length, count);

      assert.equal((await t.call('DELETE', `/api/client/${sample.path}/${record.id}`, { token: advisor })).statusCode, 204);
      assert.equal((await t.call('GET', `/api/client/${sample.path}/${record.id}`, { token: advisor })).statusCode, 404);
    });
  }

  it('answers 404 to other advisors and 403 to a read-only client, writing nothing', async () => {
    const [debt] = await recordsOf(t.db, demo, 'debt');
    const version = await versionOf(t.db, demo);
    assert.equal((await t.call('GET', `/api/client/debt/${debt.id}`, { token: advisor2 })).statusCode, 404);
    assert.equal((await t.call('DELETE', `/api/client/debt/${debt.id}`, { token: advisor2 })).statusCode, 404);
    const body = { ...debt.data, id: debt.id, profileId: demo, balance: 1 };
    assert.equal((await t.call('POST', '/api/client/debt', { token: advisor2, body })).statusCode, 404);
    assert.equal((await t.call('POST', '/api/client/debt', { token: client, body })).statusCode, 403);
    assert.equal((await t.call('DELETE', `/api/client/debt/${debt.id}`, { token: client })).statusCode, 403);
    assert.equal((await t.call('GET', `/api/client/debt/${debt.id}`)).statusCode, 401);
    assert.equal(await versionOf(t.db, demo), version);
    assert.equal((await t.db.select().from(planRecords).where(eq(planRecords.id, debt.id)))[0].data.balance, debt.data.balance);
    assert.equal((await t.call('GET', '/api/client/debt/999999', { token: advisor })).statusCode, 404);
    assert.equal((await t.call('GET', '/api/client/debt/abc', { token: advisor })).statusCode, 400);
    // Numbers beyond any id are bad input (issue 12): a 400 naming the field, never a database error.
    assert.equal((await t.call('GET', '/api/client/debt/99999999999', { token: advisor })).statusCode, 400);
    assert.equal((await t.call('POST', '/api/client/debt', { token: advisor, body: { ...body, id: 99_999_999_999 } })).statusCode, 400);
    assert.equal((await t.call('DELETE', '/api/client/incomes', { token: advisor, body: [99_999_999_999] })).statusCode, 400);
    const [goal] = await recordsOf(t.db, demo, 'goal');
    assert.equal((await t.call('GET', `/api/client/debt/${goal.id}`, { token: advisor })).statusCode, 404, 'an id of another kind');
  });

  it('never moves a record to another plan through an update', async () => {
    const other = (await t.call('POST', '/api/client/profile', { token: advisor, body: { spouse: false } })).json().id;
    const [debt] = await recordsOf(t.db, demo, 'debt');
    const moved = await t.call('POST', '/api/client/debt', { token: advisor, body: { ...debt.data, id: debt.id, profileId: other } });
    assert.equal(moved.statusCode, 404);
    assert.equal((await t.db.select().from(planRecords).where(eq(planRecords.id, debt.id)))[0].profileId, demo);
    assert.equal((await recordsOf(t.db, other, 'debt')).length, 0);
  });

  it('checks that match percentages rise and that ids name this plan\'s people and records', async () => {
    const res = await t.call('POST', '/api/client/election', {
      token: advisor,
      body: {
        profileId: demo, clientId: jordan, description: '401(k)', type: 'PRE', investmentId: 999_999,
        matchTiers: [{ matchPercentage: 3, employerRate: 100 }, { matchPercentage: 6, employerRate: 50 }, { matchPercentage: 6, employerRate: 25 }],
      },
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, [
      { field: 'matchTiers.2.matchPercentage', message: 'must be greater than previous match percentage.' },
      { field: 'investmentId', message: 'is not a valid value' },
    ]);
  });

  it('keeps one retirement goal per plan and one social security income per owner', async () => {
    const [existing] = await recordsOf(t.db, demo, 'retirement_goal');
    const res = await t.call('POST', '/api/client/goal/retirement', { token: advisor, body: { profileId: demo, clientRetirementAge: 62, spouseRetirementAge: 64 } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().id, existing.id);
    assert.equal((await recordsOf(t.db, demo, 'retirement_goal')).length, 1);
    assert.equal((await t.call('GET', `/api/client/goal/retirement/${existing.id}`, { token: client })).json().clientRetirementAge, 62);

    const ss = await t.call('POST', '/api/client/otherincome/socialsecurity', { token: advisor, body: { profileId: demo, ownerValue: 'CL', pia: 3_600, claimAge: 68 } });
    assert.equal(ss.statusCode, 200);
    const all = await recordsOf(t.db, demo, 'social_security');
    assert.equal(all.length, 2);
    assert.equal(all.find((r) => r.data.ownerValue === 'CL')!.data.pia, 3_600);
    const early = await t.call('POST', '/api/client/otherincome/socialsecurity', { token: advisor, body: { profileId: demo, ownerValue: 'CL', pia: 3_600, claimAge: 60 } });
    assert.deepEqual(early.json().errors, [{ field: 'claimAge', message: 'must be a number greater than or equal to 62' }]);

    const single = (await t.call('POST', '/api/client/profile', { token: advisor, body: { spouse: false } })).json().id;
    const spouseSs = await t.call('POST', '/api/client/otherincome/socialsecurity', { token: advisor, body: { profileId: single, ownerValue: 'SP', pia: 1_000, claimAge: 67 } });
    assert.deepEqual(spouseSs.json().errors, [{ field: 'ownerValue', message: 'is not a valid value' }]);
    assert.equal((await recordsOf(t.db, single, 'social_security')).length, 0);
  });

  it('refuses to delete an investment used by an election or a real asset securing a debt (409)', async () => {
    const investment = (await t.call('POST', '/api/client/investment', { token: advisor, body: { profileId: demo, type: 'ES', description: 'New 401(k)' } })).json();
    const election = (await t.call('POST', '/api/client/election', {
      token: advisor, body: { profileId: demo, clientId: jordan, description: 'Deferral', type: 'PRE', investmentId: investment.id },
    })).json();
    assert.equal((await t.call('DELETE', `/api/client/investment/${investment.id}`, { token: advisor })).statusCode, 409);
    assert.equal((await t.call('DELETE', `/api/client/election/${election.id}`, { token: advisor })).statusCode, 204);
    assert.equal((await t.call('DELETE', `/api/client/investment/${investment.id}`, { token: advisor })).statusCode, 204);

    const home = (await recordsOf(t.db, demo, 'real_asset')).find((r) => r.data.category === 'RE')!;
    const [mortgage] = await recordsOf(t.db, demo, 'debt');
    const linked = await t.call('POST', '/api/client/debt', { token: advisor, body: { ...mortgage.data, id: mortgage.id, profileId: demo, realAssetId: home.id } });
    assert.equal(linked.statusCode, 200, linked.body);
    const refused = await t.call('DELETE', `/api/client/realasset/${home.id}`, { token: advisor });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'DELETE_CONFLICT');
  });

  it('lists the tax assumptions of a plan', async () => {
    const list = await t.call('GET', `/api/client/tax/all/${demo}`, { token: client });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().map((r: { filingStatus: string; profileId: number }) => [r.filingStatus, r.profileId]), [['MFJ', demo]]);
    assert.equal((await t.call('GET', `/api/client/tax/all/${demo}`, { token: advisor2 })).statusCode, 404);
  });
});
