import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { incomes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { yearsAgo } from '../../test/testPlan';

// Issue 28: onboarding carries answers forward. Step 1's pay and take-home pay arrive on the income step.

let t: TestApp;
let advisor: string;

before(async () => {
  t = await createTestApp();
  advisor = await t.login('advisor@example.com');
});
after(() => t.close());

async function ok(url: string, body: unknown) {
  const res = await t.call('POST', url, { token: advisor, body });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

describe('step 1\'s pay becomes the income record', () => {
  it('carries the monthly take-home pay ($8,200) as a monthly pay period, and follows a change of it', async () => {
    const plan = await ok('/api/client/profile', { spouse: false });
    const person = { profileId: plan.id, type: 'C', firstName: 'Ada', lastName: 'Moss', dateOfBirth: yearsAgo(40), annualPreTax: 150_000, monthlyTakeHome: 8_200 };
    const { rows: [saved] } = await ok('/api/client/clients', [person]);
    let [income] = await t.db.select().from(incomes).where(eq(incomes.profileId, plan.id));
    assert.deepEqual([income.annualPreTax, income.takeHomePay, income.frequency], [150_000, 8_200, 12]);

    await ok('/api/client/clients', [{ ...person, id: saved.id, monthlyTakeHome: 8_500 }]);
    [income] = await t.db.select().from(incomes).where(eq(incomes.profileId, plan.id));
    assert.deepEqual([income.takeHomePay, income.frequency], [8_500, 12]);
  });

  it('an empty birth date is answered by the Date of Birth field only', async () => {
    const plan = await ok('/api/client/profile', { spouse: false });
    const res = await t.call('POST', '/api/client/clients', { token: advisor, body: [{ profileId: plan.id, type: 'C', firstName: 'Bo', lastName: 'Lind', dateOfBirth: '', lifeExpectancy: 90 }] });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, [{ field: '0.dateOfBirth', message: 'Date of Birth is required' }]);
  });
});
