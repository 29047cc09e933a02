import type { Assumptions, PlanInput, ProjectionOptions } from '../types';
import {
  additionsRow, assetRow, cashFlowRow, debtRow, electionRow, expenseRow, incomeRow, netWorthRow, roundTo, taxRow,
  withholdingRow, yearTotals, type YearTotals,
} from './albums';
import { ageIn } from './context';
import { yearDetail } from './details';
import { EDUCATION } from './ledger';
import type { Metrics, ProjectionResult } from './results';
import { runProjection, type ProjectionRun } from './run';

/**
 * Deterministic yearly projection from options.startYear to the last life expectancy, with expected returns.
 * Returns the albums, the metrics and a per-year explanation (README: order of operations, simplifications).
 */
export function projectPlan(plan: PlanInput, assumptions: Assumptions, options: ProjectionOptions): ProjectionResult {
  const run = runProjection(plan, assumptions, options.startYear);
  return buildResult(run, options);
}

export function buildResult(run: ProjectionRun, options: ProjectionOptions): ProjectionResult {
  const r = roundTo(options.roundToCents ?? true);
  const n = run.ctx.years.length;
  const result: ProjectionResult = {
    cashFlowAlbum: [], netWorthAlbum: [], assetAlbum: [], incomeAlbum: [], debtAlbum: [], expenseAlbum: [], electionAlbum: [],
    taxAlbum: [], additionsAlbum: [], withholdingAlbum: [], details: [],
    metricsCollection: metrics(run, r),
  };
  for (let i = 0; i < n; i++) {
    const t = yearTotals(run, i);
    result.cashFlowAlbum.push(cashFlowRow(run, i, t, r));
    result.netWorthAlbum.push(netWorthRow(run, i, r));
    result.assetAlbum.push(assetRow(run, i, t, r));
    result.incomeAlbum.push(incomeRow(run, i, t, r));
    result.debtAlbum.push(debtRow(run, i, r));
    result.expenseAlbum.push(expenseRow(run, i, t, r));
    result.electionAlbum.push(electionRow(run, i, r));
    result.taxAlbum.push(taxRow(run, i, t, r));
    result.additionsAlbum.push(additionsRow(run, i, r));
    result.withholdingAlbum.push(withholdingRow(run, i, t, r));
    if (options.details ?? true) result.details.push(yearDetail(run, i, t, r));
  }
  return result;
}

export function netWorthEnd(run: ProjectionRun, i: number): number {
  let total = run.realAssetsEnd[i] - run.debtsEnd[i];
  const end = run.states[i].balanceEnd;
  for (let a = 0; a < end.length; a++) total += end[a];
  return total;
}

export function metrics(run: ProjectionRun, r: (v: number) => number = roundTo(true)): Metrics {
  const { ctx } = run;
  const n = ctx.years.length;
  let depletion = -1;
  for (let i = 0; i < n; i++) {
    if (run.states[i].record.unmet > 0.005) {
      depletion = i;
      break;
    }
  }
  const retirementAge = (p: typeof ctx.client): number => Math.max(ageIn(p, ctx.startYear), p.retireYear - p.birthYear);
  return {
    ages: {
      client: { start: ageIn(ctx.client, ctx.startYear), retirement: retirementAge(ctx.client) },
      spouse: ctx.spouse ? { start: ageIn(ctx.spouse, ctx.startYear), retirement: retirementAge(ctx.spouse) } : null,
    },
    startYear: ctx.startYear,
    endYear: ctx.endYear,
    depletionYear: depletion >= 0 ? ctx.years[depletion] : null,
    yearsToDepletion: depletion >= 0 ? depletion : null,
    depletionAge: depletion >= 0 ? ageIn(ctx.client, ctx.years[depletion]) : null,
    estateValue: r(netWorthEnd(run, n - 1)),
    retirementReadiness: readiness(run),
    probabilityOfSuccess: null,
    inflation: ctx.inflation,
    priceIndex: Array.from(ctx.inflationFactor, (f) => Math.round(f * 1e6) / 1e6),
  };
}

/**
 * Retirement readiness: investable assets at the start of the client's retirement year plus the present value of
 * retirement income (wages, pensions, Social Security, insurance), over the present value of retirement outflows
 * (expenses, debt payments, income taxes and FICA), discounted at the balance-weighted expected portfolio return.
 */
function readiness(run: ProjectionRun): number | null {
  const { ctx } = run;
  const first = Math.max(0, ctx.client.retireYear - ctx.startYear);
  if (first >= ctx.years.length) return null;
  let weighted = 0;
  let total = 0;
  run.initialBalances.forEach((b, a) => {
    weighted += b * run.returns[a];
    total += b;
  });
  const rate = total > 0 ? weighted / total : ctx.inflation;
  let assets = 0;
  const start = run.states[first].balanceStart;
  start.forEach((b, a) => {
    if (run.layout.category[a] !== EDUCATION) assets += b;
  });
  let pvIncome = 0;
  let pvNeeds = 0;
  for (let i = first; i < ctx.years.length; i++) {
    const t: YearTotals = yearTotals(run, i);
    const discount = Math.pow(1 + rate, i - first);
    let assetSales = 0;
    for (const x of run.expenses.realAssets) assetSales += x.saleProceeds[i];
    pvIncome += (t.income - assetSales) / discount;
    pvNeeds += (t.expenses + t.debtPayments + t.incomeTax + t.fica) / discount;
  }
  if (pvNeeds <= 0) return null;
  return Math.round(((assets + pvIncome) / pvNeeds) * 1000) / 1000;
}
