import type { Account, Assumptions } from '../types';

export interface PortfolioMatrix {
  /** weights[account][assetClass], each row summing to 1. */
  weights: Float64Array[];
  /** Distinct portfolios' weights, row-major (portfolios x classes); accounts sharing a portfolio share a row. */
  flat: Float64Array;
  classes: number;
  /** Row of `flat` for each account. */
  accountRow: Int32Array;
  /**
   * The non-zero weights of each distinct portfolio, in asset-class order: row r's are entries
   * termStart[r] .. termStart[r + 1] - 1 of termClass / termWeight (a zero weight adds nothing to the sum).
   */
  termStart: Int32Array;
  termClass: Int32Array;
  termWeight: Float64Array;
  /** Scratch: each distinct portfolio's return. */
  rowReturns: Float64Array;
  expectedReturn: Float64Array;
  incomeYield: Float64Array;
}

/** Resolves each account's target allocation into asset-class weights, expected return and income yield. */
export function portfolioMatrix(accounts: Account[], assumptions: Assumptions): PortfolioMatrix {
  const classes = assumptions.assetClasses;
  const classIndex = new Map(classes.map((c, k) => [c.id, k]));
  const byId = new Map(assumptions.portfolios.map((p) => [p.id, p]));
  if (!byId.has(assumptions.defaultPortfolioId)) {
    throw new RangeError(`The default portfolio "${assumptions.defaultPortfolioId}" is not among the assumptions' portfolios.`);
  }
  const weights: Float64Array[] = [];
  const expectedReturn = new Float64Array(accounts.length);
  const incomeYield = new Float64Array(accounts.length);
  accounts.forEach((account, a) => {
    const fallback = account.taxType === 'cash' ? assumptions.cashPortfolioId ?? assumptions.defaultPortfolioId : assumptions.defaultPortfolioId;
    // A portfolio the assumptions no longer hold (an administrator removed it) falls back like an account with none.
    const id = account.portfolioId !== undefined && byId.has(account.portfolioId) ? account.portfolioId : fallback;
    const portfolio = byId.get(id) ?? byId.get(assumptions.defaultPortfolioId)!;
    const row = new Float64Array(classes.length);
    let total = 0;
    for (const [classId, w] of Object.entries(portfolio.weights)) {
      const k = classIndex.get(classId);
      if (k === undefined) throw new RangeError(`Portfolio "${id}" weights unknown asset class "${classId}".`);
      row[k] += w;
      total += w;
    }
    if (!(total > 0)) throw new RangeError(`Portfolio "${id}" has no positive weights.`);
    for (let k = 0; k < row.length; k++) {
      row[k] /= total;
      expectedReturn[a] += row[k] * classes[k].expectedReturn;
      incomeYield[a] += row[k] * classes[k].incomeYield;
    }
    weights.push(row);
  });
  const rowOf = new Map<string, number>();
  const accountRow = new Int32Array(accounts.length);
  const rows: Float64Array[] = [];
  weights.forEach((row, a) => {
    const key = Array.from(row).join(',');
    let r = rowOf.get(key);
    if (r === undefined) {
      r = rows.length;
      rows.push(row);
      rowOf.set(key, r);
    }
    accountRow[a] = r;
  });
  const flat = new Float64Array(rows.length * classes.length);
  rows.forEach((row, r) => flat.set(row, r * classes.length));
  const termStart = new Int32Array(rows.length + 1);
  const termClass: number[] = [];
  const termWeight: number[] = [];
  rows.forEach((row, r) => {
    for (let k = 0; k < row.length; k++) {
      if (row[k] === 0) continue;
      termClass.push(k);
      termWeight.push(row[k]);
    }
    termStart[r + 1] = termClass.length;
  });
  return {
    weights, flat, classes: classes.length, accountRow, termStart, termClass: Int32Array.from(termClass), termWeight: Float64Array.from(termWeight),
    rowReturns: new Float64Array(rows.length), expectedReturn, incomeYield,
  };
}

/** Account returns from asset-class returns (annual rebalancing to the target weights). */
export function accountReturns(m: PortfolioMatrix, classReturns: Float64Array, out: Float64Array): void {
  const { termStart, termClass, termWeight, rowReturns } = m;
  // The sum over the non-zero weights only: a zero weight's term is a signed zero, which leaves the sum unchanged.
  for (let row = 0; row < rowReturns.length; row++) {
    let r = 0;
    for (let j = termStart[row]; j < termStart[row + 1]; j++) r += termWeight[j] * classReturns[termClass[j]];
    rowReturns[row] = r;
  }
  for (let a = 0; a < out.length; a++) out[a] = rowReturns[m.accountRow[a]];
}
