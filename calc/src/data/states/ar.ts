import { bracketTax, byStatus, rateAt } from '../../tax/state/compute';
import { same } from './helpers';
import type { StateRules, StateYear } from './types';

/**
 * Arkansas. Ark. Code 26-51-201 (rates; top rate 3.9% from 2024, Act 1 of the 2024 2nd extraordinary session;
 * 3.7% from 2026, Act 2 of 2025), 26-51-430 (standard deduction 2,410 / 4,820), 26-51-501 (personal credit, 29 per
 * filer and dependent, extra 29 at 65), 26-51-307 (6,000 retirement income exclusion per person), 26-51-815 (50%
 * of net capital gains exempt); AR1000F instructions 2025 and their indexed tax tables.
 * The tables compute the tax as the top rate reached times the whole net taxable income less a reduction (equal
 * to the marginal schedule up to the top bracket); for net income over 95,000 (2025) / 94,700 (2026) the
 * reduction steps down by 10 for every 100 of income to 89 / 79.90 (the "high income" table), so that the lower
 * brackets' benefit is recaptured. Simplifications: the low-income tax tables and filing separately on the same
 * return (status 4) are not applied. Figures cross-read with PolicyEngine US gov/states/ar/tax/income/rates/main.
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
  standard: { S: 2410, MFJ: 4820, HOH: 2410, MFS: 2410 },
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

export const AR: StateRules = {
  name: 'Arkansas',
  indexed: true,
  indexing: 'Brackets indexed yearly by CPI-U (Ark. Code 26-51-201(d)); later years index the 2026 table by the plan inflation.',
  years: { 2025: Y2025, 2026: Y2026 },
  rateTax: arTax,
};
