import { test } from 'node:test';
import assert from 'node:assert/strict';
import { federalIncomeTax, standardDeduction } from '../tax/federalIncomeTax';
import { stateIncomeTax } from '../tax/stateIncomeTax';
import type { Assumptions, PlanInput } from '../types';
import { projectPlan } from './projectPlan';

/** One asset class returning 5% with no income yield: the year's income is the wages alone. */
const flat: Assumptions = {
  inflation: 0.02,
  salaryGrowth: 0,
  assetClasses: [{ id: 'all', name: 'All', expectedReturn: 0.05, standardDeviation: 0.1, incomeYield: 0 }],
  correlations: [[1]],
  portfolios: [{ id: 'p', weights: { all: 1 } }],
  defaultPortfolioId: 'p',
};

const worker = (over: Partial<PlanInput>): PlanInput => ({
  client: { birthDate: '1987-06-01', lifeExpectancy: 90, retirementAge: 65 },
  filingStatus: 'S', livingExpense: 0, employment: [{ id: 'w', person: 'client', annualSalary: 70000, startAge: null }],
  elections: [], otherIncomes: [], socialSecurity: [], expenses: [], debts: [], insurance: [], realAssets: [], educationGoals: [], otherGoals: [],
  accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 0 }],
  ...over,
});

test('head of household with a child: HOH schedule and the child tax credit federally, HOH rules in the state', () => {
  const plan = worker({ filingStatus: 'HOH', state: 'CA', dependents: [{ name: 'Kim', birthYear: 2017 }] });
  const row = projectPlan(plan, flat, { startYear: 2025 }).taxAlbum[0];
  // Federal: 70,000 - 23,625 = 46,375 on the HOH schedule = 5,225 (Rev. Proc. 2024-40), less the 2,200 credit.
  assert.equal(federalIncomeTax({ taxableIncome: 70000 - standardDeduction('HOH', 2025), filingStatus: 'HOH', year: 2025 }), 5225);
  assert.equal(row.federal, 3025);
  // California: 70,000 - 11,412 = 58,588 on schedule Z = 1,071.19, less 153 personal and 475 dependent credits.
  assert.equal(row.stateTax, 443.19);
  // The same worker filing single without the child pays more in both.
  const single = projectPlan(worker({ state: 'CA' }), flat, { startYear: 2025 }).taxAlbum[0];
  assert.equal(single.federal, federalIncomeTax({ taxableIncome: 70000 - 15750, filingStatus: 'S', year: 2025 }));
  assert.equal(single.stateTax, 2374.57);
});

test('a child who turns 17 stops the child tax credit; at 19 the dependent stops counting', () => {
  const plan = worker({ filingStatus: 'HOH', state: 'CA', dependents: [{ birthYear: 2009 }] });
  const r = projectPlan(plan, { ...flat, inflation: 0 }, { startYear: 2025 });
  // 2025: 16 at year end, 2,200 credit. 2026: 17, 500 for another dependent. 2028: 19, none.
  assert.equal(r.taxAlbum[0].federal, 3025);
  assert.equal(r.taxAlbum[1].federal, 5148 - 500);
  assert.equal(r.taxAlbum[3].federal, federalIncomeTax({ taxableIncome: 70000 - 24150, filingStatus: 'HOH', year: 2028, inflationRate: 0 }));
});

test('the local rate of the tax assumptions is applied to AGI; each spouse\'s own rate to half of it', () => {
  const single = projectPlan(worker({ state: 'OH', localRate: 0.025 }), flat, { startYear: 2025 }).taxAlbum[0];
  assert.equal(single.local, 1750); // 70,000 x 2.5%
  const couple = worker({
    state: 'OH', filingStatus: 'MFJ', localRate: 0.02, spouseLocalRate: 0.01,
    spouse: { birthDate: '1988-01-01', lifeExpectancy: 90, retirementAge: 65 },
  });
  assert.equal(projectPlan(couple, flat, { startYear: 2025 }).taxAlbum[0].local, 1050); // 70,000 x (2% + 1%) / 2
});

test('a move to another state taxes each year by the state lived in that year', () => {
  const plan = worker({ state: 'NY', localRate: 0.03876, moves: [{ year: 2026, state: 'PA', localRate: 0.01 }, { year: 2027, state: 'TX' }] });
  const r = projectPlan(plan, { ...flat, inflation: 0 }, { startYear: 2025 });
  // 2025 New York: 70,000 - 8,000 = 62,000: 340 + 144 + 115.50 + 5.5% x 48,100 = 3,245; New York City 3.876%.
  assert.equal(r.taxAlbum[0].state, 'NY');
  assert.equal(r.taxAlbum[0].stateTax, 3245);
  assert.equal(r.taxAlbum[0].local, 2713.2);
  // 2026 Pennsylvania: 3.07% of 70,000; the new place's 1% local rate.
  assert.equal(r.taxAlbum[1].stateTax, 2149);
  assert.equal(r.taxAlbum[1].local, 700);
  // 2027 Texas: none.
  assert.equal(r.taxAlbum[2].stateTax, 0);
  assert.equal(r.taxAlbum[2].local, 0);
});

test('a widow(er) with a child at home files as qualifying surviving spouse, then head of household', () => {
  const plan = worker({
    filingStatus: 'MFJ', state: 'TX', dependents: [{ birthYear: 2020 }],
    spouse: { birthDate: '1988-01-01', lifeExpectancy: 38, retirementAge: 65 },
  });
  const r = projectPlan(plan, flat, { startYear: 2025 });
  // The spouse dies in 2026 (age 38): 2027 and 2028 QSS, 2029 on HOH while the child is under 19.
  assert.deepEqual(r.taxAlbum.slice(0, 5).map((t) => t.filingStatus), ['MFJ', 'MFJ', 'QSS', 'QSS', 'HOH']);
});

test('a year with a large long-term gain pays the alternative minimum tax of Form 6251, shown apart from the regular tax', () => {
  // A couple in Texas, wages 100,000, sells land bought for 100,000 at 1,600,000 in 2025: the same figures as the
  // hand-worked Form 6251 case in src/tax/alternativeMinimumTax.test.ts (regular 276,935.50, AMT 5,211.50).
  const plan = worker({
    filingStatus: 'MFJ', state: 'TX', employment: [{ id: 'w', person: 'client', annualSalary: 100_000, startAge: null }],
    spouse: { birthDate: '1988-01-01', lifeExpectancy: 90, retirementAge: 65 },
    realAssets: [{ id: 'land', name: 'Land', category: 'realEstate', value: 1_600_000, costBasis: 100_000, appreciationRate: 0, saleYear: 2025 }],
  });
  const r = projectPlan(plan, flat, { startYear: 2025, details: true });
  const row = r.taxAlbum[0];
  assert.equal(row.capitalGains, 1_500_000);
  assert.equal(row.federal, 276_935.5);
  assert.equal(row.alternativeMinimumTax, 5211.5);
  assert.equal(row.netInvestmentIncomeTax, 0.038 * 1_350_000); // NIIT: AGI over 250,000 exceeds the gain
  // The next year, without the sale, no AMT.
  assert.equal(r.taxAlbum[1].alternativeMinimumTax, 0);
  const why = r.details![0];
  assert.ok(why.lines.some((l) => l.label === 'Alternative minimum tax' && Math.abs(l.amount - 5211.5) < 0.01));
  assert.ok(why.notes.some((n) => n.startsWith('Alternative minimum tax of')));
});

test('the projection gives the state each spouse\'s own wages and employer pension (Arkansas taxes each on their own)', () => {
  const couple = worker({
    state: 'AR', filingStatus: 'MFJ',
    spouse: { birthDate: '1959-03-01', lifeExpectancy: 95, retirementAge: 60 },
    otherIncomes: [{ id: 'pen', name: 'Pension', kind: 'pension', owner: 'spouse', annualAmount: 30_000, startYear: 2020 }],
  });
  const row = projectPlan(couple, flat, { startYear: 2025 }).taxAlbum[0];
  // The same household given to the state rules directly, person by person: the client's 70,000 of wages, the
  // spouse's (66) 30,000 pension with its own 6,000 exemption; filing separately on one return is lower.
  const direct = stateIncomeTax({
    state: 'AR', year: 2025, filingStatus: 'MFJ', ages: [38, 66], taxableIncome: 70_000, retirement: 30_000, pension: 30_000,
    people: [
      { wages: 70_000, pension: 0, ira: 0, socialSecurity: 0, other: 0 },
      { wages: 0, pension: 30_000, ira: 0, socialSecurity: 0, other: 0 },
    ],
  });
  assert.equal(row.stateTax, direct);
  // Split evenly instead, the couple would be taxed differently: the tracking by person matters here.
  const even = stateIncomeTax({ state: 'AR', year: 2025, filingStatus: 'MFJ', ages: [38, 66], taxableIncome: 70_000, retirement: 30_000, pension: 30_000 });
  assert.notEqual(direct, even);
});
