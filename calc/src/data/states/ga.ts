import { same, flat } from './helpers';
import { peopleOf } from '../../tax/state/compute';
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

/** Retirement exclusion, each person's on their own qualifying income (Schedule 1, page 2). */
function exclusion(x: StateTaxInput): number {
  const people = peopleOf(x);
  let total = 0;
  people.forEach((q, i) => {
    const age = x.ages[i];
    const cap = age >= 65 ? 65_000 : age >= 62 ? 35_000 : 0;
    if (cap > 0) total += Math.min(cap, Math.max(0, q.pension + q.ira + q.other) + Math.min(5000, Math.max(0, q.wages)));
  });
  return total;
}

export const GA: StateRules = {
  name: 'Georgia',
  indexed: false,
  indexing: 'Deductions and exclusions fixed in statute; rate 4.99% for 2026 (HB 1001 of 2026, as cross-read with PolicyEngine US gov/states/ga/tax/income/main/flat_rate), kept for later years.',
  years: {
    2025: YEAR,
    2026: {
      ...YEAR, brackets: same(flat(0.0499)), standard: { S: 15_000, MFJ: 30_000, HOH: 15_000, MFS: 15_000 }, dependentExemption: 5000,
      source: 'O.C.G.A. 48-7-20(b)(1) as amended by HB 1001 (2026): 4.99% for 2026; 48-7-27(a)(1), (a)(3) as amended by HB 463: deduction 15,000 / 30,000, dependents 5,000',
    },
  },
  subtract: exclusion,
};
