import { ORDINARY_RATES, type FederalYearTable } from '../data/federalTax';
import { netInvestmentIncomeTax as niitImport } from '../tax/netInvestmentIncomeTax';
import type { StateRules, StateTaxInput, StateYear } from '../data/states';
import { childTaxCredit as childCreditImport } from '../tax/childTaxCredit';
import { seniorDeductionAmount as seniorImport, standardDeduction } from '../tax/federalIncomeTax';
import { federalTableFor, marginalRate as marginalRateImport, regularTax as regularTaxImport } from '../tax/federalTables';
import { stateYearOf } from '../tax/stateIncomeTax';
import { computeStateTax as stateTaxImport } from '../tax/state/compute';
import { taxableBenefits as benefitsImport } from '../tax/taxableSocialSecurity';
import type { FilingStatus } from '../types';
import { ageIn, isAlive, type PlanContext } from './context';

// Module-local bindings: the per-trial tax computations call these without a cross-module lookup.
const netInvestmentIncomeTax = niitImport;
const seniorDeductionAmount = seniorImport;
const marginalRateAt = marginalRateImport;
const regularTax = regularTaxImport;
const computeStateTax = stateTaxImport;
const childTaxCredit = childCreditImport;
const taxableBenefits = benefitsImport;

/** Everything the year's income tax depends on besides the amounts. */
export interface TaxYear {
  year: number;
  status: FilingStatus;
  federal: FederalYearTable;
  deduction: number;
  over65: number;
  /** Ages of the living filers, dependents claimed and children under 17. */
  ages: number[];
  dependents: number;
  children: number;
  /** The state of the year (where the household lives that year), its parameters and indexing factor. */
  state: StateRules | null;
  stateYear: StateYear | null;
  stateFactor: number;
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
  /** The qualified dividends within `gains` (states tax them apart from capital gains). */
  dividends: number;
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

export const taxIncome = (wages: number, ordinary: number, gains: number, socialSecurity: number, investment: number, dividends: number): TaxIncome =>
  ({ wages, ordinary, gains, socialSecurity, investment, dividends });

export function taxYear(ctx: PlanContext, i: number): TaxYear {
  const year = ctx.years[i];
  const status = ctx.filingStatus[i];
  const rules = ctx.stateTable[i];
  const sy = rules ? stateYearOf(rules, year, ctx.inflation) : null;
  return {
    year,
    status,
    federal: federalTableFor(year, ctx.inflation),
    deduction: standardDeduction(status, year, { over65Count: ctx.over65[i], inflationRate: ctx.inflation }),
    over65: ctx.over65[i],
    ages: [ctx.client, ctx.spouse].filter((p) => p !== null && isAlive(p, year)).map((p) => ageIn(p!, year)),
    dependents: ctx.dependents[i],
    children: ctx.children[i],
    state: rules,
    stateYear: sy ? sy.p : null,
    stateFactor: sy ? sy.f : 1,
    localRate: ctx.localRate[i],
    inflation: ctx.inflation,
  };
}

/**
 * Federal (with the net investment income tax and the child tax credit), state and local income tax of the
 * household for one year (unrounded). Standard deduction (plus the OBBBA senior deduction) only; the state of
 * the year applies its own rules to the incomes by kind; local tax is a flat rate on AGI less taxable benefits.
 */
export function householdTax(t: TaxYear, inc: TaxIncome): TaxResult {
  const nonBenefit = inc.wages + inc.ordinary + inc.gains;
  const taxableSocialSecurity = taxableBenefits(inc.socialSecurity, nonBenefit, t.status);
  const agi = nonBenefit + taxableSocialSecurity;
  const deductions = t.deduction + seniorDeductionAmount(t.status, t.year, t.over65, agi);
  const taxableIncome = Math.max(0, agi - deductions);
  const gains = Math.min(Math.max(0, inc.gains), taxableIncome);
  const regular = regularTax(t.federal, t.status, taxableIncome, gains);
  const credit = childTaxCredit(t.status, t.year, t.children, t.dependents - t.children, agi, t.inflation);
  const federal = Math.max(0, regular - credit);
  const niit = netInvestmentIncomeTax({ investmentIncome: inc.investment, modifiedAgi: agi, filingStatus: t.status });
  const stateBase = agi - taxableSocialSecurity;
  const state = t.state && t.stateYear ? computeStateTax(t.state, stateInput(t, inc, taxableSocialSecurity, agi, deductions, taxableIncome, federal), t.stateYear) : 0;
  const local = Math.max(0, stateBase) * t.localRate;
  const marginalRate = marginalRateAt(taxableIncome - gains, t.federal.brackets[t.status]);
  return { taxableSocialSecurity, agi, deductions, taxableIncome, federal, niit, state, local, total: federal + niit + state + local, marginalRate };
}

/**
 * The state's view of the year's income. `ordinary` less its investment part (interest, rent, annuity gains)
 * is pensions, IRA and 401(k) money, conversions and other income: the retirement income of state exclusions.
 */
function stateInput(t: TaxYear, inc: TaxIncome, taxableSocialSecurity: number, agi: number, deductions: number, taxableIncome: number, federalTax: number): StateTaxInput {
  const interest = Math.max(0, inc.investment - inc.gains);
  return {
    year: t.year, status: t.status, ages: t.ages, dependents: t.dependents, wages: inc.wages,
    retirement: Math.max(0, inc.ordinary - interest), interest, capitalGains: inc.gains - inc.dividends, dividends: inc.dividends,
    socialSecurity: inc.socialSecurity, taxableSocialSecurity, federalAgi: agi, federalDeduction: deductions, federalStandard: t.deduction,
    federalTaxableIncome: taxableIncome, federalTax, f: t.stateFactor,
  };
}

/** Ordinary taxable income left before the top of the federal bracket taxed at `rate` (0 when already above). */
export function roomInBracket(t: TaxYear, taxableOrdinary: number, rate: number): number {
  const edges = t.federal.brackets[t.status];
  let k = -1;
  for (let i = 0; i < edges.length; i++) if (Math.abs(ORDINARY_RATES[i] - rate) < 1e-9) k = i;
  if (k < 0) return rate >= ORDINARY_RATES[ORDINARY_RATES.length - 1] ? Infinity : 0;
  return Math.max(0, edges[k] - taxableOrdinary);
}
