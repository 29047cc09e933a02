import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Assumptions, PlanInput } from '../types';
import { projectPlan } from './projectPlan';

const flat: Assumptions = {
  inflation: 0.02,
  salaryGrowth: 0,
  assetClasses: [{ id: 'all', name: 'All', expectedReturn: 0.05, standardDeviation: 0.1, incomeYield: 0 }],
  correlations: [[1]],
  portfolios: [{ id: 'p', weights: { all: 1 } }],
  defaultPortfolioId: 'p',
};

/** A single retiree of 70 in Texas with a pension, and 150,000 of other income in 2025 only (e.g. a bonus). */
const retiree = (over: Partial<PlanInput> = {}): PlanInput => ({
  client: { birthDate: '1955-03-01', lifeExpectancy: 80, retirementAge: 65, retired: true },
  filingStatus: 'S', state: 'TX', livingExpense: 0, employment: [], elections: [], socialSecurity: [], expenses: [], debts: [],
  insurance: [], realAssets: [], educationGoals: [], otherGoals: [],
  otherIncomes: [
    { id: 'pen', name: 'Pension', kind: 'pension', owner: 'client', annualAmount: 60_000 },
    { id: 'once', name: 'Consulting', kind: 'other', owner: 'client', annualAmount: 150_000, startYear: 2025, endYear: 2025 },
  ],
  accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 0 }],
  ...over,
});

test('Medicare Part B and D premiums from 65, with the surcharge set by the AGI of two years earlier', () => {
  const r = projectPlan(retiree(), flat, { startYear: 2025, details: true });
  const ex = r.expenseAlbum;
  // 2025: no earlier figures, the year's fixed-income AGI (210,000) stands in: tier 4 (over 200,000):
  // 12 x (185 + 406.90 + 36.78 + 78.60) = 8,487.36
  assert.equal(ex[0].medicarePremiums, 8487.36);
  assert.equal(ex[0].medicareIrmaa, 5826); // 12 x (406.90 + 78.60)
  // 2026: the 2025 AGI (210,000) again: tier 4 of 2026 (over 205,000): 12 x (202.90 + 446.30 + 38.99 + 83.30) = 9,257.88
  assert.equal(ex[1].medicarePremiums, 9257.88);
  // 2027: the 2025 AGI of 210,000 (two years back) still: tier 4 of the indexed 2027 table; 2028: the 2026 AGI of
  // 60,000 (the pension alone): standard premiums only, 12 x (202.90 + 38.99) x 1.02^2 rounded per item.
  assert.ok(ex[2].medicarePremiums > ex[3].medicarePremiums * 3);
  assert.equal(ex[3].medicarePremiums, Math.round(12 * (Math.round(202.9 * 1.0404 * 10) / 10 + Math.round(38.99 * 1.0404 * 100) / 100) * 100) / 100);
  // The premium is a plan expense: in the expense total, the cash flow's outflows and the year's why drawer.
  assert.ok(ex[0].total >= ex[0].medicarePremiums);
  const why = r.details![3];
  assert.ok(why.lines.some((l) => l.label === 'Medicare Part B and D premiums' && Math.abs(l.amount - ex[3].medicarePremiums) < 0.01));
  assert.ok(r.details![2].notes.some((n) => n.includes('tier 4 of 5') && n.includes('2025 MAGI')));
  for (const row of r.cashFlowAlbum) assert.ok(Math.abs(row.totalInflows - row.totalOutflows) < 0.05, `${row.year} balances`);
});

test('the year of the 65th birthday pays from the birthday month; a plan can leave Medicare out', () => {
  // Born March 1960: 65 in 2025, 10 months (March to December) at the standard premiums: 10 x 221.78 = 2,217.80
  const young = retiree({ client: { birthDate: '1960-03-01', lifeExpectancy: 80, retirementAge: 65, retired: true }, otherIncomes: [] });
  assert.equal(projectPlan(young, flat, { startYear: 2025 }).expenseAlbum[0].medicarePremiums, 2217.8);
  assert.equal(projectPlan({ ...retiree(), medicarePremiums: false }, flat, { startYear: 2025 }).expenseAlbum[0].medicarePremiums, 0);
});
