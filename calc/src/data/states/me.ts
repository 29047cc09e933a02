import { byStatus, isJoint } from '../../tax/state/compute';
import type { ByStatus, StateRules, StateTaxInput } from './types';

/**
 * Maine. 36 M.R.S. 5111 (rates; brackets indexed), 5124-C (standard deduction equal to the federal basic and
 * 65+ amounts), 5126-A (exemption 5,150 per person for 2025), 5124-C and 5126-A phase-outs for high incomes,
 * 5122(2)(M-1) (pension and IRA deduction 45,864 per person for 2025, reduced by Social Security received);
 * Form 1040ME instructions 2025. Social Security exempt (5122(2)(C)).
 * Standard deduction phase-out (36 M.R.S. 5124-C): over 75,000 / 150,000 joint / 112,500 head of household of AGI
 * above 97,150 / 194,300 / 145,750 for 2024 (1040ME worksheet, as read from PolicyEngine US
 * gov/states/me/tax/income/deductions/phase_out), indexed for 2025 by about 2.8% and rounded down to 50:
 * 99,850 / 199,700 / 149,800. The personal exemption's own phase-out (over about 300,000 single) is not applied.
 */
const Y2025 = {
  source: '36 M.R.S. 5111, 5122, 5124-C, 5126-A; Form 1040ME instructions 2025',
  brackets: {
    S: [[0, 0.058], [26_800, 0.0675], [63_450, 0.0715]],
    MFJ: [[0, 0.058], [53_600, 0.0675], [126_900, 0.0715]],
    HOH: [[0, 0.058], [40_200, 0.0675], [95_150, 0.0715]],
  },
  exemption: 5150,
  dependentExemption: 5150,
} as const;
const PHASE: ByStatus<[number, number]> = { S: [99_850, 75_000], MFJ: [199_700, 150_000], HOH: [149_800, 112_500], MFS: [99_850, 75_000] };

function pensionDeduction(x: StateTaxInput): number {
  const n = x.ages.length;
  if (n === 0 || x.retirement <= 0) return 0;
  let total = 0;
  for (let k = 0; k < n; k++) total += Math.max(0, Math.min(x.retirement / n, 45_864 * x.f - x.socialSecurity / n));
  return total;
}

export const ME: StateRules = {
  name: 'Maine',
  indexed: true,
  indexing: 'Brackets, exemption and pension deduction indexed by chained CPI (36 M.R.S. 5403); 2026: 2025 indexed by the plan inflation until Maine Revenue Services publishes them.',
  years: { 2025: Y2025 },
  subtract: pensionDeduction,
  deductions: (x, p) => {
    const [from, range] = byStatus(PHASE, x.status);
    const share = Math.max(0, 1 - Math.max(0, x.federalAgi - from * x.f) / (range * x.f));
    const exemptions = (p.exemption ?? 0) * (isJoint(x.status) ? 2 : 1) + (p.dependentExemption ?? 0) * x.dependents;
    return share * x.federalStandard + exemptions * x.f;
  },
};
