import type { Bracket, ByStatus, StatePersonIncome, StateRules, StateTaxInput, StateYear } from '../../data/states/types';
import type { FilingStatus } from '../../types';

const JOINT: ReadonlySet<FilingStatus> = new Set(['MFJ', 'QSS']);
export const isJoint = (s: FilingStatus): boolean => JOINT.has(s);

/** The value for a filing status: QSS as MFJ, HOH and MFS as S where the state has no own figure. */
export function byStatus<T>(v: ByStatus<T>, s: FilingStatus): T {
  if (s === 'MFJ' || s === 'QSS') return v.MFJ;
  if (s === 'HOH') return v.HOH ?? v.S;
  if (s === 'MFS') return v.MFS ?? v.S;
  return v.S;
}

/** Tax on `taxable` over a schedule whose edges are scaled by `f`. */
export function bracketTax(brackets: readonly Bracket[], taxable: number, f = 1): number {
  let tax = 0;
  for (let i = 0; i < brackets.length; i++) {
    const from = brackets[i][0] * f;
    if (taxable <= from) break;
    const to = i + 1 < brackets.length ? brackets[i + 1][0] * f : Infinity;
    tax += (Math.min(taxable, to) - from) * brackets[i][1];
  }
  return tax;
}

/**
 * The lowest combined tax of two spouses taxed separately on one schedule when a joint deduction of `amount` may
 * be divided between them at will (e.g. DC, MD combined separate returns): the tax is convex and piecewise linear
 * in the division, so the least is at an end or where either part crosses a bracket edge.
 */
export function splitDeductionTax(brackets: readonly Bracket[], a: number, b: number, amount: number, f = 1): number {
  const tax = (toA: number): number =>
    bracketTax(brackets, Math.max(0, a - toA), f) + bracketTax(brackets, Math.max(0, b - (amount - toA)), f);
  let best = Math.min(tax(0), tax(amount));
  for (const [edge] of brackets) {
    const e = edge * f;
    for (const toA of [a - e, amount - (b - e)]) if (toA > 0 && toA < amount) best = Math.min(best, tax(toA));
  }
  return best;
}

/** Top marginal rate reached by `taxable`. */
export function rateAt(brackets: readonly Bracket[], taxable: number, f = 1): number {
  let r = brackets[0][1];
  for (const [edge, rate] of brackets) if (taxable > edge * f) r = rate;
  return r;
}

export const filers = (x: StateTaxInput): number => x.ages.length;
export function eldersOf(x: StateTaxInput, age = 65): number {
  let n = 0;
  for (let k = 0; k < x.ages.length; k++) if (x.ages[k] >= age) n++;
  return n;
}

/**
 * Each filer's own amounts: the caller's where it tracks income by person, else the household's amounts split
 * evenly between the filers (the same split the state rules assumed before income was tracked by person).
 */
export function peopleOf(x: StateTaxInput): readonly StatePersonIncome[] {
  // `people` is an array or absent: tested against undefined (a truthiness test of a tagged value is about ten
  // instructions in optimized code; the projection calls this in every tax computation of some states).
  // The even split in a function of its own keeps this one small enough for V8 to inline into the state rules.
  const people = x.people;
  if (people !== undefined && people !== null && people.length === x.ages.length) return people;
  return splitEvenly(x);
}

function splitEvenly(x: StateTaxInput): readonly StatePersonIncome[] {
  const n = Math.max(1, x.ages.length);
  const ira = Math.max(0, x.retirement - x.pension);
  const other = x.interest + x.dividends + x.capitalGains;
  const one: StatePersonIncome = {
    wages: x.wages / n, pension: x.pension / n, ira: ira / n, socialSecurity: x.socialSecurity / n, other: other / n, gains: x.capitalGains / n,
  };
  return n === 1 ? [one] : [one, { ...one }];
}

/** A person's net long-term gains: their own where given, else the household's gains in proportion to `other`. */
export function gainsOf(x: StateTaxInput, person: StatePersonIncome): number {
  if (person.gains !== undefined) return person.gains;
  const other = x.interest + x.dividends + x.capitalGains;
  return other > 0 ? (x.capitalGains * person.other) / other : 0;
}

/** The year's parameters and the indexing factor: later years index the latest table, earlier use the first. */
export function yearOf(rules: StateRules, year: number, inflationRate: number): { p: StateYear; f: number } {
  const years = Object.keys(rules.years).map(Number).sort((a, b) => a - b);
  const first = years[0];
  const last = years[years.length - 1];
  if (year <= first) return { p: rules.years[first], f: 1 };
  if (year >= last) return { p: rules.years[last], f: Math.pow(1 + inflationRate, year - last) };
  let y = first;
  for (const k of years) if (k <= year) y = k;
  return { p: rules.years[y], f: 1 };
}

/**
 * Retirement income excluded: each filer old enough excludes up to the per-person amount of their own pensions
 * and IRA money (the household's split evenly where the caller does not track income by person).
 */
export function retirementExcluded(x: StateTaxInput, p: StateYear): number {
  const r = p.retirementExclusion;
  if (!r || x.retirement <= 0) return 0;
  if (eldersOf(x, r.age) === 0) return 0;
  const cap = r.perPerson * (Number.isFinite(r.perPerson) ? x.f : 1);
  const people = peopleOf(x);
  let total = 0;
  for (let i = 0; i < people.length; i++) {
    if (x.ages[i] >= r.age) total += Math.min(Math.max(0, people[i].pension + people[i].ira), cap);
  }
  return Math.min(x.retirement, total);
}

/** The state base before deductions: federal AGI (or taxable income) with the generic exclusions. */
export function stateBase(rules: StateRules, x: StateTaxInput, p: StateYear): number {
  let base = p.start === 'federalTaxable' ? x.federalTaxableIncome : x.federalAgi;
  if (!p.taxesSocialSecurity) base -= x.taxableSocialSecurity;
  base -= retirementExcluded(x, p);
  base -= Math.max(0, x.capitalGains) * (p.gainsExclusion ?? 0);
  if (rules.subtract) base -= rules.subtract(x, p);
  return base;
}

/** Standard deduction and exemptions of the generic model. */
export function genericDeductions(x: StateTaxInput, p: StateYear): number {
  let d = 0;
  if (p.standard === 'federal') d += x.federalDeduction;
  else if (p.standard) d += byStatus(p.standard, x.status) * x.f;
  d += ((p.exemption ?? 0) * filers(x) + (p.dependentExemption ?? 0) * x.dependents + (p.elderExemption ?? 0) * eldersOf(x)) * x.f;
  return d;
}

export function genericCredits(x: StateTaxInput, p: StateYear): number {
  return ((p.credit ?? 0) * filers(x) + (p.dependentCredit ?? 0) * x.dependents + (p.elderCredit ?? 0) * eldersOf(x)) * x.f;
}

/** State income tax of one household-year (unrounded, never negative). */
export function computeStateTax(rules: StateRules, x: StateTaxInput, p: StateYear): number {
  if (rules.none) return 0;
  if (rules.compute) return Math.max(0, rules.compute(x, p));
  const base = stateBase(rules, x, p);
  const deductions = rules.deductions ? rules.deductions(x, p) : genericDeductions(x, p);
  const taxable = Math.max(0, base - deductions);
  const tax = rules.rateTax ? rules.rateTax(taxable, x, p) : bracketTax(byStatus(p.brackets, x.status), taxable, x.f);
  const after = rules.credits ? rules.credits(tax, x, p, taxable) : tax - genericCredits(x, p);
  return Math.max(0, after);
}
