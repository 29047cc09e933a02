import { peopleOf } from '../../tax/state/compute';
import { times } from './helpers';
import type { Bracket, StateRules } from './types';

/**
 * Oklahoma. 68 O.S. 2355 (rates; joint filers and head of household double the single brackets; from 2026
 * HB 2764 of 2025 removes the lowest brackets: 0% up to 3,750, 2.5% to 4,900, 3.5% to 7,200, 4.5% above,
 * doubled for joint), 2358(E) (standard deduction 6,350 / 12,700 / 9,350), 2358(F) (exemption 1,000 per person),
 * 2358(A)(10) (retirement income exclusion: up to 10,000 of each person's own retirement benefits, IRA
 * distributions included (IRC 408; Schedule 511-A line 7)), 2358(A)(7) (Social Security exempt);
 * Form 511 instructions 2025. Cross-read with PolicyEngine US gov/states/ok.
 */
const S2025: Bracket[] = [[0, 0.0025], [1000, 0.0075], [2500, 0.0175], [3750, 0.0275], [4900, 0.0375], [7200, 0.0475]];
const S2026: Bracket[] = [[0, 0], [3750, 0.025], [4900, 0.035], [7200, 0.045]];
const YEAR = {
  source: '68 O.S. 2355, 2358; Oklahoma Form 511 instructions 2025',
  brackets: { S: S2025, MFJ: times(S2025, 2), HOH: times(S2025, 2) },
  standard: { S: 6350, MFJ: 12_700, HOH: 9350, MFS: 6350 },
  exemption: 1000,
  dependentExemption: 1000,
};

export const OK: StateRules = {
  name: 'Oklahoma',
  indexed: false,
  indexing: 'Fixed in statute; the 2026 schedule of HB 2764 (2025); the later 0.25-point cuts depend on revenue triggers (not applied).',
  years: {
    2025: YEAR,
    2026: { ...YEAR, brackets: { S: S2026, MFJ: times(S2026, 2), HOH: times(S2026, 2) }, source: '68 O.S. 2355 as amended by HB 2764 (2025), from tax year 2026' },
  },
  subtract: (x) => {
    let total = 0;
    for (const q of peopleOf(x)) total += Math.min(q.pension + q.ira, 10_000);
    return total;
  },
};
