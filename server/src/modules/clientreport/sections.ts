import type { ProfileAggregate, ReportSection } from '@portal/shared/contract';
import { planStatus, successThresholdOf } from '@portal/shared/contract';
import { accountAdditions } from '@portal/calc';
import type { PlanResults } from '../calcs/runPlan';
import { chart, heading, money, paragraph, percent, table, type Doc } from './draw';

/** Everything a section draws from: the plan, the engine's results (the combined result), settings. */
export interface ReportData {
  profile: ProfileAggregate;
  results: PlanResults;
  settings: Record<string, string>;
  clientName: string;
  advisorName: string;
  date: Date;
  scenarios: Array<{ id: number; description: string; suggested: boolean; results: { metricsCollection?: { probabilityOfSuccess: number | null; estateValue: number; depletionAge: number | null } } | null; actions: Array<{ id: number; description: string | null; formName: string; active: boolean }> }>;
  adopted: Array<{ id: number; description: string | null; formName: string }>;
  assumptions: { inflation?: number; assetClasses?: Array<{ name: string; expectedReturn?: number; standardDeviation?: number }> };
}

type Draw = (doc: Doc, d: ReportData, s: ReportSection, color: string) => void;
const opt = (s: ReportSection, key: string, fallback: boolean | number) => (s.options?.[key] ?? fallback) as never;
const age = (a: number | null | undefined) => (a == null ? '' : String(a));

const netWorth: Draw = (doc, d, s, c) => {
  const rows = d.results.netWorthAlbum;
  if (!rows.length) return paragraph(doc, d.results.calc.incomplete ?? 'No projection yet.');
  const first = rows[0];
  const last = rows[rows.length - 1];
  paragraph(doc, `Net worth in ${first.year}: ${money(first.netWorth)}. Projected net worth at the end of the plan (${last.year}): ${money(last.netWorth)}.`);
  if (opt(s, 'chart', true)) {
    chart(doc, rows.map((r) => r.year), [
      { label: 'Financial assets', values: rows.map((r) => r.financialAssets), color: '#7fa7d9', kind: 'bar' },
      { label: 'Net worth', values: rows.map((r) => r.netWorth), color: c },
    ]);
  }
  const shown = opt(s, 'table', false) ? rows : rows.filter((_, i) => i % 5 === 0 || i === rows.length - 1);
  table(doc, [
    { label: 'Year', width: 40 }, { label: 'Age', width: 30 }, { label: 'Cash', width: 70, align: 'right' }, { label: 'Investments', width: 80, align: 'right' },
    { label: 'Real assets', width: 75, align: 'right' }, { label: 'Debts', width: 70, align: 'right' }, { label: 'Net worth', width: 80, align: 'right' },
  ], shown.map((r) => [String(r.year), age(r.clientAge), money(r.cash), money(r.financialAssets - r.cash), money(r.realAssets), money(r.debts), money(r.netWorth)]), c);
};

const cashFlow: Draw = (doc, d, s, c) => {
  const rows = d.results.cashFlowAlbum;
  if (!rows.length) return paragraph(doc, 'No projection yet.');
  if (opt(s, 'chart', true)) {
    chart(doc, rows.map((r) => r.year), [
      { label: 'Inflows', values: rows.map((r) => r.totalInflows), color: '#5aa469', kind: 'bar' },
      { label: 'Expenses, debts and taxes', values: rows.map((r) => r.expenses + r.debtPayments + r.taxes), color: '#d9825b', kind: 'bar' },
    ]);
  }
  const shown = opt(s, 'table', false) ? rows : rows.filter((_, i) => i % 5 === 0 || i === rows.length - 1);
  table(doc, [
    { label: 'Year', width: 40 }, { label: 'Age', width: 30 }, { label: 'Income', width: 70, align: 'right' }, { label: 'Withdrawals', width: 70, align: 'right' },
    { label: 'Expenses', width: 70, align: 'right' }, { label: 'Debts', width: 60, align: 'right' }, { label: 'Taxes', width: 60, align: 'right' }, { label: 'Savings', width: 65, align: 'right' },
  ], shown.map((r) => [String(r.year), age(r.clientAge), money(r.income), money(r.portfolioWithdrawals), money(r.expenses), money(r.debtPayments), money(r.taxes), money(r.savings)]), c);
  socialSecurity(doc, d, c);
};

/** Social Security: each person's claim and the benefits the projection pays (income album). */
function socialSecurity(doc: Doc, d: ReportData, c: string) {
  const claims = d.profile.socialSecurityIncome;
  if (!claims.length) return;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(c).text('Social Security', 50, doc.y);
  doc.moveDown(0.3);
  const income = d.results.incomeAlbum;
  table(doc, [{ label: 'Person', width: 80 }, { label: 'Monthly benefit at full age', width: 110, align: 'right' }, { label: 'Claiming age', width: 70, align: 'right' }, { label: 'First year paid', width: 70, align: 'right' }, { label: 'First year amount', width: 90, align: 'right' }],
    claims.map((cl) => {
      const role = cl.ownerValue === 'SP' ? 'spouse' : 'client';
      const first = income.find((r) => (r.socialSecurity as Record<string, number>)[role] > 0);
      const person = d.profile.clients.find((p) => p.type === (cl.ownerValue === 'SP' ? 'S' : 'C'));
      return [person?.firstName ?? role, money(cl.pia), String(cl.claimAge), first ? String(first.year) : '–', money(first ? (first.socialSecurity as Record<string, number>)[role] : null)];
    }), c);
}

const probability: Draw = (doc, d, s, c) => {
  const mc = d.results.monteCarlo;
  if (!mc) return paragraph(doc, 'No simulation yet.');
  doc.font('Helvetica-Bold').fontSize(28).fillColor(c).text(percent(mc.probabilityOfSuccess), 50, doc.y);
  // The plan's status in the words of every screen (the shared planStatus, the plan's success_threshold).
  const status = planStatus(mc.probabilityOfSuccess, successThresholdOf(d.settings.success_threshold));
  if (status) paragraph(doc, `Status: ${status.label}.`);
  paragraph(doc, `Probability of success: the share of ${mc.trials.toLocaleString('en-US')} simulated market paths in which the plan never runs out of money.`);
  if (opt(s, 'percentiles', true)) {
    const p = mc.netWorthPercentiles;
    chart(doc, mc.years, [{ label: 'Median net worth', values: p.p50, color: c }], [
      { label: '5th–95th percentile', low: p.p5, high: p.p95, color: '#c9d8ee' },
      { label: '25th–75th percentile', low: p.p25, high: p.p75, color: '#8fb0dd' },
    ]);
    const idx = mc.years.map((_, i) => i).filter((i) => i % 10 === 0 || i === mc.years.length - 1);
    table(doc, [{ label: 'Year', width: 40 }, ...['5th', '25th', 'Median', '75th', '95th'].map((l) => ({ label: l, width: 80, align: 'right' as const }))],
      idx.map((i) => [String(mc.years[i]), money(p.p5[i]), money(p.p25[i]), money(p.p50[i]), money(p.p75[i]), money(p.p95[i])]), c);
  }
};

const goals: Draw = (doc, d, s, c) => {
  const expense = d.results.expenseAlbum;
  const cash = d.results.cashFlowAlbum;
  const shortfallIn = (years: number[]) => cash.filter((r) => years.includes(r.year)).reduce((t, r) => t + r.unfunded, 0);
  const rows: string[][] = [];
  const rg = d.profile.retirementGoal;
  if (rg) {
    const retired = expense.filter((r) => r.retirementSpending).map((r) => r.year);
    rows.push(['Retirement', `Retire at ${rg.clientRetirementAge ?? '–'}${rg.spouseRetirementAge ? ` / ${rg.spouseRetirementAge}` : ''}`, money(rg.annualSpending ?? null), funding(shortfallIn(retired))]);
  }
  for (const g of d.profile.goals) {
    const years = expense.filter((r) => r.goals.some((x) => x.id === `goal-${g.id}` || x.name === g.description) ).map((r) => r.year);
    rows.push([g.description, `Age ${g.age ?? '–'}, ${g.years ?? 1} yr`, money(g.amount), funding(shortfallIn(years))]);
  }
  for (const g of d.profile.educationGoals) {
    const years = expense.filter((r) => r.education.some((x) => x.name === g.description)).map((r) => r.year);
    rows.push([g.description ?? 'Education', `From age ${g.startAge}, ${g.years} yr`, money(g.annualCost), funding(shortfallIn(years))]);
  }
  if (!rows.length) return paragraph(doc, 'The plan has no goals yet.');
  table(doc, [{ label: 'Goal', width: 150 }, { label: 'When', width: 120 }, { label: 'Cost a year (today)', width: 100, align: 'right' }, { label: 'Funding', width: 130 }], rows, c);
  if (opt(s, 'funding', true)) {
    const m = d.results.metricsCollection;
    paragraph(doc, m?.depletionYear ? `The projection runs short of money in ${m.depletionYear} (age ${m.depletionAge}); goals after that are not fully funded.` : 'The projection pays every goal in full from the plan\'s income and assets.');
  }
};
const funding = (short: number) => (short > 0 ? `Shortfall ${money(short)}` : 'Fully funded');

const tax: Draw = (doc, d, s, c) => {
  const rows = d.results.taxAlbum.slice(0, Math.max(1, Number(opt(s, 'years', 10))));
  table(doc, [
    { label: 'Year', width: 40 }, { label: 'AGI', width: 70, align: 'right' }, { label: 'Taxable', width: 70, align: 'right' }, { label: 'Federal', width: 60, align: 'right' },
    { label: 'State', width: 55, align: 'right' }, { label: 'FICA', width: 55, align: 'right' }, { label: 'Total', width: 65, align: 'right' }, { label: 'Eff. rate', width: 45, align: 'right' },
  ], rows.map((r) => [String(r.year), money(r.agi), money(r.taxableIncome), money(r.federal + r.netInvestmentIncomeTax), money(r.stateTax + r.local), money(r.fica), money(r.total), percent(r.effectiveRate, 1)]), c);
};

const investments: Draw = (doc, d, _s, c) => {
  // The engine's first-year contribution (an employer plan's from its payroll elections), as every screen shows it.
  const rows = d.profile.investments.map((i) => [i.description, i.type ?? '', i.owner ?? '', money(i.balance), money(accountAdditions(d.results.additionsAlbum, i.id)?.household ?? null)]);
  if (!rows.length) return paragraph(doc, 'No investment accounts.');
  table(doc, [{ label: 'Account', width: 160 }, { label: 'Type', width: 60 }, { label: 'Owner', width: 50 }, { label: 'Balance', width: 90, align: 'right' }, { label: 'Yearly contribution', width: 100, align: 'right' }], rows, c);
};

const insurance: Draw = (doc, d, _s, c) => {
  const rows = d.profile.insurances.map((i) => [i.description, i.type ?? '', money(i.coverageAmount), money(i.premium)]);
  if (!rows.length) return paragraph(doc, 'No insurance policies.');
  table(doc, [{ label: 'Policy', width: 180 }, { label: 'Type', width: 80 }, { label: 'Coverage', width: 100, align: 'right' }, { label: 'Premium', width: 100, align: 'right' }], rows, c);
};

const assumptions: Draw = (doc, d, _s, c) => {
  paragraph(doc, `Projection from ${d.results.calc.startYear}; inflation ${percent(d.assumptions.inflation ?? null, 1)}; ${d.results.monteCarlo?.trials ?? 0} Monte Carlo trials.`);
  const classes = d.assumptions.assetClasses ?? [];
  if (classes.length) {
    table(doc, [{ label: 'Asset class', width: 200 }, { label: 'Expected return', width: 100, align: 'right' }, { label: 'Standard deviation', width: 100, align: 'right' }],
      classes.map((a) => [a.name, percent(a.expectedReturn ?? null, 1), percent(a.standardDeviation ?? null, 1)]), c);
  }
};

const actionName = (a: { description: string | null; formName: string }) => a.description || a.formName;

/** The selected scenarios side by side with the base plan, their actions, and the suggested actions adopted. */
const actions: Draw = (doc, d, s, c) => {
  const base = d.results.metricsCollection;
  const cols = [{ label: 'Base plan', m: base }, ...d.scenarios.map((x) => ({ label: x.description, m: x.results?.metricsCollection ?? null }))];
  table(doc, [{ label: '', width: 120 }, ...cols.map((x) => ({ label: x.label, width: 90, align: 'right' as const }))], [
    ['Probability of success', ...cols.map((x) => percent(x.m?.probabilityOfSuccess ?? null))],
    ['Estate value', ...cols.map((x) => money(x.m?.estateValue ?? null))],
    ['Money lasts to age', ...cols.map((x) => (x.m ? (x.m.depletionAge == null ? 'Life' : String(x.m.depletionAge)) : '–'))],
  ], c);
  for (const sc of d.scenarios) {
    const adoptedOnly = opt(s, 'adoptedOnly', true) as boolean;
    const list = sc.actions.filter((a) => a.active && (!adoptedOnly || d.adopted.some((x) => x.id === a.id) || !sc.suggested));
    paragraph(doc, `${sc.description}: ${list.map(actionName).join('; ') || 'no actions'}`);
  }
  paragraph(doc, d.adopted.length ? `Suggested actions adopted: ${d.adopted.map(actionName).join('; ')}.` : 'No suggested actions have been adopted yet.');
};

export const SECTION_DRAW: Record<string, Draw> = {
  NET_WORTH: netWorth, CASH_FLOW: cashFlow, PROBABILITY: probability, GOALS: goals, TAX: tax,
  INVESTMENTS: investments, INSURANCE: insurance, ASSUMPTIONS: assumptions, ACTIONS: actions,
};

export function disclosure(doc: Doc, d: ReportData, color: string) {
  heading(doc, d.settings.disclosure_header || 'Important Disclosures', color);
  paragraph(doc, d.settings.disclosure_text ?? '', 9);
}
