import { NET_INVESTMENT_INCOME_TAX } from '../data/federalTax';
import { medicareEdgesFor } from '../data/medicare';
import { medicareTableFor } from '../tax/medicare';
import type { Round, YearTotals } from './albums';
import { albumRow } from './albums';
import type { DetailLine, YearDetail } from './results';
import type { ProjectionRun } from './run';

/** Whole dollars with thousands separators (toLocaleString is slow and locale-dependent). */
function money(v: number): string {
  const digits = String(Math.abs(Math.round(v)));
  let out = '';
  for (let k = 0; k < digits.length; k++) {
    if (k > 0 && (digits.length - k) % 3 === 0) out += ',';
    out += digits[k];
  }
  return `${v < 0 ? '-' : ''}$${out}`;
}

function addLine(lines: DetailLine[], r: Round, section: DetailLine['section'], label: string, amount: number): void {
  if (Math.abs(amount) >= 0.005) lines.push({ section, label, amount: r(amount) });
}

/** One year explained: every line that makes up the year's cash flow, and why withdrawals or savings happened. */
export function yearDetail(run: ProjectionRun, i: number, t: YearTotals, r: Round): YearDetail {
  const { ctx, income, expenses } = run;
  const s = run.states[i];
  const rec = s.record;
  const lines: DetailLine[] = [];
  const notes: string[] = [];
  const add = (section: DetailLine['section'], label: string, amount: number): void => addLine(lines, r, section, label, amount);
  add('income', 'Wages (client)', income.wages.client[i]);
  add('income', 'Wages (spouse)', income.wages.spouse[i]);
  for (const o of income.otherIncomes) add('income', o.name, o.amount[i]);
  add('income', 'Social Security (client)', income.socialSecurity.client[i]);
  add('income', 'Social Security (spouse)', income.socialSecurity.spouse[i]);
  for (const p of expenses.insuranceProceeds) if (p.values[i] !== 0) add('income', `${p.name} death benefit`, p.values[i]);
  for (const x of expenses.realAssets) if (x.saleProceeds[i] !== 0) add('income', `Sale of ${x.name} (after selling costs)`, x.saleProceeds[i]);

  ctx.accounts.forEach((a, k) => {
    if (rec.rmd[k] !== 0) add('withdrawal', `Required minimum distribution: ${a.name}`, rec.rmd[k]);
    if (rec.education[k] !== 0) add('withdrawal', `Education withdrawal: ${a.name}`, rec.education[k]);
    if (rec.withdrawal[k] !== 0) add('withdrawal', `Withdrawal: ${a.name}`, rec.withdrawal[k]);
  });
  add('withdrawal', 'Unfunded shortfall', rec.unmet);

  add('expense', expenses.retirementSpending[i] ? 'Retirement living spending' : 'Base living spending', expenses.living[i]);
  for (const e of expenses.itemized) add('expense', e.name, e.values[i]);
  for (const p of expenses.premiums) if (p.values[i] !== 0) add('expense', `${p.name} premium`, p.values[i]);
  if (s.medicare !== 0) add('expense', 'Medicare Part B and D premiums', s.medicare);
  for (const g of expenses.goals) add('expense', g.name, g.values[i]);
  for (const g of expenses.education) add('expense', g.name, g.values[i]);
  for (const x of expenses.realAssets) if (x.purchase[i] !== 0) add('expense', `Purchase of ${x.name}`, x.purchase[i]);
  for (const d of expenses.debts) {
    if (d.payment[i] !== 0) add('debt', `${d.name} payments`, d.payment[i]);
    if (d.payoff[i] !== 0) add('debt', `${d.name} paid off from sale`, d.payoff[i]);
  }

  const federal = t.incomeTax - s.tax.niit - s.tax.amt - s.tax.state - s.tax.local;
  add('tax', 'Federal income tax', federal);
  if (s.tax.niit !== 0) add('tax', 'Net investment income tax', s.tax.niit);
  if (s.tax.amt !== 0) add('tax', 'Alternative minimum tax', s.tax.amt);
  add('tax', 'State income tax', s.tax.state);
  add('tax', 'Local income tax', s.tax.local);
  add('tax', 'Social Security tax', income.fica.socialSecurity[i]);
  add('tax', 'Medicare tax', income.fica.medicare[i] + income.fica.additionalMedicare[i]);

  ctx.accounts.forEach((a, k) => {
    if (expenses.contributions[k][i] !== 0) add('saving', `Contributions to ${a.name}`, expenses.contributions[k][i]);
    if (rec.surplus[k] !== 0) add('saving', `Surplus saved to ${a.name}`, rec.surplus[k]);
  });

  notes.push(
    `Taxable income ${money(s.tax.taxableIncome)} after ${money(s.tax.deductions)} of deductions; ` +
      `${money(s.tax.taxableSocialSecurity)} of Social Security is taxable; marginal federal rate ${Math.round(s.tax.marginalRate * 100)}%.`,
  );
  if (rec.need > 0) {
    notes.push(
      `Income and RMDs fell ${money(rec.need)} short of spending, debt payments, taxes and savings; ` +
        `${ctx.withdrawalProRata ? 'withdrawals from every account in proportion to its balance' : `withdrawals in the order ${ctx.withdrawalOrder.join(', ')}`} covered it, adding ${money(rec.withdrawalTax)} of tax.`,
    );
  } else if (rec.need < 0) notes.push(`Income exceeded outflows by ${money(-rec.need)}, saved to ${ctx.accounts[ctx.savingsIndex].name}.`);
  for (const x of expenses.realAssets) {
    if (x.saleProceeds[i] === 0) continue;
    const excluded = x.saleGainExcluded[i];
    notes.push(
      `Sale of ${x.name}: ${money(x.saleProceeds[i])} after selling costs, a gain of ${money(x.saleGain[i])}` +
        (excluded > 0 ? `, of which ${money(excluded)} is excluded as the main home` : '') +
        (x.saleGain[i] - excluded > 0 ? `; ${money(x.saleGain[i] - excluded)} is taxed as a long-term capital gain.` : '; nothing of it is taxed.'),
    );
  }
  if (s.tax.niit > 0) {
    notes.push(
      `Net investment income tax of ${money(s.tax.niit)}: 3.8% of the smaller of ${money(s.income.investment)} of investment income ` +
        `and the ${money(Math.max(0, s.tax.agi - NET_INVESTMENT_INCOME_TAX.threshold[ctx.filingStatus[i]]))} of AGI over the threshold.`,
    );
  }
  if (s.medicare > 0) {
    const magiYear = ctx.years[i] - 2;
    notes.push(
      s.irmaaTier > 0
        ? `Medicare premiums of ${money(s.medicare)} include the income-related surcharge of tier ${s.irmaaTier} of 5: ` +
            `the ${magiYear} MAGI of ${money(s.irmaaMagi)} is above the ${money(Math.round(medicareEdgesFor(medicareTableFor(ctx.years[i], ctx.inflation), ctx.filingStatus[i])[s.irmaaTier - 1]))} limit.`
        : `Medicare premiums of ${money(s.medicare)}: the standard Part B and Part D premiums (the ${magiYear} MAGI of ` +
            `${money(s.irmaaMagi)} is below the first surcharge tier).`,
    );
  }
  if (s.tax.amt > 0) {
    notes.push(
      `Alternative minimum tax of ${money(s.tax.amt)}: the tentative minimum tax on ${money(s.tax.agi)} of AGI (the standard ` +
        `deduction added back, less the exemption after its phase-out) exceeds the regular tax.`,
    );
  }
  if (s.ledger.conversion > 0) notes.push(`Roth conversion of ${money(s.ledger.conversion)} fills the bracket, costing ${money(rec.conversionTax)} of tax.`);
  if (rec.unmet > 0.005) notes.push(`Accounts are depleted: ${money(rec.unmet)} of outflows could not be funded.`);
  if (t.employer > 0) notes.push(`Employer contributions of ${money(t.employer)} go straight to the plan accounts.`);
  const row = albumRow(ctx, i);
  return { year: row.year, clientAge: row.clientAge, spouseAge: row.spouseAge, lines, notes };
}
