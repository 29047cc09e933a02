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

/** Pension and Social Security subtraction, person by person (household amounts split evenly). */
function retirementSubtraction(x: StateTaxInput): number {
  const n = x.ages.length;
  if (n === 0) return 0;
  const ss = x.taxableSocialSecurity / n;
  const pension = x.retirement / n;
  const joint = n === 2;
  const agiLimit = joint ? 95_000 : 75_000;
  let total = 0;
  for (const age of x.ages) {
    if (age >= 65) total += ss + Math.min(pension, 24_000);
    else if (age >= 55) {
      const fullSs = x.year >= 2025 && x.federalAgi <= agiLimit;
      total += fullSs ? ss + Math.min(pension, 20_000) : Math.min(ss + pension, 20_000);
    }
  }
  return total;
}

export const CO: StateRules = {
  name: 'Colorado',
  indexed: false,
  indexing: 'Flat rate; the subtraction limits are fixed in statute; 2026 as 2025 (a TABOR rate cut is set each year only when a refund is due).',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'C.R.S. 39-22-104 (4.4% for 2026)' } },
  subtract: retirementSubtraction,
};
