import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planFromProfile, type ProfileLike } from './fromProfile';
import { projectPlan } from './projection/projectPlan';
import { demoAssumptions } from './fixtures/demoPlan';

const base = { profileId: 1, active: true };
const profile = {
  spending: 80000,
  itemizeExpenses: false,
  spouse: true,
  clients: [
    { ...base, id: 11, type: 'C', firstName: 'Ana', lastName: 'Lee', dateOfBirth: '1970-04-02', employmentStatus: 'EM', lifeExpectancy: 92, retirementAge: null, gender: null, annualPreTax: null, monthlyTakeHome: null },
    { ...base, id: 12, type: 'S', firstName: 'Bo', lastName: 'Lee', dateOfBirth: '1968-09-30', employmentStatus: 'RT', lifeExpectancy: 95, retirementAge: null, gender: null, annualPreTax: null, monthlyTakeHome: null },
  ],
  participants: [{ ...base, id: 21, name: 'Kim', dateOfBirth: '2012-01-10', type: 'K', relationship: 'CH' }],
  incomes: [{ ...base, id: 31, clientId: 11, annualPreTax: 120000, frequency: 26, takeHomePay: 0, age: null, description: 'Salary', raiseRate: 2.5 }],
  elections: [
    { ...base, id: 41, clientId: 11, category: 'PLAN', description: '401k', investmentId: 51, type: 'PRE', contributionPercent: 8, contributionAmount: null, matchTiers: [{ matchPercentage: 4, employerRate: 100 }] },
  ],
  locations: [
    { ...base, id: 61, age: null, country: 'USA', eventTrigger: 'NW', state: 'NY' },
    { ...base, id: 62, age: 67, country: 'USA', eventTrigger: 'CA', state: 'FL' },
  ],
  investments: [
    { ...base, id: 51, type: 'ES', subType: '401K', description: 'Ana 401k', owner: 'CL', balance: 300000, costBasis: null, taxTreatment: null, annualContribution: 0, contributionEndAge: null, employerMatch: 0, portfolioId: null, holdings: [], participantId: null, integrationRecordId: null },
    { ...base, id: 52, type: 'IR', subType: 'ROTH', description: 'Bo Roth', owner: 'SP', balance: 50000, costBasis: null, taxTreatment: null, annualContribution: 0, contributionEndAge: null, employerMatch: 0, portfolioId: 'growth', holdings: [], participantId: null, integrationRecordId: null },
    { ...base, id: 53, type: 'CS', subType: '529', description: 'Kim 529', owner: 'CL', balance: 20000, costBasis: null, taxTreatment: null, annualContribution: 3000, contributionEndAge: 59, employerMatch: 0, portfolioId: null, holdings: [], participantId: 21, integrationRecordId: null },
    { ...base, id: 54, type: 'CA', subType: null, description: 'Checking', owner: 'JT', balance: 15000, costBasis: null, taxTreatment: null, annualContribution: 0, contributionEndAge: null, employerMatch: 0, portfolioId: 'cash', holdings: [], participantId: null, integrationRecordId: null },
    { ...base, id: 55, type: 'BA', subType: null, description: 'Old', owner: 'CL', balance: 1, active: false, costBasis: null, taxTreatment: null, annualContribution: 0, contributionEndAge: null, employerMatch: 0, portfolioId: null, holdings: [], participantId: null, integrationRecordId: null },
  ],
  realAssets: [
    { ...base, id: 71, category: 'RE', description: 'House', owner: 'JT', value: 500000, costBasis: null, appreciationRate: 3, purchaseAge: null, purchasePrice: null, sellAge: 75, sellingCostPercent: 6, isPrimaryResidence: true, annualRentalIncome: null },
  ],
  otherIncomes: [
    { ...base, id: 81, type: 'EP', description: 'Pension', owner: 'SP', amount: 20000, startAge: 65, endAge: null, cola: 2, survivorPercent: 50, taxable: true, employmentType: null },
  ],
  socialSecurityIncome: [
    { ...base, id: 91, type: 'SS', ownerValue: 'CL', pia: 2800, claimAge: 67, spousalBenefit: true },
    { ...base, id: 92, type: 'SS', ownerValue: 'SP', pia: 1500, claimAge: 62.5, spousalBenefit: true },
  ],
  goals: [{ ...base, id: 101, goalType: 'TR', description: 'Trip', amount: 15000, owner: 'CL', startTrigger: 'CA', age: 66, years: 2, priority: null }],
  retirementGoal: { ...base, id: 111, clientRetirementAge: 64, spouseRetirementAge: null, annualSpending: 90000 },
  educationGoals: [{ ...base, id: 121, participantId: 21, description: null, collegeCode: null, annualCost: 30000, startAge: 18, years: 4, fundedPercent: 50 }],
  debts: [{ ...base, id: 131, type: 'RE', description: 'Mortgage', owner: 'JT', balance: 200000, interestRate: 6, monthlyPayment: null, loanTerm: 30, startDate: '2015-06-01', realAssetId: 71 }],
  expenses: [
    { ...base, id: 141, type: 'LE', description: 'Groceries', owner: 'CL', amount: 900, frequency: 12, startTrigger: 'NW', startAge: null, endTrigger: null, endAge: null, inflationRate: null },
    { ...base, id: 142, type: 'IS', description: 'Umbrella', owner: 'CL', amount: 500, frequency: 1, startTrigger: 'NW', startAge: null, endTrigger: 'CR', endAge: null, inflationRate: 3 },
  ],
  insurances: [{ ...base, id: 151, type: 'LI', description: 'Term', insuredId: 11, owner: 'CL', coverageAmount: 500000, premium: 80, premiumFrequency: 12, term: 'TERM', termYears: 10, cashValue: null, beneficiary: null }],
  taxAssumptions: [{ ...base, id: 161, filingStatus: 'MFJ', clientCountry: 'USA', clientState: 'NJ', clientLocalRate: 1, clientExemptions: 0, spouseCountry: null, spouseState: null, spouseLocalRate: null, spouseExemptions: 0 }],
  strategies: [
    { ...base, id: 171, type: 'RC', description: null, withdrawalOrder: null, conversionBracket: 24, conversionStartAge: 65, conversionEndAge: 70, clientClaimAge: null, spouseClaimAge: null },
    { ...base, id: 172, type: 'WO', description: null, withdrawalOrder: ['CASH', 'DEFERRED', 'TAXABLE', 'ROTH'], conversionBracket: null, conversionStartAge: null, conversionEndAge: null, clientClaimAge: null, spouseClaimAge: null },
  ],
} as unknown as ProfileLike;

const plan = planFromProfile(profile, { startYear: 2026 });

test('people: birth dates, life expectancy, retirement age from the retirement goal, RT means retired', () => {
  assert.deepEqual(plan.client, { firstName: 'Ana', birthDate: '1970-04-02', lifeExpectancy: 92, retirementAge: 64, retired: false });
  assert.equal(plan.spouse?.retired, true);
  assert.equal(plan.spouse?.retirementAge, 65);
  assert.equal(plan.filingStatus, 'MFJ');
});

test('kids in the plan are the household\'s dependents', () => {
  assert.deepEqual(plan.dependents, [{ name: 'Kim', birthYear: 2012 }]);
});

test('percent fields become fractions and ages become calendar years', () => {
  assert.equal(plan.employment[0].raiseRate, 0.025);
  assert.deepEqual(plan.elections[0].employerMatch, [{ upToPercentOfPay: 0.04, matchRate: 1 }]);
  assert.equal(plan.elections[0].percentOfPay, 0.08);
  assert.equal(plan.elections[0].accountId, 'inv-51');
  assert.equal(plan.localRate, 0.01);
  assert.equal(plan.spouseLocalRate, undefined, 'no spouse rate entered: the client\'s applies');
  const spouseRate = planFromProfile({ ...profile, taxAssumptions: [{ ...profile.taxAssumptions[0], spouseLocalRate: 0.5 }] }, { startYear: 2026 });
  assert.equal(spouseRate.spouseLocalRate, 0.005);
  assert.deepEqual(plan.moves, [{ year: 1970 + 67, state: 'FL', localRate: 0 }]);
  assert.equal(plan.state, 'NJ');
  assert.equal(plan.realAssets[0].saleYear, 2045);
  assert.equal(plan.realAssets[0].debtId, 'debt-131');
  assert.equal(plan.realAssets[0].primaryResidence, true);
  assert.equal(plan.realAssets[0].costBasis, undefined, 'no basis entered: today\'s value is the basis');
  const withBasis = planFromProfile({ ...profile, realAssets: [{ ...profile.realAssets[0], costBasis: 320000, isPrimaryResidence: false }] }, { startYear: 2026 });
  assert.equal(withBasis.realAssets[0].costBasis, 320000);
  assert.equal(withBasis.realAssets[0].primaryResidence, false);
  assert.equal(plan.debts[0].annualRate, 0.06);
  assert.equal(plan.debts[0].remainingYears, 19);
  assert.deepEqual(plan.otherGoals[0], { id: 'goal-101', name: 'Trip', amount: 15000, year: 2036, years: 2 });
  assert.equal(plan.strategies?.rothConversion?.upToBracketRate, 0.24);
  assert.equal(plan.strategies?.rothConversion?.startYear, 2035);
  assert.deepEqual(plan.strategies?.withdrawalOrder, ['cash', 'taxDeferred', 'taxable', 'roth']);
});

test('accounts: investment types map to tax treatments; inactive records are dropped', () => {
  assert.deepEqual(plan.accounts.map((a) => [a.id, a.taxType, a.owner]), [
    ['inv-51', 'taxDeferred', 'client'], ['inv-52', 'roth', 'spouse'], ['inv-53', 'education', 'client'], ['inv-54', 'cash', 'joint'],
  ]);
  assert.equal(plan.accounts[2].contributionEndYear, 2029);
  assert.deepEqual(plan.educationGoals[0], { id: 'education-121', name: 'College: Kim', annualCost: 15000, startYear: 2030, years: 4, accountIds: ['inv-53'] });
});

test('expenses: profile spending is the base unless itemized; triggers resolve to years', () => {
  assert.equal(plan.livingExpense, 80000);
  assert.deepEqual(plan.expenses.map((e) => e.id), ['expense-142']);
  assert.equal(plan.expenses[0].startYear, 2026);
  assert.equal(plan.expenses[0].endYear, 2033);
  assert.equal(plan.expenses[0].growthRate, 0.03);
  const itemized = planFromProfile({ ...profile, itemizeExpenses: true }, { startYear: 2026 });
  assert.equal(itemized.livingExpense, 0);
  assert.deepEqual(itemized.expenses.map((e) => e.id), ['expense-141', 'expense-142']);
});

test('insurance: monthly premium times frequency, term coverage ends with the term, life pays its face amount', () => {
  assert.deepEqual(plan.insurance[0], {
    id: 'insurance-151', type: 'LI', name: 'Term', insured: 'client', annualPremium: 960, premiumEndAge: 65, coverageEndAge: 65, deathBenefit: 500000,
  });
  assert.equal(plan.socialSecurity.length, 2);
  assert.equal(plan.socialSecurity[1].claimAge, 62.5);
});

test('the adapted plan projects end to end with conservation', () => {
  const r = projectPlan(plan, demoAssumptions, { startYear: 2026, roundToCents: false });
  assert.equal(r.cashFlowAlbum[0].year, 2026);
  assert.equal(r.cashFlowAlbum.at(-1)!.year, 1968 + 95);
  for (const row of r.cashFlowAlbum) {
    assert.ok(Math.abs(row.income + row.portfolioWithdrawals + row.unfunded - row.expenses - row.debtPayments - row.taxes - row.savings) < 0.01);
  }
  assert.throws(() => planFromProfile({ ...profile, clients: [] }, { startYear: 2026 }), /no client/);
});

test('payroll elections: pre-tax deferrals and premiums lower taxable wages, Roth ones do not, tiers add the match to the account', () => {
  const withElections = {
    ...profile,
    investments: profile.investments.map((i) => (i.id === 51 ? { ...i, annualContribution: 23500, employerMatch: 7000 } : i)),
    elections: [
      // 8% deferred; tiers 3% at 100% then up to 5% at 50%: the employer adds 3% + 1% of pay.
      { ...profile.elections[0], matchTiers: [{ matchPercentage: 3, employerRate: 100 }, { matchPercentage: 5, employerRate: 50 }] },
      { ...base, id: 42, clientId: 11, category: 'PAYROLL', description: 'Medical premium', investmentId: null, type: 'PRE', contributionPercent: null, contributionAmount: 4800, matchTiers: [{ matchPercentage: 3, employerRate: 100 }] },
      { ...base, id: 43, clientId: 11, category: 'PLAN', description: 'Roth 401k', investmentId: null, type: 'ROTH', contributionPercent: 2, contributionAmount: null, matchTiers: [] },
    ],
  } as unknown as ProfileLike;
  const adapted = planFromProfile(withElections, { startYear: 2026 });
  assert.deepEqual(adapted.elections.map((e) => [e.id, e.kind, e.accountId]), [
    ['election-41', 'preTax', 'inv-51'], ['election-42', 'preTax', undefined], ['election-43', 'roth', undefined],
  ]);
  assert.equal(adapted.accounts[0].annualContribution, undefined, 'the election is the account\'s contribution: not counted twice');
  assert.equal(adapted.accounts[0].employerContribution, undefined);
  const r = projectPlan(adapted, demoAssumptions, { startYear: 2026, roundToCents: false });
  const pay = 120000;
  assert.ok(Math.abs(r.taxAlbum[0].wages - (pay - 0.08 * pay - 4800)) < 0.01, 'Roth deferral stays in taxable wages');
  const row = r.electionAlbum[0];
  assert.deepEqual(row.elections.map((e) => e.id), ['election-41', 'election-42', 'election-43']);
  assert.ok(Math.abs(row.totalEmployee - (0.08 * pay + 4800 + 0.02 * pay)) < 0.01);
  assert.ok(Math.abs(row.totalEmployer - 0.04 * pay) < 0.01, 'no match without an account');
  const account = r.additionsAlbum[0].accounts.find((a) => a.id === 'inv-51')!;
  assert.ok(Math.abs(account.household - 0.08 * pay) < 0.01);
  assert.ok(Math.abs(account.employer - 0.04 * pay) < 0.01);
  // Deductions without an account are spent from pay.
  const items = r.expenseAlbum[0].items.filter((i) => i.id.startsWith('election-'));
  assert.deepEqual(items.map((i) => [i.id, Math.round(i.amount)]), [['election-42', 4800], ['election-43', 0.02 * pay]]);
  const without = projectPlan(planFromProfile({ ...profile, elections: [] }, { startYear: 2026 }), demoAssumptions, { startYear: 2026, roundToCents: false });
  assert.ok(r.taxAlbum[0].federal < without.taxAlbum[0].federal, 'pre-tax deductions lower the federal tax');
  for (const c of r.cashFlowAlbum) assert.ok(Math.abs(c.income + c.portfolioWithdrawals + c.unfunded - c.expenses - c.debtPayments - c.taxes - c.savings) < 0.01);
});

test('a locality chosen from the list reaches the plan while it lies in the plan\'s state; others are ignored', () => {
  const tax = profile.taxAssumptions[0];
  const withLocality = (clientLocality: string) => planFromProfile({ ...profile, taxAssumptions: [{ ...tax, clientState: 'MD', clientLocality }] }, { startYear: 2026 });
  assert.equal(withLocality('MD-MONTGOMERY').locality, 'MD-MONTGOMERY');
  assert.equal(withLocality('OH-COLUMBUS').locality, undefined); // not in Maryland
  assert.equal(withLocality('XX-NOWHERE').locality, undefined);
});
