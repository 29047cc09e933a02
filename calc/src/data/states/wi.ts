import { bracketTax, byStatus, eldersOf, isJoint, peopleOf } from '../../tax/state/compute';
import type { StateRules, StateTaxInput } from './types';

/**
 * Wisconsin. Wis. Stat. 71.06 (rates and indexed brackets; 2025 Wis. Act 15 widens the 4.4% bracket to 51,130
 * single and head of household / 68,170 joint / 34,090 separate from tax year 2025), 71.05(6)(b)9 (30% of net long-term capital gains
 * excluded), 71.05(22) (sliding-scale standard deduction: 13,560 single, reduced 12% of income over 19,070 to 0;
 * 25,110 joint, reduced 19.778% over 26,820; head of household 17,400 reduced 22.515% over 19,070 down to the
 * single amount and then 12%; for 2025), 71.07(8) (exemption 700 per person, 250 more per filer 65+),
 * 71.07(6) (married couple credit: 3% of the lower-earning spouse's earned income, at most 480); Form 1
 * instructions 2025. Social Security exempt. Cross-read with PolicyEngine US gov/states/wi.
 */
const Y2025 = {
  source: 'Wis. Stat. 71.05, 71.06, 71.07; Wisconsin Form 1 instructions 2025',
  brackets: {
    S: [[0, 0.035], [14_680, 0.044], [51_130, 0.053], [323_290, 0.0765]],
    MFJ: [[0, 0.035], [19_580, 0.044], [68_170, 0.053], [431_060, 0.0765]],
    MFS: [[0, 0.035], [9790, 0.044], [34_090, 0.053], [215_530, 0.0765]],
  },
  gainsExclusion: 0.3,
} as const;

function slidingDeduction(x: StateTaxInput): number {
  const income = x.federalAgi - x.taxableSocialSecurity - 0.3 * Math.max(0, x.capitalGains);
  const f = x.f;
  if (isJoint(x.status)) return Math.max(0, 25_110 * f - 0.19778 * Math.max(0, income - 26_820 * f));
  if (x.status === 'MFS') return Math.max(0, 11_920 * f - 0.19778 * Math.max(0, income - 12_740 * f));
  const single = Math.max(0, 13_560 * f - 0.12 * Math.max(0, income - 19_070 * f));
  if (x.status !== 'HOH') return single;
  const hoh = 17_400 * f - 0.22515 * Math.max(0, income - 19_070 * f);
  return hoh >= 13_560 * f ? hoh : single;
}

export const WI: StateRules = {
  name: 'Wisconsin',
  indexed: true,
  indexing: 'Brackets and the standard deduction indexed by CPI (71.06(2e), 71.05(22)(dm)); 2026: 2025 indexed by the plan inflation until published.',
  years: { 2025: Y2025 },
  deductions: (x) => slidingDeduction(x) + 700 * (x.ages.length + x.dependents) + 250 * eldersOf(x),
  rateTax: (taxable, x, p) => bracketTax(byStatus(p.brackets, x.status), taxable, x.f),
  credits: (tax, x) => {
    if (x.status !== 'MFJ' || x.ages.length !== 2) return tax;
    const [a, b] = peopleOf(x);
    return tax - Math.min(480, 0.03 * Math.max(0, Math.min(a.wages, b.wages)));
  },
};
