import type { PortfolioMatrix } from '../projection/portfolios';
import type { ReturnModel, ReturnSource } from './trials';

/**
 * A trial's portfolio returns from its draws (issue 32): each distinct portfolio's return of every year, year-major
 * (an account's is its portfolio's, `portfolios.accountRow`), as accountReturns computes them.
 */

/** Each distinct portfolio's return (accountReturns' rowReturns) into out[at .. at + rows - 1]. */
export function rowReturnsAt(m: PortfolioMatrix, classReturns: Float64Array, out: Float64Array, at: number): void {
  const { termStart, termClass, termWeight } = m;
  const R = m.rowReturns.length;
  for (let row = 0; row < R; row++) {
    let r = 0;
    for (let j = termStart[row]; j < termStart[row + 1]; j++) r += termWeight[j] * classReturns[termClass[j]];
    out[at + row] = r;
  }
}

/** Weight of class k in distinct portfolio r (row-major `flat`), 0 beyond the rows or classes: held in a local. */
function weightAt(flat: Float64Array, rows: number, classes: number, r: number, k: number): number {
  return r < rows && k < classes ? flat[r * classes + k] : 0;
}

/**
 * The class returns of every year of a trial without fat tails, for at most 8 asset classes: drawClassReturns'
 * arithmetic (x = mu_k, then x += S[k][j] z_j for j = 0 .. k, in that order; exp(x) - 1) with the model's
 * constants held in locals for the whole trial and the loops over classes written out, so that a year costs
 * its K normals' loads and the multiply-adds (a loop over typed arrays re-checks every array at every step).
 * The same operations on the same numbers in the same order: the same results to the bit. Each year's
 * returns go to `source` (when given) and then to the portfolios by their dense weights (`m.flat`, the first
 * four portfolios' in locals too), into all[i * portfolios ..]: the trial's years read an account's return there.
 */
export function trialReturnsUnrolled(
  model: ReturnModel, zAll: Float64Array, n: number, classReturns: Float64Array, source: ReturnSource | undefined, trial: number,
  m: PortfolioMatrix, all: Float64Array,
): void {
  const { classes: K, mu, S, sigma, mean } = model;
  const W = m.flat;
  const R = m.rowReturns.length;
  // The first four portfolios' weights in locals (0 beyond the portfolios or classes, never read there).
  const w00 = weightAt(W, R, K, 0, 0);
  const w01 = weightAt(W, R, K, 0, 1);
  const w02 = weightAt(W, R, K, 0, 2);
  const w03 = weightAt(W, R, K, 0, 3);
  const w04 = weightAt(W, R, K, 0, 4);
  const w05 = weightAt(W, R, K, 0, 5);
  const w06 = weightAt(W, R, K, 0, 6);
  const w07 = weightAt(W, R, K, 0, 7);
  const w10 = weightAt(W, R, K, 1, 0);
  const w11 = weightAt(W, R, K, 1, 1);
  const w12 = weightAt(W, R, K, 1, 2);
  const w13 = weightAt(W, R, K, 1, 3);
  const w14 = weightAt(W, R, K, 1, 4);
  const w15 = weightAt(W, R, K, 1, 5);
  const w16 = weightAt(W, R, K, 1, 6);
  const w17 = weightAt(W, R, K, 1, 7);
  const w20 = weightAt(W, R, K, 2, 0);
  const w21 = weightAt(W, R, K, 2, 1);
  const w22 = weightAt(W, R, K, 2, 2);
  const w23 = weightAt(W, R, K, 2, 3);
  const w24 = weightAt(W, R, K, 2, 4);
  const w25 = weightAt(W, R, K, 2, 5);
  const w26 = weightAt(W, R, K, 2, 6);
  const w27 = weightAt(W, R, K, 2, 7);
  const w30 = weightAt(W, R, K, 3, 0);
  const w31 = weightAt(W, R, K, 3, 1);
  const w32 = weightAt(W, R, K, 3, 2);
  const w33 = weightAt(W, R, K, 3, 3);
  const w34 = weightAt(W, R, K, 3, 4);
  const w35 = weightAt(W, R, K, 3, 5);
  const w36 = weightAt(W, R, K, 3, 6);
  const w37 = weightAt(W, R, K, 3, 7);
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
    // Each portfolio's return over its dense weights in class order: rowReturnsAt's sum over the non-zero
    // weights plus the zero weights' terms, each a signed zero that leaves a sum started at +0 unchanged. The
    // first four portfolios from the weights in locals, any further ones from the array.
    const at = i * R;
    let x = 0;
    x += w00 * c0;
    if (K > 1) x += w01 * c1;
    if (K > 2) x += w02 * c2;
    if (K > 3) x += w03 * c3;
    if (K > 4) x += w04 * c4;
    if (K > 5) x += w05 * c5;
    if (K > 6) x += w06 * c6;
    if (K > 7) x += w07 * c7;
    all[at] = x;
    if (R > 1) {
      x = 0;
      x += w10 * c0;
      if (K > 1) x += w11 * c1;
      if (K > 2) x += w12 * c2;
      if (K > 3) x += w13 * c3;
      if (K > 4) x += w14 * c4;
      if (K > 5) x += w15 * c5;
      if (K > 6) x += w16 * c6;
      if (K > 7) x += w17 * c7;
      all[at + 1] = x;
    }
    if (R > 2) {
      x = 0;
      x += w20 * c0;
      if (K > 1) x += w21 * c1;
      if (K > 2) x += w22 * c2;
      if (K > 3) x += w23 * c3;
      if (K > 4) x += w24 * c4;
      if (K > 5) x += w25 * c5;
      if (K > 6) x += w26 * c6;
      if (K > 7) x += w27 * c7;
      all[at + 2] = x;
    }
    if (R > 3) {
      x = 0;
      x += w30 * c0;
      if (K > 1) x += w31 * c1;
      if (K > 2) x += w32 * c2;
      if (K > 3) x += w33 * c3;
      if (K > 4) x += w34 * c4;
      if (K > 5) x += w35 * c5;
      if (K > 6) x += w36 * c6;
      if (K > 7) x += w37 * c7;
      all[at + 3] = x;
    }
    for (let r = 4, o = 4 * K; r < R; r++, o += K) {
      x = 0;
      x += W[o] * c0;
      if (K > 1) x += W[o + 1] * c1;
      if (K > 2) x += W[o + 2] * c2;
      if (K > 3) x += W[o + 3] * c3;
      if (K > 4) x += W[o + 4] * c4;
      if (K > 5) x += W[o + 5] * c5;
      if (K > 6) x += W[o + 6] * c6;
      if (K > 7) x += W[o + 7] * c7;
      all[at + r] = x;
    }
  }
}
