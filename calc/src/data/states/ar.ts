import { bracketTax, byStatus, gainsOf, isJoint, peopleOf, rateAt } from '../../tax/state/compute';
import { same } from './helpers';
import type { StatePersonIncome, StateRules, StateTaxInput, StateYear } from './types';

/**
 * Arkansas. Ark. Code 26-51-201 (rates; top rate 3.9% from 2024, Act 1 of the 2024 2nd extraordinary session;
 * 3.7% from 2026, Act 2 of 2025), 26-51-430 (standard deduction 2,410 / 4,820), 26-51-501 (personal credit, 29 per
 * filer and dependent, extra 29 at 65), 26-51-307 (6,000 retirement income exclusion per person), 26-51-815 (50%
 * of net capital gains exempt); AR1000F instructions 2025 and their indexed tax tables.
 * The tables compute the tax as the top rate reached times the whole net taxable income less a reduction (equal
 * to the marginal schedule up to the top bracket); for net income over 95,000 (2025) / 94,700 (2026) the
 * reduction steps down by 10 for every 100 of income to 89 / 79.90 (the "high income" table), so that the lower
 * brackets' benefit is recaptured.
 * - Low-income tax tables (AR1000F instructions; single, head of household and joint with at most one dependent):
 *   below their top the tax is the table's amount for the AGI where it is lower (the deduction is built in).
 * - A married couple may file separately on the same return (status 4, Ark. Code 26-51-203): each spouse on
 *   their own income with the single deduction; the lower of the two ways is taken.
 * - The 6,000 retirement exemption is each person's: employer pensions at any age, IRA distributions from 59 1/2.
 * - Credits (26-51-501): 29 per filer, per dependent, for a head of household, per filer 65 or older, and once more
 *   at 65 for a filer without a retirement exemption; the additional credit for qualified individuals (26-51-
 *   2211): 60 (120 joint) less 5 (10) for each 100 of net taxable income over 26,500.
 * Figures cross-read with PolicyEngine US gov/states/ar/tax/income.
 */
interface ArYear extends StateYear {
  /** Reduction over the top bracket, and the high-income table: its start, first step and floor. */
  reduction: number;
  highFrom: number;
  highFirst: number;
  highFloor: number;
}

const Y2025: ArYear = {
  source: 'Ark. Code 26-51-201, -307, -430, -501, -815; AR1000F/AR1000NR instructions and indexed tax tables 2025',
  brackets: same([[0, 0], [5600, 0.02], [11_200, 0.03], [16_000, 0.034], [26_400, 0.039]] as const),
  standard: { S: 2470, MFJ: 4940, HOH: 2470, MFS: 2470 },
  credit: 29,
  dependentCredit: 29,
  elderCredit: 29,
  retirementExclusion: { age: 59, perPerson: 6000 },
  gainsExclusion: 0.5,
  reduction: 420,
  highFrom: 95_001,
  highFirst: 369,
  highFloor: 89,
};
const Y2026: ArYear = {
  ...Y2025,
  source: 'Ark. Code 26-51-201 as amended by Act 2 of 2025 (top rate 3.7%); AR1000F 2026 tables as cross-read with PolicyEngine US',
  brackets: same([[0, 0], [5600, 0.02], [11_200, 0.03], [16_000, 0.034], [26_400, 0.037]] as const),
  standard: { S: 2520, MFJ: 5040, HOH: 2520, MFS: 2520 },
  reduction: 367.2,
  highFrom: 94_701,
  highFirst: 369.9,
  highFloor: 79.9,
};

/** Top rate times the income less the table's reduction (the high-income table's reduction steps down). */
function arTax(taxable: number, x: { status: Parameters<typeof byStatus>[1]; f: number }, p: StateYear): number {
  const y = p as ArYear;
  const b = byStatus(p.brackets, x.status);
  const top = b[b.length - 1];
  if (taxable <= top[0] * x.f) return bracketTax(b, taxable, x.f);
  const from = y.highFrom * x.f;
  const reduction = taxable < from ? y.reduction * x.f
    : Math.max(y.highFloor * x.f, y.highFirst * x.f - 10 * Math.floor((taxable - from) / 100 + 1e-9));
  return Math.max(0, rateAt(b, taxable, x.f) * taxable - reduction);
}

/**
 * Low-income tax tables 2025 (AR1000F instructions): tax by AGI in rows of 100 from the second edge; 0 below the
 * first; past the last row the regular computation applies. 2026: the 2025 tables indexed by CPI-U (2.7%), as the
 * model does pending the 2026 tables.
 */
interface LowTable { first: number; second: number; amounts: number[] }
const LOW: Record<'S' | 'HOH' | 'MFJ', LowTable> = {
  S: { first: 14_643, second: 14_700, amounts: [29, 33, 40, 47, 54, 61, 68, 75, 82, 89, 96, 103, 110, 117, 124, 131, 138, 145, 152, 159, 166, 173, 180, 187, 194, 201, 208, 215, 222] },
  HOH: {
    first: 20_820, second: 20_900,
    amounts: [67, 77, 86, 95, 105, 114, 124, 133, 142, 152, 161, 171, 180, 189, 199, 208, 218, 227, 236, 246, 255, 265, 274, 283, 293, 302, 312, 321, 330, 340, 349, 359, 368, 377, 387, 396, 406, 415, 424, 434, 443, 453, 462, 471, 481],
  },
  MFJ: {
    first: 24_695, second: 24_700,
    amounts: [77, 87, 98, 108, 118, 129, 139, 150, 160, 170, 181, 191, 202, 212, 222, 233, 243, 254, 264, 274, 285, 295, 306, 316, 326, 337, 347, 358, 368, 378, 389, 399, 410, 420, 430, 441, 451, 462, 472, 482, 493, 503, 514, 524],
  },
};
const LOW_2026_INDEX = 1.027;

/** The low-income table's tax for an AGI (Infinity past the table, or where no table applies). */
export function arkansasLowIncomeTax(x: StateTaxInput, agi: number): number {
  if (x.dependents > 1 || x.status === 'MFS') return Infinity;
  const t = LOW[isJoint(x.status) ? 'MFJ' : x.status === 'HOH' ? 'HOH' : 'S'];
  const k = (x.year >= 2026 ? LOW_2026_INDEX : 1) * x.f;
  if (agi < t.first * k) return 0;
  const row = agi < t.second * k ? 0 : Math.floor((agi - t.second * k) / (100 * k)) + 1;
  return row < t.amounts.length ? t.amounts[row] * k : Infinity;
}

const ADDITIONAL = { max: 60, start: 26_500, step: 100, cut: 5 };
/** The additional tax credit for qualified individuals on a net taxable income (joint: twice the amounts). */
const additionalCredit = (income: number, m: number): number =>
  Math.max(0, ADDITIONAL.max * m - Math.ceil(Math.max(0, income - ADDITIONAL.start) / ADDITIONAL.step) * ADDITIONAL.cut * m);

/** A person's Arkansas AGI: own income, half the gains excluded, less the 6,000 retirement exemption. */
function personAgi(x: StateTaxInput, q: StatePersonIncome, age: number, p: StateYear): number {
  const exemptable = q.pension + (age >= 59.5 ? q.ira : 0);
  const exempt = Math.min(exemptable, (p.retirementExclusion?.perPerson ?? 0));
  const gains = Math.max(0, gainsOf(x, q));
  return q.wages + q.pension + q.ira + q.other - gains * (p.gainsExclusion ?? 0) - exempt;
}

function arkansas(x: StateTaxInput, p: StateYear): number {
  const people = peopleOf(x);
  const agis = people.map((q, i) => personAgi(x, q, x.ages[i], p));
  const agi = agis.reduce((a, b) => a + b, 0);
  const standard = byStatus(p.standard as NonNullable<StateYear['standard']> & object, x.status) * x.f;
  const joint = isJoint(x.status);
  // The combined way: the regular tax or the low-income table's, with the additional credit on net income.
  const taxable = Math.max(0, agi - standard);
  const table = arkansasLowIncomeTax(x, agi);
  const regular = arTax(taxable, x, p);
  const combined = Math.min(regular, table) - additionalCredit(table < regular ? agi : taxable, joint ? 2 : 1);
  let best = combined;
  if (joint && people.length === 2) {
    // Filing separately on the same return: each spouse's own income with the single deduction.
    const single = (p.standard as { S: number }).S * x.f;
    let separate = 0;
    for (const a of agis) {
      const own = Math.max(0, a - single);
      separate += arTax(own, { status: 'S', f: x.f }, p) - additionalCredit(own, 1);
    }
    best = Math.min(best, separate);
  }
  const credit = 29;
  let count = x.ages.length + x.dependents + (x.status === 'HOH' || x.status === 'QSS' ? 1 : 0);
  people.forEach((q, i) => {
    if (x.ages[i] < 65) return;
    count += 1;
    if (q.pension + (x.ages[i] >= 59.5 ? q.ira : 0) <= 0) count += 1;
  });
  return best - credit * count;
}

export const AR: StateRules = {
  name: 'Arkansas',
  indexed: true,
  indexing: 'Brackets indexed yearly by CPI-U (Ark. Code 26-51-201(d)); later years index the 2026 table by the plan inflation.',
  years: { 2025: Y2025, 2026: Y2026 },
  rateTax: arTax,
  compute: arkansas,
};
