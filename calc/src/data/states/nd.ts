import { bracketTax, byStatus, peopleOf } from '../../tax/state/compute';
import type { Bracket, StateRules, StateYear } from './types';

/**
 * North Dakota. N.D.C.C. 57-38-30.3 (rates 0 / 1.95% / 2.5% on federal taxable income from 2024, HB 1158 of
 * 2023; brackets indexed like the federal ones, rounded down to 25), 57-38-01.33 (40% of net long-term capital
 * gains excluded), 57-38-01.2(1)(dd) (Social Security exempt from 2023), 57-38-01.28 (marriage penalty credit:
 * joint filers whose lower earner has over 47,550 of own wages and pensions, up to 312 for 2025); ND-1
 * instructions 2025 (Schedule ND-1SA: 40% of qualified dividends excluded as well, as PolicyEngine US models
 * it; marriage penalty credit worksheet). Cross-read with PolicyEngine US gov/states/nd.
 */
interface NorthDakotaYear extends StateYear {
  /** Marriage penalty credit: maximum, lower earner's qualified income over, state taxable income over. */
  mpc: { max: number; earner: number; taxable: number };
}
const Y2025: NorthDakotaYear = {
  source: 'N.D.C.C. 57-38-30.3, 57-38-01.2, 57-38-01.28, 57-38-01.33; Form ND-1 instructions 2025',
  brackets: {
    S: [[0, 0], [48_475, 0.0195], [244_825, 0.025]],
    MFJ: [[0, 0], [80_975, 0.0195], [298_075, 0.025]],
    HOH: [[0, 0], [64_950, 0.0195], [271_450, 0.025]],
    MFS: [[0, 0], [40_475, 0.0195], [149_050, 0.025]],
  },
  start: 'federalTaxable',
  gainsExclusion: 0.4,
  mpc: { max: 312, earner: 47_550, taxable: 81_036 },
};
/** 2026: the 2025 amounts times the federal cost-of-living adjustment of Rev. Proc. 2025-32 (2.27%), rounded down to 25. */
const COLA_2026 = 1.0227;
const down25 = (v: number): number => Math.floor((v * COLA_2026) / 25) * 25;
const indexed = (b: readonly Bracket[]): Bracket[] => b.map(([edge, rate]) => [edge === 0 ? 0 : down25(edge), rate] as Bracket);
const Y2026: NorthDakotaYear = {
  ...Y2025,
  source: 'N.D.C.C. 57-38-30.3(2): 2025 brackets indexed by the 2026 federal cost-of-living adjustment (Rev. Proc. 2025-32)',
  brackets: { S: indexed(Y2025.brackets.S), MFJ: indexed(Y2025.brackets.MFJ), HOH: indexed(Y2025.brackets.HOH!), MFS: indexed(Y2025.brackets.MFS!) },
  mpc: { max: 312 * COLA_2026, earner: 47_550 * COLA_2026, taxable: 81_036 * COLA_2026 },
};
/** The single filer's standard deduction the marriage penalty worksheet takes off the lower earner's income. */
const MPC_BASE = 15_750;

export const ND: StateRules = {
  name: 'North Dakota',
  indexed: true,
  indexing: 'Brackets indexed like the federal ones (57-38-30.3(2)); later years index the 2026 table by the plan inflation.',
  years: { 2025: Y2025, 2026: Y2026 },
  subtract: (x) => Math.max(0, x.dividends) * 0.4,
  // Marriage penalty credit (nonrefundable): the joint tax less the tax two single filers would pay, one on the
  // lower earner's qualified income (wages and pensions) less 15,750, the other on the rest, up to the maximum.
  credits: (tax, x, p, taxable) => {
    const m = (p as NorthDakotaYear).mpc;
    if (!(x.status === 'MFJ' && x.ages.length === 2 && taxable > m.taxable * x.f)) return tax;
    const [a, b] = peopleOf(x);
    const lower = Math.min(a.wages + a.pension, b.wages + b.pension);
    if (lower <= m.earner * x.f) return tax;
    const single = byStatus(p.brackets, 'S');
    const first = Math.max(0, lower - MPC_BASE);
    const apart = bracketTax(single, first, x.f) + bracketTax(single, Math.max(0, taxable - first), x.f);
    return tax - Math.min(Math.max(0, tax - apart), m.max * x.f);
  },
};
