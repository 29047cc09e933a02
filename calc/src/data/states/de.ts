import { eldersOf } from '../../tax/state/compute';
import { same } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Delaware. 30 Del. C. 1102 (rates), 1108 (standard deduction 3,250 / 6,500, extra 2,500 per filer 65+),
 * 1110 (personal credit 110 per filer and dependent, extra 110 per filer 60 or older), 1106(b)(4) (pension and eligible
 * retirement income exclusion: 12,500 per person 60 or older of pensions, IRA money, dividends, interest and
 * gains, 2,000 of pensions under 60); PIT-RES instructions 2025.
 * Social Security is excluded. Amounts fixed in statute. Cross-read with PolicyEngine US gov/states/de.
 */
const YEAR = {
  source: '30 Del. C. 1102, 1106, 1108, 1110; Delaware PIT-RES instructions 2025',
  brackets: same([[0, 0], [2000, 0.022], [5000, 0.039], [10_000, 0.048], [20_000, 0.052], [25_000, 0.0555], [60_000, 0.066]] as const),
  standard: { S: 3250, MFJ: 6500, HOH: 3250, MFS: 3250 },
  elderExemption: 2500,
};

/**
 * Pension and eligible retirement income exclusion (30 Del. C. 1106(b)(4)): from 60, up to 12,500 per person of
 * pensions, IRA and 401(k) distributions, dividends, interest, capital gains and net rent; under 60, up to 2,000
 * of pensions. The household's income is split evenly between the filers.
 */
function retirementExclusion(x: StateTaxInput): number {
  const n = x.ages.length;
  if (n === 0) return 0;
  const eligible = (x.retirement + Math.max(0, x.interest) + Math.max(0, x.dividends) + Math.max(0, x.capitalGains)) / n;
  let total = 0;
  for (let k = 0; k < n; k++) total += x.ages[k] >= 60 ? Math.min(eligible, 12_500) : Math.min(x.pension / n, 2000);
  return total;
}

export const DE: StateRules = {
  name: 'Delaware',
  indexed: false,
  indexing: 'Fixed in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'Same sections, unchanged for 2026' } },
  subtract: retirementExclusion,
  // Personal credits: 110 per filer and dependent, 110 more per filer 60 or older (1110(a), (d)).
  credits: (tax, x) => tax - 110 * (x.ages.length + x.dependents + eldersOf(x, 60)) * x.f,
};
