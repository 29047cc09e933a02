import { byStatus, eldersOf, isJoint } from '../../tax/state/compute';
import type { StateRules, StateTaxInput } from './types';

/**
 * Oregon. ORS 316.037 (rates; joint and head of household double the single brackets below 125,000 / 250,000),
 * 316.695 (standard deduction 2,835 / 5,670 / 4,560 for 2025; 1,200 more per filer 65+ single, 1,000 married),
 * 316.085 (exemption credit 256 per filer and dependent for 2025, none when AGI is over 100,000, or 200,000
 * joint and head of household), 316.680(1)(b) and 316.685 (federal income tax subtraction up to 8,500, phased
 * out between AGI 125,000 and 145,000 single / 250,000 and 290,000 joint and head of household); OR-40
 * instructions 2025. Social Security exempt.
 * Cross-read with PolicyEngine US gov/states/or.
 */
const Y2025 = {
  source: 'ORS 316.037, 316.085, 316.680, 316.685, 316.695; Form OR-40 instructions 2025',
  brackets: {
    S: [[0, 0.0475], [4400, 0.0675], [11_050, 0.0875], [125_000, 0.099]],
    MFJ: [[0, 0.0475], [8800, 0.0675], [22_100, 0.0875], [250_000, 0.099]],
    HOH: [[0, 0.0475], [8800, 0.0675], [22_100, 0.0875], [250_000, 0.099]],
  },
  standard: { S: 2835, MFJ: 5670, HOH: 4560, MFS: 2835 },
  credit: 256,
  dependentCredit: 256,
} as const;

function federalTaxSubtraction(x: StateTaxInput): number {
  const wide = isJoint(x.status) || x.status === 'HOH';
  const [from, to] = wide ? [250_000, 290_000] : [125_000, 145_000];
  const limit = (x.status === 'MFS' ? 4250 : 8500) * x.f;
  const share = x.federalAgi <= from ? 1 : x.federalAgi >= to ? 0 : 1 - Math.ceil((x.federalAgi - from) / 2500) * (2500 / (to - from));
  return Math.min(x.federalTax, limit * Math.max(0, share));
}

export const OR: StateRules = {
  name: 'Oregon',
  indexed: true,
  indexing: 'Brackets (below the top), deduction and credit indexed by CPI (ORS 316.037(1)(b)); 2026: 2025 indexed by the plan inflation until published.',
  years: { 2025: Y2025 },
  subtract: federalTaxSubtraction,
  deductions: (x, p) => {
    const joint = isJoint(x.status);
    return (byStatus(p.standard as { S: number; MFJ: number; HOH: number; MFS: number }, x.status) + eldersOf(x) * (joint || x.status === 'MFS' ? 1000 : 1200)) * x.f;
  },
  credits: (tax, x, p) => {
    const limit = isJoint(x.status) || x.status === 'HOH' ? 200_000 : 100_000;
    if (x.federalAgi > limit) return tax;
    return tax - (p.credit ?? 0) * x.f * (x.ages.length + x.dependents);
  },
};
