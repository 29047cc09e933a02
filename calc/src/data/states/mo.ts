import { bracketTax, byStatus, gainsOf, peopleOf } from '../../tax/state/compute';
import { same } from './helpers';
import type { StateRules, StateTaxInput, StateYear } from './types';

/**
 * Missouri. RSMo 143.011 (rates; top 4.7% for 2025 and 2026, brackets indexed), 143.131 (federal standard
 * deduction with the 65+ amounts), 143.121.2(ee) (all capital gains subtracted from 2025, HB 594 of 2025),
 * 143.124 (Social Security exempt from 2024); MO-1040 instructions 2025.
 * - The standard deduction is the federal one with its 65+ amounts, not the OBBBA senior deduction (MO-1040
 *   line 14 lists the federal amounts).
 * - Federal income tax deduction (143.171): 35% / 25% / 15% / 5% / 0% of the federal tax after credits by Missouri
 *   AGI (from 0 / 25,000 / 50,000 / 100,000 / 125,000), at most 10,000 (5,000 separately).
 * - Head of household or qualifying surviving spouse exemption 1,400 (143.161(2)).
 * - Private pensions: up to 6,000 per person while Missouri AGI is under 25,000 (32,000 joint), less the excess.
 * - A joint return's tax is the sum of each spouse's tax on their share of taxable income in proportion to their
 *   Missouri AGI (MO-1040 lines 25-27).
 * Cross-read with PolicyEngine US gov/states/mo.
 */
const Y2025 = {
  source: 'RSMo 143.011, 143.121, 143.124, 143.131 (HB 594, 2025); MO-1040 instructions 2025',
  brackets: same([[0, 0], [1313, 0.02], [2626, 0.025], [3939, 0.03], [5252, 0.035], [6565, 0.04], [7878, 0.045], [9191, 0.047]] as const),
  standard: 'federal' as const,
  gainsExclusion: 1,
};

const FEDERAL_TAX_RATES: readonly (readonly [number, number])[] = [[0, 0.35], [25_000, 0.25], [50_000, 0.15], [100_000, 0.05], [125_000, 0]];

function missouri(x: StateTaxInput, p: StateYear): number {
  const people = peopleOf(x);
  const benefits = Math.max(0, x.socialSecurity);
  // Each person's Missouri AGI: own income less all capital gains, with their share of the taxable benefits.
  const agis = people.map((q) => q.wages + q.pension + q.ira + q.other - Math.max(0, gainsOf(x, q)) * (p.gainsExclusion ?? 0)
    + (benefits > 0 ? (x.taxableSocialSecurity * q.socialSecurity) / benefits : 0));
  const agi = agis.reduce((a, b) => a + b, 0);
  let federalRate = 0;
  for (const [from, rate] of FEDERAL_TAX_RATES) if (agi >= from * x.f) federalRate = rate;
  const federalTax = Math.min(federalRate * Math.max(0, x.federalTax), (x.status === 'MFS' ? 5000 : 10_000) * x.f);
  const allowance = (x.status === 'MFJ' ? 32_000 : x.status === 'MFS' ? 16_000 : 25_000) * x.f;
  const privatePension = Math.max(0, people.reduce((s, q) => s + Math.min(6000 * x.f, Math.max(0, q.pension)), 0) - Math.max(0, agi - allowance));
  const hoh = x.status === 'HOH' || x.status === 'QSS' ? 1400 * x.f : 0;
  const deductions = x.federalStandard + federalTax + x.taxableSocialSecurity + privatePension + hoh;
  const taxable = Math.max(0, agi - deductions);
  const brackets = byStatus(p.brackets, x.status);
  if (agi <= 0 || people.length < 2) return bracketTax(brackets, taxable, x.f);
  return agis.reduce((s, a) => s + bracketTax(brackets, (taxable * Math.max(0, a)) / agi, x.f), 0);
}

export const MO: StateRules = {
  compute: missouri,
  name: 'Missouri',
  indexed: true,
  indexing: 'Brackets indexed by CPI (RSMo 143.011.4); 2026: 2025 brackets indexed by the plan inflation; 4.7% top rate (a further cut needs a revenue trigger).',
  years: { 2025: Y2025 },
};
