import { householdTax, roomInBracket, taxIncome, type TaxIncome, type TaxResult, type TaxYear } from './householdTax';
import { DEFERRED, TAXABLE, newRecord, settle, type LedgerLayout } from './ledger';
import type { PlanContext } from './context';

/**
 * Taxes of withdrawals and conversions in the deterministic run: the per-category withdrawal tax rates the
 * ledger grosses up with, and the Roth conversion that fills a bracket.
 */

const PROBE = 1000;
const MAX_RATE = 0.95;
/** Reused by the rate fitting, which runs many times a year. */
const scratch = { length: -1, record: newRecord(0), work: new Float64Array(0), gross: new Float64Array(4) };

export interface Settled {
  fit: { tax: TaxResult; income: TaxIncome };
}

const ordinaryTaxable = (r: Settled): number => r.fit.tax.taxableIncome - Math.min(r.fit.income.gains, r.fit.tax.taxableIncome);

/**
 * Largest Roth conversion keeping the year's ordinary taxable income, after the withdrawals the conversion's tax
 * itself requires, within the federal bracket taxed at `rate`. Taxable income is increasing and piecewise linear
 * in the conversion, so false position on a bracketing interval converges in a few steps (to within $1).
 */
export function conversionToFill(t: TaxYear, withoutConversion: Settled, settleWith: (amount: number) => Settled, rate: number, available: number): number {
  const without = withoutConversion.fit.tax;
  const current = ordinaryTaxable(withoutConversion);
  const room = roomInBracket(t, current, rate);
  if (room <= 0 || available <= 0) return 0;
  const top = current + room;
  // Unused deductions absorb the first dollars converted; each further dollar adds at least a dollar.
  let hi = Math.min(room + Math.max(0, without.deductions - without.agi), available);
  let gapHi = ordinaryTaxable(settleWith(hi)) - top;
  if (gapHi <= 0) return hi;
  let lo = 0;
  let gapLo = -room;
  let gapAtLo = gapLo;
  // Illinois variant of false position: halve the stale end's weight so one-sided steps cannot stall.
  let side = 0;
  for (let k = 0; k < 40 && gapAtLo < -1 && hi - lo > 0.01; k++) {
    const guess = lo - (gapLo * (hi - lo)) / (gapHi - gapLo);
    const x = guess > lo && guess < hi ? guess : (lo + hi) / 2;
    const g = ordinaryTaxable(settleWith(x)) - top;
    if (g <= 0) {
      lo = x;
      gapLo = g;
      gapAtLo = g;
      if (side === -1) gapHi /= 2;
      side = -1;
    } else {
      hi = x;
      gapHi = g;
      if (side === 1) gapLo /= 2;
      side = 1;
    }
  }
  return lo;
}

/** Marginal tax rates of a 1,000 withdrawal from tax-deferred and from taxable accounts. */
function probeRates(t: TaxYear, from: TaxResult, base: TaxIncome, avgGain: number, rates: Float64Array): void {
  const deferred = taxIncome(base.wages, base.ordinary + PROBE, base.gains, base.socialSecurity, base.investment, base.dividends);
  const taxable = taxIncome(base.wages, base.ordinary, base.gains + PROBE * avgGain, base.socialSecurity, base.investment + PROBE * avgGain, base.dividends);
  rates[DEFERRED] = Math.min(MAX_RATE, (householdTax(t, deferred).total - from.total) / PROBE);
  rates[TAXABLE] = Math.min(MAX_RATE, (householdTax(t, taxable).total - from.total) / PROBE);
}

/**
 * Finds per-category withdrawal tax rates such that the withdrawals the ledger makes with them pay the tax
 * those withdrawals add (fixed-point iteration; the extra tax is shared by each category's taxable amount).
 * Categories not used this year get the marginal rate of a 1,000 withdrawal, for the Monte Carlo trials.
 */
export function fitWithdrawalRates(
  t: TaxYear, inc: TaxIncome, before: TaxResult, need: number, afterPre: Float64Array, gainShare: Float64Array,
  rates: Float64Array, layout: LedgerLayout, ctx: PlanContext, final: boolean, warm: boolean,
): { tax: TaxResult; income: TaxIncome } {
  const A = layout.accounts;
  let avgGain = 0;
  let taxableBalance = 0;
  for (let a = 0; a < A; a++) {
    if (layout.category[a] === TAXABLE) {
      avgGain += gainShare[a] * afterPre[a];
      taxableBalance += afterPre[a];
    }
  }
  avgGain = taxableBalance > 0 ? avgGain / taxableBalance : 0;
  // A warm start keeps the rates of the previous settlement of the same year (conversion search).
  if (!warm || need <= 0) {
    rates.fill(0);
    probeRates(t, before, inc, avgGain, rates);
  }
  if (need <= 0) return { tax: before, income: inc };

  if (scratch.length !== A) {
    scratch.record = newRecord(A);
    scratch.work = new Float64Array(A);
    scratch.length = A;
  }
  const rec = scratch.record;
  const work = scratch.work;
  const gross = scratch.gross;
  let result = before;
  let income = inc;
  for (let iter = 0; iter < 60; iter++) {
    rec.withdrawal.fill(0);
    work.set(afterPre);
    settle(work, need, rates, layout, rec);
    gross.fill(0);
    let addOrdinary = 0;
    let addGains = 0;
    // Realized gains and the gain part of annuity withdrawals are net investment income; IRA money is not.
    let addInvestment = 0;
    for (let a = 0; a < A; a++) {
      const w = rec.withdrawal[a];
      if (w === 0) continue;
      const c = layout.category[a];
      gross[c] += w;
      const tt = ctx.accounts[a].taxType;
      if (c === TAXABLE || (c === DEFERRED && tt === 'annuity')) {
        const gain = w * gainShare[a];
        if (c === TAXABLE) addGains += gain;
        else addOrdinary += gain;
        addInvestment += gain;
      } else if (c === DEFERRED) addOrdinary += w;
    }
    income = taxIncome(inc.wages, inc.ordinary + addOrdinary, inc.gains + addGains, inc.socialSecurity, inc.investment + addInvestment, inc.dividends);
    result = householdTax(t, income);
    const extra = result.total - before.total;
    const paid = rec.withdrawalTax;
    if (Math.abs(extra - paid) < 1e-7) break;
    const taxableAmount = addOrdinary + addGains;
    if (gross[TAXABLE] > 0) rates[TAXABLE] = taxableAmount > 0 ? Math.min(MAX_RATE, (extra * (addGains / taxableAmount)) / gross[TAXABLE]) : 0;
    if (gross[DEFERRED] > 0) rates[DEFERRED] = taxableAmount > 0 ? Math.min(MAX_RATE, (extra * (addOrdinary / taxableAmount)) / gross[DEFERRED]) : 0;
  }
  // Marginal rates for the categories this year did not use, for the Monte Carlo trials (final settlement only).
  if (final && (gross[DEFERRED] === 0 || gross[TAXABLE] === 0)) {
    const keepDeferred = rates[DEFERRED];
    const keepTaxable = rates[TAXABLE];
    probeRates(t, result, income, avgGain, rates);
    if (gross[DEFERRED] > 0) rates[DEFERRED] = keepDeferred;
    if (gross[TAXABLE] > 0) rates[TAXABLE] = keepTaxable;
  }
  return { tax: result, income };
}
