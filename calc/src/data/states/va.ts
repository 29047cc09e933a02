import { eldersOf, isJoint } from '../../tax/state/compute';
import { same } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Virginia. Va. Code 58.1-320 (rates, one schedule for every status), 58.1-322.03(1) (standard deduction 8,750 /
 * 17,500 for 2025 and 2026, Ch. 725 of 2025), 58.1-322.03(2) (exemptions 930 per person, 800 more per filer
 * 65+), 58.1-322.03(5) (age deduction 12,000 per person 65+, reduced dollar for dollar by adjusted federal AGI
 * over 50,000 single / 75,000 married), 58.1-332.2 (spouse tax adjustment, up to 259 for couples both with
 * income: applied when both spouses are alive and the joint income passes 2 x 17,000), 58.1-322.02(3) (Social
 * Security exempt); Form 760 instructions 2025. Cross-read with PolicyEngine US gov/states/va.
 */
const YEAR = {
  source: 'Va. Code 58.1-320, 58.1-322.02, 58.1-322.03, 58.1-332.2; Form 760 instructions 2025',
  brackets: same([[0, 0.02], [3000, 0.03], [5000, 0.05], [17_000, 0.0575]] as const),
  standard: { S: 8750, MFJ: 17_500, HOH: 8750, MFS: 8750 },
  exemption: 930,
  dependentExemption: 930,
  elderExemption: 800,
};

function ageDeduction(x: StateTaxInput): number {
  const elders = eldersOf(x);
  if (elders === 0) return 0;
  const adjusted = x.federalAgi - x.taxableSocialSecurity;
  const limit = x.ages.length === 2 ? 75_000 : 50_000;
  return Math.max(0, 12_000 * elders - Math.max(0, adjusted - limit));
}

export const VA: StateRules = {
  name: 'Virginia',
  indexed: false,
  indexing: 'Fixed in statute; the 8,750 / 17,500 standard deduction applies for 2025 and 2026.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'Va. Code 58.1-322.03 (8,750 / 17,500 for taxable years 2025 and 2026)' } },
  subtract: ageDeduction,
  credits: (tax, x, _p, taxable) => {
    const both = isJoint(x.status) && x.ages.length === 2 && taxable > 34_000;
    return tax - (both ? 259 : 0);
  },
};
