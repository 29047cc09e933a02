import { bracketTax, byStatus, isJoint, peopleOf } from '../../tax/state/compute';
import { earnedIncomeCredit } from '../../tax/state/earnedIncomeCredit';
import { same } from './helpers';
import type { StatePersonIncome, StateRules, StateTaxInput, StateYear } from './types';

/**
 * Delaware. 30 Del. C. 1102 (rates), 1108 (standard deduction 3,250 / 6,500, extra 2,500 per filer 65+),
 * 1110 (personal credit 110 per filer and dependent, extra 110 per filer 60 or older), 1106(b)(4) (pension and
 * eligible retirement income exclusion, each person's: from 60 up to 12,500 of pensions, IRA money, dividends,
 * interest and gains; under 60 up to 2,000 of pensions), 1117 (earned income credit: 20% of the federal credit,
 * non-refundable, or 4.5% refundable); PIT-RES instructions 2025.
 * Married couples may file combined separate returns (status 4, 30 Del. C. 1101): each spouse's own income,
 * deduction, exclusion and credits in a column; the lower of the two ways is taken (the credit goes to the
 * higher column). Social Security is excluded. Amounts fixed in statute. Cross-read with PolicyEngine US
 * gov/states/de.
 */
const YEAR = {
  source: '30 Del. C. 1101, 1102, 1106, 1108, 1110, 1117; Delaware PIT-RES instructions 2025',
  brackets: same([[0, 0], [2000, 0.022], [5000, 0.039], [10_000, 0.048], [20_000, 0.052], [25_000, 0.0555], [60_000, 0.066]] as const),
  standard: { S: 3250, MFJ: 6500, HOH: 3250, MFS: 3250 },
  elderExemption: 2500,
};

/** A person's own Delaware income less the pension and eligible retirement income exclusion (1106(b)(4)). */
function ownIncome(q: StatePersonIncome, age: number): number {
  const gross = q.wages + q.pension + q.ira + q.other;
  const exclusion = age >= 60 ? Math.min(12_500, Math.max(0, q.pension + q.ira + q.other)) : Math.min(2000, q.pension);
  return gross - exclusion;
}

/** The earned income credit taken as the lower of the non-refundable 20% or the refundable 4.5% leaves (before refundable). */
function withEitc(tax: number, eitc: number): number {
  const nonRefundable = Math.max(0, tax - 0.2 * eitc);
  return tax - 0.045 * eitc < nonRefundable ? tax : nonRefundable;
}

function delaware(x: StateTaxInput, p: StateYear): number {
  const people = peopleOf(x);
  const incomes = people.map((q, i) => ownIncome(q, x.ages[i]));
  const brackets = byStatus(p.brackets, x.status);
  const elder = (p.elderExemption ?? 0) * x.f;
  const eitc = earnedIncomeCredit({
    year: x.year, status: x.status, children: x.children + Math.max(0, x.dependents - x.children), earned: x.wages, agi: x.federalAgi,
    investment: x.interest + x.dividends + Math.max(0, x.capitalGains), ages: x.ages, f: x.f,
  });
  const personal = (age: number): number => 110 * (1 + (age >= 60 ? 1 : 0)) * x.f;
  // Together: one column.
  const standard = byStatus(p.standard as { S: number; MFJ: number }, x.status) * x.f + elder * x.ages.filter((a) => a >= 65).length;
  const taxable = Math.max(0, incomes.reduce((a, b) => a + b, 0) - standard);
  const credits = x.ages.reduce((s, a) => s + personal(a), 0) + 110 * x.dependents * x.f;
  const together = withEitc(Math.max(0, bracketTax(brackets, taxable, x.f) - credits), eitc);
  if (!isJoint(x.status) || people.length !== 2) return together;
  // Combined separate: each spouse's column with the single deduction and own credits (dependents with the first).
  const own = incomes.map((inc, i) => Math.max(0, inc - 3250 * x.f - (x.ages[i] >= 65 ? elder : 0)));
  const columns = own.map((t, i) => Math.max(0, bracketTax(brackets, t, x.f) - personal(x.ages[i]) - (i === 0 ? 110 * x.dependents * x.f : 0)));
  const high = own[0] >= own[1] ? 0 : 1;
  columns[high] = withEitc(columns[high], eitc);
  return Math.min(together, columns[0] + columns[1]);
}

export const DE: StateRules = {
  name: 'Delaware',
  indexed: false,
  indexing: 'Fixed in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'Same sections, unchanged for 2026' } },
  compute: delaware,
};
