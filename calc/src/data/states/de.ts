import { same } from './helpers';
import type { StateRules } from './types';

/**
 * Delaware. 30 Del. C. 1102 (rates), 1108 (standard deduction 3,250 / 6,500, extra 2,500 per filer 65+),
 * 1110 (personal credit 110 per filer and dependent, extra 110 at 60+, applied here from 65 like the engine's other age amounts), 1106(b)(4) (pension and eligible
 * retirement income exclusion: 12,500 per person 60 or older, 2,000 under 60); PIT-RES instructions 2025.
 * Social Security is excluded. Amounts fixed in statute. Cross-read with PolicyEngine US gov/states/de.
 */
const YEAR = {
  source: '30 Del. C. 1102, 1106, 1108, 1110; Delaware PIT-RES instructions 2025',
  brackets: same([[0, 0], [2000, 0.022], [5000, 0.039], [10_000, 0.048], [20_000, 0.052], [25_000, 0.0555], [60_000, 0.066]] as const),
  standard: { S: 3250, MFJ: 6500, HOH: 3250, MFS: 3250 },
  elderExemption: 2500,
  credit: 110,
  dependentCredit: 110,
  elderCredit: 110,
  retirementExclusion: { age: 60, perPerson: 12_500 },
};

export const DE: StateRules = {
  name: 'Delaware',
  indexed: false,
  indexing: 'Fixed in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'Same sections, unchanged for 2026' } },
};
