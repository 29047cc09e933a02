import { federalTableFor, regularTax } from '../../tax/federalTables';
import type { Bracket, StateRules, StateTaxInput, StateYear } from './types';

/**
 * Nebraska. Neb. Rev. Stat. 77-2715.03 (brackets indexed; rate three 5.01% and rate four 5.20% for 2025, both
 * 4.55% for 2026 and 3.99% from 2027, LB 754 of 2023), 77-2716.01 (standard deduction 8,600 / 17,200 / 12,600
 * for 2025; extra for 65+ 2,000 single or head of household, 1,650 per married filer), 77-2716.01(4) (personal
 * exemption credit 171 per filer and dependent for 2025), 77-2716(1)(s) (Social Security exempt from 2024);
 * the Federal Tax Liability Worksheet of the 1040N instructions (316 NAC 22-003.01): the tax is no more than the
 * federal income tax when the Nebraska additions less subtractions are under 5,000. Form 1040N
 * instructions 2025; 2026 brackets from Form 1040N-ES 2026. Cross-read with PolicyEngine US gov/states/ne.
 */
const rates = (edges: { S: number[]; MFJ: number[]; HOH: number[] }, three: number, four: number) => ({
  S: [[0, 0.0246], [edges.S[0], 0.0351], [edges.S[1], three], [edges.S[2], four]] as Bracket[],
  MFJ: [[0, 0.0246], [edges.MFJ[0], 0.0351], [edges.MFJ[1], three], [edges.MFJ[2], four]] as Bracket[],
  HOH: [[0, 0.0246], [edges.HOH[0], 0.0351], [edges.HOH[1], three], [edges.HOH[2], four]] as Bracket[],
});
const EDGES_2025 = { S: [4030, 24_120, 38_870], MFJ: [8040, 48_250, 77_730], HOH: [7510, 38_590, 57_630] };
const EDGES_2026 = { S: [4130, 24_760, 39_900], MFJ: [8250, 49_530, 79_800], HOH: [7700, 39_620, 59_160] };

/** Extra standard deduction per filer 65 or older: single and head of household, married. */
interface NebraskaYear extends StateYear { elder: { single: number; married: number } }

const Y2025: NebraskaYear = {
  source: 'Neb. Rev. Stat. 77-2715.03, 77-2716, 77-2716.01; Form 1040N instructions 2025',
  brackets: rates(EDGES_2025, 0.0501, 0.052),
  standard: { S: 8600, MFJ: 17_200, HOH: 12_600, MFS: 8600 },
  elder: { single: 2000, married: 1650 },
  credit: 171,
  dependentCredit: 171,
};
// 2026: brackets as published (1040N-ES 2026); deductions and the credit indexed from 2025 by the federal
// cost-of-living adjustment (2.2% for 2026, Rev. Proc. 2025-32), rounded down to 50.
const Y2026: NebraskaYear = {
  ...Y2025,
  source: 'Neb. Rev. Stat. 77-2715.03(2)(b)-(c): 4.55% for 2026 (LB 754, 2023); Form 1040N-ES 2026 rate schedules',
  brackets: rates(EDGES_2026, 0.0455, 0.0455),
  standard: { S: 8750, MFJ: 17_550, HOH: 12_850, MFS: 8750 },
  credit: 174.76,
  dependentCredit: 174.76,
};

export const NE: StateRules = {
  name: 'Nebraska',
  indexed: true,
  indexing: 'Brackets, deduction and credit indexed by CPI (77-2715.03(3)); later years index the 2026 table by the plan inflation; 3.99% from 2027.',
  years: {
    2025: Y2025,
    2026: Y2026,
    2027: { ...Y2026, brackets: rates(EDGES_2026, 0.0399, 0.0399), source: 'Neb. Rev. Stat. 77-2715.03(2)(b)-(c): 3.99% from 2027' },
  },
  deductions: (x, p) => {
    const y = p as NebraskaYear;
    const std = y.standard as { S: number; MFJ: number; HOH: number; MFS: number };
    const married = x.status === 'MFJ' || x.status === 'QSS' || x.status === 'MFS';
    const base = x.status === 'MFJ' || x.status === 'QSS' ? std.MFJ : x.status === 'HOH' ? std.HOH : x.status === 'MFS' ? std.MFS : std.S;
    return (base + x.ages.filter((a) => a >= 65).length * (married ? y.elder.married : y.elder.single)) * x.f;
  },
  // Federal Tax Liability Worksheet: when the Nebraska additions less subtractions are under 5,000 (always here:
  // no additions are modelled), the Nebraska tax after the nonrefundable credits is no more than the federal
  // income tax before credits.
  credits: (tax, x, p) => {
    const after = Math.max(0, tax - ((p.credit ?? 0) * x.ages.length + (p.dependentCredit ?? 0) * x.dependents) * x.f);
    return after <= x.federalTax ? after : Math.min(after, federalTaxBeforeCredits(x));
  },
};

/**
 * Federal income tax before credits (the input carries it after the child tax credit): the regular tax on the
 * federal taxable income, worked out only when the tax after credits is under the Nebraska tax. Years past the
 * federal tables index them at the engine's default rate.
 */
function federalTaxBeforeCredits(x: StateTaxInput): number {
  const gains = Math.min(Math.max(0, x.capitalGains + x.dividends), x.federalTaxableIncome);
  return regularTax(federalTableFor(x.year), x.status, x.federalTaxableIncome, gains);
}
