import { roundCents } from '../money';
import type { PersonRole } from '../types';
import { ageIn, type PlanContext } from './context';
import { CASH, DEFERRED, EDUCATION, ROTH, TAXABLE } from './ledger';
import type {
  AdditionsRow, AlbumRow, AssetRow, CashFlowRow, DebtRow, ElectionRow, ExpenseRow, IncomeRow, NetWorthRow, TaxRow,
  WithholdingPerson, WithholdingRow,
} from './results';
import type { ProjectionRun } from './run';

export type Round = (value: number) => number;
export const roundTo = (cents: boolean): Round => (cents ? roundCents : (v: number) => v);

export function albumRow(ctx: PlanContext, i: number): AlbumRow {
  const year = ctx.years[i];
  return { year, clientAge: ageIn(ctx.client, year), spouseAge: ctx.spouse ? ageIn(ctx.spouse, year) : null };
}

const clientAgeAt = (run: ProjectionRun, i: number): number => run.ctx.years[i] - run.ctx.client.birthYear;
const spouseAgeAt = (run: ProjectionRun, i: number): number | null => (run.ctx.spouse ? run.ctx.years[i] - run.ctx.spouse.birthYear : null);

const sum = (values: ArrayLike<number>): number => {
  let s = 0;
  for (let k = 0; k < values.length; k++) s += values[k];
  return s;
};

/** Per-year totals shared by several albums, unrounded. */
export interface YearTotals {
  income: number;
  portfolioWithdrawals: number;
  unfunded: number;
  expenses: number;
  debtPayments: number;
  incomeTax: number;
  fica: number;
  savings: number;
  rmd: number;
  premiums: number;
  interest: number;
  sellingCost: number;
  employer: number;
  growth: number;
  appreciation: number;
}

export function yearTotals(run: ProjectionRun, i: number): YearTotals {
  const s = run.states[i];
  const rec = s.record;
  const ex = run.expenses;
  let education = 0;
  for (const g of ex.education) education += g.values[i];
  let purchases = 0;
  let sellingCost = 0;
  let appreciation = 0;
  for (const r of ex.realAssets) {
    purchases += r.purchase[i];
    sellingCost += r.sellingCost[i];
    appreciation += r.appreciation[i];
  }
  let premiums = 0;
  for (const p of ex.premiums) premiums += p.values[i];
  let debtPayments = 0;
  let interest = 0;
  for (const d of ex.debts) {
    debtPayments += d.payment[i] + d.payoff[i];
    interest += d.interest[i];
  }
  const debtAndPurchases = debtPayments + purchases;
  const expenses = s.fixedOutflow - debtAndPurchases + purchases + education + s.medicare;
  let employer = 0;
  for (let a = 0; a < ex.employer.length; a++) employer += ex.employer[a][i];
  const incomeTax = s.baseTax + rec.yieldTax + rec.rmdTax + rec.conversionTax + rec.withdrawalTax;
  return {
    income: s.fixedInflow,
    portfolioWithdrawals: sum(rec.rmd) + sum(rec.withdrawal) + sum(rec.education),
    unfunded: rec.unmet,
    expenses,
    debtPayments,
    incomeTax,
    fica: run.income.fica.total[i],
    savings: s.householdContributions + sum(rec.surplus),
    rmd: sum(rec.rmd),
    premiums,
    interest,
    sellingCost,
    employer,
    growth: sum(rec.growth),
    appreciation,
  };
}

export function cashFlowRow(run: ProjectionRun, i: number, t: YearTotals, r: Round): CashFlowRow {
  const taxes = t.incomeTax + t.fica;
  const inflows = t.income + t.portfolioWithdrawals + t.unfunded;
  const outflows = t.expenses + t.debtPayments + taxes + t.savings;
  return {
    year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i),
    income: r(t.income), portfolioWithdrawals: r(t.portfolioWithdrawals), unfunded: r(t.unfunded), totalInflows: r(inflows),
    expenses: r(t.expenses), debtPayments: r(t.debtPayments), taxes: r(taxes), savings: r(t.savings), totalOutflows: r(outflows),
    netCashFlow: r(t.income - t.expenses - t.debtPayments - taxes),
  };
}

export function netWorthRow(run: ProjectionRun, i: number, r: Round): NetWorthRow {
  const end = run.states[i].balanceEnd;
  const by = [0, 0, 0, 0];
  let education = 0;
  run.layout.category.forEach((c, a) => {
    if (c === EDUCATION) education += end[a];
    else by[c] += end[a];
  });
  const financial = by[CASH] + by[TAXABLE] + by[DEFERRED] + by[ROTH] + education;
  return {
    year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i),
    cash: r(by[CASH]), taxable: r(by[TAXABLE]), taxDeferred: r(by[DEFERRED]), roth: r(by[ROTH]), education: r(education),
    financialAssets: r(financial), realAssets: r(run.realAssetsEnd[i]), debts: r(run.debtsEnd[i]),
    netWorth: r(financial + run.realAssetsEnd[i] - run.debtsEnd[i]),
  };
}

export function assetRow(run: ProjectionRun, i: number, t: YearTotals, r: Round): AssetRow {
  const s = run.states[i];
  const rec = s.record;
  return {
    year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i),
    accounts: run.ctx.accounts.map((a, k) => ({
      id: a.id, name: a.name, taxType: a.taxType, start: r(s.balanceStart[k]), contributions: r(rec.contribution[k] + rec.surplus[k]),
      withdrawals: r(rec.withdrawal[k] + rec.education[k]), rmd: r(rec.rmd[k]), conversionIn: r(rec.conversionIn[k]),
      conversionOut: r(rec.conversionOut[k]), growth: r(rec.growth[k]), end: r(s.balanceEnd[k]),
    })),
    realAssets: run.expenses.realAssets.map((x) => ({
      id: x.id, name: x.name, start: r(x.valueStart[i] - x.purchase[i]), purchase: r(x.purchase[i]), saleProceeds: r(x.saleProceeds[i]),
      sellingCost: r(x.sellingCost[i]), appreciation: r(x.appreciation[i]), end: r(x.valueEnd[i]),
    })),
    investmentGrowth: r(t.growth),
    appreciation: r(t.appreciation),
  };
}

export function incomeRow(run: ProjectionRun, i: number, t: YearTotals, r: Round): IncomeRow {
  const inc = run.income;
  let proceeds = 0;
  for (const p of run.expenses.insuranceProceeds) proceeds += p.values[i];
  let sales = 0;
  for (const x of run.expenses.realAssets) sales += x.saleProceeds[i];
  return {
    year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i),
    wages: { client: r(inc.wages.client[i]), spouse: r(inc.wages.spouse[i]) },
    otherIncomes: inc.otherIncomes.map((o) => ({ id: o.id, name: o.name, kind: o.kind, amount: r(o.amount[i]) })),
    socialSecurity: { client: r(inc.socialSecurity.client[i]), spouse: r(inc.socialSecurity.spouse[i]) },
    insuranceProceeds: r(proceeds), assetSales: r(sales), portfolioIncome: r(run.states[i].portfolioIncome), rmd: r(t.rmd),
    total: r(t.income + t.rmd),
  };
}

export function debtRow(run: ProjectionRun, i: number, r: Round): DebtRow {
  let payment = 0;
  let interest = 0;
  let balance = 0;
  const debts = run.expenses.debts.map((d) => {
    payment += d.payment[i] + d.payoff[i];
    interest += d.interest[i];
    balance += d.balanceEnd[i];
    return {
      id: d.id, name: d.name, start: r(d.balanceStart[i]), payment: r(d.payment[i]), interest: r(d.interest[i]),
      principal: r(d.principal[i]), payoff: r(d.payoff[i]), end: r(d.balanceEnd[i]),
    };
  });
  return { year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i), debts, totalPayment: r(payment), totalInterest: r(interest), totalBalance: r(balance) };
}

export function expenseRow(run: ProjectionRun, i: number, t: YearTotals, r: Round): ExpenseRow {
  const ex = run.expenses;
  let purchases = 0;
  for (const x of ex.realAssets) purchases += x.purchase[i];
  return {
    year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i),
    living: r(ex.living[i]),
    retirementSpending: ex.retirementSpending[i] === 1,
    items: ex.itemized.map((e) => ({ id: e.id, name: e.name, type: e.type, amount: r(e.values[i]) })),
    insurancePremiums: r(t.premiums),
    medicarePremiums: r(run.states[i].medicare),
    medicareIrmaa: r(run.states[i].irmaa),
    goals: ex.goals.map((g) => ({ id: g.id, name: g.name, amount: r(g.values[i]) })),
    education: ex.education.map((g) => ({ id: g.id, name: g.name, amount: r(g.values[i]) })),
    realAssetPurchases: r(purchases),
    debtPayments: r(t.debtPayments),
    total: r(t.expenses + t.debtPayments),
  };
}

export function electionRow(run: ProjectionRun, i: number, r: Round): ElectionRow {
  let employee = 0;
  let employer = 0;
  const elections = run.income.elections.map((e) => {
    employee += e.employee[i];
    employer += e.employer[i];
    return { id: e.id, name: e.name, person: e.person, kind: e.kind, employee: r(e.employee[i]), employer: r(e.employer[i]) };
  });
  return { year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i), elections, totalEmployee: r(employee), totalEmployer: r(employer) };
}

export function taxRow(run: ProjectionRun, i: number, t: YearTotals, r: Round): TaxRow {
  const s = run.states[i];
  const fica = t.fica;
  const federal = t.incomeTax - s.tax.niit - s.tax.amt - s.tax.state - s.tax.local;
  const total = t.incomeTax + fica;
  const grossIncome = s.income.wages + s.income.ordinary + s.income.gains + s.income.socialSecurity;
  return {
    year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i),
    filingStatus: run.ctx.filingStatus[i], state: run.ctx.stateCode[i],
    wages: r(s.income.wages), ordinaryIncome: r(s.income.ordinary), capitalGains: r(s.income.gains),
    socialSecurityBenefits: r(s.income.socialSecurity), taxableSocialSecurity: r(s.tax.taxableSocialSecurity),
    agi: r(s.tax.agi), deductions: r(s.tax.deductions), taxableIncome: r(s.tax.taxableIncome),
    federal: r(federal), netInvestmentIncomeTax: r(s.tax.niit), alternativeMinimumTax: r(s.tax.amt), stateTax: r(s.tax.state), local: r(s.tax.local), fica: r(fica), total: r(total),
    effectiveRate: grossIncome > 0 ? Math.round((t.incomeTax / grossIncome) * 10000) / 10000 : 0,
    marginalRate: s.tax.marginalRate,
  };
}

export function additionsRow(run: ProjectionRun, i: number, r: Round): AdditionsRow {
  const rec = run.states[i].record;
  let total = 0;
  const accounts = run.ctx.accounts.map((a, k) => {
    const household = run.expenses.contributions[k][i];
    const employer = run.expenses.employer[k][i];
    const all = household + employer + rec.surplus[k] + rec.conversionIn[k];
    total += all;
    return { id: a.id, name: a.name, household: r(household), employer: r(employer), surplus: r(rec.surplus[k]), conversionIn: r(rec.conversionIn[k]), total: r(all) };
  });
  return { year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i), accounts, total: r(total) };
}

/**
 * Paycheck view. Income tax "withheld" is the household's income tax shared by each person's share of wages in
 * total income (an estimate: actual W-4 withholding is not modelled).
 */
export function withholdingRow(run: ProjectionRun, i: number, t: YearTotals, r: Round): WithholdingRow {
  const s = run.states[i];
  const totalIncome = s.income.wages + s.income.ordinary + s.income.gains + s.tax.taxableSocialSecurity;
  const person = (role: PersonRole): WithholdingPerson => {
    const gross = run.income.wages[role][i];
    let preTax = 0;
    let postTax = 0;
    for (const e of run.income.elections) {
      if (e.person !== role) continue;
      if (e.kind === 'preTax' || e.kind === 'hsa') preTax += e.employee[i];
      else postTax += e.employee[i];
    }
    const fica = run.income.fica.byPerson[role][i];
    const incomeTax = totalIncome > 0 ? (t.incomeTax * (gross - preTax)) / totalIncome : 0;
    return {
      grossPay: r(gross), preTax: r(preTax), postTax: r(postTax), fica: r(fica), incomeTax: r(incomeTax),
      takeHome: r(gross - preTax - postTax - fica - incomeTax),
    };
  };
  return { year: run.ctx.years[i], clientAge: clientAgeAt(run, i), spouseAge: spouseAgeAt(run, i), client: person('client'), spouse: run.ctx.spouse ? person('spouse') : null };
}
