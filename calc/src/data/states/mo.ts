import { same } from './helpers';
import type { StateRules } from './types';

/**
 * Missouri. RSMo 143.011 (rates; top 4.7% for 2025 and 2026, brackets indexed), 143.131 (federal standard
 * deduction with the 65+ amounts), 143.121.2(ee) (all capital gains subtracted from 2025, HB 594 of 2025),
 * 143.124 (Social Security exempt from 2024); MO-1040 instructions 2025. Public and private pension exclusions
 * and the federal tax deduction have income limits that most planning households exceed: not modelled.
 * Cross-read with PolicyEngine US gov/states/mo.
 */
const Y2025 = {
  source: 'RSMo 143.011, 143.121, 143.124, 143.131 (HB 594, 2025); MO-1040 instructions 2025',
  brackets: same([[0, 0], [1313, 0.02], [2626, 0.025], [3939, 0.03], [5252, 0.035], [6565, 0.04], [7878, 0.045], [9191, 0.047]] as const),
  standard: 'federal' as const,
  gainsExclusion: 1,
};

export const MO: StateRules = {
  name: 'Missouri',
  indexed: true,
  indexing: 'Brackets indexed by CPI (RSMo 143.011.4); 2026: 2025 brackets indexed by the plan inflation; 4.7% top rate (a further cut needs a revenue trigger).',
  years: { 2025: Y2025 },
};
