import { same } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * West Virginia. W. Va. Code 11-21-4e (rates for 2025 after the 4% cut of SB 2033 of 2025: 2.22 / 2.96 / 3.33 /
 * 4.44 / 4.82%, one schedule for single and joint), 11-21-16 (exemption 2,000 per person), 11-21-12(c)(8)
 * (Social Security: all of it excluded when AGI is at most 50,000 single / 100,000 joint; otherwise 65% for
 * 2025 and 100% from 2026), 11-21-12(c)(5) (senior deduction up to 8,000 per filer 65+, reduced by the Social
 * Security benefits excluded); 2026 rates 2.11 / 2.81 / 3.16 / 4.22 / 4.58% after the 2026 trigger cut (11-21-4e(c));
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
  const elders = x.ages.filter((a) => a >= 65).length;
  const nonBenefit = x.federalAgi - x.taxableSocialSecurity;
  const benefitsExcluded = x.taxableSocialSecurity * share;
  // The senior deduction is reduced by the Social Security benefits excluded (11-21-12(c)(8)(B)).
  return benefitsExcluded + Math.min(Math.max(0, 8000 * elders - benefitsExcluded), Math.max(0, nonBenefit));
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
};
