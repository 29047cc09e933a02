import { same, flat } from './helpers';
import type { StateRules } from './types';

/**
 * Indiana. IC 6-3-2-1 (3.0% for 2025, 2.95% for 2026, 2.9% from 2027: HEA 1001-2023), IC 6-3-1-3.5(a)(3)-(5)
 * (exemptions: 1,000 per filer and dependent, 1,500 more per dependent child, 1,000 more per filer 65+);
 * IT-40 instructions 2025. Social Security exempt. County taxes come through the plan's local rate.
 * Exemptions fixed in statute. Cross-read with PolicyEngine US gov/states/in.
 */
const YEAR = {
  source: 'IC 6-3-2-1, IC 6-3-1-3.5; Indiana IT-40 instructions 2025',
  brackets: same(flat(0.03)),
  exemption: 1000,
  dependentExemption: 2500,
  elderExemption: 1000,
};

export const IN: StateRules = {
  name: 'Indiana',
  indexed: false,
  indexing: 'Exemptions fixed; rate 2.95% for 2026 and 2.9% from 2027 (IC 6-3-2-1(a)).',
  years: {
    2025: YEAR,
    2026: { ...YEAR, brackets: same(flat(0.0295)), source: 'IC 6-3-2-1(a): 2.95% for 2026' },
    2027: { ...YEAR, brackets: same(flat(0.029)), source: 'IC 6-3-2-1(a): 2.9% from 2027' },
  },
};
