import { rmdStartAge, uniformLifetimeFactor } from '../retirement/requiredMinimumDistribution';
import { INHERITED_IRA_YEARS } from '../data/rmd';
import type { Assumptions, PlanInput } from '../types';
import { ageIn, buildContext, isAlive, type PersonTimeline, type PlanContext } from './context';
import { buildExpenseSchedule, type ExpenseSchedule } from './expenseSchedule';
import { householdTax, taxIncome, taxYear, type TaxIncome, type TaxResult } from './householdTax';
import { conversionToFill, fitWithdrawalRates } from './withdrawalTax';
import { buildIncomeSchedule, type IncomeSchedule } from './incomeSchedule';
import {
  CASH, DEFERRED, EDUCATION, ROTH, TAXABLE, grow, indexLedgerYear, preFlows, settle,
  type LedgerLayout, type LedgerRecord, type LedgerYear,
} from './ledger';
import { accountReturns, portfolioMatrix, type PortfolioMatrix } from './portfolios';

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

const EMPTY = new Int32Array(0);

const portfolioIncomeOf = (ordinary: number, gains: number): number => ordinary + gains;

const copyInto = (target: Float64Array, source: Float64Array): Float64Array => {
  target.set(source);
  return target;
};

/** A ledger record whose arrays are views of the run's pool. */
function recordFrom(take: () => Float64Array): LedgerRecord {
  return {
    rmd: take(), conversionOut: take(), conversionIn: take(), education: take(), contribution: take(), surplus: take(), withdrawal: take(), growth: take(),
    yieldTax: 0, rmdTax: 0, conversionTax: 0, withdrawalTax: 0, educationShortfall: 0, need: 0, unmet: 0,
  };
}


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
    accounts: ctx.accounts.length, category, order: Int32Array.from(order), conversionFrom: Int32Array.from(conversionFrom),
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

export function runProjection(plan: PlanInput, assumptions: Assumptions, startYear: number): ProjectionRun {
  const ctx = buildContext(plan, assumptions, startYear);
  const n = ctx.years.length;
  const A = ctx.accounts.length;
  const income = buildIncomeSchedule(ctx);
  const expenses = buildExpenseSchedule(ctx);
  const layout = layoutFor(ctx);
  const portfolios = portfolioMatrix(ctx.accounts, assumptions);
  const classMeans = Float64Array.from(assumptions.assetClasses.map((c) => c.expectedReturn));
  const returns = new Float64Array(A);
  accountReturns(portfolios, classMeans, returns);

  for (const e of income.elections) {
    for (let i = 0; i < n; i++) {
      expenses.contributions[e.accountIndex][i] += e.employee[i];
      expenses.employer[e.accountIndex][i] += e.employer[i];
    }
  }

  const b = Float64Array.from(ctx.accounts.map((a) => a.balance));
  const initialBalances = b.slice();
  const basis = Float64Array.from(ctx.accounts.map((a) => a.costBasis ?? a.balance));
  const gainBased = ctx.accounts.map((a) => a.taxType === 'taxable' || a.taxType === 'annuity');
  const conversion = plan.strategies?.rothConversion;
  const ledger: LedgerYear[] = [];
  const states: YearState[] = [];
  const realAssetsEnd = new Float64Array(n);
  const debtsEnd = new Float64Array(n);
  // One backing buffer for every per-year, per-account array the run keeps (fewer allocations).
  const PER_YEAR = 14;
  const pool = new Float64Array(n * A * PER_YEAR);
  let poolNext = 0;
  const take = (): Float64Array => pool.subarray(poolNext * A, ++poolNext * A);
  const yieldRate = new Float64Array(A);
  const afterPre = new Float64Array(A);
  const gainShare = new Float64Array(A);

  for (let i = 0; i < n; i++) {
    const year = ctx.years[i];
    const t = taxYear(ctx, i);
    let otherTaxable = 0;
    let otherAmount = 0;
    // Net rent is net investment income (IRC 1411); pensions, annuity payments and other income are not.
    let rentTaxable = 0;
    for (const o of income.otherIncomes) {
      otherTaxable += o.taxable[i];
      otherAmount += o.amount[i];
      if (o.kind === 'rental') rentTaxable += o.taxable[i];
    }
    // Gains of real assets sold this year (long-term; a main home's excluded part left out) are net investment income too.
    let saleGains = 0;
    for (const r of expenses.realAssets) saleGains += r.saleGain[i] - r.saleGainExcluded[i];
    const ss = income.socialSecurity.client[i] + income.socialSecurity.spouse[i];
    const wagesGross = income.wages.client[i] + income.wages.spouse[i];
    const base = taxIncome(income.taxableWages[i], otherTaxable, saleGains, ss, rentTaxable + saleGains, 0);
    const t0 = householdTax(t, base);

    // Portfolio income of taxable (qualified dividends) and cash (interest) accounts, on start-of-year balances.
    let yieldOrdinary = 0;
    let yieldGains = 0;
    yieldRate.fill(0);
    for (let a = 0; a < A; a++) {
      const tt = ctx.accounts[a].taxType;
      if (tt !== 'cash' && tt !== 'taxable') continue;
      yieldRate[a] = portfolios.incomeYield[a];
      if (tt === 'cash') yieldOrdinary += b[a] * yieldRate[a];
      else yieldGains += b[a] * yieldRate[a];
    }
    const withYield = taxIncome(base.wages, base.ordinary + yieldOrdinary, base.gains + yieldGains, ss, base.investment + yieldOrdinary + yieldGains, yieldGains);
    const t1 = portfolioIncomeOf(yieldOrdinary, yieldGains) > 0 ? householdTax(t, withYield) : t0;
    const portfolioIncome = yieldOrdinary + yieldGains;
    const yieldTaxRate = portfolioIncome > 0 ? (t1.total - t0.total) / portfolioIncome : 0;
    const yieldTaxPerDollar = take();
    for (let a = 0; a < A; a++) yieldTaxPerDollar[a] = yieldRate[a] * yieldTaxRate;

    const rmdDivisor = take();
    let rmdTotal = 0;
    for (let a = 0; a < A; a++) {
      const acct = ctx.accounts[a];
      if (acct.taxType === 'taxDeferred') {
        const owner = rmdOwner(ctx, acct.owner, year);
        if (owner && ageIn(owner, year) >= rmdStartAge(owner.birthYear)) rmdDivisor[a] = uniformLifetimeFactor(ageIn(owner, year));
      } else if (acct.taxType === 'inheritedIra') {
        const inherited = acct.inheritedYear ?? startYear - 1;
        if (year > inherited) rmdDivisor[a] = Math.max(1, inherited + INHERITED_IRA_YEARS - year + 1);
      }
      if (rmdDivisor[a] > 0) rmdTotal += b[a] / rmdDivisor[a];
    }
    const withRmd = taxIncome(base.wages, withYield.ordinary + rmdTotal, withYield.gains, ss, withYield.investment, withYield.dividends);
    const t2 = rmdTotal > 0 ? householdTax(t, withRmd) : t1;
    const rmdTaxRate = rmdTotal > 0 ? (t2.total - t1.total) / rmdTotal : 0;

    let fixedOutflow = expenses.living[i];
    for (const s of expenses.itemized) fixedOutflow += s.values[i];
    for (const s of expenses.premiums) fixedOutflow += s.values[i];
    for (const s of expenses.goals) fixedOutflow += s.values[i];
    for (const d of expenses.debts) fixedOutflow += d.payment[i] + d.payoff[i];
    for (const r of expenses.realAssets) fixedOutflow += r.purchase[i];
    let fixedInflow = wagesGross + otherAmount + ss;
    for (const s of expenses.insuranceProceeds) fixedInflow += s.values[i];
    for (const r of expenses.realAssets) fixedInflow += r.saleProceeds[i];
    const contributions = take();
    let householdContributions = 0;
    for (let a = 0; a < A; a++) {
      contributions[a] = expenses.contributions[a][i] + expenses.employer[a][i];
      householdContributions += expenses.contributions[a][i];
    }
    const education: LedgerYear['education'] = [];
    for (const g of expenses.education) if (g.values[i] > 0) education.push({ cost: g.values[i], accounts: g.accounts });

    const ly: LedgerYear = {
      baseNeed: fixedOutflow + householdContributions + t0.total + income.fica.total[i] - fixedInflow,
      contributions, rmdDivisor, rmdTaxRate, yieldTaxPerDollar,
      conversion: 0, conversionTaxRate: 0, education, withdrawalTaxRate: new Float64Array(4),
      yieldAccounts: EMPTY, rmdAccounts: EMPTY, contributionAccounts: EMPTY,
    };
    indexLedgerYear(ly);

    /**
     * Settles the year for a conversion amount: its tax, then withdrawal tax rates fitted so the grossed-up
     * withdrawals pay exactly the extra tax they cause.
     */
    let settlements = 0;
    const settleWith = (conversionAmount: number, final = false): { t3: TaxResult; fit: { tax: TaxResult; income: TaxIncome } } => {
      const withConversion = taxIncome(base.wages, withRmd.ordinary + conversionAmount, withRmd.gains, ss, withRmd.investment, withRmd.dividends);
      const t3 = conversionAmount > 0 ? householdTax(t, withConversion) : t2;
      ly.conversion = conversionAmount;
      ly.conversionTaxRate = conversionAmount > 0 ? (t3.total - t2.total) / conversionAmount : 0;
      afterPre.set(b);
      const need = preFlows(afterPre, ly, layout, null);
      for (let a = 0; a < A; a++) {
        gainShare[a] = gainBased[a] && afterPre[a] > 0 ? Math.max(0, 1 - (basis[a] + contributions[a]) / afterPre[a]) : 0;
      }
      const fit = fitWithdrawalRates(t, withConversion, t3, need, afterPre, gainShare, ly.withdrawalTaxRate, layout, ctx, final, settlements > 0);
      settlements++;
      return { t3, fit };
    };
    const converting = Boolean(conversion && layout.rothIndex >= 0 && year >= (conversion.startYear ?? -Infinity) && year <= (conversion.endYear ?? Infinity));
    let settled = settleWith(0, !converting);
    if (conversion && layout.rothIndex >= 0 && year >= (conversion.startYear ?? -Infinity) && year <= (conversion.endYear ?? Infinity)) {
      let available = 0;
      for (const a of layout.conversionFrom) available += b[a] - (rmdDivisor[a] > 0 ? b[a] / rmdDivisor[a] : 0);
      const amount = conversionToFill(t, settled, settleWith, conversion.upToBracketRate, Math.max(0, available));
      settled = settleWith(amount, true);
    }
    const { t3, fit } = settled;

    const rec = recordFrom(take);
    const balanceStart = take();
    balanceStart.set(b);
    const needActual = preFlows(b, ly, layout, rec);
    settle(b, needActual, ly.withdrawalTaxRate, layout, rec);
    grow(b, returns, rec);

    // Cost basis: contributions and reinvested dividends add, withdrawals remove pro rata.
    for (let a = 0; a < A; a++) {
      if (!gainBased[a]) {
        basis[a] = b[a];
        continue;
      }
      const before = balanceStart[a] - rec.rmd[a] - rec.conversionOut[a] + rec.contribution[a];
      basis[a] += rec.contribution[a];
      if (rec.withdrawal[a] > 0 && before > 0) basis[a] *= 1 - Math.min(1, rec.withdrawal[a] / before);
      basis[a] += rec.surplus[a] + (ctx.accounts[a].taxType === 'taxable' ? balanceStart[a] * yieldRate[a] : 0);
    }

    const paid = rec.withdrawalTax;
    const residual = fit.tax.total - t3.total - paid;
    const tax: TaxResult = fit.tax;
    tax.federal -= residual;
    tax.total -= residual;
    ledger.push(ly);
    states.push({
      balanceStart, balanceEnd: copyInto(take(), b), basisEnd: copyInto(take(), basis), record: rec, ledger: ly, tax, income: fit.income,
      portfolioIncome, realizedGains: fit.income.gains - withYield.gains, fixedInflow, fixedOutflow, baseTax: t0.total, householdContributions,
    });
    for (const r of expenses.realAssets) realAssetsEnd[i] += r.valueEnd[i];
    for (const d of expenses.debts) debtsEnd[i] += d.balanceEnd[i];
  }

  return { ctx, income, expenses, layout, portfolios, returns, ledger, states, realAssetsEnd, debtsEnd, initialBalances };
}
