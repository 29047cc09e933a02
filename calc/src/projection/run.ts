import type { Assumptions, PlanInput } from '../types';
import type { PlanContext } from './context';
import type { ExpenseSchedule } from './expenseSchedule';
import type { TaxIncome, TaxResult } from './householdTax';
import type { IncomeSchedule } from './incomeSchedule';
import type { LedgerLayout, LedgerRecord, LedgerYear } from './ledger';
import type { PortfolioMatrix } from './portfolios';
import { buildSchedule, type PlanSchedule } from './schedule';
import { newLedgerYear, newYearWork, runYear } from './year';
import { resetConversionHint } from './withdrawalTax';

/** Everything one year of the deterministic run produced, for the albums and the details. */
export interface YearState {
  balanceStart: Float64Array;
  balanceEnd: Float64Array;
  basisEnd: Float64Array;
  record: LedgerRecord;
  ledger: LedgerYear;
  /** Taxes with every income of the year, as paid (federal includes the sub-cent fitting residual). */
  tax: TaxResult;
  income: TaxIncome;
  /** Portfolio income (dividends and interest) from taxable and cash accounts, reinvested. */
  portfolioIncome: number;
  realizedGains: number;
  fixedInflow: number;
  fixedOutflow: number;
  /** Income tax on the year's income before portfolio income, RMDs, conversions and withdrawals. */
  baseTax: number;
  householdContributions: number;
  /** Medicare Part B and D premiums of the year (with IRMAA), the surcharge tier and the MAGI it came from. */
  medicare: number;
  irmaa: number;
  irmaaTier: number;
  irmaaMagi: number;
}

export interface ProjectionRun {
  ctx: PlanContext;
  income: IncomeSchedule;
  expenses: ExpenseSchedule;
  layout: LedgerLayout;
  portfolios: PortfolioMatrix;
  returns: Float64Array;
  ledger: LedgerYear[];
  states: YearState[];
  realAssetsEnd: Float64Array;
  debtsEnd: Float64Array;
  initialBalances: Float64Array;
}

/** A ledger record whose arrays are views of the run's pool. */
function recordFrom(take: () => Float64Array): LedgerRecord {
  return {
    rmd: take(), conversionOut: take(), conversionIn: take(), education: take(), contribution: take(), surplus: take(), withdrawal: take(), growth: take(),
    yieldTax: 0, rmdTax: 0, conversionTax: 0, withdrawalTax: 0, educationShortfall: 0, need: 0, unmet: 0,
  };
}

export function runProjection(plan: PlanInput, assumptions: Assumptions, startYear: number): ProjectionRun {
  return runSchedule(buildSchedule(plan, assumptions, startYear));
}

/**
 * A recorded run of the year logic every Monte Carlo trial runs: with each account's expected return (the
 * deterministic projection), or with the account returns `returnsAt(i)` of year i (one trial, explained).
 */
export function runSchedule(s: PlanSchedule, returnsAt?: (i: number) => Float64Array): ProjectionRun {
  const { ctx } = s;
  const n = ctx.years.length;
  const A = s.layout.accounts;
  const b = s.initialBalances.slice();
  const basis = s.initialBasis.slice();
  const ledger: LedgerYear[] = [];
  const states: YearState[] = [];
  const realAssetsEnd = new Float64Array(n);
  const debtsEnd = new Float64Array(n);
  // One backing buffer for every per-year, per-account array the run keeps (fewer allocations).
  const PER_YEAR = 11;
  const pool = new Float64Array(n * A * PER_YEAR);
  let poolNext = 0;
  const take = (): Float64Array => pool.subarray(poolNext * A, ++poolNext * A);
  const work = newYearWork(A, true);
  resetConversionHint();

  for (let i = 0; i < n; i++) {
    const f = s.years[i];
    const ly = newLedgerYear(A);
    const rec = recordFrom(take);
    const balanceStart = take();
    runYear(s, i, b, basis, returnsAt ? returnsAt(i) : s.returns, ly, rec, balanceStart, work);
    const out = work.outcome!;
    const balanceEnd = take();
    balanceEnd.set(b);
    const basisEnd = take();
    basisEnd.set(basis);
    ledger.push(ly);
    states.push({
      balanceStart, balanceEnd, basisEnd, record: rec, ledger: ly,
      tax: out.tax, income: out.income, portfolioIncome: out.portfolioIncome, realizedGains: out.realizedGains,
      fixedInflow: f.fixedInflow, fixedOutflow: f.fixedOutflow, baseTax: f.baseTax.total, householdContributions: f.householdContributions,
      medicare: out.medicare, irmaa: out.irmaa, irmaaTier: out.irmaaTier, irmaaMagi: out.irmaaMagi,
    });
    realAssetsEnd[i] = f.realAssetsEnd;
    debtsEnd[i] = f.debtsEnd;
  }

  return {
    ctx, income: s.income, expenses: s.expenses, layout: s.layout, portfolios: s.portfolios, returns: s.returns, ledger, states,
    realAssetsEnd, debtsEnd, initialBalances: s.initialBalances,
  };
}
