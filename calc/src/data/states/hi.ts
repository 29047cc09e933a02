import { bracketTax, byStatus, genericDeductions, peopleOf } from '../../tax/state/compute';
import { times } from './helpers';
import type { Bracket, StateRules, StateTaxInput, StateYear } from './types';

/**
 * Hawaii. HRS 235-51 (rates and brackets as widened by Act 46, SLH 2024; joint doubles the single brackets,
 * head of household 1.5 times), 235-2.4 (standard deduction 4,400 / 8,800 / 6,424 for 2025 and 2026; Act 46
 * raises it again in 2027), 235-54 (exemption 1,144 per person, twice for 65+), 235-51(f) (7.25% maximum rate on
 * net capital gain); N-11 instructions 2025. Social Security exempt (235-7(a)(7)); employer pensions are exempt
 * (235-7(a)(2)-(3)) but IRA money is not: the pensions the household is known to receive are subtracted.
 * 2026: Act 46 raises the standard deduction to 8,000 / 16,000 / 12,000.
 * Itemized deductions (235-2.4): Hawaii lets its own income tax be deducted; as PolicyEngine-US prices it, the tax
 * withheld is each person's AGI less the single standard deduction on the single schedule. Over 166,800 of AGI
 * (the 2009 federal limit HRS 235-2.4 keeps) they are cut by 3% of the excess, at most 80%. A household itemizes
 * where that is larger than the standard deduction.
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

/** Itemized deductions: the Hawaii income tax withheld as the model estimates it, less the 2009 limitation. */
function itemized(x: StateTaxInput, p: StateYear, agi: number): number {
  const single = p.brackets.S;
  const first = (p.standard as { S: number }).S;
  const benefits = Math.max(0, x.socialSecurity);
  let total = 0;
  for (const q of peopleOf(x)) {
    const own = q.wages + q.pension + q.ira + q.other + (benefits > 0 ? (x.taxableSocialSecurity * q.socialSecurity) / benefits : 0);
    total += bracketTax(single, Math.max(0, own - first), 1);
  }
  const limit = (x.status === 'MFS' ? 83_400 : 166_800);
  return agi > limit ? total - Math.min(0.8 * total, 0.03 * (agi - limit)) : total;
}

function hawaiiDeductions(x: StateTaxInput, p: StateYear): number {
  const generic = genericDeductions(x, p);
  const standard = byStatus(p.standard as { S: number; MFJ: number }, x.status) * x.f;
  const agi = x.federalAgi - x.taxableSocialSecurity - x.pension;
  return generic - standard + Math.max(standard, itemized(x, p, agi));
}

export const HI: StateRules = {
  deductions: hawaiiDeductions,
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
