import { isJoint, peopleOf } from '../../tax/state/compute';
import { same, flat } from './helpers';
import type { StateRules, StateTaxInput, StateYear } from './types';

/**
 * Michigan. MCL 206.51 (4.25%), 206.30(2) (exemption 5,800 per filer and dependent for 2025); the retirement and
 * age-based subtractions of MCL 206.30(1)(f), (1)(r) and (9) by the older spouse's year of birth (Form 4884,
 * MI-1040 instructions 2025):
 * - born before 1946 (tier 1): private pensions up to 65,897 single / 131,794 joint, and interest, dividends and
 *   gains up to 14,274 / 28,548 (2024, indexed) less the pensions deducted;
 * - born 1946-1952 (tier 2, 67 and older): a deduction of 20,000 / 40,000 against all income;
 * - born 1953 to (year - 67) (tier 3, 67 and older): 20,000 / 40,000 less the exemptions and (until 2025) the
 *   taxable Social Security;
 * - PA 4 of 2023 phases the tier 1 pension limit back in for those born 1946-1966: 75% for 2025, all from 2026,
 *   in place of the tier 2 or 3 deduction where larger, and at 62 to 66 on its own.
 * Retirement benefits include IRA and 401(k) distributions as well as pensions (MCL 206.30; Michigan Treasury,
 * "Retirement and Pension Benefits" and "Qualified pension distribution requirements: individual plans": IRC 408
 * distributions qualify from 59 1/2; Form 4884); PolicyEngine-US counts employer pensions only
 * (its `taxable_pension_income`), so households with IRA money are listed exceptions. Social Security exempt.
 * Special exemptions are for disability, not age.
 * City income taxes come through the plan's local rate. Cross-read with PolicyEngine US gov/states/mi.
 */
const YEAR = {
  source: 'MCL 206.30, 206.51 (PA 4 of 2023); MI-1040 instructions and Form 4884, 2025',
  brackets: same(flat(0.0425)),
  exemption: 5800,
  dependentExemption: 5800,
};

/**
 * Tier 1 pension limit (2025) and the senior interest, dividends and gains limit (2024's 14,274 / 28,548
 * indexed); 2026: indexed 2.6% as the exemption (5,800 to 5,950, MCL 206.30(7)), pending the 2026 forms.
 */
const LIMITS: Record<number, { pension: [number, number]; interest: [number, number] }> = {
  2025: { pension: [65_897, 131_794], interest: [14_645, 29_290] },
  2026: { pension: [67_610, 135_220], interest: [15_026, 30_052] },
};

export function michiganSubtractions(x: StateTaxInput, p: StateYear): number {
  const older = Math.max(...x.ages);
  const born = x.year - older;
  const joint = isJoint(x.status);
  const f = x.f;
  const limits = LIMITS[x.year >= 2026 ? 2026 : 2025];
  const pensionLimit = limits.pension[joint ? 1 : 0] * f;
  // Pensions, and IRA money of a person 59 1/2 or older (Treasury: IRC 408 distributions qualify from 59 1/2).
  const benefits = peopleOf(x).reduce((sum, q, i) => sum + Math.max(0, q.pension + (x.ages[i] >= 59.5 ? q.ira : 0)), 0);
  const expanded = born >= 1946 && born <= 1966 ? Math.min(benefits, pensionLimit * (x.year >= 2026 ? 1 : 0.75)) : 0;
  const flatAmount = joint ? 40_000 : 20_000;
  if (born < 1946) {
    const pension = Math.min(benefits, pensionLimit);
    const interestLimit = Math.max(0, limits.interest[joint ? 1 : 0] * f - benefits);
    return pension + Math.min(interestLimit, Math.max(0, x.interest + x.dividends + x.capitalGains));
  }
  if (born <= 1952) return Math.max(flatAmount, expanded);
  if (born <= x.year - 67) {
    const exemptions = (p.exemption ?? 0) * f * (x.ages.length + x.dependents);
    const offset = x.year >= 2026 ? 0 : x.taxableSocialSecurity;
    return Math.max(Math.max(0, flatAmount - exemptions - offset), expanded);
  }
  return older >= 62 ? expanded : 0;
}

export const MI: StateRules = {
  name: 'Michigan',
  indexed: true,
  indexing: 'Exemption and retirement limits indexed (MCL 206.30(7)); 2026: the 2025 amounts indexed by the plan inflation, the deduction at 100%.',
  years: {
    2025: YEAR,
    2026: { ...YEAR, exemption: 5950, dependentExemption: 5950, source: 'MCL 206.30(1)(f): full retirement deduction from 2026; exemption 5,800 indexed (MCL 206.30(7)), pending the 2026 MI-1040' },
  },
  subtract: michiganSubtractions,
};
