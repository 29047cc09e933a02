import { BENEFIT_TAX_THRESHOLDS as THRESHOLDS_IMPORT } from '../data/socialSecurity';
import { roundCents } from '../money';
import type { FilingStatus } from '../types';

const BENEFIT_TAX_THRESHOLDS = THRESHOLDS_IMPORT;

/**
 * Taxable part of Social Security benefits, IRS Pub 915 Worksheet 1.
 * `benefits`: the year's total benefits (box 5 of SSA-1099). `otherIncome`: every other item of modified AGI
 * (the caller includes tax-exempt interest when it has any). MFS is taken as "lived with spouse" (base 0).
 */
export function taxableSocialSecurity(input: { benefits: number; otherIncome: number; filingStatus: FilingStatus }): number {
  return roundCents(taxableBenefits(input.benefits, input.otherIncome, input.filingStatus));
}

/** Unrounded worksheet result, used inside the projection. */
export function taxableBenefits(totalBenefits: number, otherIncome: number, filingStatus: FilingStatus): number {
  const benefits = Math.max(0, totalBenefits);
  if (benefits === 0) return 0;
  const halfBenefits = benefits / 2;
  const provisional = otherIncome + halfBenefits;
  const base = BENEFIT_TAX_THRESHOLDS.base[filingStatus];
  if (provisional <= base) return 0;
  const overBase = provisional - base;
  const tierWidth = BENEFIT_TAX_THRESHOLDS.adjusted[filingStatus] - base;
  const overAdjusted = Math.max(0, overBase - tierWidth);
  const firstTier = Math.min(Math.min(overBase, tierWidth) / 2, halfBenefits);
  return Math.min(firstTier + 0.85 * overAdjusted, 0.85 * benefits);
}
