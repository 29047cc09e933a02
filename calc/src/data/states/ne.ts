import type { Bracket, StateRules } from './types';

/**
 * Nebraska. Neb. Rev. Stat. 77-2715.03 (brackets indexed; rate three 5.01% and rate four 5.20% for 2025, both
 * 4.55% for 2026 and 3.99% from 2027, LB 754 of 2023), 77-2716.01 (standard deduction 8,600 / 17,200 / 12,650
 * for 2025; 65+ amounts 1,650 single / 1,300 per married filer), 77-2716.01(4) (personal exemption credit
 * 171 per filer and dependent for 2025), 77-2716(1)(s) (Social Security exempt from 2024); Form 1040N
 * instructions 2025. Cross-read with PolicyEngine US gov/states/ne.
 */
const rates = (three: number, four: number) => ({
  S: [[0, 0.0246], [4030, 0.0351], [24_120, three], [38_870, four]] as Bracket[],
  MFJ: [[0, 0.0246], [8040, 0.0351], [48_250, three], [77_730, four]] as Bracket[],
  HOH: [[0, 0.0246], [7510, 0.0351], [38_590, three], [57_630, four]] as Bracket[],
});
const Y2025 = {
  source: 'Neb. Rev. Stat. 77-2715.03, 77-2716, 77-2716.01; Form 1040N instructions 2025',
  brackets: rates(0.0501, 0.052),
  standard: { S: 8600, MFJ: 17_200, HOH: 12_650, MFS: 8600 },
  credit: 171,
  dependentCredit: 171,
};

export const NE: StateRules = {
  name: 'Nebraska',
  indexed: true,
  indexing: 'Brackets, deduction and credit indexed by CPI (77-2715.03(3)); the 2026 schedule uses the legislated 4.55% rates on the 2025 brackets (the 2026 indexed brackets were not yet published when written); 3.99% from 2027.',
  years: {
    2025: Y2025,
    2026: { ...Y2025, brackets: rates(0.0455, 0.0455), source: 'Neb. Rev. Stat. 77-2715.03(2)(b)-(c): 4.55% for 2026 (LB 754, 2023)' },
    2027: { ...Y2025, brackets: rates(0.0399, 0.0399), source: 'Neb. Rev. Stat. 77-2715.03(2)(b)-(c): 3.99% from 2027' },
  },
  deductions: (x, p) => {
    const std = p.standard as { S: number; MFJ: number; HOH: number; MFS: number };
    const joint = x.status === 'MFJ' || x.status === 'QSS';
    const base = joint ? std.MFJ : x.status === 'HOH' ? std.HOH : x.status === 'MFS' ? std.MFS : std.S;
    return (base + x.ages.filter((a) => a >= 65).length * (joint || x.status === 'MFS' ? 1300 : 1650)) * x.f;
  },
};
