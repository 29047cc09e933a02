import { AMT_RATES, CAPITAL_GAINS_RATES, CHILD_TAX_CREDIT, NET_INVESTMENT_INCOME_TAX, ORDINARY_RATES, SENIOR_DEDUCTION, type BracketEdges, type FederalYearTable } from '../data/federalTax';
import { BENEFIT_TAX_THRESHOLDS } from '../data/socialSecurity';
import type { Bracket, StatePersonIncome, StateRules, StateTaxInput, StateYear } from '../data/states';
import { amtParameters, tentativeMinimumTaxOn as tentativeMinimumTaxImport } from '../tax/alternativeMinimumTax';
import { creditBeforePhaseOut } from '../tax/childTaxCredit';
import { standardDeduction } from '../tax/federalIncomeTax';
import { federalTableFor, marginalRate as marginalRateImport } from '../tax/federalTables';
import { stateYearOf } from '../tax/stateIncomeTax';
import { byStatus, genericCredits, genericDeductions as genericDeductionsImport, retirementExcluded } from '../tax/state/compute';
import type { FilingStatus } from '../types';
import { ageIn, isAlive, type PlanContext } from './context';

// Module-local bindings: the per-trial tax computations call these without a cross-module lookup.
const marginalRateAt = marginalRateImport;
const genericDeductions = genericDeductionsImport;
const tentativeMinimumTaxOn = tentativeMinimumTaxImport;
const NIIT_RATE = NET_INVESTMENT_INCOME_TAX.rate;
const SENIOR_PER_PERSON = SENIOR_DEDUCTION.perPerson;
const SENIOR_RATE = SENIOR_DEDUCTION.phaseOutRate;
const CHILD_REDUCTION = CHILD_TAX_CREDIT.reductionPer1000;
const AMT_TOP_RATE = AMT_RATES[AMT_RATES.length - 1];
const [GAINS_ZERO, GAINS_FIFTEEN, GAINS_TWENTY] = CAPITAL_GAINS_RATES;

/** Everything the year's income tax depends on besides the amounts. */
export interface TaxYear {
  year: number;
  status: FilingStatus;
  federal: FederalYearTable;
  deduction: number;
  over65: number;
  /** Ages of the living filers, dependents claimed and children under 17. */
  ages: number[];
  dependents: number;
  children: number;
  /** The state of the year (where the household lives that year), its parameters and indexing factor. */
  state: StateRules | null;
  stateYear: StateYear | null;
  stateFactor: number;
  /** The state of the year taxes income (a state without an income tax, or none, skips the state input). */
  stateTaxed: boolean;
  /**
   * The year's taxable employer pensions (of the household's other income) and each living filer's own wages,
   * pension and Social Security (aligned with `ages`; null: split evenly). Set by the schedule; fixed per year.
   * The per-trial amounts (IRA money, investment income) are split evenly between the filers per computation.
   */
  pension: number;
  statePeople: StatePersonIncome[] | null;
  /** Local tax: rate on AGI less taxable benefits, rate on wages (Ohio, Pennsylvania), share of the state tax (Yonkers). */
  localRate: number;
  localEarnedRate: number;
  localStateShare: number;
  inflation: number;
  /**
   * The year's figures for its filing status, looked up once per plan year (never per trial): federal bracket
   * edges and capital-gains tops, Social Security base amounts, NIIT threshold, whether the senior deduction
   * applies and its phase-out threshold, the child and other-dependent credit before its phase-out.
   */
  edges: BracketEdges;
  /**
   * The rate schedule for the trials' tax: each bracket's lower edge and the tax below it, summed once a year in
   * the order ordinaryTax sums them (so the schedule tax is the same number, without the walk).
   */
  bracketLower: Float64Array;
  bracketBase: Float64Array;
  /**
   * The same schedule as fields (issue 32: a field of a double is two loads, an element of a typed array or of
   * the edges' Smi array about eight instructions with its checks): the edges e0..e5, each bracket's lower edge
   * l0..l6, tax below it b0..b6 and rate r0..r6.
   */
  e0: number; e1: number; e2: number; e3: number; e4: number; e5: number;
  l0: number; l1: number; l2: number; l3: number; l4: number; l5: number; l6: number;
  b0: number; b1: number; b2: number; b3: number; b4: number; b5: number; b6: number;
  r0: number; r1: number; r2: number; r3: number; r4: number; r5: number; r6: number;
  /**
   * The law's fixed rates and amounts as fields too (a module constant is loaded from the module's context and
   * checked at every use): capital-gains rates, NIIT rate, senior deduction per person and phase-out rate, child
   * credit reduction per 1,000, AMT top rate.
   */
  gainsRate0: number; gainsRate15: number; gainsRate20: number; niitRate: number; seniorPerPerson: number;
  seniorRate: number; childReduction: number; amtTopRate: number;
  gainsZeroTop: number;
  gainsFifteenTop: number;
  benefitBase: number;
  benefitAdjusted: number;
  niitThreshold: number;
  seniorOn: boolean;
  seniorThreshold: number;
  childCredit: number;
  childThreshold: number;
  /** Alternative minimum tax figures of the year and filing status (Form 6251). */
  amtExemption: number;
  amtPhaseOutStart: number;
  amtPhaseOutRate: number;
  amtBreakpoint: number;
  /**
   * The state computation's parts that are the same for every computation of the year (computeStateTax's,
   * worked out once): the schedule of the filing status (null with the state's own rateTax), the generic
   * deductions when they do not follow the federal deduction and the generic credits (NaN: computed per call, or
   * the state's own rules), and the year's state input with its fixed fields (created at the first computation,
   * after the schedule has set `pension` and `statePeople`).
   */
  stateBrackets: readonly Bracket[] | null;
  /**
   * The state rules' shape, read once per tax year (a test of an optional property of the rules is about ten
   * instructions): the base starts from federal taxable income, it subtracts taxable benefits, a retirement
   * exclusion applies, the share of gains excluded (0: none).
   */
  stateFromTaxable: boolean;
  stateSubtractsBenefits: boolean;
  stateRetirementExclusion: boolean;
  stateGainsExclusion: number;
  stateDeductions: number;
  stateCredits: number;
  stateInput: StateTaxInput | null;
}

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

export const taxIncome = (wages: number, ordinary: number, gains: number, socialSecurity: number, investment: number, dividends: number): TaxIncome =>
  ({ wages, ordinary, gains, socialSecurity, investment, dividends });

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

export function taxYear(ctx: PlanContext, i: number): TaxYear {
  const year = ctx.years[i];
  const status = ctx.filingStatus[i];
  const rules = ctx.stateTable[i];
  const sy = rules ? stateYearOf(rules, year, ctx.inflation) : null;
  const federal = federalTableFor(year, ctx.inflation);
  const over65 = ctx.over65[i];
  const dependents = ctx.dependents[i];
  const children = ctx.children[i];
  const amt = amtParameters(status, year, ctx.inflation);
  const edges = federal.brackets[status];
  const bases = scheduleBases(edges);
  const lower = bases.bracketLower;
  const below = bases.bracketBase;
  if (edges.length !== 6 || ORDINARY_RATES.length !== 7) throw new Error('the federal schedule has seven brackets');
  const ages = [ctx.client, ctx.spouse].filter((p) => p !== null && isAlive(p, year)).map((p) => ageIn(p!, year));
  let stateBrackets: readonly Bracket[] | null = null;
  let stateDeductions = Number.NaN;
  let stateCredits = Number.NaN;
  if (rules && sy && !rules.none && !rules.compute) {
    // The fixed fields the generic deductions and credits read (status, filers' ages, dependents, indexing).
    const fixed: StateTaxInput = {
      year, status, ages, dependents, children, wages: 0, retirement: 0, pension: 0, interest: 0, capitalGains: 0, dividends: 0, socialSecurity: 0,
      taxableSocialSecurity: 0, federalAgi: 0, federalDeduction: 0, federalStandard: 0, federalTaxableIncome: 0, federalTax: 0, f: sy.f,
    };
    if (!rules.rateTax) stateBrackets = byStatus(sy.p.brackets, status);
    if (!rules.deductions && sy.p.standard !== 'federal') stateDeductions = genericDeductions(fixed, sy.p);
    if (!rules.credits) stateCredits = genericCredits(fixed, sy.p);
  }
  return {
    year,
    status,
    federal,
    deduction: standardDeduction(status, year, { over65Count: ctx.over65[i], inflationRate: ctx.inflation }),
    over65,
    ages,
    dependents,
    children,
    state: rules,
    stateYear: sy ? sy.p : null,
    stateFactor: sy ? sy.f : 1,
    stateTaxed: Boolean(rules && sy && !rules.none),
    pension: 0,
    statePeople: null,
    localRate: ctx.localRate[i],
    localEarnedRate: ctx.localEarnedRate[i],
    localStateShare: ctx.localStateShare[i],
    inflation: ctx.inflation,
    edges: federal.brackets[status],
    bracketLower: bases.bracketLower,
    bracketBase: bases.bracketBase,
    // The schedule as fields (written out in the literal: every tax year has one object layout).
    e0: edges[0], e1: edges[1], e2: edges[2], e3: edges[3], e4: edges[4], e5: edges[5],
    l0: lower[0], l1: lower[1], l2: lower[2], l3: lower[3], l4: lower[4], l5: lower[5], l6: lower[6],
    b0: below[0], b1: below[1], b2: below[2], b3: below[3], b4: below[4], b5: below[5], b6: below[6],
    gainsRate0: GAINS_ZERO, gainsRate15: GAINS_FIFTEEN, gainsRate20: GAINS_TWENTY, niitRate: NIIT_RATE, seniorPerPerson: SENIOR_PER_PERSON,
    seniorRate: SENIOR_RATE, childReduction: CHILD_REDUCTION, amtTopRate: AMT_TOP_RATE,
    r0: ORDINARY_RATES[0], r1: ORDINARY_RATES[1], r2: ORDINARY_RATES[2], r3: ORDINARY_RATES[3], r4: ORDINARY_RATES[4], r5: ORDINARY_RATES[5], r6: ORDINARY_RATES[6],
    gainsZeroTop: federal.capitalGains[status][0],
    gainsFifteenTop: federal.capitalGains[status][1],
    benefitBase: BENEFIT_TAX_THRESHOLDS.base[status],
    benefitAdjusted: BENEFIT_TAX_THRESHOLDS.adjusted[status],
    niitThreshold: NET_INVESTMENT_INCOME_TAX.threshold[status],
    seniorOn: year >= SENIOR_DEDUCTION.firstYear && year <= SENIOR_DEDUCTION.lastYear && status !== 'MFS' && over65 > 0,
    seniorThreshold: SENIOR_DEDUCTION.threshold[status],
    childCredit: creditBeforePhaseOut(year, children, dependents - children, ctx.inflation),
    childThreshold: CHILD_TAX_CREDIT.threshold[status],
    amtExemption: amt.exemption,
    amtPhaseOutStart: amt.phaseOutStart,
    amtPhaseOutRate: amt.phaseOutRate,
    amtBreakpoint: amt.breakpoint,
    stateBrackets,
    stateFromTaxable: Boolean(sy && sy.p.start === 'federalTaxable'),
    stateSubtractsBenefits: Boolean(sy && !sy.p.taxesSocialSecurity),
    stateRetirementExclusion: Boolean(sy && sy.p.retirementExclusion),
    stateGainsExclusion: (sy && sy.p.gainsExclusion) || 0,
    stateDeductions,
    stateCredits,
    stateInput: null,
  };
}

function scheduleBases(edges: BracketEdges): { bracketLower: Float64Array; bracketBase: Float64Array } {
  const bracketLower = new Float64Array(edges.length + 1);
  const bracketBase = new Float64Array(edges.length + 1);
  let tax = 0;
  let lower = 0;
  for (let i = 0; i < edges.length; i++) {
    bracketLower[i] = lower;
    bracketBase[i] = tax;
    tax += (edges[i] - lower) * ORDINARY_RATES[i];
    lower = edges[i];
  }
  bracketLower[edges.length] = lower;
  bracketBase[edges.length] = tax;
  return { bracketLower, bracketBase };
}

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
      amt = Math.max(0, tentativeMinimumTaxOn(amti, t.amtExemption, t.amtPhaseOutStart, t.amtPhaseOutRate, t.amtBreakpoint, taxableIncome, gains, t.gainsZeroTop, t.gainsFifteenTop) - regular);
    }
  }
  // Net investment income tax (as netInvestmentIncomeTax).
  const niitOver = agi - t.niitThreshold;
  const investment = inc.investment;
  const niit = niitOver <= 0 || investment <= 0 ? 0 : t.niitRate * (investment < niitOver ? investment : niitOver);
  const stateBase = agi - taxableSocialSecurity;
  let state = 0;
  if (t.stateTaxed) {
    // The federal figures go into the year's state input here (passed as arguments they would be boxed numbers).
    const x = t.stateInput ?? stateInputOf(t);
    x.taxableSocialSecurity = taxableSocialSecurity;
    x.federalAgi = agi;
    x.federalDeduction = deductions;
    x.federalTaxableIncome = taxableIncome;
    x.federalTax = federal;
    // The state tax comes back in out.state (a number returned from a call V8 does not inline is boxed).
    stateTaxOf(t, stateInput(t, inc, x), out);
    state = out.state;
  }
  // Without a local tax every term is +0 (a non-negative amount times a +0 rate): the sum is +0, skipped.
  const localRate = t.localRate;
  const localEarnedRate = t.localEarnedRate;
  const localStateShare = t.localStateShare;
  const local = localRate === 0 && localEarnedRate === 0 && localStateShare === 0
    ? 0
    : Math.max(0, stateBase) * localRate + Math.max(0, inc.wages) * localEarnedRate + state * localStateShare;
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
 * computeStateTax (tax/state/compute.ts) with the year's fixed parts taken from the tax year: the same operations on
 * the same figures, so the same result.
 */
function stateTaxOf(t: TaxYear, x: StateTaxInput, out: TaxResult): void {
  const rules = t.state!;
  const p = t.stateYear!;
  if (rules.compute) {
    out.state = Math.max(0, rules.compute(x, p));
    return;
  }
  // stateBase, without the subtractions that are exactly 0 (no retirement exclusion, no gains exclusion).
  let base = t.stateFromTaxable ? x.federalTaxableIncome : x.federalAgi;
  if (t.stateSubtractsBenefits) base -= x.taxableSocialSecurity;
  if (t.stateRetirementExclusion) base -= retirementExcluded(x, p);
  const gainsExclusion = t.stateGainsExclusion;
  if (gainsExclusion !== 0) base -= Math.max(0, x.capitalGains) * gainsExclusion;
  if (rules.subtract) base -= rules.subtract(x, p);
  const fixedDeductions = t.stateDeductions;
  const deductions = rules.deductions ? rules.deductions(x, p) : fixedDeductions === fixedDeductions ? fixedDeductions : genericDeductions(x, p);
  const taxable = Math.max(0, base - deductions);
  let tax = 0;
  if (rules.rateTax) tax = rules.rateTax(taxable, x, p);
  else {
    // bracketTax, inline (its arguments and answer would be boxed numbers).
    const brackets = t.stateBrackets!;
    const f = x.f;
    for (let k = 0; k < brackets.length; k++) {
      const from = brackets[k][0] * f;
      if (taxable <= from) break;
      const to = k + 1 < brackets.length ? brackets[k + 1][0] * f : Infinity;
      tax += (Math.min(taxable, to) - from) * brackets[k][1];
    }
  }
  const after = rules.credits ? rules.credits(tax, x, p, taxable) : tax - t.stateCredits;
  out.state = Math.max(0, after);
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
  const interest = Math.max(0, inc.investment - inc.gains);
  x.wages = inc.wages;
  x.retirement = Math.max(0, inc.ordinary - interest);
  x.pension = Math.min(x.retirement, t.pension);
  x.interest = interest;
  x.capitalGains = inc.gains - inc.dividends;
  x.dividends = inc.dividends;
  x.socialSecurity = inc.socialSecurity;
  const people = t.statePeople;
  if (people !== null) {
    // The year's own wages, pensions and benefits by person are fixed; IRA money and investment income split evenly.
    const n = people.length;
    const ira = (x.retirement - x.pension) / n;
    const other = (x.interest + x.dividends + x.capitalGains) / n;
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
