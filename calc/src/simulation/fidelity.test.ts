import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../../tests/demoPlan';
import { TrialPool } from '../parallel/nodeTrials';
import { accountReturns } from '../projection/portfolios';
import { projectPlan } from '../projection/projectPlan';
import { runSchedule, type ProjectionRun } from '../projection/run';
import { buildSchedule } from '../projection/schedule';
import type { Assumptions } from '../types';
import { simulate } from './simulate';
import { returnModel, runTrials, trialAccountReturns } from './trials';

// Full-fidelity Monte Carlo: every trial runs the projection's year logic over its own balances.

const schedule = buildSchedule(demoPlan, demoAssumptions, DEMO_START_YEAR);
const deterministic = runSchedule(schedule);
const iraAccounts = schedule.ctx.accounts.map((a, k) => (a.taxType === 'taxDeferred' ? k : -1)).filter((k) => k >= 0);
const sum = (xs: ArrayLike<number>, pick: number[] = Array.from({ length: xs.length }, (_, k) => k)): number => pick.reduce((s, k) => s + xs[k], 0);
const iraRmd = (run: ProjectionRun, i: number): number => sum(run.states[i].record.rmd, iraAccounts);
// The first years with an RMD from the couple's own IRAs in the deterministic run.
const rmdYears = deterministic.states.map((_, i) => i).filter((i) => iraRmd(deterministic, i) > 0).slice(0, 8);

const netWorth = (run: ProjectionRun, i: number): number => run.realAssetsEnd[i] - run.debtsEnd[i] + sum(run.states[i].balanceEnd);

test('a market crash: that trial takes lower RMDs and pays lower taxes than the deterministic run', () => {
  assert.ok(rmdYears.length >= 5, 'the demo couple takes RMDs');
  const crash = new Float64Array(schedule.layout.accounts);
  accountReturns(schedule.portfolios, new Float64Array(demoAssumptions.assetClasses.length).fill(-0.4), crash);
  const crashYear = rmdYears[0] - 3;
  const crashed = runSchedule(schedule, (i) => (i === crashYear ? crash : schedule.returns));
  for (const i of rmdYears) {
    const year = schedule.years[i].year;
    assert.ok(iraRmd(crashed, i) < iraRmd(deterministic, i) * 0.5, `${year}: RMD ${iraRmd(crashed, i)} vs ${iraRmd(deterministic, i)}`);
    assert.ok(crashed.states[i].tax.total < deterministic.states[i].tax.total, `${year}: tax ${crashed.states[i].tax.total} vs ${deterministic.states[i].tax.total}`);
  }
});

test('a simulated trial is the projection year logic: its path equals the recorded run over its own returns; a poor trial has lower RMDs and taxes', () => {
  const seed = 2024;
  const trials = 200;
  const sim = simulate(demoPlan, demoAssumptions, { trials, seed, startYear: DEMO_START_YEAR, keepPaths: true });
  // The poorest trial at the first RMD year: markets fell before the RMDs began.
  const at = rmdYears[0];
  let worst = 0;
  for (let t = 1; t < trials; t++) if (sim.paths![t][at] < sim.paths![worst][at]) worst = t;
  const returns = trialAccountReturns(schedule, returnModel(demoAssumptions), seed, worst);
  const replay = runSchedule(schedule, (i) => returns[i]);
  // Net worth of the trial, year by year, equals the recorded run with the same returns: RMDs from the trial's
  // balances, withdrawals grossed up for the trial's own taxes, the trial's conversions and realized gains.
  sim.paths![worst].forEach((v, i) => assert.ok(Math.abs(v - netWorth(replay, i)) < 0.01, `${schedule.years[i].year}: ${v} vs ${netWorth(replay, i)}`));
  let rmdTrial = 0;
  let rmdDet = 0;
  let taxTrial = 0;
  let taxDet = 0;
  for (const i of rmdYears) {
    rmdTrial += iraRmd(replay, i);
    rmdDet += iraRmd(deterministic, i);
    taxTrial += replay.states[i].tax.total;
    taxDet += deterministic.states[i].tax.total;
  }
  assert.ok(rmdTrial < rmdDet, `RMDs ${rmdTrial} vs ${rmdDet}`);
  assert.ok(taxTrial < taxDet, `taxes ${taxTrial} vs ${taxDet}`);
});

test('zero volatility: the trial is the projection, to a millionth of a dollar', () => {
  const still: Assumptions = { ...demoAssumptions, assetClasses: demoAssumptions.assetClasses.map((c) => ({ ...c, standardDeviation: 0 })) };
  const s = buildSchedule(demoPlan, still, DEMO_START_YEAR);
  const projection = projectPlan(demoPlan, still, { startYear: DEMO_START_YEAR, roundToCents: false });
  const block = runTrials(s, returnModel(still), 5, 0, 3);
  for (let t = 0; t < 3; t++) {
    // Equal up to floating-point summation order (the album adds categories; trials label no tax sources).
    projection.netWorthAlbum.forEach((row, i) => {
      const v = block.netWorth[t * s.years.length + i];
      assert.ok(Math.abs(v - row.netWorth) < 1e-6, `${row.year}: ${v} vs ${row.netWorth}`);
    });
  }
  assert.deepEqual(Array.from(block.depletedAt), [-1, -1, -1]);
});

test('trials depend only on (seed, trial): any split into blocks gives the same figures', () => {
  const model = returnModel(demoAssumptions);
  const whole = runTrials(schedule, model, 77, 0, 40);
  const a = runTrials(schedule, model, 77, 0, 13);
  const b = runTrials(schedule, model, 77, 13, 27);
  assert.deepEqual(Array.from(whole.netWorth), [...a.netWorth, ...b.netWorth]);
  assert.deepEqual(Array.from(whole.depletedAt), [...a.depletedAt, ...b.depletedAt]);
});

test('worker threads and the calling thread agree to the cent for the same seed', async () => {
  const pool = new TrialPool(2);
  try {
    const options = { trials: 300, seed: 4242, startYear: DEMO_START_YEAR };
    const threaded = await pool.simulate(demoPlan, demoAssumptions, options);
    const single = simulate(demoPlan, demoAssumptions, options);
    assert.equal(pool.threads, 3);
    assert.deepEqual(threaded, single);
    assert.ok(single.probabilityOfSuccess > 0 && single.probabilityOfSuccess < 1);
  } finally {
    await pool.close();
  }
});
