import { filingStatus as filingStatuses } from '../codes/lists';
import {
  federalIncomeTax, localIncomeTax, socialSecurityBenefit, standardDeduction, stateIncomeTax, taxableSocialSecurity, type FilingStatus,
} from '@portal/calc';
import { electionAmount, type PersonFacts, type PlanFacts } from './planFacts';

/** Tax summary row (spec document 2 section 3): Federal Taxes, State Taxes, Local Taxes. */
export interface TaxSummaryRow {
  category: 'Federal Taxes' | 'State Taxes' | 'Local Taxes';
  description: string;
  /** Estimated tax for the current year in dollars. */
  total: number;
}

/** Income of one person in the current year: pay less pre-tax elections, plus other taxable income being paid. */
function personIncome(facts: PlanFacts, who: PersonFacts) {
  const preTax = facts.records('election').filter((e) => e.clientId === who.person.id)
    .reduce((s, e) => s + electionAmount(e, who).preTax, 0);
  const paying = (start: unknown, end: unknown) => (start == null || who.age >= Number(start)) && (end == null || who.age <= Number(end));
  const other = facts.records('other_income')
    .filter((o) => o.taxable !== false && (o.owner === 'SP' ? 'SP' : 'CL') === who.owner && paying(o.startAge, o.endAge))
    .reduce((s, o) => s + Number(o.amount ?? 0), 0);
  return Math.max(0, who.wages - preTax) + other;
}

/**
 * GET /api/client/tax/summary/{profileId}: year-one estimates from the plan's first active tax assumption
 * (filing status, client state and local rates; without one: MFJ with a spouse, else single, and the state
 * of the current location) over current pay less pre-tax elections, other taxable income being paid and
 * the taxable part of social security already claimed. Federal: @portal/calc federalIncomeTax after the
 * standard deduction; State: stateIncomeTax (0 outside the USA or for an unknown state); Local: each
 * person's income times their local rate (percent).
 */
export function taxSummary(facts: PlanFacts): TaxSummaryRow[] {
  const tax = facts.records('tax')[0];
  const people = [facts.client, facts.spouse].filter((p) => p != null);
  const status = (tax?.filingStatus ?? (facts.spouse ? 'MFJ' : 'S')) as FilingStatus;
  const statusName = filingStatuses.find((f) => f.code === status)?.description ?? status;
  const state: string | null = tax?.clientState ?? facts.locations.find((l) => l.eventTrigger === 'NW')?.state ?? null;
  const country: string = tax?.clientCountry ?? 'USA';

  const incomeOf = new Map(people.map((p) => [p, personIncome(facts, p)]));
  const income = [...incomeOf.values()].reduce((s, n) => s + n, 0);
  let benefits = 0;
  for (const ss of facts.records('social_security')) {
    const who = facts.byOwner(ss.ownerValue);
    if (!who || (ss.ownerValue === 'SP' && !facts.spouse) || ss.pia == null || who.age < Number(ss.claimAge)) continue;
    benefits += 12 * socialSecurityBenefit({ pia: Number(ss.pia), birthDate: who.person.dateOfBirth, claimAge: Number(ss.claimAge) });
  }
  const taxableSs = taxableSocialSecurity({ benefits, otherIncome: income, filingStatus: status });
  const agi = income + taxableSs;
  const over65Count = people.filter((p) => p.age >= 65).length;
  const deduction = standardDeduction(status, facts.year, { over65Count });
  const federal = federalIncomeTax({ taxableIncome: Math.max(0, agi - deduction), filingStatus: status, year: facts.year });

  let stateTax = 0;
  if (state && country === 'USA') {
    try {
      // The state's own rules for ages (retirement and 65+ amounts) and Social Security apply.
      stateTax = stateIncomeTax({ taxableIncome: income, state, filingStatus: status, year: facts.year, ages: people.map((p) => p.age), socialSecurity: benefits });
    } catch {
      stateTax = 0;
    }
  }

  const clientRate = Number(tax?.clientLocalRate ?? 0);
  const spouseRate = Number(tax?.spouseLocalRate ?? clientRate);
  const local = people.reduce((s, p) => s + localIncomeTax({ taxableIncome: incomeOf.get(p)!, rate: (p.owner === 'SP' ? spouseRate : clientRate) / 100 }), 0);

  return [
    { category: 'Federal Taxes', description: `Federal income tax ${facts.year}, ${statusName}`, total: Math.round(federal * 100) / 100 },
    { category: 'State Taxes', description: state ? `State income tax ${facts.year}, ${state}` : 'State income tax (no state chosen)', total: Math.round(stateTax * 100) / 100 },
    { category: 'Local Taxes', description: `Local income tax ${facts.year}`, total: Math.round(local * 100) / 100 },
  ];
}
