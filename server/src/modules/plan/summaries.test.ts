import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { federalIncomeTax, standardDeduction, stateIncomeTax } from '@portal/calc';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProfileId, recordsOf } from '../../test/testPlan';

describe('plan data: summary rows', () => {
  let t: TestApp;
  let demo: number;
  let advisor: string;
  let advisor2: string;
  let client: string;
  before(async () => {
    t = await createTestApp();
    demo = await demoProfileId(t.db);
    [advisor, advisor2, client] = await Promise.all(['advisor', 'advisor2', 'client'].map((u) => t.login(`${u}@example.com`)));
  });
  after(async () => { await t.close(); });

  const strip = (rows: Array<Record<string, unknown>>) => rows.map(({ id: _id, ...rest }) => rest);

  it('employment income: elections with their deductions, then gross pay, client before spouse', async () => {
    const res = await t.call('GET', `/api/client/incomes/summary/${demo}`, { token: client });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(strip(res.json()), [
      { category: 'Plan Elections', description: 'Acme 401(k) deferral', owner: 'CL', type: 'PRE', preTaxDeduction: 14_500, postTaxDeduction: 0, total: 14_500 },
      { category: 'Payroll Elections', description: 'Medical premium', owner: 'CL', type: 'PRE', preTaxDeduction: 4_800, postTaxDeduction: 0, total: 4_800 },
      { category: 'Gross Pay', description: 'Engineering Manager, Acme Corp', owner: 'CL', type: 'GP', preTaxDeduction: 0, postTaxDeduction: 0, total: 145_000 },
      { category: 'Gross Pay', description: 'Physical Therapist', owner: 'SP', type: 'GP', preTaxDeduction: 0, postTaxDeduction: 0, total: 98_000 },
    ]);
    assert.ok(res.json().every((r: { id: number }) => r.id > 0));
  });

  it('other income: social security per owner, then other incomes', async () => {
    const res = await t.call('GET', `/api/client/otherincome/summary/${demo}`, { token: advisor });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().map(({ category, type, ownerValue, total }: Record<string, unknown>) => ({ category, type, ownerValue, total })), [
      // Both were born after 1960: full retirement age 67, so claiming at 67 pays the PIA.
      { category: 'Social Security Income', type: 'SS', ownerValue: 'CL', total: 3_450 * 12 },
      { category: 'Social Security Income', type: 'SS', ownerValue: 'SP', total: 2_380 * 12 },
      { category: 'Pension', type: 'EP', ownerValue: 'SP', total: 14_400 },
    ]);
  });

  it('real assets: value this year and net of secured debts', async () => {
    const res = await t.call('GET', `/api/client/realasset/summary/${demo}`, { token: advisor });
    assert.deepEqual(strip(res.json()), [
      { category: 'Real Estate', description: 'Primary Residence', yearOneAmount: 640_000, total: 640_000 },
      { category: 'Future Event', description: 'Retirement Home in Arizona', yearOneAmount: 0, total: 450_000 },
    ]);
    const home = (await recordsOf(t.db, demo, 'real_asset')).find((r) => r.data.category === 'RE')!;
    const mortgage = (await recordsOf(t.db, demo, 'debt')).find((r) => r.data.type === 'RE')!;
    await t.call('POST', '/api/client/debt', { token: advisor, body: { ...mortgage.data, id: mortgage.id, profileId: demo, realAssetId: home.id } });
    const after = (await t.call('GET', `/api/client/realasset/summary/${demo}`, { token: advisor })).json();
    assert.equal(after[0].total, 640_000 - 318_000);
  });

  it('taxes: federal, state and local estimates for the current year', async () => {
    const year = new Date().getUTCFullYear();
    // Pay less pre-tax elections: 145,000 - 14,500 - 4,800 for the client, 98,000 for the spouse.
    const income = 125_700 + 98_000;
    const res = await t.call('GET', `/api/client/tax/summary/${demo}`, { token: client });
    assert.equal(res.statusCode, 200);
    const [federal, state, local] = res.json();
    assert.deepEqual([federal.category, state.category, local.category], ['Federal Taxes', 'State Taxes', 'Local Taxes']);
    assert.equal(federal.total, federalIncomeTax({ taxableIncome: income - standardDeduction('MFJ', year), filingStatus: 'MFJ', year }));
    assert.equal(state.total, stateIncomeTax({ taxableIncome: income, state: 'CO', filingStatus: 'MFJ', year }));
    assert.ok(federal.total > 20_000 && state.total > 5_000);
    assert.equal(local.total, 0);

    const [tax] = await recordsOf(t.db, demo, 'tax');
    await t.call('POST', '/api/client/tax', { token: advisor, body: { ...tax.data, id: tax.id, profileId: demo, clientLocalRate: 1, spouseLocalRate: 0.5 } });
    const withLocal = (await t.call('GET', `/api/client/tax/summary/${demo}`, { token: advisor })).json();
    assert.equal(withLocal[2].total, 1_257 + 490);
  });

  it('hides every summary from advisors without access', async () => {
    for (const path of ['incomes', 'otherincome', 'realasset', 'tax']) {
      assert.equal((await t.call('GET', `/api/client/${path}/summary/${demo}`, { token: advisor2 })).statusCode, 404, path);
    }
  });
});
