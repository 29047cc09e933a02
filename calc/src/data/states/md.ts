import { earnedIncomeCredit } from '../../tax/state/earnedIncomeCredit';
import { bracketTax, byStatus, eldersOf, isJoint } from '../../tax/state/compute';
import type { StateRules, StateTaxInput } from './types';

/**
 * Maryland. Tax-General 10-105 (rates, with the 6.25% and 6.5% brackets from 2025, HB 352 of 2025), 10-217
 * (flat standard deduction 3,350 / 6,700 from 2025), 10-211 (exemption 3,200 per person, reduced to 1,600,
 * 800 and 0 as federal AGI passes 100,000 / 125,000 / 150,000 single and 150,000 / 175,000 / 200,000 joint;
 * 1,000 more per filer 65+), 10-209 (pension exclusion for 65+, 39,500 for 2025, less Social Security; employee
 * retirement plans only: IRA, SEP and Keogh distributions are not eligible, so the household's known pensions
 * only), 10-208(h) (two-income subtraction up to 1,200), 10-765 (senior tax credit from 2025), joint rates for a
 * head of household (10-105(a)(1)(ii)),
 * 10-105(a)(2) (2% capital gains surtax when federal AGI is over 350,000, from 2025); Form 502 instructions
 * 2025. Social Security exempt. County income taxes come through the plan's local rate.
 * Cross-read with PolicyEngine US gov/states/md.
 */
const Y2025 = {
  source: 'Md. Code Tax-Gen. 10-105, 10-209, 10-211, 10-217 (HB 352, 2025); Maryland Form 502 instructions 2025',
  brackets: {
    S: [[0, 0.02], [1000, 0.03], [2000, 0.04], [3000, 0.0475], [100_000, 0.05], [125_000, 0.0525], [150_000, 0.055], [250_000, 0.0575], [500_000, 0.0625], [1_000_000, 0.065]],
    MFJ: [[0, 0.02], [1000, 0.03], [2000, 0.04], [3000, 0.0475], [150_000, 0.05], [175_000, 0.0525], [225_000, 0.055], [300_000, 0.0575], [600_000, 0.0625], [1_200_000, 0.065]],
    HOH: [[0, 0.02], [1000, 0.03], [2000, 0.04], [3000, 0.0475], [150_000, 0.05], [175_000, 0.0525], [225_000, 0.055], [300_000, 0.0575], [600_000, 0.0625], [1_200_000, 0.065]],
  },
  standard: { S: 3350, MFJ: 6700, HOH: 6700, MFS: 3350 },
} as const;

function pensionExclusion(x: StateTaxInput): number {
  const n = x.ages.length;
  if (n === 0) return 0;
  let total = 0;
  for (const age of x.ages) if (age >= 65) total += Math.max(0, Math.min(x.pension / n, 39_500 * x.f - x.socialSecurity / n));
  // Two-income subtraction (10-208(h)): the lower-income spouse's income up to 1,200 (even split of the income).
  if (isJoint(x.status)) total += Math.min(1200, Math.max(0, x.federalAgi - x.taxableSocialSecurity) / 2);
  return total;
}

/**
 * Senior tax credit (10-765, from 2025): 1,000 for a filer 65 or older (single, separate, a joint return with one),
 * 1,750 for a joint return with both or a head of household, when federal AGI is at most 100,000 (single,
 * separate) or 150,000.
 */
function seniorCredit(x: StateTaxInput): number {
  const elders = eldersOf(x);
  if (elders === 0) return 0;
  const single = x.status === 'S' || x.status === 'MFS';
  if (x.federalAgi > (single ? 100_000 : 150_000)) return 0;
  return single || (isJoint(x.status) && elders === 1) ? 1000 : 1750;
}

export const MD: StateRules = {
  name: 'Maryland',
  indexed: true,
  indexing: 'Standard deduction and the pension exclusion indexed (10-217(b), 10-209(b)); brackets fixed. 2026: 2025 amounts indexed by the plan inflation.',
  years: { 2025: Y2025 },
  subtract: pensionExclusion,
  deductions: (x, p) => {
    const joint = isJoint(x.status) || x.status === 'HOH';
    const [a, b, c] = joint ? [150_000, 175_000, 200_000] : [100_000, 125_000, 150_000];
    const per = x.federalAgi <= a ? 3200 : x.federalAgi <= b ? 1600 : x.federalAgi <= c ? 800 : 0;
    const people = (isJoint(x.status) ? 2 : 1) + x.dependents;
    return byStatus(p.standard as { S: number; MFJ: number; HOH: number; MFS: number }, x.status) * x.f + per * people + 1000 * eldersOf(x);
  },
  rateTax: (taxable, x, p) => {
    const surtax = x.federalAgi > 350_000 ? 0.02 * Math.max(0, x.capitalGains) : 0;
    return bracketTax(byStatus(p.brackets, x.status), taxable) + surtax;
  },
  // Earned income credit (10-704): half the federal credit against the state tax (the refundable part aside).
  credits: (tax, x) => tax - seniorCredit(x) - 0.5 * earnedIncomeCredit({
    year: x.year, status: x.status, children: x.dependents, earned: x.wages, agi: x.federalAgi,
    investment: x.interest + x.dividends + Math.max(0, x.capitalGains), ages: x.ages, f: x.f,
  }),
};
