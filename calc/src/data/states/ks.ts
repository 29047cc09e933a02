import { eldersOf, isJoint } from '../../tax/state/compute';
import { earnedIncomeCredit } from '../../tax/state/earnedIncomeCredit';
import type { StateRules } from './types';

/**
 * Kansas. K.S.A. 79-32,110 (5.2% up to 23,000 / 46,000 joint, 5.58% above, SB 1 of 2024), 79-32,119
 * (standard deduction 3,605 / 8,240 / 6,180 head of household; 850 more per filer 65+ single or head of
 * household, 700 per filer joint), 79-32,121 (exemption 9,160 single and head of household, 18,320 joint,
 * 2,320 per dependent), 79-32,117(c)(xxiv) (Social Security exempt from 2024); K-40 instructions 2025.
 * 79-32,205 (earned income credit, 17% of the federal credit, taken against the tax first; the rest refunded, so
 * outside this figure). Amounts fixed in statute. Cross-read with PolicyEngine US gov/states/ks.
 */
const YEAR = {
  source: 'K.S.A. 79-32,110, 79-32,117, 79-32,119, 79-32,121 (SB 1, 2024); Kansas K-40 instructions 2025',
  brackets: { S: [[0, 0.052], [23_000, 0.0558]], MFJ: [[0, 0.052], [46_000, 0.0558]] },
  standard: { S: 3605, MFJ: 8240, HOH: 6180, MFS: 4120 },
} as const;

export const KS: StateRules = {
  name: 'Kansas',
  indexed: false,
  indexing: 'Fixed in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'Same sections, unchanged for 2026' } },
  credits: (tax, x) => tax - 0.17 * earnedIncomeCredit({
    year: x.year, status: x.status, children: x.dependents, earned: x.wages, agi: x.federalAgi,
    investment: x.interest + x.dividends + Math.max(0, x.capitalGains), ages: x.ages, f: x.f,
  }),
  deductions: (x, p) => {
    const joint = isJoint(x.status);
    const standard = (p.standard as { S: number; MFJ: number; HOH: number; MFS: number });
    const base = joint ? standard.MFJ : x.status === 'HOH' ? standard.HOH : x.status === 'MFS' ? standard.MFS : standard.S;
    const elder = eldersOf(x) * (joint ? 700 : 850);
    // A head of household claims one more 2,320 exemption besides the dependents' (K-40 line 4 instructions).
    const exemption = (joint ? 18_320 : 9160) + 2320 * (x.dependents + (x.status === 'HOH' ? 1 : 0));
    return base + elder + exemption;
  },
};
