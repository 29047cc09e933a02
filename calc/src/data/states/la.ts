import { same, flat } from './helpers';
import type { StateRules } from './types';

/**
 * Louisiana. La. R.S. 47:32 (flat 3% from 2025, Act 11 of the 2024 3rd extraordinary session), 47:294
 * (standard deduction 12,500 single and separate, 25,000 joint and head of household, indexed from 2026),
 * 47:44.1 (retirement income exclusion 12,000 per person 65+ from 2025); IT-540 instructions 2025.
 * Social Security exempt (47:44.1(A)). Cross-read with PolicyEngine US gov/states/la.
 */
const YEAR = {
  source: 'La. R.S. 47:32, 47:294, 47:44.1 (Act 11, 2024 3rd ES); Louisiana IT-540 instructions 2025',
  brackets: same(flat(0.03)),
  standard: { S: 12_500, MFJ: 25_000, HOH: 25_000, MFS: 12_500 },
  retirementExclusion: { age: 65, perPerson: 12_000 },
};

export const LA: StateRules = {
  name: 'Louisiana',
  indexed: true,
  indexing: 'Standard deduction indexed by CPI-U from 2026 (R.S. 47:294(B)); 2026 figure not yet published when written: 2025 indexed by the plan inflation.',
  years: { 2025: YEAR },
};
