import { SENIOR_DEDUCTION as SENIOR_IMPORT } from '../data/federalTax';

const SENIOR_DEDUCTION = SENIOR_IMPORT;
import { roundCents } from '../money';
import type { FilingStatus } from '../types';
import { federalTableFor, regularTax } from './federalTables';

export interface FederalIncomeTaxInput {
  /** Total taxable income (after deductions), including `longTermGains`. */
  taxableIncome: number;
  filingStatus: FilingStatus;
  year: number;
  /** Part of taxableIncome taxed at capital-gains rates (net long-term gains and qualified dividends). */
  longTermGains?: number;
  /** Indexing rate for years after the latest published table (default 2.5%). */
  inflationRate?: number;
}

/** Regular federal income tax in dollars, rounded to the cent (rate schedules, not the $50-band Tax Table). */
export function federalIncomeTax(input: FederalIncomeTaxInput): number {
  const table = federalTableFor(input.year, input.inflationRate);
  return roundCents(regularTax(table, input.filingStatus, input.taxableIncome, input.longTermGains ?? 0));
}

const MARRIED: ReadonlySet<FilingStatus> = new Set(['MFJ', 'MFS', 'QSS']);

/**
 * Standard deduction (IRC sec. 63(c)), including the additional amount for each person 65 or older
 * (`over65Count`: 0-2). Blindness is not modelled.
 */
export function standardDeduction(
  filingStatus: FilingStatus,
  year: number,
  options: { over65Count?: number; inflationRate?: number } = {},
): number {
  const table = federalTableFor(year, options.inflationRate);
  const extra = MARRIED.has(filingStatus) ? table.additionalAged.married : table.additionalAged.unmarried;
  return table.standardDeduction[filingStatus] + extra * (options.over65Count ?? 0);
}

/**
 * OBBBA deduction for seniors (2025-2028): 6,000 per person 65+, reduced by 6% of modified AGI above
 * 75,000 (150,000 MFJ) for each eligible person; MFS filers get none. Zero outside those years.
 */
export function seniorDeduction(input: { filingStatus: FilingStatus; year: number; over65Count: number; modifiedAgi: number }): number {
  return seniorDeductionAmount(input.filingStatus, input.year, input.over65Count, input.modifiedAgi);
}

export function seniorDeductionAmount(filingStatus: FilingStatus, year: number, over65Count: number, modifiedAgi: number): number {
  const d = SENIOR_DEDUCTION;
  if (year < d.firstYear || year > d.lastYear || filingStatus === 'MFS' || over65Count <= 0) return 0;
  // The 6% reduction applies to each eligible person's 6,000.
  const reduction = Math.max(0, modifiedAgi - d.threshold[filingStatus]) * d.phaseOutRate;
  return Math.max(0, d.perPerson - reduction) * over65Count;
}
