import type { StateRules } from './types';

/**
 * Idaho. Idaho Code 63-3024 (5.3% over the zero bracket from 2025, HB 40 of 2025; zero bracket 4,811 single,
 * twice for joint and head of household, indexed), 63-3022(j) (federal standard deduction), 63-3024A (grocery
 * credit 155 per person, 20 more at 65+: refundable, so not part of the tax figure); Form 40 instructions 2025.
 * Social Security exempt. The 2026 zero bracket is indexed by Idaho's CPI rule, not yet published when
 * written. Cross-read with PolicyEngine US gov/states/id.
 */
const YEAR = {
  source: 'Idaho Code 63-3024 (HB 40, 2025), 63-3022, 63-3024A; Idaho Form 40 instructions 2025',
  brackets: { S: [[0, 0], [4811, 0.053]], MFJ: [[0, 0], [9622, 0.053]], HOH: [[0, 0], [9622, 0.053]] },
  start: 'federalTaxable' as const,
} as const;

export const ID: StateRules = {
  name: 'Idaho',
  indexed: true,
  indexing: 'Zero bracket indexed yearly (Idaho Code 63-3024(b)); 2026: the 2025 bracket indexed by the plan inflation; rate 5.3% unchanged.',
  years: { 2025: YEAR },
};
