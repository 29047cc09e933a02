import { isJoint } from '../../tax/state/compute';
import { earnedIncomeCredit } from '../../tax/state/earnedIncomeCredit';
import { same, flat } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Utah. Utah Code 59-10-104 (4.5% from 2025, HB 106 of 2025), 59-10-1018 (taxpayer credit: 6% of the federal
 * standard deduction with the 65+ amounts plus 2,111 per dependent for 2025, reduced 1.3% of income over
 * 18,213 single / 36,426 joint / 27,320 head of household for 2025), 59-10-1042 (Social Security credit: tax rate times
 * taxable benefits, reduced 2.5 cents a dollar of income over 54,000 single / 90,000 joint and head of
 * household / 45,000 separate from 2025, HB 106), 59-10-1019 (retirement credit 450 per person born before
 * 1953, reduced 2.5 cents a dollar over 25,000 single / 32,000 joint and head of household / 16,000
 * separate), 59-10-1044 (earned income credit: 20% of the federal one, non-refundable); 4.45% for 2026
 * (59-10-104 as amended in 2026; the rate PolicyEngine US has); TC-40 instructions 2025. Utah taxes Social
 * Security and retirement income, then credits them back.
 * Cross-read with PolicyEngine US gov/states/ut.
 */
const YEAR = {
  source: 'Utah Code 59-10-104, 59-10-1018, 59-10-1019, 59-10-1042; TC-40 instructions 2025',
  brackets: same(flat(0.045)),
  taxesSocialSecurity: true,
};

function credits(tax: number, x: StateTaxInput): number {
  const joint = isJoint(x.status);
  const hoh = x.status === 'HOH';
  const mfs = x.status === 'MFS';
  const income = x.federalAgi;
  const base = (joint ? 36_426 : hoh ? 27_320 : 18_213) * x.f;
  const taxpayer = Math.max(0, 0.06 * (x.federalStandard + 2111 * x.f * x.dependents) - 0.013 * Math.max(0, income - base));
  const rate = x.year >= 2026 ? 0.0445 : 0.045;
  const ssLimit = joint || hoh ? 90_000 : mfs ? 45_000 : 54_000;
  const social = Math.max(0, rate * x.taxableSocialSecurity - 0.025 * Math.max(0, income - ssLimit));
  const born = x.ages.filter((a) => x.year - a <= 1952).length;
  const retire = Math.max(0, 450 * born - 0.025 * Math.max(0, income - (joint || hoh ? 32_000 : mfs ? 16_000 : 25_000)));
  // The retirement credit cannot be taken together with the Social Security credit: the larger is used.
  // Earned income credit (59-10-1044): 20% of the federal credit, non-refundable.
  const eitc = 0.2 * earnedIncomeCredit({
    year: x.year, status: x.status, children: x.dependents, earned: x.wages, agi: x.federalAgi,
    investment: x.interest + x.dividends + Math.max(0, x.capitalGains), ages: x.ages, f: x.f,
  });
  return tax - taxpayer - Math.max(social, retire) - eitc;
}

export const UT: StateRules = {
  name: 'Utah',
  indexed: true,
  indexing: 'Taxpayer credit thresholds indexed (59-10-1018(1)(g)); rate 4.45% for 2026; later years index the thresholds by the plan inflation.',
  years: { 2025: YEAR, 2026: { ...YEAR, brackets: same(flat(0.0445)), source: 'Utah Code 59-10-104 (4.45% for 2026); 2026 thresholds as 2025 indexed by the plan inflation pending the 2026 TC-40' } },
  deductions: () => 0,
  credits: (tax, x) => credits(tax, x),
};
