import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HISTORY_BONDS, HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR, HISTORY_STOCKS } from '../data/history';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../fixtures/demoPlan';
import type { Assumptions, PlanInput } from '../types';
import { historicalReplay } from './historical';
import { classMapping } from './mapping';

/**
 * The classic 4% rule check: one retiree, 30 years (ages 65-94, alive through 94), 1,000,000 in a Roth account
 * (no tax on withdrawals or growth, no state tax, no fees, nothing else in the plan), spending 40,000 rising with
 * inflation, 50% stocks / 50% bonds rebalanced every year, flows at the start of each year.
 */
const START = 2026;
const retiree: PlanInput = {
  client: { birthDate: `${START - 65}-06-01`, lifeExpectancy: 94, retirementAge: 65, retired: true },
  filingStatus: 'S', state: '', livingExpense: 40000, employment: [], elections: [], otherIncomes: [], socialSecurity: [],
  // No tax or fees of any kind: no Medicare premiums either.
  medicarePremiums: false,
  accounts: [{ id: 'roth', name: 'Roth IRA', taxType: 'roth', owner: 'client', balance: 1_000_000, portfolioId: 'balanced' }],
  expenses: [], debts: [], insurance: [], realAssets: [], educationGoals: [], otherGoals: [],
};
const fiftyFifty: Assumptions = {
  inflation: 0.03, salaryGrowth: 0.03,
  assetClasses: [
    { id: 'stocks', name: 'US stocks', expectedReturn: 0.08, standardDeviation: 0.17, incomeYield: 0.02 },
    { id: 'bonds', name: 'US Treasury bonds', expectedReturn: 0.045, standardDeviation: 0.07, incomeYield: 0.035 },
  ],
  correlations: [[1, 0.1], [0.1, 1]],
  portfolios: [{ id: 'balanced', weights: { stocks: 50, bonds: 50 } }],
  defaultPortfolioId: 'balanced',
};

test('validation: 4% of the starting balance rising with CPI, 50/50 rebalanced yearly, 30 years, withdrawals at the start of each year: the engine\'s historical success rate equals an independent computation over the data', () => {
  const result = historicalReplay(retiree, fiftyFifty, START);
  assert.equal(result.years.length, 30);
  // Year semantics: start year Y gives plan year i the returns of historical year Y + i (January of Y + i to
  // January of Y + i + 1, real), so every window needs 30 complete years: Y from 1871 to 2022 - 29 = 1993.
  assert.equal(result.startYears[0].year, 1871);
  assert.equal(result.startYears.at(-1)!.year, HISTORY_LAST_YEAR - 29);
  assert.equal(result.startYears.length, 123);

  // Independent computation in real terms: balance 1 at the start, take 0.04, then grow by the mix's real return.
  let successes = 0;
  const failed: number[] = [];
  for (let y = HISTORY_FIRST_YEAR; y + 29 <= HISTORY_LAST_YEAR; y++) {
    let balance = 1;
    let ok = true;
    for (let i = 0; i < 30 && ok; i++) {
      balance -= 0.04;
      if (balance < 0) ok = false;
      const h = y - HISTORY_FIRST_YEAR + i;
      balance *= 1 + 0.5 * HISTORY_STOCKS[h] + 0.5 * HISTORY_BONDS[h];
    }
    if (ok) successes++;
    else failed.push(y);
  }
  const expected = successes / 123;
  console.log(`4% rule, 50/50, 30 years: ${successes} of 123 start years succeed (${(expected * 100).toFixed(1)}%); failed: ${failed.join(', ')}`);
  assert.equal(result.successRate, expected);
  assert.deepEqual(result.startYears.filter((s) => !s.success).map((s) => s.year), failed);
  // The figure is the well-known one: most, not all, 30-year windows survive 4% with half in stocks.
  assert.ok(expected > 0.8 && expected < 1, `${expected}`);
});

test('historical replay of the demo plan: full fidelity paths, the worst start years with the year the money ran out, the mapping rule', () => {
  const rich = historicalReplay(demoPlan, demoAssumptions, DEMO_START_YEAR);
  assert.equal(rich.paths.length, rich.startYears.length);
  assert.equal(rich.startYears.length, HISTORY_LAST_YEAR - HISTORY_FIRST_YEAR + 1 - rich.years.length + 1);
  assert.ok(rich.successRate !== null && rich.successRate > 0);
  const kinds = Object.fromEntries(classMapping(demoAssumptions).map((m) => [m.id, m.kind]));
  assert.deepEqual(kinds, { usLarge: 'stocks', usSmall: 'stocks', intl: 'stocks', bonds: 'bonds', reit: 'stocks', cash: 'cash' });

  const poor = { ...demoPlan, retirementGoal: { annualSpending: 200000 } };
  const r = historicalReplay(poor, demoAssumptions, DEMO_START_YEAR);
  assert.ok(r.successRate! < rich.successRate!, `${r.successRate} vs ${rich.successRate}`);
  const failures = r.startYears.filter((s) => !s.success);
  assert.ok(failures.length > 0);
  for (const f of failures) {
    assert.equal(f.depletedYear! - f.year, f.depletedPlanYear! - DEMO_START_YEAR);
    assert.equal(f.depletedAge, f.depletedPlanYear! - 1983);
  }
  const lasted = (s: { year: number; depletedYear?: number }): number => (s.depletedYear ?? Infinity) - s.year;
  assert.equal(lasted(r.worst[0]), Math.min(...r.startYears.map(lasted)));
  r.worst.slice(1).forEach((w, k) => assert.ok(lasted(w) >= lasted(r.worst[k])));
});
