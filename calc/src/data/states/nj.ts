import type { StateRules, StateTaxInput } from './types';

/**
 * New Jersey. N.J.S.A. 54A:2-1 (rates; head of household and qualifying widow(er)s use the joint schedule),
 * 54A:3-1 (exemptions 1,000 per filer, 1,000 more per filer 65+, 1,500 per dependent), 54A:6-10 (pension and
 * IRA exclusion for 65+: up to 100,000 joint / 75,000 single with gross income up to 100,000; 50% / 37.5% up to
 * 125,000; 25% / 18.75% up to 150,000; none above); NJ-1040 instructions 2025. Social Security exempt
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

function pensionExclusion(x: StateTaxInput): number {
  if (!x.ages.some((a) => a >= 65)) return 0;
  const joint = x.status === 'MFJ' || x.status === 'QSS';
  const gross = x.federalAgi - x.taxableSocialSecurity;
  const full = joint ? 100_000 : x.status === 'MFS' ? 50_000 : 75_000;
  const share = gross <= 100_000 ? 1 : gross <= 125_000 ? 0.5 : gross <= 150_000 ? 0.25 : 0;
  return Math.min(x.retirement, full * share);
}

export const NJ: StateRules = {
  name: 'New Jersey',
  indexed: false,
  indexing: 'Fixed in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'N.J.S.A. 54A:2-1 (unchanged for 2026)' } },
  subtract: pensionExclusion,
};
