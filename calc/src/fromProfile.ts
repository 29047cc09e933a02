/**
 * Adapter from the portal's profile aggregate (GET /api/client/profile/{id}) to the engine's PlanInput.
 * Structurally typed (profileInput.ts): the portal's contract is assignable to ProfileLike; calc imports nothing of the project.
 * Percent fields of the contract become fractions; ages and triggers become calendar years.
 */
import { localityOf } from './data/localities';
import type { ProfileLike } from './profileInput';
import type {
  Account, AccountTaxType, Election, ElectionKind, Expense, FilingStatus, LocationMove, OtherIncome, Owner, PersonRole,
  PlanInput, Strategies, WithdrawalCategory,
} from './types';

export type { ProfileLike };

export interface FromProfileOptions {
  /** The current calendar year (the engine has no clock). */
  startYear: number;
}

type Maybe<T> = T | null | undefined;
const pct = (v: Maybe<number>): number | undefined => (v === null || v === undefined ? undefined : v / 100);
const num = (v: Maybe<number>): number | undefined => (v === null || v === undefined ? undefined : v);
const isActive = (r: { active?: boolean | null }): boolean => r.active !== false;
const yearOf = (date: Maybe<string>): number => Number(String(date ?? '').slice(0, 4));
const ownerOf = (code: Maybe<string>): Owner => (code === 'SP' ? 'spouse' : code === 'JT' ? 'joint' : 'client');

/** Spec document 1, section 4: default retirement age 65, or age + 1 when already 65 or more. */
function defaultRetirementAge(age: number): number {
  return age >= 65 ? age + 1 : 65;
}

export function planFromProfile(profile: ProfileLike, options: FromProfileOptions): PlanInput {
  const { startYear } = options;
  const people = profile.clients.filter(isActive);
  const clientRecord = people.find((p) => p.type === 'C');
  if (!clientRecord?.dateOfBirth) throw new RangeError('The profile has no client (type C) with a date of birth.');
  const spouseRecord = profile.spouse ? people.find((p) => p.type === 'S' && p.dateOfBirth) : undefined;
  const goal = profile.retirementGoal && isActive(profile.retirementGoal) ? profile.retirementGoal : null;

  const person = (p: NonNullable<typeof clientRecord>, goalAge: Maybe<number>) => {
    const birthDate = String(p.dateOfBirth).slice(0, 10);
    const age = startYear - yearOf(birthDate);
    return {
      firstName: p.firstName,
      birthDate,
      lifeExpectancy: p.lifeExpectancy ?? 100,
      retirementAge: num(goalAge) ?? num(p.retirementAge) ?? defaultRetirementAge(age),
      retired: p.employmentStatus === 'RT',
    };
  };
  const client = person(clientRecord, goal?.clientRetirementAge);
  const spouse = spouseRecord ? person(spouseRecord, goal?.spouseRetirementAge) : undefined;
  const roleById = new Map<number, PersonRole>();
  roleById.set(clientRecord.id, 'client');
  if (spouseRecord) roleById.set(spouseRecord.id, 'spouse');
  const birthYear: Record<PersonRole, number> = { client: yearOf(client.birthDate), spouse: spouse ? yearOf(spouse.birthDate) : NaN };
  const deathYear: Record<PersonRole, number> = {
    client: birthYear.client + client.lifeExpectancy,
    spouse: spouse ? birthYear.spouse + spouse.lifeExpectancy : NaN,
  };
  const retireYear: Record<PersonRole, number> = {
    client: client.retired ? startYear : birthYear.client + client.retirementAge,
    spouse: spouse ? (spouse.retired ? startYear : birthYear.spouse + spouse.retirementAge) : NaN,
  };
  const lastDeath = spouse ? Math.max(deathYear.client, deathYear.spouse) : deathYear.client;
  const firstDeath = spouse ? Math.min(deathYear.client, deathYear.spouse) : deathYear.client;
  const roleOfOwner = (code: Maybe<string>): PersonRole => (code === 'SP' && spouse ? 'spouse' : 'client');

  /** Calendar year of an event trigger (EVENT_TRIGGERS); `end` gives the last year of a period ending at it. */
  const triggerYear = (trigger: Maybe<string>, age: Maybe<number>, end: boolean): number | undefined => {
    const shift = end ? -1 : 0;
    switch (trigger ?? (age !== null && age !== undefined ? 'CA' : null)) {
      case 'NW': return startYear;
      case 'CA': return age === null || age === undefined ? undefined : birthYear.client + age;
      case 'SA': return age === null || age === undefined || !spouse ? undefined : birthYear.spouse + age;
      case 'CR': return retireYear.client + shift;
      case 'SR': return spouse ? retireYear.spouse + shift : undefined;
      case 'CD': return deathYear.client + 1 + shift;
      case 'SD': return spouse ? deathYear.spouse + 1 + shift : undefined;
      case 'FD': return firstDeath + 1 + shift;
      case 'LD': return lastDeath + 1 + shift;
      default: return undefined;
    }
  };

  const liveElections = profile.elections.filter((x) => isActive(x) && roleById.has(x.clientId));
  const fedByElection = new Set(liveElections.filter((e) => e.type !== 'OTH' && e.investmentId).map((e) => `inv-${e.investmentId}`));
  const matchedByTiers = new Set(liveElections.filter((e) => e.type !== 'OTH' && e.investmentId && (e.matchTiers ?? []).length > 0).map((e) => `inv-${e.investmentId}`));
  const accounts: Account[] = profile.investments.filter(isActive).map((inv) => {
    const owner = ownerOf(inv.owner);
    const ownerRole: PersonRole = owner === 'spouse' && spouse ? 'spouse' : 'client';
    const id = `inv-${inv.id}`;
    // An account fed by payroll elections gets its money from them (deferrals and the tiers' match): its own
    // yearly contribution figure would count the same money twice.
    const byElection = fedByElection.has(id);
    return {
      id,
      name: inv.description,
      taxType: accountTaxType(inv.type ?? 'BA', inv.subType, inv.taxTreatment),
      owner: owner === 'spouse' && !spouse ? 'client' : owner,
      balance: inv.balance ?? 0,
      costBasis: num(inv.costBasis),
      portfolioId: inv.portfolioId ?? undefined,
      annualContribution: byElection ? undefined : inv.annualContribution || undefined,
      contributionEndYear: inv.contributionEndAge !== null && inv.contributionEndAge !== undefined ? birthYear[ownerRole] + inv.contributionEndAge : undefined,
      // The elections' match tiers are the match when they have any; else the account's yearly match figure is.
      employerContribution: matchedByTiers.has(id) ? undefined : inv.employerMatch || undefined,
    };
  });
  const accountIds = new Set(accounts.map((a) => a.id));

  const employment = profile.incomes.filter((i) => isActive(i) && roleById.has(i.clientId)).map((i) => ({
    id: `income-${i.id}`,
    person: roleById.get(i.clientId)!,
    annualSalary: i.annualPreTax ?? 0,
    startAge: num(i.age) ?? null,
    raiseRate: pct(i.raiseRate),
  }));

  // Every payroll election counts while its person is paid: pre-tax and HSA deferrals (premiums too) lower taxable
  // wages, Roth and after-tax ones do not. Linked to an account, the deferral and the employer match of the
  // match-percentage tiers go into it; not linked, the deduction is money spent from pay (and earns no match).
  const elections: Election[] = liveElections.map((e) => {
    const linked = e.investmentId ? `inv-${e.investmentId}` : undefined;
    const accountId = e.type !== 'OTH' && linked && accountIds.has(linked) ? linked : undefined;
    const kind: ElectionKind = e.type === 'PRE' ? 'preTax' : e.type === 'ROTH' ? 'roth' : e.type === 'HSA' ? 'hsa' : 'afterTax';
    return {
      id: `election-${e.id}`, name: e.description, person: roleById.get(e.clientId)!, kind, accountId,
      percentOfPay: pct(e.contributionPercent), annualAmount: num(e.contributionAmount),
      employerMatch: accountId
        ? (e.matchTiers ?? []).map((t) => ({ upToPercentOfPay: t.matchPercentage / 100, matchRate: t.employerRate / 100 }))
        : undefined,
    };
  });
  const expenses: Expense[] = [];
  for (const x of profile.expenses.filter(isActive)) {
    if (!profile.itemizeExpenses && (x.type === 'LE' || x.type === 'BE')) continue;
    expenses.push({
      id: `expense-${x.id}`, name: x.description, type: x.type ?? 'LE', amount: x.amount ?? 0, timesPerYear: x.frequency ?? 12,
      startYear: triggerYear(x.startTrigger, x.startAge, false), endYear: triggerYear(x.endTrigger, x.endAge, true),
      growthRate: pct(x.inflationRate),
    });
  }

  const otherIncomes: OtherIncome[] = profile.otherIncomes.filter(isActive).map((o) => ({
    id: `other-${o.id}`, name: o.description,
    kind: o.type === 'EP' ? 'pension' : o.type === 'AN' ? 'annuity' : o.type === 'RI' ? 'rental' : 'other',
    owner: ownerOf(o.owner) === 'spouse' && !spouse ? 'client' : ownerOf(o.owner),
    annualAmount: o.amount ?? 0, startAge: num(o.startAge), endAge: num(o.endAge), cola: pct(o.cola),
    taxableShare: o.taxable === false ? 0 : 1, survivorShare: pct(o.survivorPercent),
  }));

  const debtIdByAsset = new Map<number, string>();
  const debts = profile.debts.filter(isActive).map((d) => {
    if (d.realAssetId) debtIdByAsset.set(d.realAssetId, `debt-${d.id}`);
    const elapsed = d.startDate ? Math.max(0, startYear - yearOf(d.startDate)) : 0;
    return {
      id: `debt-${d.id}`, name: d.description, type: d.type ?? 'OD', balance: d.balance ?? 0, annualRate: (d.interestRate ?? 0) / 100,
      payment: num(d.monthlyPayment) || undefined,
      remainingYears: d.loanTerm ? Math.max(1, d.loanTerm - elapsed) : undefined,
      paymentsPerYear: 12,
    };
  });

  const realAssets = profile.realAssets.filter(isActive).map((r) => {
    const appreciation = pct(r.appreciationRate);
    const purchaseYear = r.purchaseAge !== null && r.purchaseAge !== undefined ? birthYear.client + r.purchaseAge : undefined;
    const saleYear = r.sellAge !== null && r.sellAge !== undefined ? birthYear.client + r.sellAge : undefined;
    if (r.annualRentalIncome) {
      otherIncomes.push({
        id: `rent-${r.id}`, name: `${r.description} rent`, kind: 'rental', owner: ownerOf(r.owner) === 'spouse' && !spouse ? 'client' : ownerOf(r.owner),
        annualAmount: r.annualRentalIncome, startYear: purchaseYear, endYear: saleYear !== undefined ? saleYear - 1 : undefined, cola: appreciation,
      });
    }
    return {
      id: `asset-${r.id}`, name: r.description,
      category: r.category === 'RE' ? 'realEstate' as const : r.category === 'FE' ? 'futureEvent' as const : 'personalProperty' as const,
      value: r.value ?? 0, appreciationRate: appreciation, purchaseYear, purchasePrice: num(r.purchasePrice), saleYear,
      sellingCostRate: pct(r.sellingCostPercent), debtId: debtIdByAsset.get(r.id),
      costBasis: num(r.costBasis),
      primaryResidence: r.isPrimaryResidence === true,
    };
  });

  const insurance = profile.insurances.filter(isActive).map((p) => {
    const insured: PersonRole = (p.insuredId ? roleById.get(p.insuredId) : undefined) ?? roleOfOwner(p.owner);
    const age = startYear - birthYear[insured];
    const termEnd = p.term === 'TERM' && p.termYears ? age + p.termYears - 1 : undefined;
    const life = p.type === 'LI' || p.type === 'CV';
    return {
      id: `insurance-${p.id}`, type: p.type ?? '', name: p.description, insured,
      annualPremium: (p.premium ?? 0) * (p.premiumFrequency ?? 12), premiumEndAge: termEnd, coverageEndAge: termEnd,
      deathBenefit: life ? p.coverageAmount ?? 0 : undefined,
    };
  });

  const socialSecurity = profile.socialSecurityIncome
    .filter((s) => isActive(s) && (s.ownerValue === 'CL' || spouse))
    .map((s) => ({ person: (s.ownerValue === 'SP' ? 'spouse' : 'client') as PersonRole, pia: s.pia ?? 0, claimAge: s.claimAge, spousal: s.spousalBenefit }));

  const participants = new Map(profile.participants.filter(isActive).map((p) => [p.id, p]));
  const educationGoals = profile.educationGoals.filter(isActive).map((g) => {
    const student = participants.get(g.participantId);
    const studentBirthYear = student ? yearOf(student.dateOfBirth) : startYear - 18;
    const plans = profile.investments.filter((i) => isActive(i) && i.type === 'CS' && i.participantId === g.participantId).map((i) => `inv-${i.id}`);
    return {
      id: `education-${g.id}`, name: g.description ?? `College: ${student?.name ?? 'student'}`,
      annualCost: (g.annualCost ?? 0) * ((g.fundedPercent ?? 100) / 100),
      startYear: studentBirthYear + (g.startAge ?? 18), years: g.years ?? 4,
      accountIds: plans.length > 0 ? plans : undefined,
    };
  });

  const otherGoals = profile.goals
    .filter((g) => isActive(g) && g.goalType !== 'RG' && g.goalType !== 'EG')
    .map((g) => ({
      id: `goal-${g.id}`, name: g.description, amount: g.amount ?? 0,
      year: triggerYear(g.startTrigger ?? 'CA', g.age, false) ?? startYear, years: g.years ?? 1,
    }));

  const tax = profile.taxAssumptions.find(isActive);
  const filingStatus: FilingStatus = (tax?.filingStatus as FilingStatus | undefined) ?? (spouse ? 'MFJ' : 'S');
  const locations = profile.locations.filter(isActive);
  const usState = (country: Maybe<string>, state: Maybe<string>): string => (!country || country === 'USA' ? state ?? '' : '');
  const now = locations.find((l) => l.eventTrigger === 'NW');
  const state = tax?.clientState ? usState(tax.clientCountry, tax.clientState) : usState(now?.country, now?.state);
  const moves: LocationMove[] = locations
    .filter((l) => l.eventTrigger === 'CA' && l.age !== null && l.age !== undefined)
    .map((l) => ({ year: birthYear.client + (l.age as number), state: usState(l.country, l.state), localRate: 0 }));

  // A locality of the list takes the place of the typed rate; it applies while the household lives in its state.
  const locality = (code: Maybe<string>): string | undefined => {
    const l = code ? localityOf(code) : undefined;
    return l && l.state === state ? l.code : undefined;
  };
  return {
    client, spouse, filingStatus, state, localRate: pct(tax?.clientLocalRate) ?? 0, spouseLocalRate: spouse ? pct(tax?.spouseLocalRate) : undefined, moves,
    locality: locality(tax?.clientLocality), spouseLocality: spouse ? locality(tax?.spouseLocality) : undefined,
    // Kids (type K) are the household's dependents; other participants (type O) are not claimed.
    dependents: profile.participants
      .filter((p) => isActive(p) && p.type === 'K' && p.dateOfBirth)
      .map((p) => ({ name: p.name, birthYear: yearOf(p.dateOfBirth) })),
    livingExpense: profile.itemizeExpenses ? 0 : profile.spending ?? 0,
    employment, elections, otherIncomes, socialSecurity, accounts, expenses, debts, insurance, realAssets,
    retirementGoal: goal && goal.annualSpending !== null && goal.annualSpending !== undefined ? { annualSpending: goal.annualSpending } : undefined,
    educationGoals, otherGoals, strategies: strategiesOf(profile, birthYear.client),
  };
}

function accountTaxType(type: string, subType: Maybe<string>, treatment: Maybe<string>): AccountTaxType {
  if (type === 'CA') return 'cash';
  if (type === 'CS') return 'education';
  if (type === 'II') return 'inheritedIra';
  if (type === 'AN') return 'annuity';
  const sub = (subType ?? '').toUpperCase();
  // HSA money spent on health care is tax-free: treated like Roth money (README).
  if (treatment === 'ROTH' || treatment === 'EXEMPT' || sub === 'ROTH' || sub === 'HSA') return 'roth';
  if (type === 'BA') return treatment === 'DEFERRED' ? 'taxDeferred' : 'taxable';
  return treatment === 'TAXABLE' ? 'taxable' : 'taxDeferred';
}

/** The withdrawal-order code of pro-rata withdrawals (a WO strategy's whole order). */
export const PRO_RATA = 'PRORATA';

function strategiesOf(profile: ProfileLike, clientBirthYear: number): Strategies | undefined {
  const active = profile.strategies.filter(isActive);
  if (active.length === 0) return undefined;
  const result: Strategies = {};
  const codes: Record<string, WithdrawalCategory> = { CASH: 'cash', TAXABLE: 'taxable', DEFERRED: 'taxDeferred', ROTH: 'roth' };
  for (const s of active) {
    if (s.type === 'WO' && s.withdrawalOrder) {
      // PRORATA (alone) withdraws from every account in proportion to its balance.
      if (s.withdrawalOrder.includes(PRO_RATA)) {
        result.withdrawalProRata = true;
        delete result.withdrawalOrder;
      } else {
        result.withdrawalOrder = s.withdrawalOrder.map((c) => codes[c]);
        delete result.withdrawalProRata;
      }
    }
    if (s.type === 'RC' && s.conversionBracket !== null && s.conversionBracket !== undefined) {
      result.rothConversion = {
        ...(s.conversionBelowIrmaaTier ? { belowIrmaaTier: true } : {}),
        upToBracketRate: s.conversionBracket / 100,
        startYear: s.conversionStartAge !== null && s.conversionStartAge !== undefined ? clientBirthYear + s.conversionStartAge : undefined,
        endYear: s.conversionEndAge !== null && s.conversionEndAge !== undefined ? clientBirthYear + s.conversionEndAge : undefined,
      };
    }
    if (s.type === 'SS') {
      result.socialSecurityClaimAges = {};
      if (s.clientClaimAge) result.socialSecurityClaimAges.client = s.clientClaimAge;
      if (s.spouseClaimAge) result.socialSecurityClaimAges.spouse = s.spouseClaimAge;
    }
  }
  return result;
}
