import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../fixtures/demoPlan';
import type { Assumptions } from '../types';
import { percentilesInPlace } from './percentiles';
import { Random } from './random';
import { simulate } from './simulate';
import { drawClassReturns, returnModel } from './trials';

const N = 1_000_000;
const fat: Assumptions = { ...demoAssumptions, fatTails: { crisisProbability: 0.1, crisisVolatility: 2.5 } };

/** N draws of every class's return (class-major columns). */
function draws(assumptions: Assumptions, seed: number): Float64Array[] {
  const model = returnModel(assumptions);
  const K = model.classes;
  const rng = new Random(seed);
  const z = new Float64Array(K);
  const out = new Float64Array(K);
  const columns = Array.from({ length: K }, () => new Float64Array(N));
  for (let n = 0; n < N; n++) {
    drawClassReturns(rng, model, z, out);
    for (let k = 0; k < K; k++) columns[k][n] = out[k];
  }
  return columns;
}

const mean = (x: Float64Array): number => x.reduce((a, b) => a + b, 0) / x.length;
const sd = (x: Float64Array): number => {
  const m = mean(x);
  return Math.sqrt(x.reduce((a, b) => a + (b - m) ** 2, 0) / (x.length - 1));
};

test('fat tails (two regimes: 10% crisis years at 2.5 times the volatility): over 1,000,000 draws each class keeps its mean, standard deviation and correlations within sampling error', () => {
  const columns = draws(fat, 11);
  demoAssumptions.assetClasses.forEach((c, k) => {
    const m = mean(columns[k]);
    const s = sd(columns[k]);
    // Sampling error from the draws themselves: the mean's is s / sqrt(N); the sample variance's is
    // sqrt((m4 - s^4) / N) with m4 the fourth central moment, so the sample sd's is about that / (2 s).
    const m4 = columns[k].reduce((a, x) => a + (x - m) ** 4, 0) / N;
    const seMean = s / Math.sqrt(N);
    const seSd = Math.sqrt((m4 - s ** 4) / N) / (2 * s);
    assert.ok(Math.abs(m - c.expectedReturn) < 4 * seMean, `${c.id} mean ${m} vs ${c.expectedReturn} (4 SE ${4 * seMean})`);
    assert.ok(Math.abs(s - c.standardDeviation) < 4 * seSd, `${c.id} sd ${s} vs ${c.standardDeviation} (4 SE ${4 * seSd})`);
  });
  const K = columns.length;
  for (let a = 0; a < K; a++) {
    for (let b = 0; b < a; b++) {
      const ma = mean(columns[a]);
      const mb = mean(columns[b]);
      let cov = 0;
      for (let n = 0; n < N; n++) cov += (columns[a][n] - ma) * (columns[b][n] - mb);
      const r = cov / (N - 1) / (sd(columns[a]) * sd(columns[b]));
      assert.ok(Math.abs(r - demoAssumptions.correlations[a][b]) < 0.01, `correlation ${a},${b}: ${r} vs ${demoAssumptions.correlations[a][b]}`);
    }
  }
});

test('fat tails: the 1% quantile of every risky class is lower than under the lognormal model', () => {
  const t = draws(fat, 12);
  const lognormal = draws(demoAssumptions, 12);
  demoAssumptions.assetClasses.forEach((c, k) => {
    const [qt] = percentilesInPlace(t[k], [1]);
    const [ql] = percentilesInPlace(lognormal[k], [1]);
    assert.ok(qt < ql, `${c.id}: t ${qt} vs lognormal ${ql}`);
  });
});

test('fat tails reach the simulation: another result than lognormal for the same seed; crisis parameters out of range are refused', () => {
  const a = simulate(demoPlan, demoAssumptions, { trials: 200, seed: 3, startYear: DEMO_START_YEAR });
  const b = simulate(demoPlan, fat, { trials: 200, seed: 3, startYear: DEMO_START_YEAR });
  assert.notDeepEqual(a.netWorthPercentiles.p50, b.netWorthPercentiles.p50);
  assert.throws(() => returnModel({ ...demoAssumptions, fatTails: { crisisProbability: 0.9, crisisVolatility: 2 } }), /crisisProbability/);
  assert.throws(() => returnModel({ ...demoAssumptions, fatTails: { crisisProbability: 0.1, crisisVolatility: 9 } }), /crisisVolatility/);
});
