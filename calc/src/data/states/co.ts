import { peopleOf } from '../../tax/state/compute';
import { same, flat } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Colorado. C.R.S. 39-22-104 (4.4% of federal taxable income from 2023; 4.25% only for 2024 under the TABOR
 * refund mechanism), 39-22-104(4)(f) (pension and annuity subtraction: 24,000 per person 65+, 20,000 at 55-64,
 * Social Security included; from 2022 all federally taxed Social Security of a person 65+, from 2025 of a person
 * 55-64 with AGI up to 75,000 / 95,000 joint); DR 0104 and DR 0104AD instructions 2025.
 * The federal 65+ standard deduction amounts and the OBBBA senior deduction reach Colorado through federal
 * taxable income. Figures cross-read with PolicyEngine US gov/states/co.
 */
const YEAR = {
  source: 'C.R.S. 39-22-104; Colorado DR 0104 and DR 0104AD instructions 2025',
  brackets: same(flat(0.044)),
  start: 'federalTaxable' as const,
  taxesSocialSecurity: true,
};

/**
 * Pension and Social Security subtraction, each person's own: from 65 all their taxable Social Security and their
 * pensions and IRA money up to 24,000 less that Social Security; from 55 the same within 20,000 (all the taxable
 * benefits from 2025 where AGI is at most 75,000 / 95,000 joint). Taxable benefits are shared by benefits.
 */
function retirementSubtraction(x: StateTaxInput): number {
  const people = peopleOf(x);
  const benefits = x.socialSecurity > 0 ? x.socialSecurity : 0;
  const agiLimit = x.status === 'MFJ' ? 95_000 : 75_000;
  let total = 0;
  for (let i = 0; i < people.length; i++) {
    const age = x.ages[i];
    if (age < 55) continue;
    const q = people[i];
    const ss = benefits > 0 ? (x.taxableSocialSecurity * q.socialSecurity) / benefits : 0;
    const cap = age >= 65 ? 24_000 : 20_000;
    const ssPart = age >= 65 || (x.year >= 2025 && ss > cap && x.federalAgi <= agiLimit) ? ss : Math.min(ss, cap);
    const retirement = q.pension + q.ira;
    total += ssPart + Math.min(cap > ssPart ? cap - ssPart : 0, retirement > 0 ? retirement : 0);
  }
  return total;
}

/**
 * Federal deductions added back over 300,000 of AGI (C.R.S. 39-22-104(3)(p.5)): what exceeds 12,000 / 16,000
 * joint; from 2026 1,000 / 2,000 (39-22-104(3)(p.7), HB 25-1274 with Proposition MM).
 */
function deductionAddBack(x: StateTaxInput): number {
  if (x.federalAgi <= 300_000) return 0;
  const joint = x.status === 'MFJ';
  const allowed = x.year >= 2026 ? (joint ? 2000 : 1000) : joint ? 16_000 : 12_000;
  return Math.max(0, x.federalDeduction - allowed);
}

export const CO: StateRules = {
  name: 'Colorado',
  indexed: false,
  indexing: 'Flat rate; the subtraction limits are fixed in statute; 2026 as 2025 (a TABOR rate cut is set each year only when a refund is due).',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'C.R.S. 39-22-104 (4.4% for 2026)' } },
  subtract: (x) => retirementSubtraction(x) - deductionAddBack(x),
};
