import { same, flat } from './helpers';
import type { StateRules } from './types';

/**
 * Arizona. A.R.S. 43-1011 (2.5% flat from 2023), 43-1041 (standard deduction = the federal one), 43-1023
 * (2,100 exemption per filer 65 or older), 43-1073.01 (dependent credit 100 per dependent under 17),
 * 43-1022(23) (25% of net long-term capital gain on assets acquired after 2011); Form 140 instructions 2025.
 * Social Security is subtracted (43-1022(2)). Figures cross-read with PolicyEngine US gov/states/az.
 */
const YEAR = {
  source: 'A.R.S. 43-1011, 43-1022, 43-1023, 43-1041, 43-1073.01; Arizona Form 140 instructions 2025',
  brackets: same(flat(0.025)),
  standard: 'federal' as const,
  elderExemption: 2100,
  dependentCredit: 100,
  gainsExclusion: 0.25,
};

export const AZ: StateRules = {
  name: 'Arizona',
  indexed: true,
  indexing: 'Standard deduction follows the federal one; the rate is fixed at 2.5%.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'A.R.S. 43-1011 (2.5% unchanged for 2026); federal 2026 standard deduction (Rev. Proc. 2025-32)' } },
};
