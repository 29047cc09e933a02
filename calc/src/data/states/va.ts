import { bracketTax, eldersOf, isJoint, peopleOf } from '../../tax/state/compute';
import { earnedIncomeCredit } from '../../tax/state/earnedIncomeCredit';
import { povertyGuideline } from '../../tax/state/povertyGuideline';
import { same } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Virginia. Va. Code 58.1-320 (rates, one schedule for every status), 58.1-322.03(1) (standard deduction 8,750 /
 * 17,500 for 2025 and 2026, Ch. 725 of 2025), 58.1-322.03(2) (exemptions 930 per person, 800 more per filer
 * 65+), 58.1-322.03(5) (age deduction 12,000 per person 65+, reduced dollar for dollar by adjusted federal AGI
 * over 50,000 single / 75,000 married), 58.1-332.2 (spouse tax adjustment, up to 259: Form 760 Spouse Tax
 * Adjustment worksheet on each spouse's own Virginia AGI less own exemptions), 58.1-322.02(3) (Social
 * Security exempt), 58.1-339.8 (low-income credit or earned income credit); Form 760 instructions 2025.
 * Cross-read with PolicyEngine US gov/states/va.
 */
const YEAR = {
  source: 'Va. Code 58.1-320, 58.1-322.02, 58.1-322.03, 58.1-332.2; Form 760 instructions 2025',
  brackets: same([[0, 0.02], [3000, 0.03], [5000, 0.05], [17_000, 0.0575]] as const),
  standard: { S: 8750, MFJ: 17_500, HOH: 8750, MFS: 8750 },
  exemption: 930,
  dependentExemption: 930,
  elderExemption: 800,
};

function ageDeduction(x: StateTaxInput): number {
  const elders = eldersOf(x);
  if (elders === 0) return 0;
  const adjusted = x.federalAgi - x.taxableSocialSecurity;
  const limit = x.ages.length === 2 ? 75_000 : 50_000;
  return Math.max(0, 12_000 * elders - Math.max(0, adjusted - limit));
}

export const VA: StateRules = {
  name: 'Virginia',
  indexed: false,
  indexing: 'Fixed in statute; the 8,750 / 17,500 standard deduction applies for 2025 and 2026.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'Va. Code 58.1-322.03 (8,750 / 17,500 for taxable years 2025 and 2026)' } },
  subtract: ageDeduction,
  credits: (tax, x, p, taxable) => lowIncomeCredits(tax - spouseAdjustment(tax, x, p.brackets.S, taxable), x),
};

/**
 * 58.1-339.8: the larger of the low-income credit (300 per exemption when Virginia AGI is at most the poverty
 * guideline of the household) and 20% of the federal earned income credit, non-refundable; or instead 15% of
 * the federal credit refundable, where that leaves less to pay (then the tax here, before refundable credits,
 * is unchanged).
 */
function lowIncomeCredits(tax: number, x: StateTaxInput): number {
  const eitc = earnedIncomeCredit({
    year: x.year, status: x.status, children: x.dependents, earned: x.wages, agi: x.federalAgi,
    investment: x.interest + x.dividends + Math.max(0, x.capitalGains), ages: x.ages, f: x.f,
  });
  const people = x.ages.length + x.dependents;
  const vagi = x.federalAgi - x.taxableSocialSecurity - ageDeduction(x);
  const lowIncome = vagi <= povertyGuideline(x.year, people) ? 300 * people : 0;
  const nonRefundable = Math.max(0, tax - Math.max(0.2 * eitc, lowIncome));
  return tax - 0.15 * eitc < nonRefundable ? tax : nonRefundable;
}

/**
 * Spouse tax adjustment worksheet (Form 760): each spouse's own Virginia AGI (own income less own share of the
 * age deduction) less own exemptions; with both above 0, the joint tax less the tax on the smaller amount (or
 * half the taxable income) and on the rest, at most 259.
 */
function spouseAdjustment(tax: number, x: StateTaxInput, rates: readonly (readonly [number, number])[], taxable: number): number {
  if (!isJoint(x.status) || x.ages.length !== 2) return 0;
  const people = peopleOf(x);
  const elders = eldersOf(x);
  const age = elders > 0 ? ageDeduction(x) / elders : 0;
  let smaller = Infinity;
  for (let i = 0; i < 2; i++) {
    const q = people[i];
    const old = x.ages[i] >= 65;
    const own = q.wages + q.pension + q.ira + q.other - (old ? age : 0) - 930 - (old ? 800 : 0);
    smaller = Math.min(smaller, Math.max(0, own));
  }
  if (!(smaller > 0)) return 0;
  const half = taxable / 2;
  const apart = Math.min(bracketTax(rates, smaller), bracketTax(rates, half)) + Math.max(bracketTax(rates, Math.max(0, taxable - smaller)), bracketTax(rates, half));
  return Math.min(259, Math.max(0, tax - apart));
}
