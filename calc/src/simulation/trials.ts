import { DEFERRED, newRecord, type LedgerRecord } from '../projection/ledger';
import { resetConversionHint } from '../projection/withdrawalTax';
import { accountReturns as accountReturnsImport, type PortfolioMatrix } from '../projection/portfolios';
import type { PlanSchedule } from '../projection/schedule';
import { newYearWork, runTrialYears as runTrialYearsImport, type YearWork } from '../projection/year';
import type { Assumptions } from '../types';
import { cholesky, lognormalParameters } from './cholesky';
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
  /** Account returns of every year of the trial, year-major. */
  allReturns: Float64Array;
  /** The trial's standard normals, year-major (without fat tails). */
  allNormals: Float64Array;
}

/** accountReturns into out[at .. at + accounts - 1]. */
function accountReturnsAt(m: PortfolioMatrix, classReturns: Float64Array, out: Float64Array, at: number, accounts: number): void {
  const { termStart, termClass, termWeight, rowReturns, accountRow } = m;
  for (let row = 0; row < rowReturns.length; row++) {
    let r = 0;
    for (let j = termStart[row]; j < termStart[row + 1]; j++) r += termWeight[j] * classReturns[termClass[j]];
    rowReturns[row] = r;
  }
  for (let a = 0; a < accounts; a++) out[at + a] = rowReturns[accountRow[a]];
}

/**
 * The class returns of every year of a trial without fat tails, for at most 8 asset classes: drawClassReturns'
 * arithmetic (x = mu_k, then x += S[k][j] z_j for j = 0 .. k, in that order; exp(x) - 1) with the model's
 * constants held in locals for the whole trial and the loops over classes written out, so that a year costs
 * its K normals' loads and the multiply-adds (a loop over typed arrays re-checks every array at every step).
 * The same operations on the same numbers in the same order: the same results to the bit. Each year's
 * returns go to `source` (when given) and then to the accounts by the portfolios' dense weights (`m.flat`).
 */
function trialReturnsUnrolled(
  model: ReturnModel, zAll: Float64Array, n: number, classReturns: Float64Array, source: ReturnSource | undefined, trial: number,
  m: PortfolioMatrix, all: Float64Array, A: number,
): void {
  const { classes: K, mu, S, sigma, mean } = model;
  const W = m.flat;
  const R = m.rowReturns.length;
  const rowReturns = m.rowReturns;
  const accountRow = m.accountRow;
  const f0 = K > 0 && sigma[0] === 0;
  const e0 = K > 0 ? mean[0] : 0;
  const m0 = K > 0 ? mu[0] : 0;
  const s00 = K > 0 ? S[0] : 0;
  const f1 = K > 1 && sigma[1] === 0;
  const e1 = K > 1 ? mean[1] : 0;
  const m1 = K > 1 ? mu[1] : 0;
  const s10 = K > 1 ? S[1 * K + 0] : 0;
  const s11 = K > 1 ? S[1 * K + 1] : 0;
  const f2 = K > 2 && sigma[2] === 0;
  const e2 = K > 2 ? mean[2] : 0;
  const m2 = K > 2 ? mu[2] : 0;
  const s20 = K > 2 ? S[2 * K + 0] : 0;
  const s21 = K > 2 ? S[2 * K + 1] : 0;
  const s22 = K > 2 ? S[2 * K + 2] : 0;
  const f3 = K > 3 && sigma[3] === 0;
  const e3 = K > 3 ? mean[3] : 0;
  const m3 = K > 3 ? mu[3] : 0;
  const s30 = K > 3 ? S[3 * K + 0] : 0;
  const s31 = K > 3 ? S[3 * K + 1] : 0;
  const s32 = K > 3 ? S[3 * K + 2] : 0;
  const s33 = K > 3 ? S[3 * K + 3] : 0;
  const f4 = K > 4 && sigma[4] === 0;
  const e4 = K > 4 ? mean[4] : 0;
  const m4 = K > 4 ? mu[4] : 0;
  const s40 = K > 4 ? S[4 * K + 0] : 0;
  const s41 = K > 4 ? S[4 * K + 1] : 0;
  const s42 = K > 4 ? S[4 * K + 2] : 0;
  const s43 = K > 4 ? S[4 * K + 3] : 0;
  const s44 = K > 4 ? S[4 * K + 4] : 0;
  const f5 = K > 5 && sigma[5] === 0;
  const e5 = K > 5 ? mean[5] : 0;
  const m5 = K > 5 ? mu[5] : 0;
  const s50 = K > 5 ? S[5 * K + 0] : 0;
  const s51 = K > 5 ? S[5 * K + 1] : 0;
  const s52 = K > 5 ? S[5 * K + 2] : 0;
  const s53 = K > 5 ? S[5 * K + 3] : 0;
  const s54 = K > 5 ? S[5 * K + 4] : 0;
  const s55 = K > 5 ? S[5 * K + 5] : 0;
  const f6 = K > 6 && sigma[6] === 0;
  const e6 = K > 6 ? mean[6] : 0;
  const m6 = K > 6 ? mu[6] : 0;
  const s60 = K > 6 ? S[6 * K + 0] : 0;
  const s61 = K > 6 ? S[6 * K + 1] : 0;
  const s62 = K > 6 ? S[6 * K + 2] : 0;
  const s63 = K > 6 ? S[6 * K + 3] : 0;
  const s64 = K > 6 ? S[6 * K + 4] : 0;
  const s65 = K > 6 ? S[6 * K + 5] : 0;
  const s66 = K > 6 ? S[6 * K + 6] : 0;
  const f7 = K > 7 && sigma[7] === 0;
  const e7 = K > 7 ? mean[7] : 0;
  const m7 = K > 7 ? mu[7] : 0;
  const s70 = K > 7 ? S[7 * K + 0] : 0;
  const s71 = K > 7 ? S[7 * K + 1] : 0;
  const s72 = K > 7 ? S[7 * K + 2] : 0;
  const s73 = K > 7 ? S[7 * K + 3] : 0;
  const s74 = K > 7 ? S[7 * K + 4] : 0;
  const s75 = K > 7 ? S[7 * K + 5] : 0;
  const s76 = K > 7 ? S[7 * K + 6] : 0;
  const s77 = K > 7 ? S[7 * K + 7] : 0;
  for (let i = 0; i < n; i++) {
    const zAt = i * K;
    const z0 = zAll[zAt];
    const z1 = K > 1 ? zAll[zAt + 1] : 0;
    const z2 = K > 2 ? zAll[zAt + 2] : 0;
    const z3 = K > 3 ? zAll[zAt + 3] : 0;
    const z4 = K > 4 ? zAll[zAt + 4] : 0;
    const z5 = K > 5 ? zAll[zAt + 5] : 0;
    const z6 = K > 6 ? zAll[zAt + 6] : 0;
    const z7 = K > 7 ? zAll[zAt + 7] : 0;
    let c0 = f0 ? e0 : Math.exp(m0 + s00 * z0) - 1;
    let c1 = K > 1 ? f1 ? e1 : Math.exp(m1 + s10 * z0 + s11 * z1) - 1 : 0;
    let c2 = K > 2 ? f2 ? e2 : Math.exp(m2 + s20 * z0 + s21 * z1 + s22 * z2) - 1 : 0;
    let c3 = K > 3 ? f3 ? e3 : Math.exp(m3 + s30 * z0 + s31 * z1 + s32 * z2 + s33 * z3) - 1 : 0;
    let c4 = K > 4 ? f4 ? e4 : Math.exp(m4 + s40 * z0 + s41 * z1 + s42 * z2 + s43 * z3 + s44 * z4) - 1 : 0;
    let c5 = K > 5 ? f5 ? e5 : Math.exp(m5 + s50 * z0 + s51 * z1 + s52 * z2 + s53 * z3 + s54 * z4 + s55 * z5) - 1 : 0;
    let c6 = K > 6 ? f6 ? e6 : Math.exp(m6 + s60 * z0 + s61 * z1 + s62 * z2 + s63 * z3 + s64 * z4 + s65 * z5 + s66 * z6) - 1 : 0;
    let c7 = K > 7 ? f7 ? e7 : Math.exp(m7 + s70 * z0 + s71 * z1 + s72 * z2 + s73 * z3 + s74 * z4 + s75 * z5 + s76 * z6 + s77 * z7) - 1 : 0;
    if (source !== undefined) {
      classReturns[0] = c0;
      if (K > 1) classReturns[1] = c1;
      if (K > 2) classReturns[2] = c2;
      if (K > 3) classReturns[3] = c3;
      if (K > 4) classReturns[4] = c4;
      if (K > 5) classReturns[5] = c5;
      if (K > 6) classReturns[6] = c6;
      if (K > 7) classReturns[7] = c7;
      source.fill(trial, i, classReturns);
      c0 = classReturns[0];
      if (K > 1) c1 = classReturns[1];
      if (K > 2) c2 = classReturns[2];
      if (K > 3) c3 = classReturns[3];
      if (K > 4) c4 = classReturns[4];
      if (K > 5) c5 = classReturns[5];
      if (K > 6) c6 = classReturns[6];
      if (K > 7) c7 = classReturns[7];
    }
    // Each portfolio's return over its dense weights in class order: accountReturnsAt's sum over the non-zero
    // weights plus the zero weights' terms, each a signed zero that leaves a sum started at +0 unchanged.
    for (let r = 0, o = 0; r < R; r++, o += K) {
      let x = 0;
      x += W[o] * c0;
      if (K > 1) x += W[o + 1] * c1;
      if (K > 2) x += W[o + 2] * c2;
      if (K > 3) x += W[o + 3] * c3;
      if (K > 4) x += W[o + 4] * c4;
      if (K > 5) x += W[o + 5] * c5;
      if (K > 6) x += W[o + 6] * c6;
      if (K > 7) x += W[o + 7] * c7;
      rowReturns[r] = x;
    }
    const at = i * A;
    for (let a = 0; a < A; a++) all[at + a] = rowReturns[accountRow[a]];
  }
}

/**
 * Runs trials first .. first + count - 1: each trial runs the full year logic of the projection (runYear) over
 * its own balances with its own random returns.
 */
export function runTrials(s: PlanSchedule, model: ReturnModel, seed: number, first: number, count: number, source?: ReturnSource, outcomes?: TrialOutcomes): TrialBlock {
  const n = s.years.length;
  const A = s.layout.accounts;
  const K = model.classes;
  const netWorth = new Float64Array(n * count);
  const depletedAt = new Int32Array(count).fill(-1);
  const scratch: TrialScratch = {
    b: new Float64Array(A), basis: new Float64Array(A), balanceStart: new Float64Array(A), z: new Float64Array(K),
    classReturns: new Float64Array(K), rec: newRecord(A), work: newYearWork(A, false),
    gainShare: new Float64Array(A), rates: new Float64Array(4), allReturns: new Float64Array(n * A), allNormals: new Float64Array(n * K),
  };
  for (let t = 0; t < count; t++) depletedAt[t] = runTrial(s, model, seed, first, t, scratch, netWorth, source, outcomes);
  return { first, count, years: n, netWorth, depletedAt };
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
  const all = st.allReturns.length >= n * A ? st.allReturns : (st.allReturns = new Float64Array(n * A));
  const K = model.classes;
  if (model.crisisProbability === 0) {
    // Without fat tails a year's draws are K normals and nothing else: all the trial's normals in one call (the
    // same numbers in the same order as drawClassReturns year by year), then each year's returns from them.
    const zAll = st.allNormals.length >= n * K ? st.allNormals : (st.allNormals = new Float64Array(n * K));
    rng.fillNormals(zAll, n * K);
    if (K >= 1 && K <= 8 && s.portfolios.classes === K) trialReturnsUnrolled(model, zAll, n, classReturns, source, first + t, s.portfolios, all, A);
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
        accountReturnsAt(s.portfolios, classReturns, all, i * A, A);
      }
    }
  } else {
    for (let i = 0; i < n; i++) {
      drawClassReturns(rng, model, z, classReturns);
      if (source !== undefined) source.fill(first + t, i, classReturns);
      accountReturnsAt(s.portfolios, classReturns, all, i * A, A);
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
