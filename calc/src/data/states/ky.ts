import { same, flat } from './helpers';
import type { StateRules } from './types';

/**
 * Kentucky. KRS 141.020(2) (4.0% for 2025, 3.5% for 2026 after the HB 1 (2025) trigger certification),
 * 141.081 (standard deduction 3,270 for 2025, indexed; each spouse takes one on a joint return), 141.019(1)(l)
 * (pension and annuity exclusion 31,110 per person), 141.020(3) (credit 40 per filer 65+); Form 740
 * instructions 2025. Social Security exempt. Cross-read with PolicyEngine US gov/states/ky.
 */
const YEAR = {
  source: 'KRS 141.020, 141.081, 141.019; Kentucky Form 740 instructions 2025',
  brackets: same(flat(0.04)),
  standard: { S: 3270, MFJ: 6540, HOH: 3270, MFS: 3270 },
  elderCredit: 40,
  retirementExclusion: { age: 0, perPerson: 31_110 },
};

export const KY: StateRules = {
  name: 'Kentucky',
  indexed: true,
  indexing: 'Standard deduction indexed by CPI (KRS 141.081(2)(a)): 2026 taken as 3,360 = 3,270 indexed by about 2.7% and rounded to 10 as the statute does (check against the 2026 Form 740); the 31,110 exclusion is fixed.',
  years: {
    2025: YEAR,
    2026: { ...YEAR, brackets: same(flat(0.035)), standard: { S: 3360, MFJ: 6720, HOH: 3360, MFS: 3360 }, source: 'KRS 141.020(2)(g) (3.5% for 2026, HB 1 of 2025); standard deduction indexed under KRS 141.081(2)(a)' },
  },
};
