import { AMT_RATES, CAPITAL_GAINS_RATES, CHILD_TAX_CREDIT, NET_INVESTMENT_INCOME_TAX, ORDINARY_RATES, SENIOR_DEDUCTION, type BracketEdges, type FederalYearTable } from '../data/federalTax';
import { BENEFIT_TAX_THRESHOLDS } from '../data/socialSecurity';
import type { Bracket, StatePersonIncome, StateRules, StateTaxInput, StateYear } from '../data/states';
import { amtParameters } from '../tax/alternativeMinimumTax';
import { creditBeforePhaseOut } from '../tax/childTaxCredit';
import { standardDeduction } from '../tax/federalIncomeTax';
import { federalTableFor } from '../tax/federalTables';
import { stateYearOf } from '../tax/stateIncomeTax';
import { byStatus, genericCredits, genericDeductions } from '../tax/state/compute';
import type { FilingStatus } from '../types';
import { ageIn, isAlive, type PlanContext } from './context';

/**
 * The tax year: everything a year's income tax (`householdTax`) depends on besides the amounts, worked out once
 * per plan year (never per trial).
 */

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
  /**
   * 1 when the state of the year taxes income, else 0 (a state without an income tax, or none, skips the state
   * input); a number, not a boolean: a Smi comparison, where a boolean field is tested as any tagged value.
   */
  stateOn: number;
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
  /** 1 when any of the three local rates is not 0, else 0 (the local tax is then +0 and skipped). */
  localOn: number;
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
   * after the schedule has set `pension` and `statePeople`). The schedule is held as its number of brackets (0
   * without one), each bracket's start scaled by the year's factor (brackets[k][0] * f, the product bracketTax works
   * out per call) and rate, and with one bracket its start and rate as fields (issue 32).
   */
  stateBracketCount: number;
  stateStarts: Float64Array | null;
  stateRates: Float64Array | null;
  stateFlatFrom: number;
  stateFlatRate: number;
  /** The state rules' hooks (null where the rules have none), read once per tax year. */
  stateCompute: ((x: StateTaxInput, p: StateYear) => number) | null;
  stateSubtract: ((x: StateTaxInput, p: StateYear) => number) | null;
  stateDeductionsOf: ((x: StateTaxInput, p: StateYear) => number) | null;
  stateRateTax: ((taxable: number, x: StateTaxInput, p: StateYear) => number) | null;
  stateCreditsOf: ((tax: number, x: StateTaxInput, p: StateYear, taxable: number) => number) | null;
  /**
   * 1 for a flat schedule (one bracket) without the rules' own computation, rate tax, deductions or credits, with
   * fixed generic deductions and no exclusion of benefits, retirement income or gains (householdTax's short path,
   * stateTaxFlat), else 0.
   */
  stateFlat: number;
  /**
   * The state rules' shape, read once per tax year (a test of an optional property of the rules is about ten
   * instructions): the base starts from federal taxable income, it subtracts taxable benefits, a retirement
   * exclusion applies (each 1 or 0), the share of gains excluded (0: none).
   */
  stateFromTaxable: number;
  stateSubtractsBenefits: number;
  stateRetirementExclusion: number;
  stateGainsExclusion: number;
  stateDeductions: number;
  stateCredits: number;
  stateInput: StateTaxInput | null;
}

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
  const stateBracketCount = stateBrackets !== null ? stateBrackets.length : 0;
  const stateStarts = stateBrackets !== null ? Float64Array.from(stateBrackets, (b) => b[0] * sy!.f) : null;
  const stateRates = stateBrackets !== null ? Float64Array.from(stateBrackets, (b) => b[1]) : null;
  const stateTaxed = Boolean(rules && sy && !rules.none);
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
    pension: 0,
    statePeople: null,
    localRate: ctx.localRate[i],
    localEarnedRate: ctx.localEarnedRate[i],
    localStateShare: ctx.localStateShare[i],
    localOn: ctx.localRate[i] === 0 && ctx.localEarnedRate[i] === 0 && ctx.localStateShare[i] === 0 ? 0 : 1,
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
    stateBracketCount,
    stateStarts,
    stateRates,
    stateFlatFrom: stateBracketCount === 1 ? stateStarts![0] : 0,
    stateFlatRate: stateBracketCount === 1 ? stateRates![0] : 0,
    stateCompute: rules?.compute ?? null,
    stateSubtract: rules?.subtract ?? null,
    stateDeductionsOf: rules?.deductions ?? null,
    stateRateTax: rules?.rateTax ?? null,
    stateCreditsOf: rules?.credits ?? null,
    stateOn: stateTaxed ? 1 : 0,
    stateFlat: rules && sy && !rules.none && !rules.compute && !rules.rateTax && !rules.deductions && !rules.credits && stateBracketCount === 1
      && stateDeductions === stateDeductions && stateCredits === stateCredits && sy.p.taxesSocialSecurity && !sy.p.retirementExclusion && !sy.p.gainsExclusion ? 1 : 0,
    stateFromTaxable: sy && sy.p.start === 'federalTaxable' ? 1 : 0,
    stateSubtractsBenefits: sy && !sy.p.taxesSocialSecurity ? 1 : 0,
    stateRetirementExclusion: sy && sy.p.retirementExclusion ? 1 : 0,
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
