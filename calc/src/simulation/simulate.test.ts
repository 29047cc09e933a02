import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../../tests/demoPlan';
import { projectPlan } from '../projection/projectPlan';
import type { Assumptions } from '../types';
import { cholesky, lognormalParameters } from './cholesky';
import { Random } from './random';
import { simulate } from './simulate';

const zeroVolatility: Assumptions = {
  ...demoAssumptions,
  assetClasses: demoAssumptions.assetClasses.map((c) => ({ ...c, standardDeviation: 0 })),
};

test('zero volatility: every trial net worth path equals projectPlan net worth by year, within a cent', () => {
  const projection = projectPlan(demoPlan, zeroVolatility, { startYear: DEMO_START_YEAR, roundToCents: false });
  const sim = simulate(demoPlan, zeroVolatility, { trials: 25, seed: 7, startYear: DEMO_START_YEAR, keepPaths: true });
  assert.equal(sim.paths!.length, 25);
  for (const path of sim.paths!) {
    projection.netWorthAlbum.forEach((row, i) => {
      assert.ok(Math.abs(path[i] - row.netWorth) < 0.01, `${row.year}: ${path[i]} vs ${row.netWorth}`);
    });
  }
  assert.equal(sim.probabilityOfSuccess, 1);
});

test('zero volatility on a depleting plan: every trial fails in the projection depletion year', () => {
  const poor = { ...demoPlan, livingExpense: 190000, retirementGoal: { annualSpending: 220000 } };
  const projection = projectPlan(poor, zeroVolatility, { startYear: DEMO_START_YEAR });
  const depletionAge = projection.metricsCollection.depletionAge;
  assert.ok(depletionAge !== null);
  const sim = simulate(poor, zeroVolatility, { trials: 10, seed: 1, startYear: DEMO_START_YEAR });
  assert.equal(sim.probabilityOfSuccess, 0);
  assert.deepEqual(sim.depletionAges, [{ age: depletionAge, count: 10, share: 1 }]);
});

test('a seeded simulation is reproducible; another seed gives other figures', () => {
  const a = simulate(demoPlan, demoAssumptions, { trials: 300, seed: 12345, startYear: DEMO_START_YEAR });
  const b = simulate(demoPlan, demoAssumptions, { trials: 300, seed: 12345, startYear: DEMO_START_YEAR });
  const c = simulate(demoPlan, demoAssumptions, { trials: 300, seed: 54321, startYear: DEMO_START_YEAR });
  assert.deepEqual(a, b);
  assert.notDeepEqual(a.netWorthPercentiles.p50, c.netWorthPercentiles.p50);
});

test('percentile bands are ordered and probability of success is a share', () => {
  const s = simulate(demoPlan, demoAssumptions, { trials: 500, seed: 3, startYear: DEMO_START_YEAR });
  assert.equal(s.years.length, 60);
  for (let i = 0; i < s.years.length; i++) {
    const { p5, p25, p50, p75, p95 } = s.netWorthPercentiles;
    assert.ok(p5[i] <= p25[i] && p25[i] <= p50[i] && p50[i] <= p75[i] && p75[i] <= p95[i]);
  }
  assert.ok(s.probabilityOfSuccess > 0 && s.probabilityOfSuccess < 1, `${s.probabilityOfSuccess}`);
  const failed = s.depletionAges.reduce((n, d) => n + d.count, 0);
  assert.equal(failed, Math.round((1 - s.probabilityOfSuccess) * 500));
  assert.equal(s.metricsCollection.probabilityOfSuccess, s.probabilityOfSuccess);
  assert.throws(() => simulate(demoPlan, demoAssumptions, { trials: 10001, seed: 1, startYear: DEMO_START_YEAR }), /between 1 and 10000/);
});

test('Random: ziggurat normals have the moments and tails of a standard normal; the same seed repeats', () => {
  const r = new Random(99);
  let sum = 0;
  let squares = 0;
  let fourth = 0;
  let beyond1 = 0;
  let beyondR = 0;
  const count = 400000;
  for (let k = 0; k < count; k++) {
    const z = r.normal();
    sum += z;
    squares += z * z;
    fourth += z * z * z * z;
    if (Math.abs(z) > 1) beyond1++;
    if (Math.abs(z) > 3.442619855899) beyondR++;
  }
  assert.ok(Math.abs(sum / count) < 0.01);
  assert.ok(Math.abs(squares / count - 1) < 0.01);
  assert.ok(Math.abs(fourth / count - 3) < 0.06, `${fourth / count}`);
  // P(|Z| > 1) = 0.3173; P(|Z| > 3.4426) = 0.000576 (about 230 of 400,000).
  assert.ok(Math.abs(beyond1 / count - 0.3173) < 0.003, `${beyond1 / count}`);
  assert.ok(beyondR > 170 && beyondR < 290, `${beyondR}`);
  assert.equal(new Random(5).nextUint32(), new Random(5).nextUint32());
  assert.notEqual(new Random(5).nextUint32(), new Random(6).nextUint32());
});

test('Cholesky factor reproduces the correlation matrix; a non positive definite matrix is rejected', () => {
  const c = demoAssumptions.correlations;
  const L = cholesky(c);
  for (let i = 0; i < c.length; i++) {
    for (let j = 0; j < c.length; j++) {
      let s = 0;
      for (let k = 0; k < c.length; k++) s += L[i][k] * L[j][k];
      assert.ok(Math.abs(s - c[i][j]) < 1e-12);
    }
  }
  assert.throws(() => cholesky([[1, 0.9, -0.9], [0.9, 1, 0.9], [-0.9, 0.9, 1]]), /not positive definite/);
});

test('lognormal returns match the arithmetic mean and standard deviation', () => {
  const { mu, sigma } = lognormalParameters(0.08, 0.16);
  const r = new Random(2024);
  const count = 400000;
  let sum = 0;
  let squares = 0;
  for (let k = 0; k < count; k++) {
    const x = Math.exp(mu + sigma * r.normal()) - 1;
    sum += x;
    squares += x * x;
  }
  const mean = sum / count;
  const sd = Math.sqrt(squares / count - mean * mean);
  assert.ok(Math.abs(mean - 0.08) < 0.002, `${mean}`);
  assert.ok(Math.abs(sd - 0.16) < 0.002, `${sd}`);
});

test('percentiles by quickselect equal those of a full sort (type 7 interpolation)', async () => {
  const { percentilesInPlace } = await import('./percentiles');
  const r = new Random(11);
  for (const n of [1, 2, 3, 7, 1000, 1001, 10000]) {
    // Rounded normals give many ties; a sorted and a reversed array are the quickselect worst cases.
    const values = Float64Array.from({ length: n }, () => Math.round(r.normal() * 30));
    const sorted = values.slice().sort();
    const expected = [5, 25, 50, 75, 95].map((p) => {
      const pos = ((n - 1) * p) / 100;
      const lo = Math.floor(pos);
      const hi = Math.min(lo + 1, n - 1);
      return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
    });
    assert.deepEqual(percentilesInPlace(values.slice(), [5, 25, 50, 75, 95]), expected);
    assert.deepEqual(percentilesInPlace(sorted.slice(), [95, 5, 50]), [expected[4], expected[0], expected[2]]);
    assert.deepEqual(percentilesInPlace(sorted.slice().reverse(), [5, 25, 50, 75, 95]), expected);
  }
});
