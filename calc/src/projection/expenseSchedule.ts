import { DEFAULTS } from '../data/defaults';
import { HOME_SALE_EXCLUSION } from '../data/federalTax';
import { amortizeColumns, type AmortizationColumns } from '../debt/loan';
import type { Debt, ExpenseType, FilingStatus, PersonRole } from '../types';
import { ageIn, isAlive, isWorking, type PersonTimeline, type PlanContext } from './context';

export interface Series {
  id: string;
  name: string;
  values: Float64Array;
}

export interface DebtSeries {
  id: string;
  name: string;
  balanceStart: Float64Array;
  payment: Float64Array;
  interest: Float64Array;
  principal: Float64Array;
  /** Balance repaid from a sale of the securing asset. */
  payoff: Float64Array;
  balanceEnd: Float64Array;
}

export interface RealAssetSeries {
  id: string;
  name: string;
  valueStart: Float64Array;
  purchase: Float64Array;
  saleProceeds: Float64Array;
  sellingCost: Float64Array;
  /** Long-term gain of a sale: proceeds less basis (losses are not deducted). */
  saleGain: Float64Array;
  /** Part of that gain excluded for a main home (IRC 121); the rest is taxable. */
  saleGainExcluded: Float64Array;
  appreciation: Float64Array;
  valueEnd: Float64Array;
}

export interface EducationSeries extends Series {
  accounts: number[];
}

export interface ExpenseSchedule {
  living: Float64Array;
  /** True where living spending is the retirement goal's. */
  retirementSpending: Uint8Array;
  itemized: (Series & { type: ExpenseType })[];
  premiums: Series[];
  insuranceProceeds: Series[];
  goals: Series[];
  education: EducationSeries[];
  debts: DebtSeries[];
  realAssets: RealAssetSeries[];
  /** Household-funded contributions by account index (IV transfers, account contributions; deferrals added later). */
  contributions: Float64Array[];
  /** Employer money by account index (account-level employer contributions; matches added later). */
  employer: Float64Array[];
}

const growth = (rate: number, i: number): number => Math.pow(1 + rate, i);

export function buildExpenseSchedule(ctx: PlanContext): ExpenseSchedule {
  const n = ctx.years.length;
  const { plan, assumptions } = ctx;
  const people: Record<PersonRole, PersonTimeline | null> = { client: ctx.client, spouse: ctx.spouse };
  const contributions = ctx.accounts.map(() => new Float64Array(n));
  const employer = ctx.accounts.map(() => new Float64Array(n));

  const retirementStart = plan.retirementGoal
    ? plan.retirementGoal.startYear ?? Math.max(ctx.client.retireYear, ctx.startYear)
    : Infinity;
  const living = new Float64Array(n);
  const retirementSpending = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const y = ctx.years[i];
    if (y >= retirementStart && plan.retirementGoal) {
      living[i] = plan.retirementGoal.annualSpending * ctx.inflationFactor[i];
      retirementSpending[i] = 1;
    } else living[i] = plan.livingExpense * ctx.inflationFactor[i];
  }

  const itemized: ExpenseSchedule['itemized'] = [];
  for (const e of plan.expenses) {
    const values = new Float64Array(n);
    const times = e.timesPerYear ?? 12;
    const first = e.startYear ?? ctx.startYear;
    const last = times === 0 ? first : e.endYear ?? ctx.endYear;
    const rate = e.growthRate ?? ctx.inflation;
    for (let i = 0; i < n; i++) {
      const y = ctx.years[i];
      if (y < first || y > last) continue;
      // Living items give way to the retirement goal's spending.
      if ((e.type === 'LE' || e.type === 'BE') && y >= retirementStart) continue;
      values[i] = e.amount * (times === 0 ? 1 : times) * growth(rate, i);
    }
    if (e.type === 'IV') {
      const target = e.accountId !== undefined ? ctx.accountIndex.get(e.accountId) ?? ctx.savingsIndex : ctx.savingsIndex;
      for (let i = 0; i < n; i++) contributions[target][i] += values[i];
    } else itemized.push({ id: e.id, name: e.name, type: e.type, values });
  }

  ctx.accounts.forEach((a, k) => {
    const owner = a.owner === 'spouse' && ctx.spouse ? ctx.spouse : ctx.client;
    const lastContributionYear = a.contributionEndYear ?? owner.retireYear - 1;
    for (let i = 0; i < n; i++) {
      const y = ctx.years[i];
      if (a.annualContribution && y <= lastContributionYear && isAlive(owner, y)) contributions[k][i] += a.annualContribution * ctx.inflationFactor[i];
      if (a.employerContribution && isWorking(owner, y)) employer[k][i] += a.employerContribution * growth(assumptions.salaryGrowth, i);
    }
  });

  const premiums: Series[] = [];
  const insuranceProceeds: Series[] = [];
  for (const policy of plan.insurance) {
    const insured = people[policy.insured] ?? ctx.client;
    const premium = new Float64Array(n);
    const proceeds = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const y = ctx.years[i];
      const age = ageIn(insured, y);
      const inForce = isAlive(insured, y) && (policy.coverageEndAge === undefined || age <= policy.coverageEndAge);
      if (inForce && (policy.premiumEndAge === undefined || age <= policy.premiumEndAge)) {
        premium[i] = policy.annualPremium * growth(policy.premiumGrowth ?? 0, i);
      }
      if (inForce && y === insured.deathYear && policy.deathBenefit) proceeds[i] = policy.deathBenefit;
    }
    premiums.push({ id: policy.id, name: policy.name, values: premium });
    if (policy.deathBenefit) insuranceProceeds.push({ id: policy.id, name: policy.name, values: proceeds });
  }

  const goals: Series[] = plan.otherGoals.map((g) => {
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const y = ctx.years[i];
      if (y >= g.year && y < g.year + (g.years ?? 1)) values[i] = g.amount * ctx.inflationFactor[i];
    }
    return { id: g.id, name: g.name, values };
  });

  const educationAccounts = ctx.accounts.map((a, k) => (a.taxType === 'education' ? k : -1)).filter((k) => k >= 0);
  const education: EducationSeries[] = plan.educationGoals.map((g) => {
    const values = new Float64Array(n);
    const rate = g.growthRate ?? assumptions.educationInflation ?? DEFAULTS.educationInflation;
    for (let i = 0; i < n; i++) {
      const y = ctx.years[i];
      if (y >= g.startYear && y < g.startYear + g.years) values[i] = g.annualCost * growth(rate, i);
    }
    const accounts = g.accountIds ? g.accountIds.map((id) => ctx.accountIndex.get(id) ?? -1).filter((k) => k >= 0) : educationAccounts;
    return { id: g.id, name: g.name, values, accounts };
  });

  const saleYearByDebt = new Map<string, number>();
  for (const asset of plan.realAssets) if (asset.debtId && asset.saleYear !== undefined) saleYearByDebt.set(asset.debtId, asset.saleYear);
  const debts = plan.debts.map((d) => debtSeries(ctx, d, saleYearByDebt.get(d.id)));
  const realAssets = plan.realAssets.map((asset) => {
    const s: RealAssetSeries = {
      id: asset.id, name: asset.name, valueStart: new Float64Array(n), purchase: new Float64Array(n), saleProceeds: new Float64Array(n),
      sellingCost: new Float64Array(n), saleGain: new Float64Array(n), saleGainExcluded: new Float64Array(n),
      appreciation: new Float64Array(n), valueEnd: new Float64Array(n),
    };
    const rate = asset.appreciationRate ?? assumptions.realAssetAppreciation ?? ctx.inflation;
    const boughtLater = asset.purchaseYear !== undefined && asset.purchaseYear >= ctx.startYear;
    let value = boughtLater ? 0 : asset.value;
    let basis = boughtLater ? 0 : asset.costBasis ?? asset.value;
    for (let i = 0; i < n; i++) {
      const y = ctx.years[i];
      if (asset.purchaseYear === y && y >= ctx.startYear) {
        s.purchase[i] = (asset.purchasePrice ?? asset.value) * ctx.inflationFactor[i];
        value += s.purchase[i];
        basis += s.purchase[i];
      }
      s.valueStart[i] = value;
      if (asset.saleYear === y && value > 0) {
        s.sellingCost[i] = value * (asset.sellingCostRate ?? 0);
        s.saleProceeds[i] = value - s.sellingCost[i];
        s.saleGain[i] = Math.max(0, s.saleProceeds[i] - basis);
        if (asset.primaryResidence) s.saleGainExcluded[i] = Math.min(s.saleGain[i], homeSaleExclusion(ctx.filingStatus[i]));
        value = 0;
        basis = 0;
      }
      s.appreciation[i] = value * rate;
      value += s.appreciation[i];
      s.valueEnd[i] = value;
    }
    return s;
  });

  return { living, retirementSpending, itemized, premiums, insuranceProceeds, goals, education, debts, realAssets, contributions, employer };
}

const NO_ROWS: AmortizationColumns = { count: 0, payment: new Float64Array(0), interest: new Float64Array(0), principal: new Float64Array(0), balance: new Float64Array(0) };

function debtSeries(ctx: PlanContext, d: Debt, saleYear: number | undefined): DebtSeries {
  const n = ctx.years.length;
  const s: DebtSeries = {
    id: d.id, name: d.name, balanceStart: new Float64Array(n), payment: new Float64Array(n), interest: new Float64Array(n),
    principal: new Float64Array(n), payoff: new Float64Array(n), balanceEnd: new Float64Array(n),
  };
  const perYear = d.paymentsPerYear ?? 12;
  const years = d.remainingYears ?? 10;
  // Without a stated payment the level payment over the remaining term applies, the last one absorbing the
  // rounding. A stated payment that does not cover the first period's interest is replaced by that level payment.
  const firstInterest = (d.balance * d.annualRate) / perYear;
  const payment = d.payment !== undefined && d.payment > firstInterest + 0.005 ? d.payment : undefined;
  const rows = d.balance > 0
    ? amortizeColumns({ principal: d.balance, annualRate: d.annualRate, years, paymentsPerYear: perYear, payment, maxPeriods: n * perYear })
    : NO_ROWS;
  const count = rows.count;
  const rowPayment = rows.payment;
  const rowInterest = rows.interest;
  const rowPrincipal = rows.principal;
  const rowBalance = rows.balance;
  let balance = d.balance > 0 ? d.balance : 0;
  for (let i = 0; i < n; i++) {
    s.balanceStart[i] = balance;
    if (saleYear !== undefined && ctx.years[i] >= saleYear) {
      s.payoff[i] = balance;
      balance = 0;
    } else {
      for (let k = i * perYear; k < (i + 1) * perYear && k < count; k++) {
        s.payment[i] += rowPayment[k];
        s.interest[i] += rowInterest[k];
        s.principal[i] += rowPrincipal[k];
        balance = rowBalance[k];
      }
    }
    s.balanceEnd[i] = balance;
  }
  return s;
}

/** IRC 121: gain on the sale of a main home excluded, 250,000 (500,000 on a joint return); not indexed. */
function homeSaleExclusion(status: FilingStatus): number {
  return status === 'MFJ' ? HOME_SALE_EXCLUSION.joint : HOME_SALE_EXCLUSION.other;
}
