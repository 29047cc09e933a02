import { same } from './helpers';
import type { StateRules } from './types';

/**
 * District of Columbia. D.C. Code 47-1806.03 (rates), 47-1801.04(44) (standard deduction equal to the federal
 * basic standard deduction with the 65+ amounts); D-40 instructions 2025. Social Security is excluded
 * (47-1803.02(a)(2)(N)). The OBBBA senior deduction is a federal below-the-line deduction the District does not
 * take. Brackets fixed in statute. Cross-read with PolicyEngine US gov/states/dc.
 */
const YEAR = {
  source: 'D.C. Code 47-1806.03, 47-1801.04(44); Form D-40 instructions 2025',
  brackets: same([[0, 0.04], [10_000, 0.06], [40_000, 0.065], [60_000, 0.085], [250_000, 0.0925], [500_000, 0.0975], [1_000_000, 0.1075]] as const),
};

export const DC: StateRules = {
  name: 'District of Columbia',
  indexed: false,
  indexing: 'Brackets fixed; the deduction follows the federal standard deduction of the year.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'D.C. Code 47-1806.03 (unchanged for 2026)' } },
  deductions: (x) => x.federalStandard,
};
