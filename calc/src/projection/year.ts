import { householdTax, taxIncome, type TaxIncome, type TaxResult } from './householdTax';
import { grow, preFlows, settle, type LedgerRecord, type LedgerYear } from './ledger';
import type { PlanSchedule } from './schedule';
import { conversionToFill, fitWithdrawalRates } from './withdrawalTax';

/**
 * One year of the plan over given balances: the single code path of the deterministic projection (expected
 * returns) and of every Monte Carlo trial (that trial's returns). Portfolio income, RMDs, the Roth conversion,
 * the withdrawals grossed up for their tax and the realized gains all follow the balances passed in, and every
 * tax goes through `householdTax(yearFixed.tax, income)`.
 */
export interface YearOutcome {
  /** Shortfall no account could pay. */
  unmet: number;
  /** Taxes with every income of the year, as paid (federal includes the sub-cent fitting residual). */
  tax: TaxResult;
  income: TaxIncome;
  /** Portfolio income (dividends and interest) from taxable and cash accounts, reinvested. */
  portfolioIncome: number;
  realizedGains: number;
}

/** Per-run scratch arrays, reused from year to year (and from trial to trial). */
export interface YearWork {
  afterPre: Float64Array;
  gainShare: Float64Array;
}

export const newYearWork = (accounts: number): YearWork => ({ afterPre: new Float64Array(accounts), gainShare: new Float64Array(accounts) });

/** A ledger year whose balance-dependent fields runYear fills. */
export function newLedgerYear(accounts: number): LedgerYear {
  const none = new Int32Array(0);
  return {
    baseNeed: 0, contributions: new Float64Array(accounts), rmdDivisor: new Float64Array(accounts), rmdTaxRate: 0,
    yieldTaxPerDollar: new Float64Array(accounts), conversion: 0, conversionTaxRate: 0, education: [],
    withdrawalTaxRate: new Float64Array(4), yieldAccounts: none, rmdAccounts: none, contributionAccounts: none,
  };
}

function resetRecord(rec: LedgerRecord): void {
  rec.rmd.fill(0);
  rec.conversionOut.fill(0);
  rec.conversionIn.fill(0);
  rec.education.fill(0);
  rec.contribution.fill(0);
  rec.surplus.fill(0);
  rec.withdrawal.fill(0);
  rec.growth.fill(0);
  rec.yieldTax = 0;
  rec.rmdTax = 0;
  rec.conversionTax = 0;
  rec.withdrawalTax = 0;
  rec.educationShortfall = 0;
  rec.need = 0;
  rec.unmet = 0;
}

interface Settled {
  t3: TaxResult;
  fit: { tax: TaxResult; income: TaxIncome };
}

/**
 * Runs year `i`: `b` and `basis` hold the start-of-year balances and cost bases and end with the year-end ones;
 * `balanceStart` receives the start balances, `ly` and `rec` the year's ledger and flows.
 */
export function runYear(
  s: PlanSchedule, i: number, b: Float64Array, basis: Float64Array, returns: Float64Array,
  ly: LedgerYear, rec: LedgerRecord, balanceStart: Float64Array, work: YearWork,
): YearOutcome {
  const f = s.years[i];
  const { layout } = s;
  const A = layout.accounts;
  const t = f.tax;
  const base = f.base;
  const t0 = f.baseTax;
  const ss = base.socialSecurity;

  // Portfolio income of taxable (qualified dividends) and cash (interest) accounts, on start-of-year balances.
  let yieldOrdinary = 0;
  let yieldGains = 0;
  const yieldAccounts = s.yieldAccounts;
  for (let k = 0; k < yieldAccounts.length; k++) {
    const a = yieldAccounts[k];
    if (s.cashYield[a]) yieldOrdinary += b[a] * s.yieldRate[a];
    else yieldGains += b[a] * s.yieldRate[a];
  }
  const portfolioIncome = yieldOrdinary + yieldGains;
  const withYield = taxIncome(base.wages, base.ordinary + yieldOrdinary, base.gains + yieldGains, ss, base.investment + yieldOrdinary + yieldGains);
  const t1 = portfolioIncome > 0 ? householdTax(t, withYield) : t0;
  const yieldTaxRate = portfolioIncome > 0 ? (t1.total - t0.total) / portfolioIncome : 0;
  const yieldTaxPerDollar = ly.yieldTaxPerDollar;
  for (let a = 0; a < A; a++) yieldTaxPerDollar[a] = s.yieldRate[a] * yieldTaxRate;

  let rmdTotal = 0;
  const rmdDivisor = f.rmdDivisor;
  for (let k = 0; k < f.rmdAccounts.length; k++) {
    const a = f.rmdAccounts[k];
    rmdTotal += b[a] / rmdDivisor[a];
  }
  const withRmd = taxIncome(base.wages, withYield.ordinary + rmdTotal, withYield.gains, ss, withYield.investment);
  const t2 = rmdTotal > 0 ? householdTax(t, withRmd) : t1;

  ly.baseNeed = f.baseNeed;
  ly.contributions = f.contributions;
  ly.contributionAccounts = f.contributionAccounts;
  ly.rmdDivisor = rmdDivisor;
  ly.rmdAccounts = f.rmdAccounts;
  ly.rmdTaxRate = rmdTotal > 0 ? (t2.total - t1.total) / rmdTotal : 0;
  ly.yieldAccounts = yieldAccounts;
  ly.education = f.education;
  ly.conversion = 0;
  ly.conversionTaxRate = 0;

  const { afterPre, gainShare } = work;
  const gainBased = s.gainBased;
  const contributions = f.contributions;
  /**
   * Settles the year for a conversion amount: its tax, then withdrawal tax rates fitted so the grossed-up
   * withdrawals pay exactly the extra tax they cause.
   */
  const settleWith = (conversionAmount: number): Settled => {
    const withConversion = taxIncome(base.wages, withRmd.ordinary + conversionAmount, withRmd.gains, ss, withRmd.investment);
    const t3 = conversionAmount > 0 ? householdTax(t, withConversion) : t2;
    ly.conversion = conversionAmount;
    ly.conversionTaxRate = conversionAmount > 0 ? (t3.total - t2.total) / conversionAmount : 0;
    afterPre.set(b);
    const need = preFlows(afterPre, ly, layout, null);
    for (let a = 0; a < A; a++) {
      gainShare[a] = gainBased[a] && afterPre[a] > 0 ? Math.max(0, 1 - (basis[a] + contributions[a]) / afterPre[a]) : 0;
    }
    const fit = fitWithdrawalRates(t, withConversion, t3, need, afterPre, gainShare, ly.withdrawalTaxRate, layout, s.annuity);
    return { t3, fit };
  };
  let settled = settleWith(0);
  if (f.converting) {
    let available = 0;
    for (let k = 0; k < layout.conversionFrom.length; k++) {
      const a = layout.conversionFrom[k];
      available += b[a] - (rmdDivisor[a] > 0 ? b[a] / rmdDivisor[a] : 0);
    }
    const amount = conversionToFill(t, settled, settleWith, s.conversionRate, Math.max(0, available));
    settled = settleWith(amount);
  }
  const { t3, fit } = settled;

  resetRecord(rec);
  balanceStart.set(b);
  const needActual = preFlows(b, ly, layout, rec);
  const unmet = settle(b, needActual, ly.withdrawalTaxRate, layout, rec);
  grow(b, returns, rec);

  // Cost basis: contributions and reinvested dividends add, withdrawals remove pro rata.
  for (let a = 0; a < A; a++) {
    if (!gainBased[a]) {
      basis[a] = b[a];
      continue;
    }
    const before = balanceStart[a] - rec.rmd[a] - rec.conversionOut[a] + rec.contribution[a];
    basis[a] += rec.contribution[a];
    if (rec.withdrawal[a] > 0 && before > 0) basis[a] *= 1 - Math.min(1, rec.withdrawal[a] / before);
    basis[a] += rec.surplus[a] + (s.cashYield[a] ? 0 : balanceStart[a] * s.yieldRate[a]);
  }

  const residual = fit.tax.total - t3.total - rec.withdrawalTax;
  const tax: TaxResult = { ...fit.tax, federal: fit.tax.federal - residual, total: fit.tax.total - residual };
  return { unmet, tax, income: fit.income, portfolioIncome, realizedGains: fit.income.gains - withYield.gains };
}
