import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HISTORY_BONDS, HISTORY_FIRST_YEAR, HISTORY_STOCKS } from '../data/history';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../fixtures/demoPlan';
import { buildSchedule } from '../projection/schedule';
import { simulate } from '../simulation/simulate';
import { badTiming, planMix, worstTwoYears } from './badTiming';
import { stressTest } from './stressTest';

test('bad timing: the default size is the worst two consecutive real years of the series for the plan\'s mix; Monte Carlo with them at retirement succeeds less often', () => {
  const s = buildSchedule(demoPlan, demoAssumptions, DEMO_START_YEAR);
  const mix = planMix(s);
  // Independently: the stock and bond shares of the mix (stocks: sd >= 10%, bonds: 2-10%, cash below).
  const stocks = mix[0] + mix[1] + mix[2] + mix[4];
  const bonds = mix[3];
  const cashReal = (1 + 0.03) / (1 + demoAssumptions.inflation) - 1;
  let worst = -1;
  let worstValue = Infinity;
  for (let h = 0; h + 1 < HISTORY_STOCKS.length; h++) {
    const r = (y: number): number => stocks * HISTORY_STOCKS[y] + bonds * HISTORY_BONDS[y] + mix[5] * cashReal;
    const two = (1 + r(h)) * (1 + r(h + 1));
    if (two < worstValue) [worst, worstValue] = [h, two];
  }
  assert.equal(worstTwoYears(demoAssumptions, mix), HISTORY_FIRST_YEAR + worst);

  const r = badTiming(s, demoAssumptions, { seed: 5, trials: 300 });
  assert.equal(r.size.isDefault, true);
  assert.deepEqual(r.size.historicalYears, [HISTORY_FIRST_YEAR + worst, HISTORY_FIRST_YEAR + worst + 1]);
  assert.deepEqual(r.years, [2048, 2049]);
  assert.match(r.size.label, /^\d{4}–\d{4}: −\d+\.\d% then [−+]\d+\.\d% a year after inflation for this mix$/);
  assert.equal(r.monteCarloProbability, simulate(demoPlan, demoAssumptions, { trials: 300, seed: 5, startYear: DEMO_START_YEAR }).probabilityOfSuccess);
  assert.ok(r.probabilityOfSuccess < r.monteCarloProbability, `${r.probabilityOfSuccess} vs ${r.monteCarloProbability}`);
  assert.ok(r.averageWithBadTiming.estateValue < r.averageReturn.estateValue);
});

test('bad timing: the size is adjustable (another historical pair, or two real returns); a milder size hurts less', () => {
  const s = buildSchedule(demoPlan, demoAssumptions, DEMO_START_YEAR);
  const severe = badTiming(s, demoAssumptions, { seed: 5, trials: 200, size: { realReturns: [-0.4, -0.3] } });
  const mild = badTiming(s, demoAssumptions, { seed: 5, trials: 200, size: { realReturns: [-0.05, 0] } });
  assert.equal(severe.size.label, '−40.0% then −30.0% a year after inflation for this mix');
  assert.ok(severe.probabilityOfSuccess <= mild.probabilityOfSuccess);
  assert.ok(severe.averageWithBadTiming.estateValue < mild.averageWithBadTiming.estateValue);
  const pair = badTiming(s, demoAssumptions, { seed: 5, trials: 50, size: { historicalStart: 1973 } });
  assert.deepEqual(pair.size.historicalYears, [1973, 1974]);
  assert.throws(() => badTiming(s, demoAssumptions, { seed: 5, trials: 50, size: { historicalStart: 1850 } }), /bad-timing years/);
});

test('stressTest gathers the four results for the demo plan', () => {
  const r = stressTest(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR, seed: 1, trials: 100, sexes: { client: 'M', spouse: 'F' } });
  assert.ok(r.historical.successRate !== null);
  for (const p of [r.badTiming.probabilityOfSuccess, r.randomLifetimes.probabilityOfSuccess, r.fatTails.probabilityOfSuccess]) assert.ok(p >= 0 && p <= 1);
  assert.equal(r.fatTails.lognormalProbability, r.badTiming.monteCarloProbability);
});
