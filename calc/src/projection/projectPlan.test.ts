import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../../tests/demoPlan';
import { federalIncomeTax, standardDeduction } from '../tax/federalIncomeTax';
import { ficaTax } from '../tax/fica';
import { stateIncomeTax } from '../tax/stateIncomeTax';
import { uniformLifetimeFactor } from '../retirement/requiredMinimumDistribution';
import type { Assumptions, PlanInput } from '../types';
import { projectPlan } from './projectPlan';

const raw = projectPlan(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR, roundToCents: false });
const rounded = projectPlan(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR });

/** Flat, deterministic assumptions for hand-checkable plans: one asset class returning 5%, no income yield. */
const flat: Assumptions = {
  inflation: 0.02,
  salaryGrowth: 0.03,
  assetClasses: [{ id: 'all', name: 'All', expectedReturn: 0.05, standardDeviation: 0.1, incomeYield: 0 }],
  correlations: [[1]],
  portfolios: [{ id: 'p', weights: { all: 1 } }],
  defaultPortfolioId: 'p',
};

const emptyPlan = (over: Partial<PlanInput>): PlanInput => ({
  client: { birthDate: '1980-06-01', lifeExpectancy: 90, retirementAge: 65 },
  filingStatus: 'S', livingExpense: 0, employment: [], elections: [], otherIncomes: [], socialSecurity: [], accounts: [],
  expenses: [], debts: [], insurance: [], realAssets: [], educationGoals: [], otherGoals: [],
  ...over,
});

test('demo plan runs from the start year to the last life expectancy (60 years, couple ages on every row)', () => {
  assert.equal(raw.cashFlowAlbum.length, 60);
  assert.equal(raw.cashFlowAlbum[0].year, 2026);
  assert.equal(raw.cashFlowAlbum[59].year, 2085);
  assert.deepEqual([raw.netWorthAlbum[0].clientAge, raw.netWorthAlbum[0].spouseAge], [43, 41]);
  for (const album of [raw.assetAlbum, raw.incomeAlbum, raw.debtAlbum, raw.expenseAlbum, raw.electionAlbum, raw.taxAlbum, raw.additionsAlbum, raw.withholdingAlbum, raw.details]) {
    assert.equal(album.length, 60);
  }
  assert.deepEqual(raw.metricsCollection.ages, { client: { start: 43, retirement: 65 }, spouse: { start: 41, retirement: 63 } });
});

test('conservation: every year inflows equal outflows within a cent', () => {
  for (const row of raw.cashFlowAlbum) {
    const inflows = row.income + row.portfolioWithdrawals + row.unfunded;
    const outflows = row.expenses + row.debtPayments + row.taxes + row.savings;
    assert.ok(Math.abs(inflows - outflows) < 0.01, `${row.year}: ${inflows} vs ${outflows}`);
  }
  for (const row of rounded.cashFlowAlbum) assert.ok(Math.abs(row.totalInflows - row.totalOutflows) <= 0.01, `${row.year}`);
});

test('conservation: net worth change equals flows plus growth, year by year', () => {
  let previous = 0;
  raw.assetAlbum[0].accounts.forEach((a) => (previous += a.start));
  raw.assetAlbum[0].realAssets.forEach((x) => (previous += x.start));
  raw.debtAlbum[0].debts.forEach((d) => (previous -= d.start));
  for (let i = 0; i < raw.netWorthAlbum.length; i++) {
    const cf = raw.cashFlowAlbum[i];
    const assets = raw.assetAlbum[i];
    const purchases = assets.realAssets.reduce((s, x) => s + x.purchase, 0);
    const proceeds = assets.realAssets.reduce((s, x) => s + x.saleProceeds, 0);
    const sellingCost = assets.realAssets.reduce((s, x) => s + x.sellingCost, 0);
    const employer = raw.additionsAlbum[i].accounts.reduce((s, a) => s + a.employer, 0);
    const interest = raw.debtAlbum[i].totalInterest;
    const flows = cf.income - proceeds + cf.unfunded + employer - (cf.expenses - purchases) - interest - cf.taxes - sellingCost;
    const change = raw.netWorthAlbum[i].netWorth - previous;
    assert.ok(Math.abs(change - (flows + assets.investmentGrowth + assets.appreciation)) < 0.01, `${cf.year}: ${change} vs ${flows}`);
    previous = raw.netWorthAlbum[i].netWorth;
  }
});

test('net worth album adds up: categories, real assets and debts', () => {
  for (const row of rounded.netWorthAlbum) {
    const financial = row.cash + row.taxable + row.taxDeferred + row.roth + row.education;
    assert.ok(Math.abs(financial - row.financialAssets) <= 0.03);
    assert.ok(Math.abs(row.financialAssets + row.realAssets - row.debts - row.netWorth) <= 0.02);
  }
});

test('taxes of a single earner match the published-table functions (2025: 2025 brackets, CO flat tax, FICA)', () => {
  const plan = emptyPlan({
    state: 'CO',
    employment: [{ id: 'w', person: 'client', annualSalary: 90000, startAge: null }],
    accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 0 }],
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  const taxable = 90000 - standardDeduction('S', 2025);
  const federal = federalIncomeTax({ taxableIncome: taxable, filingStatus: 'S', year: 2025 });
  const state = stateIncomeTax({ taxableIncome: 90000, state: 'CO', filingStatus: 'S', year: 2025 });
  const fica = ficaTax({ wages: 90000, filingStatus: 'S', year: 2025 }).total;
  const row = r.taxAlbum[0];
  assert.ok(Math.abs(row.federal - federal) < 0.01, `${row.federal} vs ${federal}`);
  assert.ok(Math.abs(row.stateTax - state) < 0.01);
  assert.equal(row.fica, fica);
  // Everything not taxed or spent is saved.
  assert.ok(Math.abs(r.cashFlowAlbum[0].savings - (90000 - federal - state - fica)) < 0.01);
});

test('pre-tax deferrals lower taxable wages; the employer match follows the tiers; the 402(g) limit caps deferrals', () => {
  const plan = emptyPlan({
    employment: [{ id: 'w', person: 'client', annualSalary: 100000, startAge: null }],
    accounts: [
      { id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 0 },
      { id: 'k', name: '401k', taxType: 'taxDeferred', owner: 'client', balance: 0 },
    ],
    elections: [{ id: 'e', person: 'client', kind: 'preTax', accountId: 'k', percentOfPay: 0.06, employerMatch: [{ upToPercentOfPay: 0.03, matchRate: 1 }, { upToPercentOfPay: 0.05, matchRate: 0.5 }] }],
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  assert.equal(r.electionAlbum[0].elections[0].employee, 6000);
  assert.equal(r.electionAlbum[0].elections[0].employer, 4000);
  assert.equal(r.taxAlbum[0].wages, 94000);
  const capped = projectPlan({ ...plan, elections: [{ ...plan.elections[0], percentOfPay: 0.5 }] }, flat, { startYear: 2025 });
  assert.equal(capped.electionAlbum[0].elections[0].employee, 23500);
});

test('RMDs: a retiree born 1950 takes balance / Uniform Lifetime factor from the tax-deferred account', () => {
  const plan = emptyPlan({
    client: { birthDate: '1950-05-05', lifeExpectancy: 95, retirementAge: 65, retired: true },
    accounts: [
      { id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 10000 },
      { id: 'ira', name: 'IRA', taxType: 'taxDeferred', owner: 'client', balance: 400000 },
    ],
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  const ira = r.assetAlbum[0].accounts[1];
  assert.ok(Math.abs(ira.rmd - 400000 / uniformLifetimeFactor(75)) < 1e-6);
  assert.ok(Math.abs(r.incomeAlbum[0].rmd - ira.rmd) < 1e-6);
  const second = r.assetAlbum[1].accounts[1];
  assert.ok(Math.abs(second.rmd - second.start / uniformLifetimeFactor(76)) < 1e-6);
});

test('shortfalls are withdrawn cash, taxable, tax-deferred, Roth by default, and in the override order', () => {
  const accounts = [
    { id: 'cash', name: 'Cash', taxType: 'cash' as const, owner: 'client' as const, balance: 5000 },
    { id: 'brk', name: 'Brokerage', taxType: 'taxable' as const, owner: 'client' as const, balance: 50000, costBasis: 50000 },
    { id: 'ira', name: 'IRA', taxType: 'taxDeferred' as const, owner: 'client' as const, balance: 500000 },
    { id: 'roth', name: 'Roth', taxType: 'roth' as const, owner: 'client' as const, balance: 100000 },
  ];
  const plan = emptyPlan({ client: { birthDate: '1962-01-15', lifeExpectancy: 90, retirementAge: 62, retired: true }, livingExpense: 80000, accounts });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  const w = r.assetAlbum[0].accounts.map((a) => a.withdrawals);
  assert.equal(w[0], 5000);
  assert.equal(w[1], 50000);
  assert.ok(w[2] > 25000 && w[3] === 0, `${w}`);
  const roth = projectPlan({ ...plan, strategies: { withdrawalOrder: ['roth'] } }, flat, { startYear: 2025, roundToCents: false });
  const w2 = roth.assetAlbum[0].accounts.map((a) => a.withdrawals);
  assert.equal(w2[3], 80000);
  assert.equal(w2[0] + w2[1] + w2[2], 0);
  assert.equal(roth.taxAlbum[0].federal, 0);
});

test('tax-deferred withdrawals are grossed up: the extra tax equals the tax on the withdrawal', () => {
  const plan = emptyPlan({
    client: { birthDate: '1962-01-15', lifeExpectancy: 90, retirementAge: 62, retired: true },
    livingExpense: 60000,
    accounts: [{ id: 'ira', name: 'IRA', taxType: 'taxDeferred', owner: 'client', balance: 900000 }],
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  const gross = r.assetAlbum[0].accounts[0].withdrawals;
  const tax = federalIncomeTax({ taxableIncome: gross - standardDeduction('S', 2025), filingStatus: 'S', year: 2025 });
  assert.ok(Math.abs(gross - tax - 60000) < 0.01, `${gross} - ${tax}`);
});

test('Roth conversion fills ordinary taxable income to the top of the 22% bracket', () => {
  const plan = emptyPlan({
    client: { birthDate: '1962-01-15', lifeExpectancy: 90, retirementAge: 62, retired: true },
    livingExpense: 30000,
    accounts: [
      { id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 200000 },
      { id: 'ira', name: 'IRA', taxType: 'taxDeferred', owner: 'client', balance: 900000 },
    ],
    strategies: { rothConversion: { upToBracketRate: 0.22, startYear: 2025, endYear: 2026 } },
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  assert.ok(Math.abs(r.taxAlbum[0].taxableIncome - 103350) < 0.01, `${r.taxAlbum[0].taxableIncome}`);
  assert.ok(Math.abs(r.additionsAlbum[0].accounts[2].conversionIn - (103350 + standardDeduction('S', 2025))) < 0.01);
  assert.equal(r.additionsAlbum[2].accounts[2].conversionIn, 0);
});

test('life insurance pays at the insured death age; the survivor then files single', () => {
  const plan = emptyPlan({
    client: { birthDate: '1960-02-02', lifeExpectancy: 70, retirementAge: 65, retired: true },
    spouse: { birthDate: '1962-02-02', lifeExpectancy: 90, retirementAge: 65, retired: true },
    filingStatus: 'MFJ',
    accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'joint', balance: 500000 }],
    insurance: [{ id: 'li', type: 'LI', name: 'Life', insured: 'client', annualPremium: 1000, deathBenefit: 300000 }],
  });
  const r = projectPlan(plan, flat, { startYear: 2025 });
  const deathRow = r.incomeAlbum.findIndex((row) => row.year === 2030);
  assert.equal(r.incomeAlbum[deathRow].insuranceProceeds, 300000);
  assert.equal(r.incomeAlbum.filter((row) => row.insuranceProceeds > 0).length, 1);
  assert.equal(r.taxAlbum[deathRow].filingStatus, 'MFJ');
  assert.equal(r.taxAlbum[deathRow + 1].filingStatus, 'S');
  assert.equal(r.expenseAlbum[deathRow + 1].insurancePremiums, 0);
});

test('education is paid from the 529 first, the rest from other assets', () => {
  const plan = emptyPlan({
    accounts: [
      { id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 100000 },
      { id: '529', name: '529', taxType: 'education', owner: 'client', balance: 30000 },
    ],
    educationGoals: [{ id: 'edu', name: 'College', annualCost: 20000, startYear: 2025, years: 2, growthRate: 0 }],
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  assert.equal(r.assetAlbum[0].accounts[1].withdrawals, 20000);
  // Second year: the 529 holds 10,500 after growth; it pays that and cash pays the rest.
  assert.ok(Math.abs(r.assetAlbum[1].accounts[1].withdrawals - 10500) < 1e-6);
  assert.ok(Math.abs(r.assetAlbum[1].accounts[0].withdrawals - 9500) < 1e-6);
});

test('Social Security starts at the claiming age with the early-claiming reduction', () => {
  const plan = emptyPlan({
    client: { birthDate: '1961-06-15', lifeExpectancy: 90, retirementAge: 62, retired: true },
    accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 500000 }],
    socialSecurity: [{ person: 'client', pia: 2000, claimAge: 64 }],
  });
  const r = projectPlan(plan, { ...flat, socialSecurityCola: 0 }, { startYear: 2025 });
  const at = (year: number): number => r.incomeAlbum.find((row) => row.year === year)!.socialSecurity.client;
  assert.equal(r.incomeAlbum[0].year, 2025);
  // Claim at 64 in June 2025: 7 months paid at 2000 × (1 - 36 × 5/9% ) = 1600 a month.
  assert.equal(at(2025), 1600 * 7);
  assert.equal(at(2026), 1600 * 12);
});

test('a plan spending more than it has depletes, and the metrics say when', () => {
  const plan = emptyPlan({
    client: { birthDate: '1960-01-15', lifeExpectancy: 95, retirementAge: 62, retired: true },
    livingExpense: 60000,
    accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 300000 }],
  });
  const r = projectPlan(plan, flat, { startYear: 2025 });
  const m = r.metricsCollection;
  assert.ok(m.depletionYear !== null && m.depletionYear > 2025 && m.depletionYear < 2035, `${m.depletionYear}`);
  assert.equal(m.depletionAge, m.depletionYear! - 1960);
  assert.ok(r.cashFlowAlbum.some((row) => row.unfunded > 0));
  assert.equal(raw.metricsCollection.depletionYear, null);
});

test('details explain a year: the lines add up to the cash-flow totals', () => {
  const d = rounded.details[30];
  const cf = rounded.cashFlowAlbum[30];
  const total = (section: string): number => d.lines.filter((l) => l.section === section).reduce((s, l) => s + l.amount, 0);
  assert.ok(Math.abs(total('income') - cf.income) < 0.05);
  assert.ok(Math.abs(total('tax') - cf.taxes) < 0.05);
  assert.ok(d.notes.length > 0);
});

test('debts amortize to payoff; a stated payment below the interest falls back to the level payment', () => {
  const plan = emptyPlan({
    accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 1000000 }],
    debts: [
      { id: 'car', name: 'Car', type: 'SD', balance: 12000, annualRate: 0, remainingYears: 2 },
      { id: 'bad', name: 'Bad', type: 'OD', balance: 100000, annualRate: 0.12, payment: 100, remainingYears: 5 },
    ],
  });
  const r = projectPlan(plan, flat, { startYear: 2025 });
  assert.deepEqual(r.debtAlbum.slice(0, 3).map((row) => row.debts[0].payment), [6000, 6000, 0]);
  assert.equal(r.debtAlbum[1].debts[0].end, 0);
  assert.equal(r.debtAlbum[4].debts[1].end, 0);
  assert.ok(r.debtAlbum[0].debts[1].payment > 12000);
});

test('Roth conversion counts the withdrawals the year needs: taxable income ends at the top of the bracket', () => {
  const plan = emptyPlan({
    client: { birthDate: '1962-01-15', lifeExpectancy: 90, retirementAge: 62, retired: true },
    livingExpense: 40000,
    accounts: [{ id: 'ira', name: 'IRA', taxType: 'taxDeferred', owner: 'client', balance: 2000000 }],
    strategies: { rothConversion: { upToBracketRate: 0.24, startYear: 2025, endYear: 2025 } },
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  const row = r.taxAlbum[0];
  // Rev. Proc. 2024-40: the 24% bracket for single filers ends at 197,300.
  assert.ok(row.taxableIncome <= 197300 && row.taxableIncome > 197299, `${row.taxableIncome}`);
  assert.equal(row.marginalRate, 0.24);
  const ira = r.assetAlbum[0].accounts[0];
  assert.ok(ira.withdrawals > 40000 && ira.conversionOut > 100000);
  assert.ok(Math.abs(ira.withdrawals + ira.conversionOut - (row.taxableIncome + standardDeduction('S', 2025))) < 0.01);
});

test('a move changes the state tax from its year', () => {
  const plan = emptyPlan({
    state: 'CO',
    moves: [{ year: 2026, state: 'FL' }],
    employment: [{ id: 'w', person: 'client', annualSalary: 100000, startAge: null }],
    accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 0 }],
  });
  const r = projectPlan(plan, flat, { startYear: 2025 });
  assert.equal(r.taxAlbum[0].state, 'CO');
  assert.ok(r.taxAlbum[0].stateTax > 0);
  assert.equal(r.taxAlbum[1].state, 'FL');
  assert.equal(r.taxAlbum[1].stateTax, 0);
});

test('selling a real asset pays off its debt; the sale proceeds net of selling costs join the cash flow', () => {
  const plan = emptyPlan({
    accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 50000 }],
    debts: [{ id: 'm', name: 'Mortgage', type: 'RE', balance: 200000, annualRate: 0.05, remainingYears: 30 }],
    realAssets: [{ id: 'h', name: 'House', category: 'realEstate', value: 400000, appreciationRate: 0, saleYear: 2027, sellingCostRate: 0.05, debtId: 'm' }],
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  const sale = r.assetAlbum[2].realAssets[0];
  assert.equal(sale.saleProceeds, 380000);
  assert.equal(sale.sellingCost, 20000);
  const debt = r.debtAlbum[2].debts[0];
  assert.ok(debt.payoff > 190000 && debt.payoff < 200000);
  assert.equal(debt.end, 0);
  assert.equal(r.debtAlbum[3].totalPayment, 0);
  assert.equal(r.netWorthAlbum[2].realAssets, 0);
});

test('inherited IRA: the 10-year rule empties it ratably, all of it in the tenth year', () => {
  const plan = emptyPlan({
    accounts: [
      { id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 0 },
      { id: 'ii', name: 'Inherited', taxType: 'inheritedIra', owner: 'client', balance: 100000, inheritedYear: 2024 },
    ],
  });
  const r = projectPlan(plan, flat, { startYear: 2025, roundToCents: false });
  assert.equal(r.assetAlbum[0].accounts[1].rmd, 10000);
  assert.ok(Math.abs(r.assetAlbum[1].accounts[1].rmd - r.assetAlbum[1].accounts[1].start / 9) < 1e-6);
  assert.ok(r.assetAlbum[9].accounts[1].rmd > 0);
  assert.equal(r.assetAlbum[9].accounts[1].end, 0);
  assert.equal(r.assetAlbum[10].accounts[1].rmd, 0);
});

test('savings expenses (IV) are transfers into their account, not spending', () => {
  const plan = emptyPlan({
    employment: [{ id: 'w', person: 'client', annualSalary: 100000, startAge: null }],
    accounts: [
      { id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 0 },
      { id: 'brk', name: 'Brokerage', taxType: 'taxable', owner: 'client', balance: 0 },
    ],
    expenses: [{ id: 'iv', name: 'Save', type: 'IV', amount: 500, timesPerYear: 12, accountId: 'brk', growthRate: 0 }],
    savingsAccountId: 'cash',
  });
  const r = projectPlan(plan, flat, { startYear: 2025 });
  assert.equal(r.additionsAlbum[0].accounts[1].household, 6000);
  assert.equal(r.expenseAlbum[0].total, 0);
  assert.equal(r.cashFlowAlbum[0].expenses, 0);
});

test('spousal top-up once both claim, survivor benefit after the first death', () => {
  const plan = emptyPlan({
    client: { birthDate: '1958-03-03', lifeExpectancy: 75, retirementAge: 66, retired: true },
    spouse: { birthDate: '1958-03-03', lifeExpectancy: 90, retirementAge: 66, retired: true },
    filingStatus: 'MFJ',
    accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'joint', balance: 1000000 }],
    socialSecurity: [
      { person: 'client', pia: 3000, claimAge: 67 },
      { person: 'spouse', pia: 1000, claimAge: 67, spousal: true },
    ],
  });
  const r = projectPlan(plan, { ...flat, socialSecurityCola: 0 }, { startYear: 2026 });
  const at = (year: number) => r.incomeAlbum.find((row) => row.year === year)!.socialSecurity;
  // Born 1958: FRA 66 and 8 months, so 67 earns 4 months of credits (8%/yr): 3,080 and 1,026.67 a month.
  assert.ok(Math.abs(at(2026).client - 3080 * 12) < 0.01);
  // Spouse: own 1,026.67 plus the top-up 50% × 3,000 - 1,000 = 500 (no credits on the spousal part).
  assert.ok(Math.abs(at(2026).spouse - (1000 * (1 + 4 * 0.08 / 12) + 500) * 12) < 0.01);
  // Client dies at the end of 2033; from 2034 the spouse receives the client's 3,080.
  assert.equal(at(2034).client, 0);
  assert.ok(Math.abs(at(2034).spouse - 3080 * 12) < 0.01);
});

test('net investment income tax: 3.8% of dividends once AGI passes 200,000 (single), kept apart from the regular tax', () => {
  const yielding: Assumptions = { ...flat, assetClasses: [{ ...flat.assetClasses[0], incomeYield: 0.02 }] };
  const plan = emptyPlan({
    employment: [{ id: 'w', person: 'client', annualSalary: 300000, startAge: null }],
    accounts: [{ id: 'brk', name: 'Brokerage', taxType: 'taxable', owner: 'client', balance: 1000000, costBasis: 1000000 }],
  });
  const r = projectPlan(plan, yielding, { startYear: 2025, roundToCents: false });
  const row = r.taxAlbum[0];
  const dividends = 20000;
  assert.ok(Math.abs(row.agi - (300000 + dividends)) < 0.01, `AGI ${row.agi}`);
  assert.ok(Math.abs(row.netInvestmentIncomeTax - 0.038 * dividends) < 0.01, `NIIT ${row.netInvestmentIncomeTax}`);
  const regular = federalIncomeTax({ taxableIncome: 300000 + dividends - standardDeduction('S', 2025), filingStatus: 'S', year: 2025, longTermGains: dividends });
  assert.ok(Math.abs(row.federal - regular) < 0.01, `${row.federal} vs ${regular}`);
  const fica = ficaTax({ wages: 300000, filingStatus: 'S', year: 2025 }).total;
  assert.ok(Math.abs(row.total - (regular + 0.038 * dividends + fica)) < 0.01);
  const line = r.details[0].lines.find((l) => l.label === 'Net investment income tax');
  assert.ok(line && Math.abs(line.amount - 0.038 * dividends) < 0.01, 'the year detail shows the NIIT line');
  assert.ok(r.details[0].notes.some((n) => n.startsWith('Net investment income tax of $760')), r.details[0].notes.join(' | '));

  // Under the threshold there is none.
  const modest = projectPlan({ ...plan, employment: [{ id: 'w', person: 'client', annualSalary: 150000, startAge: null }] }, yielding, { startYear: 2025, roundToCents: false });
  assert.equal(modest.taxAlbum[0].netInvestmentIncomeTax, 0);
});

test('real-asset sales: the gain over basis is a long-term gain; a main home excludes 250,000 (single) under IRC 121', () => {
  const sale = (asset: Partial<PlanInput['realAssets'][number]>) => projectPlan(emptyPlan({
    accounts: [{ id: 'cash', name: 'Cash', taxType: 'cash', owner: 'client', balance: 0 }],
    realAssets: [{ id: 'h', name: 'House', category: 'realEstate', value: 900000, appreciationRate: 0, saleYear: 2025, sellingCostRate: 0, ...asset }],
  }), flat, { startYear: 2025, roundToCents: false });
  const gainTax = (gain: number) => federalIncomeTax({ taxableIncome: gain - standardDeduction('S', 2025), filingStatus: 'S', year: 2025, longTermGains: gain - standardDeduction('S', 2025) });

  // A rental bought for 300,000: 600,000 of gain, taxed at capital-gains rates, and net investment income.
  const rental = sale({ costBasis: 300000 }).taxAlbum[0];
  assert.ok(Math.abs(rental.capitalGains - 600000) < 0.01, `${rental.capitalGains}`);
  assert.ok(Math.abs(rental.federal - gainTax(600000)) < 0.01, `${rental.federal} vs ${gainTax(600000)}`);
  assert.ok(Math.abs(rental.netInvestmentIncomeTax - 0.038 * (600000 - 200000)) < 0.01);

  // The same sale as the main home: 250,000 excluded, 350,000 taxed.
  const home = sale({ costBasis: 300000, primaryResidence: true });
  assert.ok(Math.abs(home.taxAlbum[0].capitalGains - 350000) < 0.01);
  assert.ok(Math.abs(home.taxAlbum[0].federal - gainTax(350000)) < 0.01);
  assert.ok(home.details[0].notes.some((n) => n.includes('of which $250,000 is excluded as the main home; $350,000 is taxed')), home.details[0].notes.join(' | '));

  // A main home whose gain fits in the exclusion, and an asset without a basis (today's value): no tax.
  assert.equal(sale({ costBasis: 700000, primaryResidence: true }).taxAlbum[0].total, 0);
  assert.equal(sale({}).taxAlbum[0].total, 0);
  // Selling costs reduce the gain; losses are not deducted.
  assert.ok(Math.abs(sale({ costBasis: 300000, sellingCostRate: 0.05 }).taxAlbum[0].capitalGains - 555000) < 0.01);
  assert.equal(sale({ costBasis: 1200000 }).taxAlbum[0].capitalGains, 0);
});
