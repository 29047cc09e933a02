import { metrics } from '../projection/projectPlan';
import { grow, preFlows, settle } from '../projection/ledger';
import { accountReturns } from '../projection/portfolios';
import type { Metrics } from '../projection/results';
import { runProjection } from '../projection/run';
import { ageIn } from '../projection/context';
import type { Assumptions, PlanInput, SimulationOptions } from '../types';
import { cholesky, lognormalParameters } from './cholesky';
import { percentilesInPlace } from './percentiles';
import { Random } from './random';

export const DEFAULT_TRIALS = 1000;
export const MAX_TRIALS = 10000;
const PERCENTILES = [5, 25, 50, 75, 95] as const;

export interface SimulationResult {
  trials: number;
  seed: number;
  years: number[];
  /** Share of trials with no unfunded shortfall through the last life expectancy. */
  probabilityOfSuccess: number;
  /** Net worth at the end of each year, by percentile across trials. */
  netWorthPercentiles: Record<'p5' | 'p25' | 'p50' | 'p75' | 'p95', number[]>;
  /** Client age at depletion: count and share of trials per age; trials never depleting are not listed. */
  depletionAges: { age: number; count: number; share: number }[];
  /** Deterministic metrics with probabilityOfSuccess filled in. */
  metricsCollection: Metrics;
  /** Every trial's year-end net worth (only with keepPaths). */
  paths?: Float64Array[];
}

/**
 * Monte Carlo over the projection. The deterministic run fixes each year's cash-flow schedule (incomes,
 * expenses, taxes on fixed income, tax rates on portfolio income, RMDs, conversions and withdrawals); each trial
 * then only evolves account balances with correlated lognormal asset-class returns (README).
 */
export function simulate(plan: PlanInput, assumptions: Assumptions, options: SimulationOptions): SimulationResult {
  const trials = Math.floor(options.trials ?? DEFAULT_TRIALS);
  if (!(trials >= 1 && trials <= MAX_TRIALS)) throw new RangeError(`trials must be between 1 and ${MAX_TRIALS}.`);
  const run = runProjection(plan, assumptions, options.startYear);
  const { ctx, layout, ledger } = run;
  const n = ctx.years.length;
  const A = layout.accounts;
  const classes = assumptions.assetClasses;
  const K = classes.length;
  if (assumptions.correlations.length !== K) throw new RangeError('The correlation matrix needs one row per asset class.');
  const L = cholesky(assumptions.correlations);
  const mu = new Float64Array(K);
  const sigma = new Float64Array(K);
  const mean = new Float64Array(K);
  classes.forEach((c, k) => {
    const p = lognormalParameters(c.expectedReturn, c.standardDeviation);
    mu[k] = p.mu;
    sigma[k] = p.sigma;
    mean[k] = c.expectedReturn;
  });
  // Lower-triangular sigma_k * L[k][j], row-major: the log return of class k is mu_k + sum_j S[k][j] z_j.
  const S = new Float64Array(K * K);
  for (let k = 0; k < K; k++) for (let j = 0; j <= k; j++) S[k * K + j] = sigma[k] * L[k][j];

  const nonFinancial = new Float64Array(n);
  for (let i = 0; i < n; i++) nonFinancial[i] = run.realAssetsEnd[i] - run.debtsEnd[i];
  const netWorth = new Float64Array(n * trials);
  const depletionCount = new Map<number, number>();
  const rng = new Random(options.seed);
  const b = new Float64Array(A);
  const z = new Float64Array(K);
  const classReturns = new Float64Array(K);
  const returns = new Float64Array(A);
  let successes = 0;

  for (let trial = 0; trial < trials; trial++) {
    b.set(run.initialBalances);
    let depleted = -1;
    // Trial-major storage: each trial writes its own contiguous row.
    const row = trial * n;
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < K; k++) z[k] = rng.normal();
      for (let k = 0; k < K; k++) {
        if (sigma[k] === 0) {
          classReturns[k] = mean[k];
          continue;
        }
        let x = mu[k];
        for (let j = 0, base = k * K; j <= k; j++) x += S[base + j] * z[j];
        classReturns[k] = Math.exp(x) - 1;
      }
      accountReturns(run.portfolios, classReturns, returns);
      const y = ledger[i];
      const need = preFlows(b, y, layout, null);
      const unmet = settle(b, need, y.withdrawalTaxRate, layout, null);
      if (unmet > 0.005 && depleted < 0) depleted = i;
      grow(b, returns, null);
      let total = nonFinancial[i];
      for (let a = 0; a < A; a++) total += b[a];
      netWorth[row + i] = total;
    }
    if (depleted < 0) successes++;
    else {
      const age = ageIn(ctx.client, ctx.years[depleted]);
      depletionCount.set(age, (depletionCount.get(age) ?? 0) + 1);
    }
  }

  let paths: Float64Array[] | undefined;
  if (options.keepPaths) {
    paths = [];
    for (let trial = 0; trial < trials; trial++) {
      paths.push(netWorth.slice(trial * n, (trial + 1) * n));
    }
  }

  const bands = { p5: [] as number[], p25: [] as number[], p50: [] as number[], p75: [] as number[], p95: [] as number[] };
  const column = new Float64Array(trials);
  for (let i = 0; i < n; i++) {
    for (let trial = 0, at = i; trial < trials; trial++, at += n) column[trial] = netWorth[at];
    const values = percentilesInPlace(column, PERCENTILES);
    PERCENTILES.forEach((p, k) => bands[`p${p}`].push(Math.round(values[k] * 100) / 100));
  }

  const probabilityOfSuccess = successes / trials;
  const deterministic = metrics(run);
  return {
    trials,
    seed: options.seed,
    years: ctx.years.slice(),
    probabilityOfSuccess,
    netWorthPercentiles: bands,
    depletionAges: [...depletionCount.entries()].sort((x, y) => x[0] - y[0]).map(([age, count]) => ({ age, count, share: count / trials })),
    metricsCollection: { ...deterministic, probabilityOfSuccess },
    paths,
  };
}
