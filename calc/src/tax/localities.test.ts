import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LOCALITIES, localitiesIn } from '../data/localities';
import type { Assumptions, PlanInput } from '../types';
import { projectPlan } from '../projection/projectPlan';
import { localityIncomeTax, stateIncomeTax } from './stateIncomeTax';

// One test per kind of locality (rates as of 2025, sources in src/data/localities.ts).

test('Maryland county: flat rate on Maryland taxable income (Allegany 3.03%, as the model prices it)', () => {
  // Household Y25-155 of the shared oracle file: Maryland taxable income 246,210 x 3.03% = 7,460.16, the county
  // tax the oracle folds into its state figure.
  assert.equal(localityIncomeTax({ locality: 'MD-ALLEGANY', income: 246_210 }), 7460.16);
  assert.equal(localitiesIn('MD').length, 24); // 23 counties and Baltimore City
});

test('Indiana county: flat rate on Indiana AGI less exemptions (Marion 2.02%)', () => {
  // 60,000 - 1,000 exemption = 59,000 x 2.02%
  assert.equal(localityIncomeTax({ locality: 'IN-MARION', income: 59_000 }), 1191.8);
  assert.equal(localitiesIn('IN').length, 92);
});

test('New York City (top rate) and Yonkers (16.75% of the state tax)', () => {
  assert.equal(localityIncomeTax({ locality: 'NY-NEW-YORK-CITY', income: 100_000 }), 3876);
  // Yonkers: a single worker with 60,000 of wages: New York tax 60,000 - 8,000 = 52,000:
  // 340 + 144 + 115.50 + 5.5% x 38,100 = 2,695; surcharge 16.75% = 451.41
  const state = stateIncomeTax({ state: 'NY', year: 2025, filingStatus: 'S', taxableIncome: 60_000, ages: [40] });
  assert.equal(state, 2695);
  assert.equal(localityIncomeTax({ locality: 'NY-YONKERS', stateTax: state }), 451.41);
});

test('Ohio and Pennsylvania municipalities tax wages only', () => {
  assert.equal(localityIncomeTax({ locality: 'OH-COLUMBUS', wages: 80_000, income: 120_000 }), 2000);
  assert.equal(localityIncomeTax({ locality: 'PA-PHILADELPHIA', wages: 50_000, income: 90_000 }), 1870);
  assert.equal(localityIncomeTax({ locality: 'PA-PITTSBURGH', wages: 0, income: 90_000 }), 0);
  for (const l of LOCALITIES) if (l.state === 'OH' || l.state === 'PA') assert.equal(l.base, 'earned', l.code);
});

const flat: Assumptions = {
  inflation: 0.02, salaryGrowth: 0,
  assetClasses: [{ id: 'all', name: 'All', expectedReturn: 0.05, standardDeviation: 0.1, incomeYield: 0 }],
  correlations: [[1]], portfolios: [{ id: 'p', weights: { all: 1 } }], defaultPortfolioId: 'p',
};
const plan = (over: Partial<PlanInput>): PlanInput => ({
  client: { birthDate: '1985-06-01', lifeExpectancy: 90, retirementAge: 65 },
  filingStatus: 'S', livingExpense: 0, employment: [{ id: 'w', person: 'client', annualSalary: 60_000, startAge: null }],
  elections: [], otherIncomes: [], socialSecurity: [], expenses: [], debts: [], insurance: [], realAssets: [], educationGoals: [], otherGoals: [],
  accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 0 }],
  ...over,
});

test('a plan\'s locality reaches the projection: each kind on its own base, and a move changes it', () => {
  const yonkers = projectPlan(plan({ state: 'NY', locality: 'NY-YONKERS' }), flat, { startYear: 2025 }).taxAlbum[0];
  assert.equal(yonkers.stateTax, 2695);
  assert.equal(yonkers.local, 451.41);
  // A pension in Columbus is not taxed by the city; the wages are.
  const columbus = projectPlan(plan({
    state: 'OH', locality: 'OH-COLUMBUS',
    otherIncomes: [{ id: 'p', name: 'Pension', kind: 'pension', owner: 'client', annualAmount: 20_000 }],
  }), flat, { startYear: 2025 }).taxAlbum[0];
  assert.equal(columbus.local, 1500); // 2.5% x 60,000
  const moved = projectPlan(plan({ state: 'MD', locality: 'MD-MONTGOMERY', moves: [{ year: 2026, state: 'IN', locality: 'IN-MARION' }] }), { ...flat, inflation: 0 }, { startYear: 2025 }).taxAlbum;
  assert.equal(moved[0].local, 1920); // 3.2% x 60,000 (AGI)
  assert.equal(moved[1].local, 1212); // 2.02% x 60,000
});
