import { ORDINARY_RATES } from '../data/federalTax';
import type { StateTaxInput } from '../data/states';
import { tentativeMinimumTaxOn as tentativeMinimumTaxImport } from '../tax/alternativeMinimumTax';
import { marginalRate as marginalRateImport } from '../tax/federalTables';
import { genericDeductions as genericDeductionsImport, retirementExcluded } from '../tax/state/compute';
import type { TaxYear } from './taxYear';

export { taxYear, type TaxYear } from './taxYear';

// Module-local bindings: the per-trial tax computations call these without a cross-module lookup.
const marginalRateAt = marginalRateImport;
const genericDeductions = genericDeductionsImport;
const tentativeMinimumTaxOn = tentativeMinimumTaxImport;

/** Income amounts for one tax computation. */
export interface TaxIncome {
  /** Wages after pre-tax deferrals. */
  wages: number;
  /** Other ordinary income: taxable pensions, interest, RMDs, IRA withdrawals, conversions. */
  ordinary: number;
  /** Qualified dividends and long-term gains. */
  gains: number;
  /** The qualified dividends within `gains` (states tax them apart from capital gains). */
  dividends: number;
  /** Total Social Security benefits. */
  socialSecurity: number;
  /**
   * Net investment income (IRC 1411) already counted in `ordinary` and `gains`: interest, dividends, realized
   * gains, net rent and the gain part of annuity withdrawals (not wages, pensions, IRA money or benefits).
   */
  investment: number;
}

export interface TaxResult {
  taxableSocialSecurity: number;
  agi: number;
  deductions: number;
  taxableIncome: number;
  /** Regular federal income tax (rate schedules and capital-gains rates). */
  federal: number;
  /** Net investment income tax, 3.8% (IRC 1411); paid with the federal return, kept apart from `federal`. */
  niit: number;
  /** Alternative minimum tax (Form 6251): tentative minimum tax over the regular tax; kept apart from `federal`. */
  amt: number;
  state: number;
  local: number;
  total: number;
  marginalRate: number;
}

/**
 * The incomes' object, a class so that its fields' layout is its own (issue 32): a plain object literal starting
 * with `wages` shares V8's property transitions with every other literal starting with `wages` (the FICA inputs'
 * wage arrays, the income schedule's wages by person), which made this `wages` field a tagged one: every store of
 * a fresh number into the trials' scratch incomes then allocated it on the heap and called the write barrier. With
 * its own layout every field holds a double.
 */
class TaxIncomeFields implements TaxIncome {
  // Declared only (no field initializers: a field defined as undefined first would be a tagged one again).
  declare wages: number;
  declare ordinary: number;
  declare gains: number;
  declare socialSecurity: number;
  declare investment: number;
  declare dividends: number;
  constructor(wages: number, ordinary: number, gains: number, socialSecurity: number, investment: number, dividends: number) {
    this.wages = wages;
    this.ordinary = ordinary;
    this.gains = gains;
    this.socialSecurity = socialSecurity;
    this.investment = investment;
    this.dividends = dividends;
  }
}

export const taxIncome = (wages: number, ordinary: number, gains: number, socialSecurity: number, investment: number, dividends: number): TaxIncome =>
  new TaxIncomeFields(wages, ordinary, gains, socialSecurity, investment, dividends);

/** Overwrites `out` with these amounts (the trials' scratch incomes: no allocation per tax computation). */
export function setTaxIncome(out: TaxIncome, wages: number, ordinary: number, gains: number, socialSecurity: number, investment: number, dividends: number): TaxIncome {
  out.wages = wages;
  out.ordinary = ordinary;
  out.gains = gains;
  out.socialSecurity = socialSecurity;
  out.investment = investment;
  out.dividends = dividends;
  return out;
}

/** A blank result (one shape for every result, so the hot code sees one object layout). */
export const newTaxResult = (): TaxResult => ({
  taxableSocialSecurity: 0, agi: 0, deductions: 0, taxableIncome: 0, federal: 0, niit: 0, amt: 0, state: 0, local: 0, total: 0, marginalRate: 0,
});


/**
 * Federal (with the net investment income tax, the alternative minimum tax and the child tax credit), state and local income tax of the
 * household for one year (unrounded). Standard deduction (plus the OBBBA senior deduction) only; the state of
 * the year applies its own rules to the incomes by kind; local tax is a flat rate on AGI less taxable benefits, on
 * wages (a municipality's earned income tax) or on the state tax (a surcharge).
 */
export function householdTax(t: TaxYear, inc: TaxIncome, out: TaxResult = newTaxResult(), withMarginalRate = true): TaxResult {
  const nonBenefit = inc.wages + inc.ordinary + inc.gains;
  // Taxable Social Security, IRS Pub 915 Worksheet 1 (as taxableBenefits, with the year's base amounts).
  // Math.max(0, v) is written v > 0 ? v : 0 and Math.min(a, b) a < b ? a : b (about 8 instructions fewer each):
  // the same number for finite operands, -0 included (Math.max(0, -0) is +0; a minimum differs only for a = -0
  // against b = +0, and no minimum here has a -0 operand). The incomes are finite.
  let taxableSocialSecurity = 0;
  const socialSecurity = inc.socialSecurity;
  const benefits = socialSecurity > 0 ? socialSecurity : 0;
  if (benefits !== 0) {
    const halfBenefits = benefits / 2;
    const provisional = nonBenefit + halfBenefits;
    const base = t.benefitBase;
    if (provisional > base) {
      const overBase = provisional - base;
      const tierWidth = t.benefitAdjusted - base;
      const overTier = overBase - tierWidth;
      const overAdjusted = overTier > 0 ? overTier : 0;
      const halfTier = (overBase < tierWidth ? overBase : tierWidth) / 2;
      const firstTier = halfTier < halfBenefits ? halfTier : halfBenefits;
      const tiers = firstTier + 0.85 * overAdjusted;
      const cap = 0.85 * benefits;
      taxableSocialSecurity = tiers < cap ? tiers : cap;
    }
  }
  const agi = nonBenefit + taxableSocialSecurity;
  // OBBBA senior deduction (as seniorDeductionAmount): 6% of MAGI over the threshold off each person's amount.
  let senior = 0;
  if (t.seniorOn) {
    const overSenior = agi - t.seniorThreshold;
    const perPerson = t.seniorPerPerson - (overSenior > 0 ? overSenior : 0) * t.seniorRate;
    senior = (perPerson > 0 ? perPerson : 0) * t.over65;
  }
  const deductions = t.deduction + senior;
  const overDeductions = agi - deductions;
  const taxableIncome = overDeductions > 0 ? overDeductions : 0;
  const incomeGains = inc.gains;
  const positiveGains = incomeGains > 0 ? incomeGains : 0;
  const gains = positiveGains < taxableIncome ? positiveGains : taxableIncome;
  // regularTaxOf written out (a call V8 does not inline once householdTax has used its inlining budget): the
  // schedule's tax of taxable income, and with gains the worksheet's tax of the ordinary part plus the gains'
  // rates, the smaller of the two; the same operations on the same figures.
  let plainTax = 0;
  if (taxableIncome > 0) {
    const x = taxableIncome;
    if (!(x > t.e0)) plainTax = t.b0 + (x - t.l0) * t.r0;
    else if (!(x > t.e1)) plainTax = t.b1 + (x - t.l1) * t.r1;
    else if (!(x > t.e2)) plainTax = t.b2 + (x - t.l2) * t.r2;
    else if (!(x > t.e3)) plainTax = t.b3 + (x - t.l3) * t.r3;
    else if (!(x > t.e4)) plainTax = t.b4 + (x - t.l4) * t.r4;
    else if (!(x > t.e5)) plainTax = t.b5 + (x - t.l5) * t.r5;
    else plainTax = t.b6 + (x - t.l6) * t.r6;
  }
  let regular = plainTax;
  if (gains !== 0) {
    // Every operand of the comparisons below is finite and none is -0 (taxable income and gains are positive, the
    // tops positive, a difference x - y is -0 only for x = -0), so each picks the number Math.min / Math.max would.
    const zeroTop = t.gainsZeroTop;
    const fifteenTop = t.gainsFifteenTop;
    const ordinary = taxableIncome - gains;
    const zeroPart = (taxableIncome < zeroTop ? taxableIncome : zeroTop) - ordinary;
    const atZero = zeroPart > 0 ? zeroPart : 0;
    const fifteenPart = (taxableIncome < fifteenTop ? taxableIncome : fifteenTop) - (ordinary > zeroTop ? ordinary : zeroTop);
    const fifteenRoom = fifteenPart > 0 ? fifteenPart : 0;
    const gainsLeft = gains - atZero;
    const atFifteen = gainsLeft < fifteenRoom ? gainsLeft : fifteenRoom;
    const atTwenty = gains - atZero - atFifteen;
    let ordinaryTax = 0;
    if (ordinary > 0) {
      const x = ordinary;
      if (!(x > t.e0)) ordinaryTax = t.b0 + (x - t.l0) * t.r0;
      else if (!(x > t.e1)) ordinaryTax = t.b1 + (x - t.l1) * t.r1;
      else if (!(x > t.e2)) ordinaryTax = t.b2 + (x - t.l2) * t.r2;
      else if (!(x > t.e3)) ordinaryTax = t.b3 + (x - t.l3) * t.r3;
      else if (!(x > t.e4)) ordinaryTax = t.b4 + (x - t.l4) * t.r4;
      else if (!(x > t.e5)) ordinaryTax = t.b5 + (x - t.l5) * t.r5;
      else ordinaryTax = t.b6 + (x - t.l6) * t.r6;
    }
    const withGains = ordinaryTax + t.gainsRate0 * atZero + t.gainsRate15 * atFifteen + t.gainsRate20 * atTwenty;
    if (withGains < plainTax) regular = withGains;
  }
  // Child tax credit and credit for other dependents (as childTaxCredit).
  const credit = t.childCredit > 0 ? Math.max(0, t.childCredit - Math.ceil(Math.max(0, agi - t.childThreshold) / 1000) * t.childReduction) : 0;
  const owed = regular - credit;
  const federal = owed > 0 ? owed : 0;
  // Alternative minimum tax (Form 6251): with the standard deduction, AMTI is taxable income plus the standard
  // deduction (line 2a), i.e. AGI less the senior deduction; nothing is due while AMTI is within the exemption.
  // The tentative minimum tax is at most 28% of AMTI over the phased-out exemption (lines 5-7), so the worksheet
  // only runs when that bound comes within a dollar of the regular tax (otherwise its answer is no AMT either).
  const amti = agi - senior;
  let amt = 0;
  if (amti > t.amtExemption) {
    const overStart = amti - t.amtPhaseOutStart;
    const exemptionLeft = t.amtExemption - t.amtPhaseOutRate * (overStart > 0 ? overStart : 0);
    const excess = amti - (exemptionLeft > 0 ? exemptionLeft : 0);
    if (t.amtTopRate * excess + 1 >= regular) {
      // The worksheet's figures go in and out through AMT_IO (as arguments and result they would be boxed numbers).
      const io = AMT_IO;
      io[0] = amti;
      io[1] = taxableIncome;
      io[2] = gains;
      tentativeMinimumTaxOfYear(t, io);
      amt = Math.max(0, io[3] - regular);
    }
  }
  // Net investment income tax (as netInvestmentIncomeTax).
  const niitOver = agi - t.niitThreshold;
  const investment = inc.investment;
  const niit = niitOver <= 0 || investment <= 0 ? 0 : t.niitRate * (investment < niitOver ? investment : niitOver);
  const stateBase = agi - taxableSocialSecurity;
  let state = 0;
  if (t.stateOn === 1) {
    // The federal figures go into the year's state input here (passed as arguments they would be boxed numbers).
    const x = t.stateInput ?? stateInputOf(t);
    x.taxableSocialSecurity = taxableSocialSecurity;
    x.federalAgi = agi;
    x.federalDeduction = deductions;
    x.federalTaxableIncome = taxableIncome;
    x.federalTax = federal;
    // The state tax comes back in out.state (a number returned from a call V8 does not inline is boxed).
    if (t.stateFlat === 1) stateTaxFlat(t, stateInput(t, inc, x), out);
    else stateTaxOf(t, stateInput(t, inc, x), out);
    state = out.state;
  }
  // Without a local tax every term is +0 (a non-negative amount times a +0 rate): the sum is +0, skipped (the
  // tax year's localOn is 0 when all three rates are 0: one comparison instead of three loads and comparisons).
  const local = t.localOn === 0
    ? 0
    : Math.max(0, stateBase) * t.localRate + Math.max(0, inc.wages) * t.localEarnedRate + state * t.localStateShare;
  out.taxableSocialSecurity = taxableSocialSecurity;
  out.agi = agi;
  out.deductions = deductions;
  out.taxableIncome = taxableIncome;
  out.federal = federal;
  out.niit = niit;
  out.amt = amt;
  out.state = state;
  out.local = local;
  out.total = federal + niit + amt + state + local;
  // Only the recorded run shows the marginal rate; the trials' scratch results skip it.
  out.marginalRate = withMarginalRate ? marginalRateAt(taxableIncome - gains, t.edges) : 0;
  return out;
}

/**
 * stateTaxOf for a state of the year taxing at a flat rate with fixed deductions and credits and no exclusions of
 * its own (the tax year's stateFlat; Colorado): the steps stateTaxOf takes for such a state, in the same order, and
 * small enough that V8 inlines it, with the rules' subtraction, into householdTax (issue 32: no call, and the state
 * figure not read back from `out`).
 */
function stateTaxFlat(t: TaxYear, x: StateTaxInput, out: TaxResult): void {
  let base = t.stateFromTaxable === 1 ? x.federalTaxableIncome : x.federalAgi;
  const subtract = t.stateSubtract;
  if (subtract !== null) base -= subtract(x, t.stateYear!);
  const overDeductions = base - t.stateDeductions;
  const taxable = overDeductions > 0 ? overDeductions : 0;
  let tax = 0;
  const from = t.stateFlatFrom;
  if (taxable > from) tax += (taxable - from) * t.stateFlatRate;
  const after = tax - t.stateCredits;
  out.state = after > 0 ? after : 0;
}

/**
 * computeStateTax (tax/state/compute.ts) with the year's fixed parts taken from the tax year: the same operations on
 * the same figures, so the same result. The rules' hooks are read from the tax year (null: none) and its flags are
 * 0 / 1 numbers (issue 32: testing an optional property of the rules, or a boolean field, is a full ToBoolean of a
 * tagged value, about ten instructions; a null test or a Smi comparison is two).
 */
function stateTaxOf(t: TaxYear, x: StateTaxInput, out: TaxResult): void {
  const p = t.stateYear!;
  const compute = t.stateCompute;
  if (compute !== null) {
    out.state = Math.max(0, compute(x, p));
    return;
  }
  // stateBase, without the subtractions that are exactly 0 (no retirement exclusion, no gains exclusion).
  let base = t.stateFromTaxable === 1 ? x.federalTaxableIncome : x.federalAgi;
  if (t.stateSubtractsBenefits === 1) base -= x.taxableSocialSecurity;
  if (t.stateRetirementExclusion === 1) base -= retirementExcluded(x, p);
  const gainsExclusion = t.stateGainsExclusion;
  if (gainsExclusion !== 0) base -= Math.max(0, x.capitalGains) * gainsExclusion;
  const subtract = t.stateSubtract;
  if (subtract !== null) base -= subtract(x, p);
  const fixedDeductions = t.stateDeductions;
  const deductionsOf = t.stateDeductionsOf;
  const deductions = deductionsOf !== null ? deductionsOf(x, p) : fixedDeductions === fixedDeductions ? fixedDeductions : genericDeductions(x, p);
  // Math.max(0, v) as v > 0 ? v : 0 (the same number for every v but NaN, -0 included) and, in the schedule,
  // Math.min(taxable, to) as a comparison (taxable is above the bracket's start, so positive, and to positive).
  const overDeductions = base - deductions;
  const taxable = overDeductions > 0 ? overDeductions : 0;
  let tax = 0;
  const rateTax = t.stateRateTax;
  if (rateTax !== null) tax = rateTax(taxable, x, p);
  else if (t.stateBracketCount === 1) {
    // One bracket (a flat rate): bracketTax's single step, its start already scaled (brackets[0][0] * f) and its
    // end Infinity (taxable < Infinity for every finite taxable, so the minimum is taxable).
    const from = t.stateFlatFrom;
    if (taxable > from) tax += (taxable - from) * t.stateFlatRate;
  } else {
    // bracketTax, inline (its arguments and answer would be boxed numbers), over the year's scaled starts
    // (brackets[k][0] * f, the same products) and rates.
    const starts = t.stateStarts!;
    const rates = t.stateRates!;
    const n = t.stateBracketCount;
    for (let k = 0; k < n; k++) {
      const from = starts[k];
      if (taxable <= from) break;
      const to = k + 1 < n ? starts[k + 1] : Infinity;
      tax += ((taxable < to ? taxable : to) - from) * rates[k];
    }
  }
  const credits = t.stateCreditsOf;
  const after = credits !== null ? credits(tax, x, p, taxable) : tax - t.stateCredits;
  out.state = after > 0 ? after : 0;
}

/** The year's state input with its fixed fields (the rules read it during the call and keep nothing). */
function stateInputOf(t: TaxYear): StateTaxInput {
  const x: StateTaxInput = {
    year: t.year, status: t.status, ages: t.ages, dependents: t.dependents, children: t.children, wages: 0, retirement: 0, pension: 0, interest: 0,
    capitalGains: 0, dividends: 0, socialSecurity: 0, taxableSocialSecurity: 0, federalAgi: 0, federalDeduction: 0, federalStandard: t.deduction,
    federalTaxableIncome: 0, federalTax: 0, f: t.stateFactor,
    // The projection does not track income by person yet: without statePeople the rules split the household's amounts evenly.
    people: t.statePeople ?? undefined,
  };
  t.stateInput = x;
  return x;
}

/**
 * The state's view of the year's income (the federal figures are already in `x`). `ordinary` less its investment part (interest, rent, annuity gains)
 * is pensions, IRA and 401(k) money, conversions and other income: the retirement income of state exclusions.
 */
function stateInput(t: TaxYear, inc: TaxIncome, x: StateTaxInput): StateTaxInput {
  // The figures in locals (the fields are not read back) and Math.max(0, v) as v > 0 ? v : 0, Math.min(r, p) as
  // r < p ? r : p: the same numbers (r is +0 or positive, never -0, so even p = -0 gives Math.min's -0).
  const gains = inc.gains;
  const dividends = inc.dividends;
  const overGains = inc.investment - gains;
  const interest = overGains > 0 ? overGains : 0;
  const overInterest = inc.ordinary - interest;
  const retirement = overInterest > 0 ? overInterest : 0;
  const yearPension = t.pension;
  const pension = retirement < yearPension ? retirement : yearPension;
  const capitalGains = gains - dividends;
  x.wages = inc.wages;
  x.retirement = retirement;
  x.pension = pension;
  x.interest = interest;
  x.capitalGains = capitalGains;
  x.dividends = dividends;
  x.socialSecurity = inc.socialSecurity;
  const people = t.statePeople;
  if (people !== null) {
    // The year's own wages, pensions and benefits by person are fixed; IRA money and investment income split evenly.
    const n = people.length;
    const ira = (retirement - pension) / n;
    const other = (interest + dividends + capitalGains) / n;
    for (let k = 0; k < n; k++) {
      people[k].ira = ira;
      people[k].other = other;
    }
  }
  return x;
}

/** Ordinary taxable income left before the top of the federal bracket taxed at `rate` (0 when already above). */
export function roomInBracket(t: TaxYear, taxableOrdinary: number, rate: number): number {
  const edges = t.federal.brackets[t.status];
  let k = -1;
  for (let i = 0; i < edges.length; i++) if (Math.abs(ORDINARY_RATES[i] - rate) < 1e-9) k = i;
  if (k < 0) return rate >= ORDINARY_RATES[ORDINARY_RATES.length - 1] ? Infinity : 0;
  return Math.max(0, edges[k] - taxableOrdinary);
}

/** Slots of tentativeMinimumTaxOfYear: AMTI, taxable income and gains in, the tentative minimum tax out (3). */
const AMT_IO = new Float64Array(4);

/** The tentative minimum tax of `io`'s figures (AMT_IO) with the tax year's AMT parameters and gains tops, into io[3]. */
function tentativeMinimumTaxOfYear(t: TaxYear, io: Float64Array): void {
  io[3] = tentativeMinimumTaxOn(io[0], t.amtExemption, t.amtPhaseOutStart, t.amtPhaseOutRate, t.amtBreakpoint, io[1], io[2], t.gainsZeroTop, t.gainsFifteenTop);
}
