import { otherIncomeTypes, realAssetCategories } from '../codes/lists';
import { socialSecurityBenefit } from '@portal/calc';
import { electionAmount, type Owner, type PlanFacts } from './planFacts';

/** Employment income summary row (spec document 1 section 3). */
export interface EmploymentSummaryRow {
  id: number;
  category: 'Plan Elections' | 'Payroll Elections' | 'Gross Pay';
  description: string;
  owner: Owner;
  type: string;
  preTaxDeduction: number;
  postTaxDeduction: number;
  total: number;
}

/** Other income summary row: social security (type SS) and the plan's other incomes. */
export interface OtherIncomeSummaryRow {
  id: number;
  category: string;
  description: string;
  type: string;
  ownerValue: string;
  total: number;
}

/** Real asset summary row. */
export interface RealAssetSummaryRow {
  id: number;
  category: 'Real Estate' | 'Future Event' | 'Personal Property';
  description: string;
  yearOneAmount: number;
  total: number;
}

const round = (n: number) => Math.round(n * 100) / 100;
const describe = (list: Array<{ code: string; description: string }>, code: unknown) => list.find((c) => c.code === code)?.description ?? String(code ?? '');

/**
 * GET /api/client/incomes/summary/{profileId}: the plan and payroll elections (pre-tax types PRE and HSA in
 * preTaxDeduction, the others in postTaxDeduction; total is the yearly amount) and each person's current gross
 * pay, client before spouse. Percent elections are taken of the owner's current pay.
 */
export function employmentSummary(facts: PlanFacts): EmploymentSummaryRow[] {
  const rows: EmploymentSummaryRow[] = [];
  const people = [facts.client, facts.spouse].filter((p) => p != null);
  for (const [category, code] of [['Plan Elections', 'PLAN'], ['Payroll Elections', 'PAYROLL']] as const) {
    for (const who of people) {
      for (const e of facts.records('election').filter((x) => (x.category ?? 'PLAN') === code && x.clientId === who.person.id)) {
        const { preTax, postTax } = electionAmount(e, who);
        rows.push({ id: e.id, category, description: e.description, owner: who.owner, type: e.type ?? '', preTaxDeduction: preTax, postTaxDeduction: postTax, total: round(preTax + postTax) });
      }
    }
  }
  for (const who of people) {
    for (const income of facts.incomes.filter((i) => i.clientId === who.person.id && i.age == null)) {
      rows.push({
        id: income.id, category: 'Gross Pay', description: income.description ?? 'Gross Pay', owner: who.owner,
        type: 'GP', preTaxDeduction: 0, postTaxDeduction: 0, total: round(income.annualPreTax),
      });
    }
  }
  return rows;
}

/**
 * GET /api/client/otherincome/summary/{profileId}: social security (category 'Social Security Income', type
 * SS; total = the yearly benefit claimed at the chosen age, today's dollars; the spouse's only when the plan
 * has one), then each other income (category = its type's name, total = its yearly amount).
 */
export function otherIncomeSummary(facts: PlanFacts): OtherIncomeSummaryRow[] {
  const rows: OtherIncomeSummaryRow[] = [];
  for (const ss of facts.records('social_security')) {
    const who = facts.byOwner(ss.ownerValue);
    if (!who || (ss.ownerValue === 'SP' && !facts.spouse)) continue;
    const monthly = ss.pia != null
      ? socialSecurityBenefit({ pia: Number(ss.pia), birthDate: who.person.dateOfBirth, claimAge: Number(ss.claimAge) })
      : 0;
    rows.push({ id: ss.id, category: 'Social Security Income', description: `Social Security (claimed at ${ss.claimAge})`, type: 'SS', ownerValue: ss.ownerValue ?? 'CL', total: round(monthly * 12) });
  }
  for (const oi of facts.records('other_income')) {
    rows.push({ id: oi.id, category: describe(otherIncomeTypes, oi.type), description: oi.description, type: oi.type ?? '', ownerValue: oi.owner ?? 'CL', total: round(Number(oi.amount ?? 0)) });
  }
  return rows;
}

/**
 * GET /api/client/realasset/summary/{profileId}: yearOneAmount is the value this year (a future event counts
 * only once its purchase age is reached); total is the asset's value (a future event's purchase price) less
 * the balances of the debts secured by it.
 */
export function realAssetSummary(facts: PlanFacts): RealAssetSummaryRow[] {
  const debts = facts.records('debt');
  return facts.records('real_asset').map((a) => {
    const owner = facts.byOwner(a.owner === 'SP' ? 'SP' : 'CL');
    const value = a.category === 'FE' ? Number(a.purchasePrice ?? 0) : Number(a.value ?? 0);
    const purchased = a.category !== 'FE' || (a.purchaseAge != null && owner != null && owner.age >= a.purchaseAge);
    const secured = debts.filter((d) => d.realAssetId === a.id).reduce((s, d) => s + Number(d.balance ?? 0), 0);
    return {
      id: a.id,
      category: describe(realAssetCategories, a.category) as RealAssetSummaryRow['category'],
      description: a.description,
      yearOneAmount: round(purchased ? value : 0),
      total: round(value - secured),
    };
  });
}
