import { same, flat } from './helpers';
import type { StateRules } from './types';

/**
 * North Carolina. G.S. 105-153.7 (4.25% for 2025, 3.99% for 2026: S.L. 2023-134 with the revenue trigger
 * met), 105-153.5(a)(1) (standard deduction 12,750 / 25,500 / 19,125); D-400 instructions 2025. Social
 * Security exempt; retirement income taxed (Bailey settlement pensions aside). Fixed in statute.
 * Cross-read with PolicyEngine US gov/states/nc.
 */
const YEAR = {
  source: 'G.S. 105-153.5, 105-153.7; Form D-400 instructions 2025',
  brackets: same(flat(0.0425)),
  standard: { S: 12_750, MFJ: 25_500, HOH: 19_125, MFS: 12_750 },
};

export const NC: StateRules = {
  name: 'North Carolina',
  indexed: false,
  indexing: 'Fixed in statute; 3.99% from 2026 (later trigger-based cuts not applied).',
  years: { 2025: YEAR, 2026: { ...YEAR, brackets: same(flat(0.0399)), source: 'G.S. 105-153.7(a): 3.99% for taxable years beginning in 2026' } },
};
