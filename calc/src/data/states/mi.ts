import { same, flat } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Michigan. MCL 206.51 (4.25%), 206.30(2)-(3) (exemption 5,800 per filer and dependent for 2025, 2,900 more
 * per filer 65+), 206.30(1)(f) as amended by PA 4 of 2023 (retirement and pension deduction phased back in:
 * 75% of the full limit for 2025, all of it from 2026; full limit 65,897 single / 131,794 joint for 2025,
 * indexed); MI-1040 instructions 2025. Social Security exempt. City income taxes come through the plan's
 * local rate. Cross-read with PolicyEngine US gov/states/mi.
 */
const YEAR = {
  source: 'MCL 206.30, 206.51 (PA 4 of 2023); MI-1040 instructions 2025',
  brackets: same(flat(0.0425)),
  exemption: 5800,
  dependentExemption: 5800,
  elderExemption: 2900,
};

const retirementDeduction = (share: number) => (x: StateTaxInput): number => {
  const eligible = x.ages.filter((a) => a >= 60).length;
  return Math.min(x.retirement, eligible * 65_897 * share * x.f);
};

export const MI: StateRules = {
  name: 'Michigan',
  indexed: true,
  indexing: 'Exemption and retirement limit indexed (MCL 206.30(7)); 2026: the 2025 amounts indexed by the plan inflation, the deduction at 100%.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'MCL 206.30(1)(f): full retirement deduction from 2026; amounts as 2025 pending the 2026 MI-1040' } },
  subtract: (x) => retirementDeduction(x.year >= 2026 ? 1 : 0.75)(x),
};
