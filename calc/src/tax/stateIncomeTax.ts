import { STATE_RULES, type StatePersonIncome, type StateRules, type StateTaxInput, type StateYear } from '../data/states';
import { DEFAULT_TAX_INDEXING_RATE } from '../data/federalTax';
import { localityOf } from '../data/localities';
import { roundCents } from '../money';
import type { FilingStatus } from '../types';
import { seniorDeductionAmount, standardDeduction } from './federalIncomeTax';
import { federalTableFor, regularTax } from './federalTables';
import { childTaxCredit } from './childTaxCredit';
import { computeStateTax, isJoint, yearOf } from './state/compute';
import { taxableBenefits } from './taxableSocialSecurity';

export interface StateIncomeTaxInput {
  /**
   * Wages and other ordinary income not listed below (federal AGI less Social Security and the kinds below).
   * The state's own deductions, exemptions and exclusions are applied here.
   */
  taxableIncome: number;
  /** USPS code, e.g. 'CA', 'DC'. */
  state: string;
  filingStatus: FilingStatus;
  year: number;
  /** Indexing of the state's dollar amounts after its latest table (default 2.5%). */
  inflationRate?: number;
  /** Ages of the filers at the end of the year (default 45, one per filer). */
  ages?: number[];
  /** Dependents claimed. */
  dependents?: number;
  /** Of the dependents, children under 17 (federal child tax credit; default: every dependent). */
  childrenUnder17?: number;
  /** Pensions and IRA / 401(k) distributions. */
  retirement?: number;
  /** Of `retirement`, employer pensions (some states exempt them apart from IRA money; default 0). */
  pension?: number;
  interest?: number;
  /** Net long-term capital gains. */
  capitalGains?: number;
  /** Qualified dividends. */
  dividends?: number;
  /** Total Social Security benefits (the taxable part is worked out as in IRS Pub 915). */
  socialSecurity?: number;
  /**
   * Each filer's own amounts, aligned with `ages` (the household amounts above are their sums); without it the
   * states that tax each person on their own income split the household's amounts evenly.
   */
  people?: StatePersonIncome[];
}

export function stateRules(state: string): StateRules {
  const rules = STATE_RULES[state.toUpperCase()];
  if (!rules) throw new RangeError(`Unknown state code "${state}": use a two-letter USPS code of a state or DC.`);
  return rules;
}

/** The parameters of a state for a year and the indexing factor of its dollar amounts. */
export function stateYearOf(rules: StateRules, year: number, inflationRate: number = DEFAULT_TAX_INDEXING_RATE): { p: StateYear; f: number } {
  const { p, f } = yearOf(rules, year, inflationRate);
  return { p, f: rules.indexed ? f : 1 };
}

/**
 * State income tax, rounded to the cent, for a household described by its incomes by kind. The federal
 * figures some states start from (AGI, standard deduction with the 65+ amounts and the senior deduction,
 * taxable income, income tax) are worked out here the way the projection does.
 */
export function stateIncomeTax(input: StateIncomeTaxInput): number {
  const rules = stateRules(input.state);
  const { x, p } = stateTaxInputOf(input);
  return roundCents(computeStateTax(rules, x, p));
}

/** The state's view of a household described by its incomes by kind, and the state's parameters of the year. */
export function stateTaxInputOf(input: StateIncomeTaxInput): { x: StateTaxInput; p: StateYear } {
  const rules = stateRules(input.state);
  const inflation = input.inflationRate ?? DEFAULT_TAX_INDEXING_RATE;
  const { p, f } = stateYearOf(rules, input.year, inflation);
  const status = input.filingStatus;
  const ages = input.ages ?? (isJoint(status) ? [45, 45] : [45]);
  const over65 = ages.filter((a) => a >= 65).length;
  const retirement = input.retirement ?? 0;
  const interest = input.interest ?? 0;
  const capitalGains = input.capitalGains ?? 0;
  const dividends = input.dividends ?? 0;
  const socialSecurity = input.socialSecurity ?? 0;
  const nonBenefit = input.taxableIncome + retirement + interest + capitalGains + dividends;
  const taxableSocialSecurity = taxableBenefits(socialSecurity, nonBenefit, status);
  const federalAgi = nonBenefit + taxableSocialSecurity;
  const federalStandard = standardDeduction(status, input.year, { over65Count: over65, inflationRate: inflation });
  const federalDeduction = federalStandard + seniorDeductionAmount(status, input.year, over65, federalAgi);
  const federalTaxableIncome = Math.max(0, federalAgi - federalDeduction);
  const gains = Math.min(Math.max(0, capitalGains + dividends), federalTaxableIncome);
  const dependents = input.dependents ?? 0;
  const children = Math.min(dependents, input.childrenUnder17 ?? dependents);
  const federalTax = Math.max(0, regularTax(federalTableFor(input.year, inflation), status, federalTaxableIncome, gains)
    - childTaxCredit(status, input.year, children, dependents - children, federalAgi, inflation));
  const x: StateTaxInput = {
    year: input.year, status, ages, dependents, children, wages: input.taxableIncome, retirement, pension: Math.min(retirement, input.pension ?? 0), interest, capitalGains, dividends,
    socialSecurity, taxableSocialSecurity, federalAgi, federalDeduction, federalStandard, federalTaxableIncome, federalTax, f,
    people: input.people && input.people.length === ages.length ? input.people : undefined,
  };
  return { x, p };
}

/** Local income tax as a flat rate on the state base (federal AGI less taxable Social Security). */
export function localIncomeTax(input: { taxableIncome: number; rate: number }): number {
  return roundCents(Math.max(0, input.taxableIncome) * Math.max(0, input.rate));
}

/**
 * Local income tax of a locality (src/data/localities.ts) on its own base: `income` (AGI less taxable Social
 * Security, or the state's taxable income where the locality taxes that), `wages` (earned income taxes) or
 * `stateTax` (a surcharge on the state tax).
 */
export function localityIncomeTax(input: { locality: string; income?: number; wages?: number; stateTax?: number }): number {
  const l = localityOf(input.locality);
  if (!l) throw new RangeError(`Unknown locality "${input.locality}".`);
  const base = l.base === 'earned' ? input.wages ?? 0 : l.base === 'stateTax' ? input.stateTax ?? 0 : input.income ?? 0;
  return roundCents(Math.max(0, base) * l.rate);
}
