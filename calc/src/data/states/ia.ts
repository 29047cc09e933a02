import { same, flat } from './helpers';
import type { StateRules } from './types';
import { genericCredits } from '../../tax/state/compute';

/**
 * Iowa. Iowa Code 422.5A (flat 3.8% from 2025, SF 2442 of 2024), 422.7 (starting point federal taxable income
 * from 2023; retirement income of a person 55 or older excluded, 422.7(31A); Social Security excluded),
 * 422.12 (exemption credits: 40 per filer and dependent, 20 more per filer 65+); IA 1040 instructions 2025.
 * The federal 65+ amounts and the senior deduction reach Iowa through federal taxable income. Credits fixed.
 * Cross-read with PolicyEngine US gov/states/ia.
 */
const YEAR = {
  source: 'Iowa Code 422.5A, 422.7, 422.12; IA 1040 instructions 2025',
  brackets: same(flat(0.038)),
  start: 'federalTaxable' as const,
  credit: 40,
  dependentCredit: 40,
  elderCredit: 20,
  retirementExclusion: { age: 55, perPerson: Infinity },
};

export const IA: StateRules = {
  name: 'Iowa',
  // A head of household has the joint personal credit (IA 1040 line 23: 80 for status 2 and 5).
  credits: (tax, x, p) => tax - genericCredits(x, p) - (x.status === 'HOH' ? (p.credit ?? 0) * x.f : 0),
  indexed: false,
  indexing: 'Flat 3.8% and fixed credits; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'Iowa Code 422.5A (3.8% for 2026)' } },
};
