import { bracketTax, byStatus, peopleOf } from '../../tax/state/compute';
import type { Bracket, StateRules, StateTaxInput, StateYear } from './types';

/**
 * New York. Tax Law 601(a)-(c) (rates; for 2026 the five lowest rates are cut 0.1 point by the FY 2026
 * budget, Part A of Ch. 59 of 2025), 601(d-1) (supplemental tax: the benefit of the lower rates is recaptured
 * over 50,000 of AGI above 107,650, and above each higher bracket's start), 614 (standard deduction 8,000 /
 * 16,050 / 11,200), 616 (dependent exemption 1,000), 612(c)(3-a) (pension and annuity exclusion up to 20,000
 * of each person's own pensions and IRA money at 59 1/2 or older), 606(b) (household credit: by federal AGI, and for filers other than single by the
 * number of people of the household); IT-201 instructions 2025 and its tax computation worksheets. Social Security
 * exempt. New York City and Yonkers taxes come through the plan's local rate. Brackets are fixed in statute.
 * Cross-read with PolicyEngine US gov/states/ny.
 */
const schedule = (r: readonly number[]) => ({
  S: [[0, r[0]], [8500, r[1]], [11_700, r[2]], [13_900, r[3]], [80_650, r[4]], [215_400, 0.0685], [1_077_550, 0.0965], [5_000_000, 0.103], [25_000_000, 0.109]] as Bracket[],
  MFJ: [[0, r[0]], [17_150, r[1]], [23_600, r[2]], [27_900, r[3]], [161_550, r[4]], [323_200, 0.0685], [2_155_350, 0.0965], [5_000_000, 0.103], [25_000_000, 0.109]] as Bracket[],
  HOH: [[0, r[0]], [12_800, r[1]], [17_650, r[2]], [20_900, r[3]], [107_650, r[4]], [269_300, 0.0685], [1_616_450, 0.0965], [5_000_000, 0.103], [25_000_000, 0.109]] as Bracket[],
});
const Y2025: StateYear = {
  source: 'N.Y. Tax Law 601, 612, 614, 616; IT-201 instructions 2025 and tax computation worksheets',
  brackets: schedule([0.04, 0.045, 0.0525, 0.055, 0.06]),
  standard: { S: 8000, MFJ: 16_050, HOH: 11_200, MFS: 8000 },
  dependentExemption: 1000,
};

/**
 * Pension and annuity exclusion (612(c)(3-a)): each filer 59 1/2 or older (60 at the end of the year here)
 * excludes up to 20,000 of their own pensions, annuities and IRA distributions (IT-201 line 29; the model's
 * caveat: it leaves IRA money out).
 */
function pensionExclusion(x: StateTaxInput): number {
  const people = peopleOf(x);
  let total = 0;
  for (let i = 0; i < people.length; i++) if (x.ages[i] >= 59.5) total += Math.min(people[i].pension + people[i].ira, 20_000);
  return total;
}
const RECAPTURE_FROM = 107_650;
/** First bracket subject to recapture (the 5.5% one in 2025). */
const FIRST = 3;

/** Household credit of 606(b): [AGI over which the row ends, single amount, base, per other person]. */
const HOUSEHOLD: readonly (readonly [number, number, number, number])[] = [
  [5000, 75, 90, 15], [6000, 60, 75, 15], [7000, 50, 65, 15], [20_000, 45, 60, 15], [22_000, 40, 60, 10],
  [25_000, 40, 50, 10], [28_000, 20, 40, 5], [32_000, 0, 20, 5],
];

/** The household credit (nonrefundable): fixed amounts, not indexed. */
export function householdCredit(agi: number, single: boolean, people: number): number {
  for (const [top, s, base, more] of HOUSEHOLD) if (agi <= top) return single ? s : base + more * (people - 1);
  return 0;
}

export const NY: StateRules = {
  name: 'New York',
  indexed: false,
  indexing: 'Brackets and deductions fixed in statute; 2026 rates from the FY 2026 budget.',
  years: {
    2025: Y2025,
    2026: { ...Y2025, brackets: schedule([0.039, 0.044, 0.0515, 0.054, 0.059]), source: 'N.Y. Tax Law 601 as amended by Ch. 59 of 2025, Part A: 2026 rates 3.9 / 4.4 / 5.15 / 5.4 / 5.9%' },
  },
  subtract: pensionExclusion,
  credits: (tax, x) => tax - householdCredit(x.federalAgi, x.status === 'S', x.ages.length + x.dependents),
  rateTax: (taxable, x, p) => {
    const b = byStatus(p.brackets, x.status);
    const regular = bracketTax(b, taxable);
    const agi = x.federalAgi - x.taxableSocialSecurity;
    if (agi <= RECAPTURE_FROM) return regular;
    let k = 0;
    for (let i = 0; i < b.length; i++) if (taxable > b[i][0]) k = i;
    if (k < FIRST) return regular;
    const edge = b[k][0];
    const start = Math.max(RECAPTURE_FROM, edge);
    // Below the recapture start the lower brackets' benefit is already recaptured in full.
    const base = edge > RECAPTURE_FROM ? b[k - 1][1] * edge - bracketTax(b, edge) : 0;
    const before = regular + base;
    const flat = b[k][1] * taxable;
    const phase = Math.min(1, Math.max(0, agi - start) / 50_000);
    return before + (flat - before) * phase;
  },
};
