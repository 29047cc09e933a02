import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LIFE_TABLE_FEMALE_QX, LIFE_TABLE_MALE_QX } from '../data/lifeTable';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../fixtures/demoPlan';
import { projectPlan } from '../projection/projectPlan';
import { Random } from '../simulation/random';
import type { Assumptions, PlanInput } from '../types';
import { drawAgeAtDeath, randomLifetimes } from './lifetimes';

const START = 2026;
const still: Assumptions = { ...demoAssumptions, assetClasses: demoAssumptions.assetClasses.map((c) => ({ ...c, standardDeviation: 0 })) };
const retiree = (balance: number, spending: number): PlanInput => ({
  client: { birthDate: `${START - 70}-06-01`, lifeExpectancy: 90, retirementAge: 65, retired: true },
  filingStatus: 'S', state: '', livingExpense: spending, employment: [], elections: [], otherIncomes: [], socialSecurity: [],
  accounts: [{ id: 'roth', name: 'Roth IRA', taxType: 'roth', owner: 'client', balance, portfolioId: 'conservative' }],
  expenses: [], debts: [], insurance: [], realAssets: [], educationGoals: [], otherGoals: [],
});

test('life table draws: the mean simulated age at death equals the table\'s life expectancy within 0.2 years over 100,000 draws (men 65, women 40, men 85)', () => {
  for (const [q, age, label] of [[LIFE_TABLE_MALE_QX, 65, 'men 65'], [LIFE_TABLE_FEMALE_QX, 40, 'women 40'], [LIFE_TABLE_MALE_QX, 85, 'men 85']] as const) {
    // Independently of the engine's helper: e(x) = sum over later ages of the survivors l_k (l_x = 1) less one
    // half (deaths come half-way through a year of age on average).
    let l = 1;
    let e = 0;
    for (let k = age; k < q.length; k++) {
      e += l;
      l *= 1 - q[k];
    }
    e -= 0.5;
    const rng = new Random(2025 + age);
    let sum = 0;
    for (let n = 0; n < 100_000; n++) sum += drawAgeAtDeath(q, age, rng) + 0.5;
    const mean = sum / 100_000;
    console.log(`${label}: table ${(age + e).toFixed(2)}, simulated ${mean.toFixed(2)}`);
    assert.ok(Math.abs(mean - (age + e)) < 0.2, `${label}: ${mean} vs ${age + e}`);
  }
});

test('random lifetimes: a plan that never runs out, even when both live to the end of the table, succeeds in 100% of trials', () => {
  const plan: PlanInput = { ...demoPlan, client: { ...demoPlan.client, lifeExpectancy: 119 }, spouse: { ...demoPlan.spouse!, lifeExpectancy: 119 }, livingExpense: 30000, retirementGoal: { annualSpending: 30000 } };
  // The plan with both persons alive through age 119 never runs out at average returns...
  assert.equal(projectPlan(plan, still, { startYear: DEMO_START_YEAR, details: false }).metricsCollection.depletionYear, null);
  const r = randomLifetimes(plan, still, { startYear: DEMO_START_YEAR, seed: 9, trials: 200, sexes: { client: 'M', spouse: 'F' } });
  // ...so with any lifetimes it succeeds.
  assert.equal(r.probabilityOfSuccess, 1);
  assert.equal(r.alive[0], 200);
  assert.ok(r.alive.at(-1)! < 200 && r.alive.at(-1)! >= 1);
});

test('random lifetimes: success is judged over each trial\'s own lifetime (a plan depleted at 85 succeeds exactly when death comes before)', () => {
  const plan = retiree(600_000, 60_000);
  const p = projectPlan({ ...plan, client: { ...plan.client, lifeExpectancy: 119 } }, still, { startYear: START, details: false }).metricsCollection;
  assert.ok(p.depletionYear !== null);
  const r = randomLifetimes(plan, still, { startYear: START, seed: 4, trials: 2000, sexes: { client: 'F' } });
  const at = r.years.indexOf(p.depletionYear!);
  // Alive in the depletion year: the money ran out in that trial's lifetime.
  assert.ok(Math.abs(r.probabilityOfSuccess - (1 - r.clientAlive[at] / 2000)) < 1e-12, `${r.probabilityOfSuccess}`);
  assert.ok(r.probabilityOfSuccess > 0.1 && r.probabilityOfSuccess < 0.9, `${r.probabilityOfSuccess}`);
  assert.equal(r.spouse, null);
  assert.equal(r.client.ageToday, 70);
});
