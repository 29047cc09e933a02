import { rmdStartAge, uniformLifetimeFactor } from '../retirement/requiredMinimumDistribution';
import { INHERITED_IRA_YEARS } from '../data/rmd';
import { MEDICARE_AGE, medicareEdgesFor } from '../data/medicare';
import { medicareTableFor } from '../tax/medicare';
import type { StatePersonIncome } from '../data/states';
import type { Assumptions, PlanInput } from '../types';
import { ageIn, buildContext, isAlive, type PersonTimeline, type PlanContext } from './context';
import { buildExpenseSchedule, type ExpenseSchedule } from './expenseSchedule';
import { householdTax, taxIncome, taxYear, type TaxIncome, type TaxResult, type TaxYear } from './householdTax';
import { buildIncomeSchedule, type IncomeSchedule } from './incomeSchedule';
import { CASH, DEFERRED, EDUCATION, ROTH, TAXABLE, type LedgerLayout, type LedgerYear } from './ledger';
import { accountReturns, portfolioMatrix, type PortfolioMatrix } from './portfolios';

/**
 * What a year holds independently of account balances: incomes, expenses, the tax year, the tax on that fixed
 * income, contributions and RMD divisors. Built once per plan; the deterministic run and every Monte Carlo trial
 * then run the same year logic (year.ts) over their own balances.
 */
export interface YearFixed {
  year: number;
  /** Everything the year's tax depends on besides amounts (status, tables, state and local rate of that year). */
  tax: TaxYear;
  /** Income not depending on balances (wages after deferrals, other income, sale gains, Social Security). */
  base: TaxIncome;
  /** Income tax on `base`. */
  baseTax: TaxResult;
  fixedInflow: number;
  fixedOutflow: number;
  householdContributions: number;
  /** Household outflows less inflows of the fixed schedule, including the tax on `base` and FICA. */
  baseNeed: number;
  /** Household and employer money into each account. */
  contributions: Float64Array;
  contributionAccounts: Int32Array;
  /** RMD divisor by account (0: none). */
  rmdDivisor: Float64Array;
  rmdAccounts: Int32Array;
  education: LedgerYear['education'];
  /** A Roth conversion strategy covers this year. */
  converting: boolean;
  /**
   * With a conversion kept below the next IRMAA tier: the tier edges (MAGI) that this year's income sets the
   * Medicare premiums of two years later by, when someone is enrolled then; null otherwise.
   */
  irmaaCapEdges: readonly number[] | null;
  /**
   * Medicare: months of Part B and D enrolment of the living filers (from the month of the 65th birthday), the
   * monthly standard premiums and the IRMAA tier edges and monthly surcharges (Part B + D) of the year.
   */
  medicareMonths: number;
  medicareMonthly: number;
  irmaaEdges: readonly number[];
  irmaaSurcharge: Float64Array;
  /** Real assets less debts at the end of the year. */
  nonFinancial: number;
  realAssetsEnd: number;
  debtsEnd: number;
}

export interface PlanSchedule {
  ctx: PlanContext;
  income: IncomeSchedule;
  expenses: ExpenseSchedule;
  layout: LedgerLayout;
  portfolios: PortfolioMatrix;
  /** Each account's expected return (the deterministic run's returns). */
  returns: Float64Array;
  years: YearFixed[];
  /** Income yield of cash (interest) and taxable (dividends) accounts, 0 for the others. */
  yieldRate: Float64Array;
  yieldAccounts: Int32Array;
  /** 1 for cash accounts: their yield is ordinary interest (taxable accounts' is qualified dividends). */
  cashYield: Uint8Array;
  /** 1 for taxable and annuity accounts: withdrawals realize a gain share. */
  gainBased: Uint8Array;
  /** The indices of the gain-based accounts (the only ones whose cost basis and gain share anything reads). */
  gainAccounts: Int32Array;
  /** 1 for annuities (ordinary gain share). */
  annuity: Uint8Array;
  initialBalances: Float64Array;
  initialBasis: Float64Array;
  conversionRate: number;
}

const nonZero = (values: ArrayLike<number>): Int32Array => {
  const out: number[] = [];
  for (let a = 0; a < values.length; a++) if (values[a] !== 0) out.push(a);
  return Int32Array.from(out);
};

function layoutFor(ctx: PlanContext): LedgerLayout {
  const category = new Int8Array(ctx.accounts.length);
  ctx.accounts.forEach((a, k) => {
    category[k] =
      a.taxType === 'cash' ? CASH
        : a.taxType === 'taxable' ? TAXABLE
          : a.taxType === 'roth' ? ROTH
            : a.taxType === 'education' ? EDUCATION
              : DEFERRED;
  });
  const rank = { cash: CASH, taxable: TAXABLE, taxDeferred: DEFERRED, roth: ROTH };
  const order: number[] = [];
  for (const c of ctx.withdrawalOrder) category.forEach((cat, k) => { if (cat === rank[c]) order.push(k); });
  const conversionFrom = ctx.accounts.map((a, k) => (a.taxType === 'taxDeferred' ? k : -1)).filter((k) => k >= 0);
  return {
    accounts: ctx.accounts.length, category, order: Int32Array.from(order), proRata: ctx.withdrawalProRata, conversionFrom: Int32Array.from(conversionFrom),
    rothIndex: ctx.rothIndex, savingsIndex: ctx.savingsIndex,
  };
}

/** Owner of an account in a year: after the owner's death a spouse rolls it over (RMDs by the survivor's age). */
function rmdOwner(ctx: PlanContext, owner: string, year: number): PersonTimeline | null {
  const first = owner === 'spouse' && ctx.spouse ? ctx.spouse : ctx.client;
  const other = first === ctx.client ? ctx.spouse : ctx.client;
  if (isAlive(first, year)) return first;
  return isAlive(other, year) ? other : null;
}

export function buildSchedule(plan: PlanInput, assumptions: Assumptions, startYear: number): PlanSchedule {
  const ctx = buildContext(plan, assumptions, startYear);
  const n = ctx.years.length;
  const A = ctx.accounts.length;
  const income = buildIncomeSchedule(ctx);
  const expenses = buildExpenseSchedule(ctx);
  const layout = layoutFor(ctx);
  const portfolios = portfolioMatrix(ctx.accounts, assumptions);
  const returns = new Float64Array(A);
  accountReturns(portfolios, Float64Array.from(assumptions.assetClasses.map((c) => c.expectedReturn)), returns);

  for (const e of income.elections) {
    if (e.accountIndex < 0) {
      // A deduction without an account is money spent from pay: an itemized base expense of the year.
      expenses.itemized.push({ id: e.id, name: e.name, type: 'BE', values: e.employee });
      continue;
    }
    for (let i = 0; i < n; i++) {
      expenses.contributions[e.accountIndex][i] += e.employee[i];
      expenses.employer[e.accountIndex][i] += e.employer[i];
    }
  }
  const yieldRate = new Float64Array(A);
  const cashYield = new Uint8Array(A);
  const gainBased = new Uint8Array(A);
  const annuity = new Uint8Array(A);
  ctx.accounts.forEach((acct, a) => {
    if (acct.taxType === 'cash' || acct.taxType === 'taxable') yieldRate[a] = portfolios.incomeYield[a];
    cashYield[a] = acct.taxType === 'cash' ? 1 : 0;
    gainBased[a] = acct.taxType === 'taxable' || acct.taxType === 'annuity' ? 1 : 0;
    annuity[a] = acct.taxType === 'annuity' ? 1 : 0;
  });
  const conversion = plan.strategies?.rothConversion;
  const years: YearFixed[] = [];
  for (let i = 0; i < n; i++) {
    const year = ctx.years[i];
    const t = taxYear(ctx, i);
    let otherTaxable = 0;
    let otherAmount = 0;
    // Net rent is net investment income (IRC 1411); pensions, annuity payments and other income are not.
    let rentTaxable = 0;
    let pensionClient = 0;
    let pensionSpouse = 0;
    for (const o of income.otherIncomes) {
      otherTaxable += o.taxable[i];
      otherAmount += o.amount[i];
      if (o.kind === 'rental') rentTaxable += o.taxable[i];
      if (o.kind === 'pension') {
        pensionClient += o.taxable[i] * o.clientShare[i];
        pensionSpouse += o.taxable[i] * (1 - o.clientShare[i]);
      }
    }
    statePeopleOf(t, ctx, i, income, pensionClient, pensionSpouse);
    // Gains of real assets sold this year (long-term; a main home's excluded part left out) are net investment income too.
    let saleGains = 0;
    for (const r of expenses.realAssets) saleGains += r.saleGain[i] - r.saleGainExcluded[i];
    const ss = income.socialSecurity.client[i] + income.socialSecurity.spouse[i];
    const base = taxIncome(income.taxableWages[i], otherTaxable, saleGains, ss, rentTaxable + saleGains, 0);
    const baseTax = householdTax(t, base);

    const rmdDivisor = new Float64Array(A);
    for (let a = 0; a < A; a++) {
      const acct = ctx.accounts[a];
      if (acct.taxType === 'taxDeferred') {
        const owner = rmdOwner(ctx, acct.owner, year);
        if (owner && ageIn(owner, year) >= rmdStartAge(owner.birthYear)) rmdDivisor[a] = uniformLifetimeFactor(ageIn(owner, year));
      } else if (acct.taxType === 'inheritedIra') {
        const inherited = acct.inheritedYear ?? startYear - 1;
        if (year > inherited) rmdDivisor[a] = Math.max(1, inherited + INHERITED_IRA_YEARS - year + 1);
      }
    }
    let fixedOutflow = expenses.living[i];
    for (const s of expenses.itemized) fixedOutflow += s.values[i];
    for (const s of expenses.premiums) fixedOutflow += s.values[i];
    for (const s of expenses.goals) fixedOutflow += s.values[i];
    for (const d of expenses.debts) fixedOutflow += d.payment[i] + d.payoff[i];
    for (const r of expenses.realAssets) fixedOutflow += r.purchase[i];
    let fixedInflow = income.wages.client[i] + income.wages.spouse[i] + otherAmount + ss;
    for (const s of expenses.insuranceProceeds) fixedInflow += s.values[i];
    for (const r of expenses.realAssets) fixedInflow += r.saleProceeds[i];
    const contributions = new Float64Array(A);
    let householdContributions = 0;
    for (let a = 0; a < A; a++) {
      contributions[a] = expenses.contributions[a][i] + expenses.employer[a][i];
      householdContributions += expenses.contributions[a][i];
    }
    const education: LedgerYear['education'] = [];
    for (const g of expenses.education) if (g.values[i] > 0) education.push({ cost: g.values[i], accounts: g.accounts });
    let realAssetsEnd = 0;
    let debtsEnd = 0;
    for (const r of expenses.realAssets) realAssetsEnd += r.valueEnd[i];
    for (const d of expenses.debts) debtsEnd += d.balanceEnd[i];
    const medicare = medicareTableFor(year, ctx.inflation);
    let medicareMonths = 0;
    if (plan.medicarePremiums !== false) {
      for (const p of [ctx.client, ctx.spouse]) {
        if (!p || !isAlive(p, year)) continue;
        const age = ageIn(p, year);
        if (age > MEDICARE_AGE) medicareMonths += 12;
        else if (age === MEDICARE_AGE) medicareMonths += 13 - p.birthMonth;
      }
    }
    const irmaaSurcharge = new Float64Array(medicare.surchargeB.length);
    for (let k = 0; k < irmaaSurcharge.length; k++) irmaaSurcharge[k] = medicare.surchargeB[k] + medicare.surchargeD[k];
    years.push({
      year, tax: t, base, baseTax, fixedInflow, fixedOutflow, householdContributions,
      medicareMonths, medicareMonthly: medicare.partB + medicare.partD, irmaaEdges: medicareEdgesFor(medicare, ctx.filingStatus[i]), irmaaSurcharge,
      baseNeed: fixedOutflow + householdContributions + baseTax.total + income.fica.total[i] - fixedInflow,
      contributions, contributionAccounts: nonZero(contributions), rmdDivisor, rmdAccounts: nonZero(rmdDivisor), education,
      converting: Boolean(conversion && layout.rothIndex >= 0 && year >= (conversion.startYear ?? -Infinity) && year <= (conversion.endYear ?? Infinity)),
      nonFinancial: realAssetsEnd - debtsEnd, realAssetsEnd, debtsEnd, irmaaCapEdges: null,
    });
  }
  if (conversion?.belowIrmaaTier) {
    for (let i = 0; i + 2 < n; i++) {
      const later = years[i + 2];
      if (years[i].converting && later.medicareMonths > 0) years[i].irmaaCapEdges = later.irmaaEdges;
    }
  }
  return {
    ctx, income, expenses, layout, portfolios, returns, years, yieldRate, yieldAccounts: nonZero(yieldRate), cashYield, gainBased, gainAccounts: nonZero(gainBased), annuity,
    initialBalances: Float64Array.from(ctx.accounts.map((a) => a.balance)),
    initialBasis: Float64Array.from(ctx.accounts.map((a) => a.costBasis ?? a.balance)),
    conversionRate: conversion?.upToBracketRate ?? 0,
  };
}

/**
 * The state's view of each living filer's own fixed income of the year (wages after deferrals in proportion to
 * each one's pay, employer pensions by owner, Social Security by person) and the household's pensions.
 */
function statePeopleOf(t: TaxYear, ctx: PlanContext, i: number, income: IncomeSchedule, pensionClient: number, pensionSpouse: number): void {
  const year = ctx.years[i];
  t.pension = pensionClient + pensionSpouse;
  const clientAlive = isAlive(ctx.client, year);
  const spouseAlive = ctx.spouse !== null && isAlive(ctx.spouse, year);
  const grossClient = income.wages.client[i];
  const grossSpouse = income.wages.spouse[i];
  const gross = grossClient + grossSpouse;
  const taxable = income.taxableWages[i];
  const person = (gross1: number, pension: number, ss: number): StatePersonIncome =>
    ({ wages: gross > 0 ? (taxable * gross1) / gross : 0, pension, ira: 0, socialSecurity: ss, other: 0 });
  const people: StatePersonIncome[] = [];
  if (clientAlive) people.push(person(grossClient, pensionClient, income.socialSecurity.client[i]));
  if (spouseAlive) people.push(person(grossSpouse, pensionSpouse, income.socialSecurity.spouse[i]));
  // A survivor's pension or benefits paid to the living one: whatever the dead person's column holds moves over.
  if (people.length === 1) {
    const only = people[0];
    only.wages = taxable;
    only.pension = t.pension;
    only.socialSecurity = income.socialSecurity.client[i] + income.socialSecurity.spouse[i];
  }
  t.statePeople = people.length === t.ages.length && people.length > 0 ? people : null;
}
