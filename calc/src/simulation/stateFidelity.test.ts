import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../../tests/demoPlan';
import { projectPlan } from '../projection/projectPlan';
import { runSchedule } from '../projection/run';
import { buildSchedule } from '../projection/schedule';
import { stateRules } from '../tax/stateIncomeTax';
import type { Assumptions, PlanInput } from '../types';
import { simulate } from './simulate';
import { returnModel, runTrials, trialAccountReturns } from './trials';

// Monte Carlo trials tax each year by that year's state, local rates, filing status and dependents (the
// per-year facts live in the schedule's TaxYear, built once per plan, not per trial).

/** The demo couple with two children, New York City first, then Pennsylvania, then Texas. */
const movers: PlanInput = {
  ...demoPlan,
  state: 'NY',
  localRate: 0.03876,
  spouseLocalRate: 0.03876,
  dependents: [{ name: 'Kim', birthYear: 2016 }, { name: 'Lee', birthYear: 2021 }],
  moves: [{ year: 2035, state: 'PA', localRate: 0.01 }, { year: 2050, state: 'TX' }],
};
const schedule = buildSchedule(movers, demoAssumptions, DEMO_START_YEAR);
const yearIndex = (y: number): number => schedule.years.findIndex((f) => f.year === y);

test('the schedule holds each year\'s state, local rate, dependents and ages once, for every trial', () => {
  const at = (y: number) => schedule.years[yearIndex(y)].tax;
  assert.equal(at(2030).state, stateRules('NY'));
  assert.equal(at(2040).state, stateRules('PA'));
  assert.equal(at(2055).state, stateRules('TX'));
  assert.ok(at(2030).localRate > 0.038 && at(2040).localRate === 0.01);
  assert.equal(at(2030).dependents, 2);
  assert.equal(at(2030).children, 2);
  assert.deepEqual(at(2030).ages, [2030 - 1983, 2030 - 1985]);
});

test('a trial pays its own state and local tax: the same seed gives a poorer household in New York City than in Texas', () => {
  const options = { trials: 60, seed: 31, startYear: DEMO_START_YEAR, keepPaths: true };
  const city = simulate(movers, demoAssumptions, options);
  const texas = simulate({ ...movers, state: 'TX', localRate: 0, spouseLocalRate: 0, moves: [] }, demoAssumptions, options);
  const i = yearIndex(2034);
  for (let t = 0; t < 60; t++) assert.ok(city.paths![t][i] < texas.paths![t][i], `trial ${t}: ${city.paths![t][i]} vs ${texas.paths![t][i]}`);
});

test('a trial replayed through the recorded run: state tax follows the move, local tax stops in Texas, the child tax credit applies', () => {
  const seed = 99;
  const block = runTrials(schedule, returnModel(demoAssumptions), seed, 7, 1);
  const returns = trialAccountReturns(schedule, returnModel(demoAssumptions), seed, 7);
  const replay = runSchedule(schedule, (i) => returns[i]);
  const n = schedule.years.length;
  for (let i = 0; i < n; i++) {
    const s = replay.states[i];
    let nw = replay.realAssetsEnd[i] - replay.debtsEnd[i];
    for (const v of s.balanceEnd) nw += v;
    assert.ok(Math.abs(block.netWorth[i] - nw) < 0.01, `${schedule.years[i].year}: ${block.netWorth[i]} vs ${nw}`);
  }
  const ny = replay.states[yearIndex(2030)].tax;
  const pa = replay.states[yearIndex(2040)].tax;
  const tx = replay.states[yearIndex(2055)].tax;
  assert.ok(ny.state > 0 && ny.local > 0);
  assert.ok(pa.state > 0 && Math.abs(pa.local - (pa.agi - pa.taxableSocialSecurity) * 0.01) < 1e-6);
  assert.equal(tx.state, 0);
  assert.equal(tx.local, 0);
  // Without the children the same trial pays more federal tax in a year they are claimed.
  const childless = buildSchedule({ ...movers, dependents: [] }, demoAssumptions, DEMO_START_YEAR);
  const replayChildless = runSchedule(childless, (i) => returns[i]);
  assert.ok(replayChildless.states[yearIndex(2030)].tax.federal > ny.federal);
});

test('zero volatility with head of household, dependents, local rates and moves: the trial is the projection', () => {
  const still: Assumptions = { ...demoAssumptions, assetClasses: demoAssumptions.assetClasses.map((c) => ({ ...c, standardDeviation: 0 })) };
  // A single parent (the spouse left out) filing head of household.
  const parent: PlanInput = { ...movers, spouse: undefined, filingStatus: 'HOH', spouseLocalRate: undefined };
  for (const plan of [movers, parent]) {
    const s = buildSchedule(plan, still, DEMO_START_YEAR);
    const projection = projectPlan(plan, still, { startYear: DEMO_START_YEAR, roundToCents: false });
    const block = runTrials(s, returnModel(still), 3, 0, 2);
    for (let t = 0; t < 2; t++) {
      projection.netWorthAlbum.forEach((row, i) => {
        const v = block.netWorth[t * s.years.length + i];
        assert.ok(Math.abs(v - row.netWorth) < 1e-6, `${plan.filingStatus} ${row.year}: ${v} vs ${row.netWorth}`);
      });
    }
    assert.ok(projection.taxAlbum.some((r) => r.stateTax > 0 && r.local > 0));
  }
});
