import { same } from './helpers';
import type { StateRules } from './types';

/**
 * Arkansas. Ark. Code 26-51-201 (rates; top rate 3.9% from 2024, Act 1 of the 2024 2nd extraordinary session),
 * 26-51-430 (standard deduction 2,410 / 4,820), 26-51-501 (personal credit, 29 per filer and dependent, extra
 * 29 at 65), 26-51-307 (6,000 retirement income exclusion per person), 26-51-815 (50% of net capital gains
 * exempt); AR1000F instructions 2025, indexed tax table for net income up to 92,300.
 * Simplification: the table for net income up to 92,300 is used for every income (the higher-income table's
 * bracket adjustment is not applied); spouses filing jointly use the same table (as the form does).
 * Figures cross-read with PolicyEngine US gov/states/ar.
 */
const YEAR = {
  source: 'Ark. Code 26-51-201, -307, -430, -501, -815; AR1000F/AR1000NR instructions and indexed tax tables 2025',
  brackets: same([[0, 0], [5500, 0.02], [10_900, 0.03], [15_600, 0.034], [25_700, 0.039]] as const),
  standard: { S: 2410, MFJ: 4820, HOH: 2410, MFS: 2410 },
  credit: 29,
  dependentCredit: 29,
  elderCredit: 29,
  retirementExclusion: { age: 59, perPerson: 6000 },
  gainsExclusion: 0.5,
};

export const AR: StateRules = {
  name: 'Arkansas',
  indexed: true,
  indexing: 'Brackets indexed yearly by CPI-U (Ark. Code 26-51-201(d)); 2026 tables not yet published when written: the 2025 brackets indexed by the plan inflation; rates (3.9% top) unchanged for 2026.',
  years: { 2025: YEAR },
};
