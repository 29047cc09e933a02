import {
  ADDITIONAL_MEDICARE_RATE,
  ADDITIONAL_MEDICARE_THRESHOLD,
  MEDICARE_RATE,
  SOCIAL_SECURITY_RATE,
  SOCIAL_SECURITY_WAGE_BASE,
  WAGE_BASE_ROUNDING,
} from '../data/payroll';
import { DEFAULTS } from '../data/defaults';
import { roundCents } from '../money';
import type { FilingStatus } from '../types';

const BASE_YEARS = Object.keys(SOCIAL_SECURITY_WAGE_BASE).map(Number).sort((a, b) => a - b);

/**
 * Social Security contribution and benefit base for a year. Past the last published year it grows with the
 * average wage index (`wageIndexGrowth`) and is rounded to a multiple of $300, as SSA does.
 */
export function socialSecurityWageBase(year: number, wageIndexGrowth: number = DEFAULTS.wageIndexGrowth): number {
  const known = SOCIAL_SECURITY_WAGE_BASE[year];
  if (known !== undefined) return known;
  const first = BASE_YEARS[0];
  const last = BASE_YEARS[BASE_YEARS.length - 1];
  if (year < first) return SOCIAL_SECURITY_WAGE_BASE[first];
  const grown = SOCIAL_SECURITY_WAGE_BASE[last] * Math.pow(1 + wageIndexGrowth, year - last);
  return Math.round(grown / WAGE_BASE_ROUNDING) * WAGE_BASE_ROUNDING;
}

export interface FicaTax {
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  total: number;
}

/**
 * Employee FICA. `wages` is one person's wages, or an array of each spouse's wages on a joint return: the
 * Social Security wage base applies per person, the additional Medicare threshold to the couple's total.
 */
export function ficaTax(input: { wages: number | readonly number[]; filingStatus: FilingStatus; year: number; wageIndexGrowth?: number }): FicaTax {
  const list = typeof input.wages === 'number' ? [input.wages] : input.wages;
  const base = socialSecurityWageBase(input.year, input.wageIndexGrowth);
  let socialSecurity = 0;
  let medicare = 0;
  let total = 0;
  for (const w of list) {
    const wages = Math.max(0, w);
    socialSecurity += roundCents(Math.min(wages, base) * SOCIAL_SECURITY_RATE);
    medicare += roundCents(wages * MEDICARE_RATE);
    total += wages;
  }
  const additionalMedicare = roundCents(Math.max(0, total - ADDITIONAL_MEDICARE_THRESHOLD[input.filingStatus]) * ADDITIONAL_MEDICARE_RATE);
  return {
    socialSecurity: roundCents(socialSecurity),
    medicare: roundCents(medicare),
    additionalMedicare,
    total: roundCents(socialSecurity + medicare + additionalMedicare),
  };
}
