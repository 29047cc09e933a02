import { test } from 'node:test';
import assert from 'node:assert/strict';
import { medicareEdgesFor } from '../data/medicare';
import { medicareTableFor } from '../tax/medicare';
import type { Assumptions, PlanInput } from '../types';
import { projectPlan } from './projectPlan';

/** One asset class returning 4% with no income yield, 2% inflation. */
const flat: Assumptions = {
  inflation: 0.02,
  salaryGrowth: 0,
  assetClasses: [{ id: 'all', name: 'All', expectedReturn: 0.04, standardDeviation: 0.1, incomeYield: 0 }],
  correlations: [[1]],
  portfolios: [{ id: 'p', weights: { all: 1 } }],
  defaultPortfolioId: 'p',
};

const retiree = (over: Partial<PlanInput>): PlanInput => ({
  client: { birthDate: '1962-01-15', lifeExpectancy: 90, retirementAge: 62, retired: true },
  filingStatus: 'S', state: 'TX', livingExpense: 0, employment: [], elections: [], otherIncomes: [], socialSecurity: [], accounts: [],
  expenses: [], debts: [], insurance: [], realAssets: [], educationGoals: [], otherGoals: [],
  ...over,
});

test('pro-rata withdrawals take the same share of every account, and cover the need net of their tax', () => {
  const accounts = [
    { id: 'cash', name: 'Cash', taxType: 'cash' as const, owner: 'client' as const, balance: 20000 },
    { id: 'brk', name: 'Brokerage', taxType: 'taxable' as const, owner: 'client' as const, balance: 180000, costBasis: 90000 },
    { id: 'ira', name: 'IRA', taxType: 'taxDeferred' as const, owner: 'client' as const, balance: 500000 },
    { id: 'roth', name: 'Roth', taxType: 'roth' as const, owner: 'client' as const, balance: 100000 },
  ];
  const plan = retiree({ livingExpense: 80000, accounts, strategies: { withdrawalProRata: true, withdrawalOrder: ['roth'] } });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  const row = r.assetAlbum[0].accounts;
  const shares = row.map((a) => a.withdrawals / a.start);
  for (const s of shares) assert.ok(Math.abs(s - shares[0]) < 1e-9, `${shares}`);
  const gross = row.reduce((sum, a) => sum + a.withdrawals, 0);
  // The tax of the year is the withdrawals' own (the only income): what is left after it pays the spending.
  assert.ok(Math.abs(gross - r.taxAlbum[0].total - 80000) < 0.01, `${gross} - ${r.taxAlbum[0].total}`);
  assert.ok(r.taxAlbum[0].total > 0);
  // The order is not read: the same result without it.
  const again = projectPlan({ ...plan, strategies: { withdrawalProRata: true } }, flat, { startYear: 2025, roundToCents: false });
  assert.deepEqual(again.assetAlbum[0].accounts.map((a) => a.withdrawals), row.map((a) => a.withdrawals));
});

test('a conversion to the 0% bracket fills the deductions: no ordinary income is taxed', () => {
  const plan = retiree({
    livingExpense: 30000,
    accounts: [
      { id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 300000 },
      { id: 'ira', name: 'IRA', taxType: 'taxDeferred', owner: 'client', balance: 600000 },
    ],
    strategies: { rothConversion: { upToBracketRate: 0, startYear: 2025, endYear: 2026 } },
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  const row = r.taxAlbum[0];
  const converted = r.additionsAlbum[0].accounts[2].conversionIn;
  assert.ok(converted > 10000, `${converted}`);
  assert.ok(row.taxableIncome < 1 && row.federal < 0.2, `taxable ${row.taxableIncome}, federal ${row.federal}`);
  assert.ok(Math.abs(converted - row.deductions) < 1.01, `${converted} vs deductions ${row.deductions}`);
});

test('a conversion kept below the next IRMAA tier stops a dollar within the edge of two years later', () => {
  // Born 1961: 64 in 2025, on Medicare from 2026; the 2025 income sets the 2027 premiums.
  const plan = (belowIrmaaTier: boolean) => retiree({
    client: { birthDate: '1961-03-15', lifeExpectancy: 90, retirementAge: 62, retired: true },
    livingExpense: 40000,
    otherIncomes: [{ id: 'pen', name: 'Pension', kind: 'pension', owner: 'client', annualAmount: 50000 }],
    accounts: [
      { id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 300000 },
      { id: 'ira', name: 'IRA', taxType: 'taxDeferred', owner: 'client', balance: 1500000 },
    ],
    strategies: { rothConversion: { upToBracketRate: 0.24, startYear: 2025, endYear: 2027, belowIrmaaTier } },
  });
  const free = projectPlan(plan(false), flat, { startYear: 2025, roundToCents: false });
  const capped = projectPlan(plan(true), flat, { startYear: 2025, roundToCents: false });
  const edge = medicareEdgesFor(medicareTableFor(2027, flat.inflation), 'S')[0];
  assert.ok(free.taxAlbum[0].agi > edge, `without the cap the 24% bracket crosses the first tier: ${free.taxAlbum[0].agi} vs ${edge}`);
  assert.ok(capped.taxAlbum[0].agi <= edge && capped.taxAlbum[0].agi > edge - 2, `${capped.taxAlbum[0].agi} vs ${edge}`);
  assert.ok(capped.additionsAlbum[0].accounts[2].conversionIn < free.additionsAlbum[0].accounts[2].conversionIn);
  assert.equal(capped.expenseAlbum[2].medicareIrmaa, 0);
  assert.ok(free.expenseAlbum[2].medicareIrmaa > 0);
});
