import { bracketTax, byStatus } from '../../tax/state/compute';
import { times } from './helpers';
import type { Bracket, StateRules } from './types';

/**
 * Hawaii. HRS 235-51 (rates and brackets as widened by Act 46, SLH 2024; joint doubles the single brackets,
 * head of household 1.5 times), 235-2.4 (standard deduction 4,400 / 8,800 / 6,424 for 2025 and 2026; Act 46
 * raises it again in 2027), 235-54 (exemption 1,144 per person, twice for 65+), 235-51(f) (7.25% maximum rate on
 * net capital gain); N-11 instructions 2025. Social Security exempt (235-7(a)(7)); employer pensions are exempt
 * (235-7(a)(2)-(3)) but IRA money is not: the pensions the household is known to receive are subtracted.
 * 2026: Act 46 raises the standard deduction to 8,000 / 16,000 / 12,000. Itemized deductions are not modelled.
 * Cross-read with PolicyEngine US gov/states/hi.
 */
const S: Bracket[] = [[0, 0.014], [9600, 0.032], [14_400, 0.055], [19_200, 0.064], [24_000, 0.068], [36_000, 0.072], [48_000, 0.076], [125_000, 0.079], [175_000, 0.0825], [225_000, 0.09], [275_000, 0.1], [325_000, 0.11]];
const YEAR = {
  source: 'HRS 235-51, 235-2.4, 235-54 as amended by Act 46 (SLH 2024); Form N-11 instructions 2025',
  brackets: { S, MFJ: times(S, 2), HOH: times(S, 1.5), MFS: S },
  standard: { S: 4400, MFJ: 8800, HOH: 6424, MFS: 4400 },
  exemption: 1144,
  elderExemption: 1144,
  dependentExemption: 1144,
};

export const HI: StateRules = {
  name: 'Hawaii',
  indexed: false,
  indexing: 'Not indexed; Act 46 schedules the next bracket and deduction steps for 2027, 2029 and 2031 (not applied).',
  years: {
    2025: YEAR,
    2026: { ...YEAR, source: 'HRS 235-51, 235-2.4 (Act 46 amounts for 2026: brackets as 2025, standard deduction raised)', standard: { S: 8000, MFJ: 16_000, HOH: 12_000, MFS: 8000 } },
  },
  subtract: (x) => x.pension,
  // Alternative tax: ordinary income on the schedule, net capital gain at 7.25% when that is lower.
  rateTax: (taxable, x, p) => {
    const b = byStatus(p.brackets, x.status);
    const regular = bracketTax(b, taxable);
    const gain = Math.min(Math.max(0, x.capitalGains), taxable);
    return Math.min(regular, bracketTax(b, taxable - gain) + 0.0725 * gain);
  },
};
