import { allocationByClass, accountWeights, codeWords, negativeCashFlowReason, type AssumptionData, type Dollars, type InflationPath, type OwnerNames, type ProfileAggregate, type ReportSection, type StressTestResult } from '@portal/shared/contract';
import { planStatus, successThresholdOf } from '@portal/shared/contract';
import { accountAdditions } from '@portal/calc';
import type { PlanResults } from '../calcs/runPlan';
import { barList, chart, heading, money, paragraph, percent, subheading, table, type Doc } from './draw';
import { drawStress } from './stressSection';

type Metrics = { probabilityOfSuccess: number | null; estateValue: number; depletionAge: number | null; endYear?: number };

/** Everything a section draws from: the plan, the engine's results (the combined result), settings. */
export interface ReportData {
  profile: ProfileAggregate;
  results: PlanResults;
  settings: Record<string, string>;
  clientName: string;
  advisorName: string;
  /** The firm: the banner title as set, or the default firm name of the plan's team or advisor. */
  firmName: string;
  /** The firm's logo in effect for the plan (PNG or JPEG bytes, checked when uploaded), drawn in the banner. */
  logo?: { data: Uint8Array; contentType: string; width: number; height: number } | null;
  date: Date;
  /** The engine's figure of a year as the report shows it (today's dollars unless the template asks otherwise). */
  dollars: Dollars;
  /** The engine's inflation path and whether amounts are in today's dollars: `dollars` made again on a pool thread. */
  inflationPath: InflationPath | null;
  inToday: boolean;
  /** "today's (2026) dollars" or "future dollars", said on every page that shows money. */
  basis: string;
  names: OwnerNames;
  scenarios: Array<{
    id: number; description: string; suggested: boolean;
    results: { metricsCollection?: Metrics; selectedActions?: Array<{ id: number }> } | null;
    actions: Array<{ id: number; description: string | null; formName: string; active: boolean }>;
  }>;
  adopted: Array<{ id: number; description: string | null; formName: string }>;
  assumptions: Partial<AssumptionData>;
  /** The plan's stress tests, when the template has the STRESS section. */
  stress?: StressTestResult | null;
}

type Draw = (doc: Doc, d: ReportData, s: ReportSection, color: string) => void;
const opt = (s: ReportSection, key: string, fallback: boolean | number) => (s.options?.[key] ?? fallback) as never;
const age = (a: number | null | undefined) => (a == null ? '' : String(a));
/** An amount of a year in the report's dollars. */
const at = (d: ReportData, amount: number | null | undefined, year: number) => (amount == null ? null : d.dollars(amount, year));
const yearly = (d: ReportData) => `Yearly figures in ${d.basis}.`;

/** The one-line reason beside negative cash flow (the screens print the same words). */
export function cashFlowReason(d: ReportData): string | null {
  return negativeCashFlowReason(d.results.cashFlowAlbum, d.results.metricsCollection?.depletionYear);
}

const netWorth: Draw = (doc, d, s, c) => {
  const rows = d.results.netWorthAlbum;
  if (!rows.length) return paragraph(doc, d.results.calc.incomplete ?? 'No projection yet.');
  const first = rows[0];
  const last = rows[rows.length - 1];
  paragraph(doc, `Net worth in ${first.year}: ${money(at(d, first.netWorth, first.year))}. Projected net worth at the end of the plan (${last.year}): ${money(at(d, last.netWorth, last.year))}, in ${d.basis}.`);
  if (opt(s, 'chart', true)) netWorthChart(doc, d, c);
  const shown = opt(s, 'table', false) ? rows : rows.filter((_, i) => i % 5 === 0 || i === rows.length - 1);
  paragraph(doc, `Balances at the end of each year, in ${d.basis}.`, 8);
  table(doc, [
    { label: 'Year', width: 40 }, { label: 'Age', width: 30 }, { label: 'Cash', width: 70, align: 'right' }, { label: 'Investments', width: 80, align: 'right' },
    { label: 'Real assets', width: 75, align: 'right' }, { label: 'Debts', width: 70, align: 'right' }, { label: 'Net worth', width: 80, align: 'right' },
  ], shown.map((r) => [String(r.year), age(r.clientAge), money(at(d, r.cash, r.year)), money(at(d, r.financialAssets - r.cash, r.year)), money(at(d, r.realAssets, r.year)), money(at(d, r.debts, r.year)), money(at(d, r.netWorth, r.year))]), c);
};

export function netWorthChart(doc: Doc, d: ReportData, c: string, height?: number) {
  const rows = d.results.netWorthAlbum;
  chart(doc, rows.map((r) => r.year), [
    { label: 'Financial assets', values: rows.map((r) => d.dollars(r.financialAssets, r.year)), color: '#7fa7d9', kind: 'bar' },
    { label: 'Net worth', values: rows.map((r) => d.dollars(r.netWorth, r.year)), color: c },
  ], [], height);
}

const cashFlow: Draw = (doc, d, s, c) => {
  const rows = d.results.cashFlowAlbum;
  if (!rows.length) return paragraph(doc, 'No projection yet.');
  if (opt(s, 'chart', true)) {
    chart(doc, rows.map((r) => r.year), [
      { label: 'Money coming in', values: rows.map((r) => d.dollars(r.totalInflows, r.year)), color: '#5aa469', kind: 'bar' },
      { label: 'Expenses, debts and taxes', values: rows.map((r) => d.dollars(r.expenses + r.debtPayments + r.taxes, r.year)), color: '#d9825b', kind: 'bar' },
    ]);
  }
  const reason = cashFlowReason(d);
  if (reason) paragraph(doc, reason);
  const shown = opt(s, 'table', false) ? rows : rows.filter((_, i) => i % 5 === 0 || i === rows.length - 1);
  paragraph(doc, yearly(d), 8);
  table(doc, [
    { label: 'Year', width: 40 }, { label: 'Age', width: 30 }, { label: 'Income', width: 70, align: 'right' }, { label: 'From savings', width: 70, align: 'right' },
    { label: 'Expenses', width: 70, align: 'right' }, { label: 'Debts', width: 60, align: 'right' }, { label: 'Taxes', width: 60, align: 'right' }, { label: 'Saved', width: 65, align: 'right' },
  ], shown.map((r) => [String(r.year), age(r.clientAge), money(at(d, r.income, r.year)), money(at(d, r.portfolioWithdrawals, r.year)), money(at(d, r.expenses, r.year)), money(at(d, r.debtPayments, r.year)), money(at(d, r.taxes, r.year)), money(at(d, r.savings, r.year))]), c);
  socialSecurity(doc, d, c);
};

/** Social Security: each person's claim and the benefits the projection pays (income album). */
function socialSecurity(doc: Doc, d: ReportData, c: string) {
  const claims = d.profile.socialSecurityIncome;
  if (!claims.length) return;
  subheading(doc, 'Social Security', c);
  const income = d.results.incomeAlbum;
  table(doc, [{ label: 'Person', width: 80 }, { label: 'Benefit at full retirement age (a month)', width: 150, align: 'right' }, { label: 'Claiming age', width: 70, align: 'right' }, { label: 'First year paid', width: 70, align: 'right' }, { label: 'Paid in that year', width: 90, align: 'right' }],
    claims.map((cl) => {
      const role = cl.ownerValue === 'SP' ? 'spouse' : 'client';
      const first = income.find((r) => (r.socialSecurity as Record<string, number>)[role] > 0);
      return [codeWords.owner(cl.ownerValue, d.names), money(cl.pia), String(cl.claimAge), first ? String(first.year) : '–', money(first ? at(d, (first.socialSecurity as Record<string, number>)[role], first.year) : null)];
    }), c);
}

/** "In 87 of every 100 simulated market paths …": what the probability means, in one sentence. */
export function probabilityMeaning(d: ReportData): string {
  const mc = d.results.monteCarlo;
  if (!mc) return 'The simulation has not run yet.';
  const p = Math.round((mc.probabilityOfSuccess ?? 0) * 100);
  return `Out of ${mc.trials.toLocaleString('en-US')} simulated market paths, good and bad, the plan pays for everything without running out of money in ${p} of every 100.`;
}

/** Why a plan's status is what it is: "the probability of success, 69%, is below the 80% the plan aims for". */
export function statusReason(status: { percent: number; threshold: number; below: boolean }): string {
  return `the probability of success, ${status.percent}%, is ${status.below ? 'below' : 'at or above'} the ${status.threshold}% the plan aims for`;
}

const probability: Draw = (doc, d, s, c) => {
  const mc = d.results.monteCarlo;
  if (!mc) return paragraph(doc, 'No simulation yet.');
  doc.font('Helvetica-Bold').fontSize(28).fillColor(c).text(percent(mc.probabilityOfSuccess), 50, doc.y);
  // The plan's status in the words of every screen (the shared planStatus, the plan's success_threshold).
  const status = planStatus(mc.probabilityOfSuccess, successThresholdOf(d.settings.success_threshold));
  if (status) paragraph(doc, `Status: ${status.label}: ${statusReason(status)}.`);
  paragraph(doc, `Probability of success. ${probabilityMeaning(d)}`);
  if (opt(s, 'percentiles', true)) {
    const p = mc.netWorthPercentiles;
    const conv = (v: number[]) => v.map((x, i) => d.dollars(x, mc.years[i]));
    chart(doc, mc.years, [{ label: 'Median net worth', values: conv(p.p50), color: c }], [
      { label: '5th–95th percentile', low: conv(p.p5), high: conv(p.p95), color: '#c9d8ee' },
      { label: '25th–75th percentile', low: conv(p.p25), high: conv(p.p75), color: '#8fb0dd' },
    ]);
    const idx = mc.years.map((_, i) => i).filter((i) => i % 10 === 0 || i === mc.years.length - 1);
    paragraph(doc, `Net worth at the end of the year across the simulated paths, in ${d.basis}.`, 8);
    table(doc, [{ label: 'Year', width: 40 }, ...['5th', '25th', 'Median', '75th', '95th'].map((l) => ({ label: l, width: 80, align: 'right' as const }))],
      idx.map((i) => [String(mc.years[i]), ...[p.p5, p.p25, p.p50, p.p75, p.p95].map((v) => money(at(d, v[i], mc.years[i])))]), c);
  }
};

const goals: Draw = (doc, d, s, c) => {
  const expense = d.results.expenseAlbum;
  const cash = d.results.cashFlowAlbum;
  const shortfallIn = (years: number[]) => cash.filter((r) => years.includes(r.year)).reduce((t, r) => t + d.dollars(r.unfunded, r.year), 0);
  const rows: string[][] = [];
  const rg = d.profile.retirementGoal;
  if (rg) {
    const retired = expense.filter((r) => r.retirementSpending).map((r) => r.year);
    // Each person's retirement age by name ("Jordan at 62, Casey at 62"), not two bare numbers.
    const at = rg.spouseRetirementAge
      ? `${d.names.client ?? 'Client'} at ${rg.clientRetirementAge ?? '–'}, ${d.names.spouse ?? 'Spouse'} at ${rg.spouseRetirementAge}`
      : `Retire at ${rg.clientRetirementAge ?? '–'}`;
    rows.push(['Retirement', at, `${money(rg.annualSpending ?? null)} a year`, funding(shortfallIn(retired))]);
  }
  for (const g of d.profile.goals) {
    const years = expense.filter((r) => r.goals.some((x) => x.id === `goal-${g.id}` || x.name === g.description)).map((r) => r.year);
    const span = g.years ?? 1;
    rows.push([`${g.description} (${codeWords.goalType(g.goalType)})`, `Age ${g.age ?? '–'}, ${span} ${span === 1 ? 'year' : 'years'}`, `${money(g.amount)} ${span === 1 ? 'once' : 'a year'}`, funding(shortfallIn(years))]);
  }
  for (const g of d.profile.educationGoals) {
    const years = expense.filter((r) => r.education.some((x) => x.name === g.description)).map((r) => r.year);
    rows.push([g.description ?? 'Education', `From age ${g.startAge}, ${g.years} years`, `${money(g.annualCost)} a year`, funding(shortfallIn(years))]);
  }
  if (!rows.length) return paragraph(doc, 'The plan has no goals yet.');
  paragraph(doc, "Costs as entered, in today's dollars; shortfalls in " + d.basis + '.', 8);
  table(doc, [{ label: 'Goal', width: 150 }, { label: 'When', width: 110 }, { label: 'Cost', width: 110, align: 'right' }, { label: 'Funding', width: 130 }], rows, c);
  if (opt(s, 'funding', true)) {
    const m = d.results.metricsCollection;
    paragraph(doc, m?.depletionYear ? `The projection runs short of money in ${m.depletionYear} (age ${m.depletionAge}); goals after that are not fully funded.` : 'The projection pays every goal in full from the plan\'s income and assets.');
  }
};
const funding = (short: number) => (short > 0.5 ? `Shortfall ${money(short)}` : 'Fully funded');

const tax: Draw = (doc, d, s, c) => {
  const rows = d.results.taxAlbum.slice(0, Math.max(1, Number(opt(s, 'years', 10))));
  paragraph(doc, `Taxes for each year, in ${d.basis}. Effective rate: total tax as a share of adjusted gross income.`, 8);
  table(doc, [
    { label: 'Year', width: 40 }, { label: 'Adjusted gross income', width: 85, align: 'right' }, { label: 'Taxable income', width: 70, align: 'right' }, { label: 'Federal', width: 60, align: 'right' },
    { label: 'State', width: 55, align: 'right' }, { label: 'Payroll', width: 55, align: 'right' }, { label: 'Total', width: 65, align: 'right' }, { label: 'Eff. rate', width: 45, align: 'right' },
  ], rows.map((r) => [String(r.year), money(at(d, r.agi, r.year)), money(at(d, r.taxableIncome, r.year)), money(at(d, r.federal + r.netInvestmentIncomeTax, r.year)), money(at(d, r.stateTax + r.local, r.year)), money(at(d, r.fica, r.year)), money(at(d, r.total, r.year)), percent(r.effectiveRate, 1)]), c);
};

/** Accounts in words, their allocation one by one, and the whole portfolio by asset class (chart and table). */
const investments: Draw = (doc, d, _s, c) => {
  const list = d.profile.investments.filter((i) => i.active !== false);
  if (!list.length) return paragraph(doc, 'No investment accounts.');
  const total = list.reduce((t, i) => t + (i.balance ?? 0), 0);
  // The engine's first-year contribution (an employer plan's from its payroll elections), as every screen shows it.
  const added = (id: number | undefined) => (id == null ? null : accountAdditions(d.results.additionsAlbum, id)?.household ?? null);
  paragraph(doc, "Balances today; contributions a year, in today's dollars.", 8);
  table(doc, [{ label: 'Account', width: 150 }, { label: 'Type', width: 130 }, { label: 'Owner', width: 60 }, { label: 'Balance', width: 80, align: 'right' }, { label: 'Contribution a year', width: 90, align: 'right' }],
    [...list.map((i) => [i.description, [codeWords.investmentType(i.type), codeWords.accountKind(i.type, i.subType)].filter(Boolean).join(': '), codeWords.owner(i.owner, d.names), money(i.balance), money(added(i.id))]),
      ['Total', '', '', money(total), money(list.reduce((t, i) => t + (added(i.id) ?? 0), 0))]], c);
  const a = d.assumptions;
  if (!a.assetClasses?.length || !a.portfolios?.length || !a.defaultPortfolioId) return;
  const assumptions = { assetClasses: a.assetClasses, portfolios: a.portfolios, defaultPortfolioId: a.defaultPortfolioId, cashPortfolioId: a.cashPortfolioId };
  const className = new Map(a.assetClasses.map((x) => [x.id, x.name]));
  const portfolioName = new Map(a.portfolios.map((p) => [p.id, p.name]));
  subheading(doc, 'Allocation by account', c);
  table(doc, [{ label: 'Account', width: 130 }, { label: 'Portfolio', width: 100 }, { label: 'Mix by asset class', width: 280 }],
    list.filter((i) => (i.balance ?? 0) > 0).map((i) => {
      const w = accountWeights(i, assumptions);
      const pid = i.portfolioId && portfolioName.has(i.portfolioId) ? i.portfolioId : (i.type === 'CA' ? a.cashPortfolioId ?? a.defaultPortfolioId : a.defaultPortfolioId);
      const mix = Object.entries(w).sort((x, y) => y[1] - x[1]).map(([k, v]) => `${className.get(k) ?? 'Other'} ${Math.round(v * 100)}%`).join(', ');
      return [i.description, portfolioName.get(pid ?? '') ?? 'Default', mix];
    }), c);
  const { rows, total: whole } = allocationByClass(list, assumptions);
  subheading(doc, 'Whole portfolio by asset class', c);
  barList(doc, rows.map((r) => ({ label: r.name, value: r.share })), c);
  table(doc, [{ label: 'Asset class', width: 220 }, { label: 'Amount', width: 120, align: 'right' }, { label: 'Share', width: 80, align: 'right' }],
    [...rows.map((r) => [r.name, money(r.amount), percent(r.share, 1)]), ['Total investments', money(whole), '100.0%']], c);
};

const insurance: Draw = (doc, d, _s, c) => {
  const rows = d.profile.insurances.filter((i) => i.active !== false).map((i) => [i.description, codeWords.insuranceType(i.type), codeWords.owner(i.owner, d.names),
    // A disability policy's coverage is the benefit it pays each month while the insured cannot work.
    i.type === 'DI' ? `${money(i.coverageAmount)} a month` : money(i.coverageAmount), i.premium ? `${money(i.premium)} ${codeWords.period(i.premiumFrequency)}` : 'No premium']);
  if (!rows.length) return paragraph(doc, 'No insurance policies.');
  table(doc, [{ label: 'Policy', width: 150 }, { label: 'Type', width: 90 }, { label: 'Owner', width: 60 }, { label: 'Coverage', width: 90, align: 'right' }, { label: 'Premium', width: 100, align: 'right' }], rows, c);
};

const assumptions: Draw = (doc, d, _s, c) => {
  paragraph(doc, `Projection from ${d.results.calc.startYear}; prices rise ${percent(d.assumptions.inflation ?? null, 1)} a year; ${(d.results.monteCarlo?.trials ?? 0).toLocaleString('en-US')} simulated market paths.`);
  const classes = d.assumptions.assetClasses ?? [];
  if (classes.length) {
    table(doc, [{ label: 'Asset class', width: 200 }, { label: 'Expected return a year', width: 110, align: 'right' }, { label: 'Typical swing a year (standard deviation)', width: 170, align: 'right' }],
      classes.map((a) => [a.name, percent(a.expectedReturn ?? null, 1), percent(a.standardDeviation ?? null, 1)]), c);
  }
};

const actionName = (a: { description: string | null; formName: string }) => a.description || a.formName;

/**
 * The selected scenarios side by side with the base plan, and under each the actions its figures were computed
 * with (the results' selectedActions): exactly what the advisor selected, never an unselected one.
 */
export function recommendationsOf(sc: ReportData['scenarios'][number]) {
  const ids = new Set((sc.results?.selectedActions ?? []).map((a) => a.id));
  return sc.actions.filter((a) => ids.has(a.id));
}

const actions: Draw = (doc, d, _s, c) => {
  const base = d.results.metricsCollection;
  const end = base?.endYear ?? d.results.calc.startYear;
  const cols = [{ label: 'Current plan', m: base as Metrics | null }, ...d.scenarios.map((x) => ({ label: x.description, m: x.results?.metricsCollection ?? null }))];
  table(doc, [{ label: '', width: 120 }, ...cols.map((x) => ({ label: x.label, width: 90, align: 'right' as const }))], [
    ['Probability of success', ...cols.map((x) => percent(x.m?.probabilityOfSuccess ?? null))],
    [`Estate value (${d.basis.startsWith('today') ? "today's $" : 'future $'})`, ...cols.map((x) => money(at(d, x.m?.estateValue ?? null, x.m?.endYear ?? end)))],
    ['Money lasts to age', ...cols.map((x) => (x.m ? (x.m.depletionAge == null ? 'End of plan' : String(x.m.depletionAge)) : '–'))],
  ], c);
  for (const sc of d.scenarios) {
    const list = recommendationsOf(sc);
    subheading(doc, `${sc.description}: ${list.length ? `${list.length} selected ${list.length === 1 ? 'action' : 'actions'}` : 'no actions selected'}`, c);
    for (const a of list) paragraph(doc, `•  ${actionName(a)}`);
    // An alarming column gets its one-line reason: where the money runs out with these actions.
    const m = sc.results?.metricsCollection;
    if (m?.depletionAge != null) {
      paragraph(doc, `With these actions the money runs out at age ${m.depletionAge} in the projection: spending after that is not covered, hence ${percent(m.probabilityOfSuccess ?? null)} probability of success.`, 9);
    }
  }
  paragraph(doc, d.adopted.length ? `Recommendations already adopted into the plan: ${d.adopted.map(actionName).join('; ')}.` : 'No recommendations have been adopted into the plan yet.');
};

export const SECTION_DRAW: Record<string, Draw> = {
  NET_WORTH: netWorth, CASH_FLOW: cashFlow, PROBABILITY: probability, STRESS: (doc, d, s, c) => drawStress(doc, d.stress, s, c), GOALS: goals, TAX: tax,
  INVESTMENTS: investments, INSURANCE: insurance, ASSUMPTIONS: assumptions, ACTIONS: actions,
};

export function disclosure(doc: Doc, d: ReportData, color: string) {
  heading(doc, d.settings.disclosure_header || 'Important Disclosures', color);
  paragraph(doc, d.settings.disclosure_text ?? '', 9);
}
