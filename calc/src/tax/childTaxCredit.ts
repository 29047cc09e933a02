import { CHILD_TAX_CREDIT, DEFAULT_TAX_INDEXING_RATE } from '../data/federalTax';
import type { FilingStatus } from '../types';

/**
 * Child tax credit and credit for other dependents before the tax limit (IRC 24): per child under 17 and per
 * other dependent, less 50 per 1,000 (or part) of modified AGI over the threshold.
 */
export function childTaxCredit(
  status: FilingStatus, year: number, children: number, otherDependents: number, modifiedAgi: number,
  inflationRate: number = DEFAULT_TAX_INDEXING_RATE,
): number {
  if (children <= 0 && otherDependents <= 0) return 0;
  return creditAfterPhaseOut(creditBeforePhaseOut(year, children, otherDependents, inflationRate), CHILD_TAX_CREDIT.threshold[status], modifiedAgi);
}

/** The credits before the income phase-out (0 without children or other dependents). */
export function creditBeforePhaseOut(year: number, children: number, otherDependents: number, inflationRate: number = DEFAULT_TAX_INDEXING_RATE): number {
  if (children <= 0 && otherDependents <= 0) return 0;
  const c = CHILD_TAX_CREDIT;
  const years = Object.keys(c.perChild).map(Number);
  const last = Math.max(...years);
  const per = year <= last
    ? c.perChild[Math.max(year, Math.min(...years))]
    : Math.floor((c.perChild[last] * Math.pow(1 + inflationRate, year - last)) / 100) * 100;
  return per * Math.max(0, children) + c.otherDependent * Math.max(0, otherDependents);
}

/** The credits less 50 per 1,000 (or part) of modified AGI over the threshold. */
export function creditAfterPhaseOut(full: number, threshold: number, modifiedAgi: number): number {
  const over = Math.max(0, modifiedAgi - threshold);
  return Math.max(0, full - Math.ceil(over / 1000) * CHILD_TAX_CREDIT.reductionPer1000);
}
