import { same } from './helpers';
import type { StateRules } from './types';

/**
 * Mississippi. Miss. Code 27-7-5 (4.4% over 10,000 for 2025; 4.0% for 2026 under HB 1 of 2025, then 0.25
 * less a year to 3% by 2030), 27-7-17 (standard deduction 2,300 / 4,600 / 3,400), 27-7-21 (exemptions 6,000
 * single, 12,000 joint, 9,500 head of household; 1,500 per dependent; 1,500 more per filer 65+),
 * 27-7-15(4)(k) (qualified retirement income and Social Security exempt); Form 80-105 instructions 2025.
 * Fixed in statute. Cross-read with PolicyEngine US gov/states/ms.
 */
const YEAR = {
  source: 'Miss. Code 27-7-5, 27-7-15, 27-7-17, 27-7-21; Form 80-105 instructions 2025',
  brackets: same([[0, 0], [10_000, 0.044]] as const),
  standard: { S: 2300, MFJ: 4600, HOH: 3400, MFS: 2300 },
  dependentExemption: 1500,
  elderExemption: 1500,
  retirementExclusion: { age: 0, perPerson: Infinity },
};

export const MS: StateRules = {
  name: 'Mississippi',
  indexed: false,
  indexing: 'Fixed in statute; 4.0% for 2026 (HB 1, 2025); the later steps are not applied.',
  years: { 2025: YEAR, 2026: { ...YEAR, brackets: same([[0, 0], [10_000, 0.04]] as const), source: 'Miss. Code 27-7-5(1)(e) as amended by HB 1 (2025): 4.0% for 2026' } },
  deductions: (x, p) => {
    const personal = x.status === 'MFJ' || x.status === 'QSS' ? 12_000 : x.status === 'HOH' ? 9500 : 6000;
    const standard = x.status === 'MFJ' || x.status === 'QSS' ? 4600 : x.status === 'HOH' ? 3400 : 2300;
    return standard + personal + (p.dependentExemption ?? 0) * x.dependents + (p.elderExemption ?? 0) * x.ages.filter((a) => a >= 65).length;
  },
};
