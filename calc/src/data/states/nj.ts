import type { StateRules, StateTaxInput } from './types';

/**
 * New Jersey. N.J.S.A. 54A:2-1 (rates; head of household and qualifying widow(er)s use the joint schedule),
 * 54A:3-1 (exemptions 1,000 per filer, 1,000 more per filer 65+, 1,500 per dependent), 54A:6-10 (pension and
 * IRA exclusion at 62: up to 100,000 joint / 75,000 single of them with gross income up to 100,000; 50% / 37.5%
 * of them up to 125,000; 25% / 18.75% up to 150,000; none above), 54A:6-15 (other retirement income exclusion); NJ-1040 instructions 2025. Social Security exempt
 * (54A:6-6). Amounts fixed in statute. Cross-read with PolicyEngine US gov/states/nj.
 */
const JOINT = [[0, 0.014], [20_000, 0.0175], [50_000, 0.0245], [70_000, 0.035], [80_000, 0.05525], [150_000, 0.0637], [500_000, 0.0897], [1_000_000, 0.1075]] as const;
const YEAR = {
  source: 'N.J.S.A. 54A:2-1, 54A:3-1, 54A:6-10; NJ-1040 instructions 2025',
  brackets: {
    S: [[0, 0.014], [20_000, 0.0175], [35_000, 0.035], [40_000, 0.05525], [75_000, 0.0637], [500_000, 0.0897], [1_000_000, 0.1075]],
    MFJ: JOINT,
    HOH: JOINT,
  },
  exemption: 1000,
  elderExemption: 1000,
  dependentExemption: 1500,
} as const;

/** Share of the pension exclusion by gross income (54A:6-10): joint and other filers. */
function exclusionShare(gross: number, joint: boolean): number {
  if (gross <= 100_000) return 1;
  if (gross <= 125_000) return joint ? 0.5 : 0.375;
  if (gross <= 150_000) return joint ? 0.25 : 0.1875;
  return 0;
}

/**
 * Pension exclusion (54A:6-10, NJ-1040 line 28a: pensions, annuities and IRA withdrawals of a filer 62 or older,
 * the share of them by gross income, up to 100,000 joint / 75,000 single / 50,000 separate) and the other
 * retirement income exclusion (54A:6-15, line 28b, Worksheet D: with earned income of 3,000 or less, the part
 * of the maximum exclusion (the share of gross income, up to the same cap) the pensions left unused, against the
 * other income). The household's income counts as the eligible filer's (no split by person).
 */
function pensionExclusion(x: StateTaxInput): number {
  if (!x.ages.some((a) => a >= 62)) return 0;
  const joint = x.status === 'MFJ' || x.status === 'QSS';
  const gross = x.federalAgi - x.taxableSocialSecurity;
  const cap = joint ? 100_000 : x.status === 'MFS' ? 50_000 : 75_000;
  const share = exclusionShare(gross, joint);
  const used = Math.min(x.retirement * share, cap);
  if (x.wages > 3000) return used;
  const unused = Math.max(0, Math.min(gross * share, cap) - used);
  return used + Math.min(unused, Math.max(0, gross - x.retirement));
}

export const NJ: StateRules = {
  name: 'New Jersey',
  indexed: false,
  indexing: 'Fixed in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'N.J.S.A. 54A:2-1 (unchanged for 2026)' } },
  subtract: pensionExclusion,
};
