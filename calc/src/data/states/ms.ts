import { bracketTax, byStatus, peopleOf } from '../../tax/state/compute';
import { same } from './helpers';
import type { StateRules, StateTaxInput, StateYear } from './types';

/**
 * Mississippi. Miss. Code 27-7-5 (4.4% over 10,000 for 2025; 4.0% for 2026 under HB 1 of 2025, then 0.25
 * less a year to 3% by 2030), 27-7-17 (standard deduction 2,300 / 4,600 / 3,400), 27-7-21 (exemptions 6,000
 * single, 12,000 joint, 9,500 head of household; 1,500 per dependent; 1,500 more per filer 65+),
 * 27-7-15(4)(k) (qualified retirement income and Social Security exempt); Form 80-105 instructions 2025.
 * A head of family's qualifying dependent is not claimed again (as PolicyEngine-US prices it). Married couples
 * filing jointly may compute the tax in separate columns (Form 80-105, "married filing combined"), each spouse on
 * their own income with half the exemptions and half the deduction, each column with its own 10,000 at 0%; the
 * lower of the two ways is taken.
 * Fixed in statute. Cross-read with PolicyEngine US gov/states/ms.
 */
const YEAR = {
  source: 'Miss. Code 27-7-5, 27-7-15, 27-7-17, 27-7-21; Form 80-105 instructions 2025',
  brackets: same([[0, 0], [10_000, 0.044]] as const),
  standard: { S: 2300, MFJ: 4600, HOH: 3400, MFS: 2300 },
  dependentExemption: 1500,
  elderExemption: 1500,
  retirementExclusion: { age: 0, perPerson: Infinity },
};

function deductions(x: StateTaxInput, p: StateYear): { exemptions: number; standard: number } {
  const personal = x.status === 'MFJ' || x.status === 'QSS' ? 12_000 : x.status === 'HOH' ? 9500 : 6000;
  const dependents = Math.max(0, x.dependents - (x.status === 'HOH' ? 1 : 0));
  const exemptions = personal + (p.dependentExemption ?? 0) * dependents + (p.elderExemption ?? 0) * x.ages.filter((a) => a >= 65).length;
  return { exemptions, standard: byStatus(p.standard as { S: number; MFJ: number }, x.status) };
}

function mississippi(x: StateTaxInput, p: StateYear): number {
  const brackets = byStatus(p.brackets, x.status);
  const people = peopleOf(x);
  // Qualified retirement income (pensions, IRA money) and Social Security are exempt.
  const agis = people.map((q) => q.wages + q.other);
  const { exemptions, standard } = deductions(x, p);
  const joint = bracketTax(brackets, Math.max(0, agis.reduce((a, b) => a + b, 0) - exemptions - standard), x.f);
  if (x.status !== 'MFJ' || people.length !== 2) return joint;
  // Combined: half the exemptions and half the deduction in each column.
  const separate = agis.reduce((s, a) => s + bracketTax(brackets, Math.max(0, Math.max(0, a - exemptions / 2) - standard / 2), x.f), 0);
  return Math.min(joint, separate);
}

export const MS: StateRules = {
  name: 'Mississippi',
  indexed: false,
  indexing: 'Fixed in statute; 4.0% for 2026 (HB 1, 2025); the later steps are not applied.',
  years: { 2025: YEAR, 2026: { ...YEAR, brackets: same([[0, 0], [10_000, 0.04]] as const), source: 'Miss. Code 27-7-5(1)(e) as amended by HB 1 (2025): 4.0% for 2026' } },
  compute: mississippi,
};
