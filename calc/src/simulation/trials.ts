import { DEFERRED, newRecord, type LedgerRecord } from '../projection/ledger';
import { resetConversionHint } from '../projection/withdrawalTax';
import { accountReturns as accountReturnsImport } from '../projection/portfolios';
import type { PlanSchedule } from '../projection/schedule';
import { newYearWork, runTrialYears as runTrialYearsImport, type YearWork } from '../projection/year';
import type { Assumptions } from '../types';
import { cholesky, lognormalParameters } from './cholesky';
import { rowReturnsAt, trialReturnsUnrolled } from './draws';
import { Random } from './random';

// Module-local bindings for the trial loop.
const accountReturns = accountReturnsImport;
const runTrialYears = runTrialYearsImport;

/** Correlated lognormal return model of the asset classes (README, Monte Carlo). */
export interface ReturnModel {
  classes: number;
  mu: Float64Array;
  sigma: Float64Array;
  mean: Float64Array;
  /** Lower-triangular sigma_k * L[k][j], row-major: the log return of class k is mu_k + sum_j S[k][j] z_j. */
  S: Float64Array;
  /** Fat tails: probability of a crisis year (0: lognormal). */
  crisisProbability: number;
  /** Fat tails: mu and sigma * c * L of the calm (c_lo) and crisis (c_hi) regimes, as mu and S above. */
  muCalm: Float64Array;
  muCrisis: Float64Array;
  SCalm: Float64Array;
  SCrisis: Float64Array;
}

export const DEFAULT_FAT_TAILS = { crisisProbability: 0.1, crisisVolatility: 2.5 } as const;

/**
 * Two-regime lognormal mixture: in regime r the log return is mu_r + sigma c_r (L z), with mu_r = ln(1 + m) -
 * (sigma c_r)^2 / 2 so that E[1 + R | r] = 1 + m in both regimes (the mean is kept exactly), the regimes' scales
 * c_lo, c_hi = k c_lo with p c_hi^2 + (1 - p) c_lo^2 = 1, and sigma solved so that p e^(sigma^2 c_hi^2) +
 * (1 - p) e^(sigma^2 c_lo^2) = 1 + s^2 / (1 + m)^2 (the standard deviation is kept exactly).
 */
export function mixtureSigma(mean: number, sd: number, p: number, cCalm: number, cCrisis: number): number {
  const target = 1 + (sd * sd) / ((1 + mean) * (1 + mean));
  const f = (v: number): number => p * Math.exp(v * cCrisis * cCrisis) + (1 - p) * Math.exp(v * cCalm * cCalm) - target;
  let lo = 0;
  let hi = Math.log(target) / (cCalm * cCalm);
  for (let k = 0; k < 200 && hi - lo > 1e-17; k++) {
    const mid = (lo + hi) / 2;
    if (f(mid) < 0) lo = mid;
    else hi = mid;
  }
  return Math.sqrt((lo + hi) / 2);
}

export function returnModel(assumptions: Assumptions): ReturnModel {
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
  const S = new Float64Array(K * K);
  for (let k = 0; k < K; k++) for (let j = 0; j <= k; j++) S[k * K + j] = sigma[k] * L[k][j];
  const tails = assumptions.fatTails;
  const p = tails?.crisisProbability ?? 0;
  const size = tails ? K : 0;
  const muCalm = new Float64Array(size);
  const muCrisis = new Float64Array(size);
  const SCalm = new Float64Array(size * size);
  const SCrisis = new Float64Array(size * size);
  if (tails) {
    const k = tails.crisisVolatility;
    if (!(p >= 0.01 && p <= 0.5)) throw new RangeError('fatTails.crisisProbability must be from 0.01 to 0.5.');
    if (!(k >= 1 && k <= 5)) throw new RangeError('fatTails.crisisVolatility must be from 1 to 5.');
    const cCalm = 1 / Math.sqrt(p * k * k + 1 - p);
    const cCrisis = k * cCalm;
    classes.forEach((c, i) => {
      const s = mixtureSigma(c.expectedReturn, c.standardDeviation, p, cCalm, cCrisis);
      muCalm[i] = Math.log(1 + c.expectedReturn) - (s * cCalm) ** 2 / 2;
      muCrisis[i] = Math.log(1 + c.expectedReturn) - (s * cCrisis) ** 2 / 2;
      for (let j = 0; j <= i; j++) {
        SCalm[i * K + j] = s * cCalm * L[i][j];
        SCrisis[i * K + j] = s * cCrisis * L[i][j];
      }
    });
  }
  return { classes: K, mu, sigma, mean, S, crisisProbability: p, muCalm, muCrisis, SCalm, SCrisis };
}

/**
 * Seed of one trial's own random stream, so that a trial's draws depend only on (seed, trial): any split of
 * the trials between threads gives the same figures as one thread.
 */
export function trialSeed(seed: number, trial: number): number {
  let z = (seed + Math.imul(trial + 1, 0x9e3779b9)) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * Returns that replace the model's draws in some trials and years (the stress tests: historical sequences, poor
 * years at retirement). `fill` is called after the year's draws, so the random stream stays the same as without
 * it; it writes the asset-class returns of (trial, year index) into `out`, or leaves them as drawn.
 */
export interface ReturnSource {
  fill(trial: number, year: number, out: Float64Array): void;
}

/** What the summary needs from a block of trials: year-end net worth (trial-major) and the first unfunded year. */
export interface TrialBlock {
  first: number;
  count: number;
  years: number;
  netWorth: Float64Array;
  /** Year index of the first unfunded shortfall, -1 when none. */
  depletedAt: Int32Array;
  /** Trials of the block whose first unfunded shortfall is in year i (one entry a year): the summary counts these. */
  depletedIn: Int32Array;
}

/**
 * Optional per-trial figures beyond net worth (the plan solver's objectives), one entry per trial of the block:
 * lifetime income tax in start-year dollars, and the year-end balance of tax-deferred accounts (incl. inherited
 * IRAs and annuities) in the last year, nominal.
 */
export interface TrialOutcomes {
  lifetimeTax: Float64Array;
  finalDeferred: Float64Array;
}

/**
 * Draws one year's asset-class returns of a trial into `out`: correlated lognormal draws. With fat tails, one
 * uniform first picks the year's regime, whose parameters the same draw then uses.
 */
export function drawClassReturns(rng: Random, model: ReturnModel, z: Float64Array, out: Float64Array): void {
  let { mu, S } = model;
  if (model.crisisProbability !== 0) {
    const crisis = rng.uniform() < model.crisisProbability;
    mu = crisis ? model.muCrisis : model.muCalm;
    S = crisis ? model.SCrisis : model.SCalm;
  }
  const { classes: K, sigma, mean } = model;
  rng.fillNormals(z, K);
  for (let k = 0; k < K; k++) {
    if (sigma[k] === 0) {
      out[k] = mean[k];
      continue;
    }
    let x = mu[k];
    for (let j = 0, base = k * K; j <= k; j++) x += S[base + j] * z[j];
    out[k] = Math.exp(x) - 1;
  }
}

/** The account returns of every year of one trial, as the trial loop draws them (to explain a trial). */
export function trialAccountReturns(s: PlanSchedule, model: ReturnModel, seed: number, trial: number): Float64Array[] {
  const rng = new Random(trialSeed(seed, trial));
  const z = new Float64Array(model.classes);
  const classReturns = new Float64Array(model.classes);
  return s.years.map(() => {
    drawClassReturns(rng, model, z, classReturns);
    const returns = new Float64Array(s.layout.accounts);
    accountReturns(s.portfolios, classReturns, returns);
    return returns;
  });
}

/** The arrays one block of trials overwrites from trial to trial. */
interface TrialScratch {
  b: Float64Array;
  basis: Float64Array;
  balanceStart: Float64Array;
  z: Float64Array;
  classReturns: Float64Array;
  rec: LedgerRecord;
  work: YearWork;
  gainShare: Float64Array;
  rates: Float64Array;
  /** Each distinct portfolio's return (portfolios.accountRow gives an account's) of every year of the trial, year-major. */
  allReturns: Float64Array;
  /** The trial's standard normals, year-major (without fat tails). */
  allNormals: Float64Array;
}

/**
 * Runs trials first .. first + count - 1: each trial runs the full year logic of the projection (runYear) over
 * its own balances with its own random returns.
 */
export function runTrials(s: PlanSchedule, model: ReturnModel, seed: number, first: number, count: number, source?: ReturnSource, outcomes?: TrialOutcomes): TrialBlock {
  const n = s.years.length;
  const netWorth = new Float64Array(n * count);
  const depletedAt = new Int32Array(count).fill(-1);
  const depletedIn = new Int32Array(n);
  const scratch = trialScratch(s.layout.accounts, model.classes);
  for (let t = 0; t < count; t++) {
    const at = runTrial(s, model, seed, first, t, scratch, netWorth, source, outcomes);
    depletedAt[t] = at;
    if (at >= 0) depletedIn[at]++;
  }
  return { first, count, years: n, netWorth, depletedAt, depletedIn };
}

/**
 * The scratch of the last block of trials, reused by the next block of the same sizes (a thread runs one block at a
 * time, and every trial overwrites whatever it reads of it before reading it). Besides the allocations, this keeps
 * them out of runTrials: V8 optimizes runTrials after a few simulations, and with a dozen allocations inlined its
 * escape analysis cost more machine instructions than a simulation's summary (issue 32).
 */
let lastScratch: TrialScratch | null = null;

function trialScratch(A: number, K: number): TrialScratch {
  const st = lastScratch;
  if (st !== null && st.b.length === A && st.z.length === K) return st;
  lastScratch = newTrialScratch(A, K);
  return lastScratch;
}

function newTrialScratch(A: number, K: number): TrialScratch {
  return {
    b: new Float64Array(A), basis: new Float64Array(A), balanceStart: new Float64Array(A), z: new Float64Array(K),
    classReturns: new Float64Array(K), rec: newRecord(A), work: newYearWork(A, false),
    gainShare: new Float64Array(A), rates: new Float64Array(4), allReturns: new Float64Array(0), allNormals: new Float64Array(0),
  };
}

/**
 * Trial first + t of a block: fills its row of `netWorth` (and of `outcomes`) and returns the year index of its
 * first unfunded shortfall, -1 when none. A function of its own, called once per trial, so that V8 compiles it
 * after the first few trials of the first simulation (a loop inside runTrials, entered once per block, would
 * start every block in the interpreter).
 */
function runTrial(
  s: PlanSchedule, model: ReturnModel, seed: number, first: number, t: number, st: TrialScratch, netWorth: Float64Array,
  source: ReturnSource | undefined, outcomes: TrialOutcomes | undefined,
): number {
  const { b, basis, balanceStart, z, classReturns, rec, work, gainShare, rates } = st;
  const n = s.years.length;
  const A = b.length;
  const rng = new Random(trialSeed(seed, first + t));
  resetConversionHint();
  b.set(s.initialBalances);
  basis.set(s.initialBasis);
  // The year's returns of every year first: nothing else draws from the trial's stream, so the draws are the
  // same numbers in the same order, and the year loop below then runs without the draws' calls between years.
  const R = s.portfolios.rowReturns.length;
  const all = st.allReturns.length >= n * R ? st.allReturns : (st.allReturns = new Float64Array(n * R));
  const K = model.classes;
  if (model.crisisProbability === 0) {
    // Without fat tails a year's draws are K normals and nothing else: all the trial's normals in one call (the
    // same numbers in the same order as drawClassReturns year by year), then each year's returns from them.
    const zAll = st.allNormals.length >= n * K ? st.allNormals : (st.allNormals = new Float64Array(n * K));
    rng.fillNormals(zAll, n * K);
    if (K >= 1 && K <= 8 && s.portfolios.classes === K) trialReturnsUnrolled(model, zAll, n, classReturns, source, first + t, s.portfolios, all);
    else {
      const { mu, S, sigma, mean } = model;
      for (let i = 0; i < n; i++) {
        const at = i * K;
        for (let k = 0; k < K; k++) {
          if (sigma[k] === 0) {
            classReturns[k] = mean[k];
            continue;
          }
          let x = mu[k];
          for (let j = 0, base = k * K; j <= k; j++) x += S[base + j] * zAll[at + j];
          classReturns[k] = Math.exp(x) - 1;
        }
        if (source !== undefined) source.fill(first + t, i, classReturns);
        rowReturnsAt(s.portfolios, classReturns, all, i * R);
      }
    }
  } else {
    for (let i = 0; i < n; i++) {
      drawClassReturns(rng, model, z, classReturns);
      if (source !== undefined) source.fill(first + t, i, classReturns);
      rowReturnsAt(s.portfolios, classReturns, all, i * R);
    }
  }
  const depleted = runTrialYears(s, b, basis, all, rec, balanceStart, gainShare, rates, work, netWorth, t * n, outcomes ? outcomes.lifetimeTax : null, t);
  if (outcomes) {
    let deferred = 0;
    for (let a = 0; a < A; a++) if (s.layout.category[a] === DEFERRED) deferred += b[a];
    outcomes.finalDeferred[t] = deferred;
  }
  return depleted;
}
