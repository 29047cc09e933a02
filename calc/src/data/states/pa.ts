import { same, flat } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Pennsylvania. 72 P.S. 7302 (3.07% flat on each class of income, no standard deduction or exemptions),
 * 7301(d) (retirement income — pensions, IRA and 401(k) distributions after retirement or 59 1/2 — and Social
 * Security are not compensation and not taxed); PA-40 instructions 2025. The base is wages, interest,
 * dividends and net gains (taken before any federal deduction). Tax forgiveness for low incomes is not
 * modelled. Local earned income taxes come through the plan's local rate.
 */
const YEAR = { source: '72 P.S. 7301, 7302; PA-40 instructions 2025', brackets: same(flat(0.0307)) };

export const PA: StateRules = {
  name: 'Pennsylvania',
  indexed: false,
  indexing: 'Flat 3.07% in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: '72 P.S. 7302 (3.07% for 2026)' } },
  subtract: (x: StateTaxInput) => (x.ages.some((a) => a >= 59) ? x.retirement : 0),
  deductions: () => 0,
};
