import { same, flat } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Georgia. O.C.G.A. 48-7-20 (flat rate: 5.39% for 2024, 5.19% for 2025 and 5.09% for 2026 under HB 111 of
 * 2025; 4.99% for 2026 under HB 1001 of 2026), 48-7-27(a)(1) (standard deduction 12,000 / 24,000, dependents 4,000 each
 * from 2024, HB 1015), 48-7-27(a)(5) (retirement income exclusion: 35,000 per person 62-64, 65,000 at 65+;
 * pensions, IRA money, interest, dividends, gains and up to 5,000 of earned income count); Form 500 and IT-511
 * instructions 2025. Social Security exempt. Not indexed. Cross-read with PolicyEngine US gov/states/ga.
 */
const YEAR = {
  source: 'O.C.G.A. 48-7-20, 48-7-27; Georgia IT-511 instructions 2025',
  brackets: same(flat(0.0519)),
  standard: { S: 12_000, MFJ: 24_000, HOH: 12_000, MFS: 12_000 },
  dependentExemption: 4000,
};

/** Retirement exclusion, per person on an even share of the household's qualifying income. */
function exclusion(x: StateTaxInput): number {
  const n = x.ages.length;
  if (n === 0) return 0;
  const unearned = x.retirement + x.interest + x.dividends + Math.max(0, x.capitalGains);
  let total = 0;
  for (const age of x.ages) {
    const cap = age >= 65 ? 65_000 : age >= 62 ? 35_000 : 0;
    if (cap > 0) total += Math.min(cap, unearned / n + Math.min(5000, x.wages / n));
  }
  return total;
}

export const GA: StateRules = {
  name: 'Georgia',
  indexed: false,
  indexing: 'Deductions and exclusions fixed in statute; rate 4.99% for 2026 (HB 1001 of 2026, as cross-read with PolicyEngine US gov/states/ga/tax/income/main/flat_rate), kept for later years.',
  years: { 2025: YEAR, 2026: { ...YEAR, brackets: same(flat(0.0499)), source: 'O.C.G.A. 48-7-20(b)(1) as amended by HB 1001 (2026): 4.99% for 2026' } },
  subtract: exclusion,
};
