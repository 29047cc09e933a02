import { ORDINARY_RATES, type FederalYearTable } from '../data/federalTax';
import { netInvestmentIncomeTax as niitImport } from '../tax/netInvestmentIncomeTax';
import type { StateTaxTable } from '../data/stateTax';
import { seniorDeductionAmount as seniorImport, standardDeduction } from '../tax/federalIncomeTax';
import { federalTableFor, marginalRate as marginalRateImport, regularTax as regularTaxImport } from '../tax/federalTables';
import { stateTaxParams, stateTaxWith as stateTaxImport, type StateTaxParams } from '../tax/stateIncomeTax';
import { taxableBenefits as benefitsImport } from '../tax/taxableSocialSecurity';
import type { FilingStatus } from '../types';
import type { PlanContext } from './context';

// Module-local bindings: the per-trial tax computations call these without a cross-module lookup.
const netInvestmentIncomeTax = niitImport;
const seniorDeductionAmount = seniorImport;
const marginalRateAt = marginalRateImport;
const regularTax = regularTaxImport;
const stateTaxWith = stateTaxImport;
const taxableBenefits = benefitsImport;

/** Everything the year's income tax depends on besides the amounts. */
export interface TaxYear {
  year: number;
  status: FilingStatus;
  federal: FederalYearTable;
  deduction: number;
  over65: number;
  state: StateTaxTable | null;
  stateParams: StateTaxParams | null;
  localRate: number;
  inflation: number;
}

/** Income amounts for one tax computation. */
export interface TaxIncome {
  /** Wages after pre-tax deferrals. */
  wages: number;
  /** Other ordinary income: taxable pensions, interest, RMDs, IRA withdrawals, conversions. */
  ordinary: number;
  /** Qualified dividends and long-term gains. */
  gains: number;
  /** Total Social Security benefits. */
  socialSecurity: number;
  /**
   * Net investment income (IRC 1411) already counted in `ordinary` and `gains`: interest, dividends, realized
   * gains, net rent and the gain part of annuity withdrawals (not wages, pensions, IRA money or benefits).
   */
  investment: number;
}

export interface TaxResult {
  taxableSocialSecurity: number;
  agi: number;
  deductions: number;
  taxableIncome: number;
  /** Regular federal income tax (rate schedules and capital-gains rates). */
  federal: number;
  /** Net investment income tax, 3.8% (IRC 1411); paid with the federal return, kept apart from `federal`. */
  niit: number;
  state: number;
  local: number;
  total: number;
  marginalRate: number;
}

export const taxIncome = (wages: number, ordinary: number, gains: number, socialSecurity: number, investment: number): TaxIncome =>
  ({ wages, ordinary, gains, socialSecurity, investment });

export function taxYear(ctx: PlanContext, i: number): TaxYear {
  const year = ctx.years[i];
  const status = ctx.filingStatus[i];
  return {
    year,
    status,
    federal: federalTableFor(year, ctx.inflation),
    deduction: standardDeduction(status, year, { over65Count: ctx.over65[i], inflationRate: ctx.inflation }),
    over65: ctx.over65[i],
    state: ctx.stateTable[i],
    stateParams: ctx.stateTable[i] ? stateTaxParams(ctx.stateTable[i]!, status, year, ctx.inflation) : null,
    localRate: ctx.localRate[i],
    inflation: ctx.inflation,
  };
}

/**
 * Federal (with the net investment income tax), state and local income tax of the household for one year
 * (unrounded). Standard deduction (plus the OBBBA senior deduction) only; the state base is AGI less taxable
 * Social Security; local tax is a flat rate on it.
 */
export function householdTax(t: TaxYear, inc: TaxIncome): TaxResult {
  const nonBenefit = inc.wages + inc.ordinary + inc.gains;
  const taxableSocialSecurity = taxableBenefits(inc.socialSecurity, nonBenefit, t.status);
  const agi = nonBenefit + taxableSocialSecurity;
  const deductions = t.deduction + seniorDeductionAmount(t.status, t.year, t.over65, agi);
  const taxableIncome = Math.max(0, agi - deductions);
  const gains = Math.min(Math.max(0, inc.gains), taxableIncome);
  const federal = regularTax(t.federal, t.status, taxableIncome, gains);
  const niit = netInvestmentIncomeTax({ investmentIncome: inc.investment, modifiedAgi: agi, filingStatus: t.status });
  const stateBase = agi - taxableSocialSecurity;
  const state = t.state && t.stateParams ? stateTaxWith(t.state, stateBase, t.stateParams) : 0;
  const local = Math.max(0, stateBase) * t.localRate;
  const marginalRate = marginalRateAt(taxableIncome - gains, t.federal.brackets[t.status]);
  return { taxableSocialSecurity, agi, deductions, taxableIncome, federal, niit, state, local, total: federal + niit + state + local, marginalRate };
}

/** Ordinary taxable income left before the top of the federal bracket taxed at `rate` (0 when already above). */
export function roomInBracket(t: TaxYear, taxableOrdinary: number, rate: number): number {
  const edges = t.federal.brackets[t.status];
  let k = -1;
  for (let i = 0; i < edges.length; i++) if (Math.abs(ORDINARY_RATES[i] - rate) < 1e-9) k = i;
  if (k < 0) return rate >= ORDINARY_RATES[ORDINARY_RATES.length - 1] ? Infinity : 0;
  return Math.max(0, edges[k] - taxableOrdinary);
}
