import { bracketTax, byStatus } from '../../tax/state/compute';
import type { StateRules } from './types';

/**
 * Montana. MCA 15-30-2103 (ordinary income: 4.7% up to 21,100 single / 42,200 joint / 31,700 head of household
 * for 2025, 5.9% above; HB 337 of 2025: 4.7% up to 47,500 / 95,000 / 71,250 and 5.65% above for 2026),
 * 15-30-2103(2) (net long-term capital gains 3.0% / 4.1%), 15-30-2110 (federal taxable income is the starting
 * point; Social Security taxed as federally), 15-30-2110(2)(c) (5,660 subtraction per filer 65+ for 2025);
 * Form 2 instructions 2025. Cross-read with PolicyEngine US gov/states/mt.
 */
const Y2025 = {
  source: 'MCA 15-30-2103, 15-30-2110; Montana Form 2 instructions 2025',
  brackets: { S: [[0, 0.047], [21_100, 0.059]], MFJ: [[0, 0.047], [42_200, 0.059]], HOH: [[0, 0.047], [31_700, 0.059]] },
  start: 'federalTaxable' as const,
  taxesSocialSecurity: true,
} as const;
const Y2026 = {
  ...Y2025,
  source: 'MCA 15-30-2103 as amended by HB 337 (2025): 4.7% / 5.65% for 2026',
  brackets: { S: [[0, 0.047], [47_500, 0.0565]], MFJ: [[0, 0.047], [95_000, 0.0565]], HOH: [[0, 0.047], [71_250, 0.0565]] },
} as const;

export const MT: StateRules = {
  name: 'Montana',
  indexed: true,
  indexing: 'Brackets indexed by CPI (15-30-2101); later years index 2026 by the plan inflation.',
  years: { 2025: Y2025, 2026: Y2026 },
  subtract: (x) => 5660 * x.f * x.ages.filter((a) => a >= 65).length,
  // Net long-term gains are taxed on their own schedule on top of ordinary income.
  rateTax: (taxable, x, p) => {
    const gains = Math.min(Math.max(0, x.capitalGains), taxable);
    const ordinary = taxable - gains;
    const edge = byStatus(p.brackets, x.status)[1][0] * x.f;
    const lowRoom = Math.max(0, edge - ordinary);
    const gainTax = 0.03 * Math.min(gains, lowRoom) + 0.041 * Math.max(0, gains - lowRoom);
    return bracketTax(byStatus(p.brackets, x.status), ordinary, x.f) + gainTax;
  },
};
