import { peopleOf } from '../../tax/state/compute';
import { povertyGuideline } from '../../tax/state/povertyGuideline';
import { same } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * West Virginia. W. Va. Code 11-21-4e (rates for 2025 after the 4% cut of SB 2033 of 2025: 2.22 / 2.96 / 3.33 /
 * 4.44 / 4.82%, one schedule for single and joint), 11-21-16 (exemption 2,000 per person), 11-21-12(c)(8)
 * (Social Security: all of it excluded when AGI is at most 50,000 single / 100,000 joint; otherwise 65% for
 * 2025 and 100% from 2026), 11-21-12(c)(8)(B) (senior deduction up to 8,000 of each filer's own income at 65+,
 * less the filer's own benefits excluded), 11-21-10a (low-income earned income exclusion), 11-21-22 (low-income
 * family tax credit by the federal poverty guideline; the 2026 guideline is kept for later years); 2026 rates 2.11 / 2.81 / 3.16 / 4.22 / 4.58% after the 2026 trigger cut (11-21-4e(c));
 * IT-140 instructions 2025. Fixed in statute. Cross-read with PolicyEngine US gov/states/wv.
 */
const YEAR = {
  source: 'W. Va. Code 11-21-4e, 11-21-12, 11-21-16 (SB 2033, 2025); IT-140 instructions 2025',
  brackets: same([[0, 0.0222], [10_000, 0.0296], [25_000, 0.0333], [40_000, 0.0444], [60_000, 0.0482]] as const),
  exemption: 2000,
  dependentExemption: 2000,
  taxesSocialSecurity: true,
};

function subtractions(x: StateTaxInput): number {
  const joint = x.status === 'MFJ' || x.status === 'QSS';
  const share = x.year >= 2026 || x.federalAgi <= (joint ? 100_000 : 50_000) ? 1 : 0.65;
  const benefitsExcluded = x.taxableSocialSecurity * share;
  // The senior deduction (11-21-12(c)(8)(B)): each filer 65 or older deducts up to 8,000 of own AGI, less the
  // modifications already taken on it (own Social Security excluded). Taxable benefits are each filer's in
  // proportion to their benefits.
  const people = peopleOf(x);
  let senior = 0;
  for (let i = 0; i < people.length; i++) {
    if (x.ages[i] < 65) continue;
    const q = people[i];
    const ownTaxableBenefits = x.socialSecurity > 0 ? x.taxableSocialSecurity * (q.socialSecurity / x.socialSecurity) : 0;
    const ownAgi = q.wages + q.pension + q.ira + q.other + ownTaxableBenefits;
    senior += Math.max(0, Math.min(8000, ownAgi) - ownTaxableBenefits * share);
  }
  // Low-income earned income exclusion (11-21-10a): with federal AGI of 10,000 or less (5,000 separate), the
  // earned income up to that amount.
  const lowLimit = x.status === 'MFS' ? 5000 : 10_000;
  const lowIncome = x.federalAgi <= lowLimit ? Math.min(x.federalAgi, x.wages, lowLimit) : 0;
  return benefitsExcluded + senior + lowIncome;
}

/**
 * Low-income family tax credit (11-21-22): the whole tax when federal AGI is at most the poverty guideline of
 * the family's size (up to 8), then 10% less for each 300 over, none from 2,700 over.
 */
function familyCredit(tax: number, x: StateTaxInput): number {
  const poverty = povertyGuideline(x.year, Math.min(8, x.ages.length + x.dependents)) * (x.status === 'MFS' ? 0.5 : 1);
  const over = x.federalAgi - poverty;
  const share = over < 0 ? 1 : Math.max(0, 0.9 - 0.1 * Math.floor(over / 300));
  return tax * share;
}

export const WV: StateRules = {
  name: 'West Virginia',
  indexed: false,
  indexing: 'Fixed in statute; later cuts depend on revenue triggers (not applied); Social Security fully excluded from 2026.',
  years: {
    2025: YEAR,
    2026: {
      ...YEAR,
      source: 'W. Va. Code 11-21-4e (2026 rates), 11-21-12(c)(8) (full Social Security exclusion from 2026)',
      brackets: same([[0, 0.0211], [10_000, 0.0281], [25_000, 0.0316], [40_000, 0.0422], [60_000, 0.0458]] as const),
    },
  },
  subtract: subtractions,
  credits: (tax, x) => tax - familyCredit(tax, x),
};
