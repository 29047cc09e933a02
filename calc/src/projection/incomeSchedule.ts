import { DEFERRAL_LIMITS } from '../data/payroll';
import { retirementFactor, ssaBirthYear } from '../socialSecurity/benefits';
import { SPOUSAL_REDUCTION, SURVIVOR_EARLIEST_AGE_MONTHS, SURVIVOR_MAX_REDUCTION, SURVIVOR_RIB_LIM, fullRetirementAgeMonths, survivorFullRetirementAgeMonths } from '../data/socialSecurity';
import { ficaTax } from '../tax/fica';
import type { Election, ElectionKind, OtherIncomeKind, PersonRole, SocialSecurityEntry } from '../types';
import { ageIn, isAlive, isWorking, type PersonTimeline, type PlanContext } from './context';

export interface ElectionSeries {
  id: string;
  name: string;
  person: PersonRole;
  kind: ElectionKind;
  /** -1: no account (a payroll deduction spent from pay). */
  accountIndex: number;
  employee: Float64Array;
  employer: Float64Array;
}

export interface OtherIncomeSeries {
  id: string;
  name: string;
  kind: OtherIncomeKind;
  amount: Float64Array;
  taxable: Float64Array;
  /** Share of the year's amount received by the client (the rest by the spouse): the owner, or the survivor. */
  clientShare: Float64Array;
}

export interface IncomeSchedule {
  wages: Record<PersonRole, Float64Array>;
  /** Wages less pre-tax and HSA deferrals (federal and state wages). */
  taxableWages: Float64Array;
  elections: ElectionSeries[];
  fica: { socialSecurity: Float64Array; medicare: Float64Array; additionalMedicare: Float64Array; total: Float64Array; byPerson: Record<PersonRole, Float64Array> };
  otherIncomes: OtherIncomeSeries[];
  socialSecurity: Record<PersonRole, Float64Array>;
}

const latestLimitYear = Math.max(...Object.keys(DEFERRAL_LIMITS).map(Number));

/** IRC 402(g) / 414(v) limit for a person's combined pre-tax and Roth deferrals; indexed and rounded down to $500 later. */
export function deferralLimit(year: number, age: number, inflation: number): number {
  const known = DEFERRAL_LIMITS[year] ?? DEFERRAL_LIMITS[year < latestLimitYear ? Math.min(...Object.keys(DEFERRAL_LIMITS).map(Number)) : latestLimitYear];
  const factor = year > latestLimitYear ? Math.pow(1 + inflation, year - latestLimitYear) : 1;
  const index = (v: number): number => Math.floor((v * factor) / 500) * 500;
  const catchUp = age >= 60 && age <= 63 ? known.catchUp60to63 : age >= 50 ? known.catchUp50 : 0;
  return index(known.base) + index(catchUp);
}

export function buildIncomeSchedule(ctx: PlanContext): IncomeSchedule {
  const n = ctx.years.length;
  const { plan, assumptions } = ctx;
  const people: Record<PersonRole, PersonTimeline | null> = { client: ctx.client, spouse: ctx.spouse };
  const wages: Record<PersonRole, Float64Array> = { client: new Float64Array(n), spouse: new Float64Array(n) };

  for (const role of ['client', 'spouse'] as PersonRole[]) {
    const p = people[role];
    if (!p) continue;
    const entries = plan.employment
      .filter((e) => e.person === role)
      .sort((a, b) => (a.startAge ?? -Infinity) - (b.startAge ?? -Infinity));
    for (let i = 0; i < n; i++) {
      const y = ctx.years[i];
      if (!isWorking(p, y)) continue;
      const age = ageIn(p, y);
      let active = null;
      for (const e of entries) if (e.startAge === null || e.startAge <= age) active = e;
      if (!active) continue;
      wages[role][i] = active.annualSalary * Math.pow(1 + (active.raiseRate ?? assumptions.salaryGrowth), i);
    }
  }

  const elections = buildElections(ctx, people, wages);
  const taxableWages = new Float64Array(n);
  for (let i = 0; i < n; i++) taxableWages[i] = wages.client[i] + wages.spouse[i];
  for (const e of elections) {
    if (e.kind !== 'preTax' && e.kind !== 'hsa') continue;
    for (let i = 0; i < n; i++) taxableWages[i] -= e.employee[i];
  }

  const fica = {
    socialSecurity: new Float64Array(n), medicare: new Float64Array(n), additionalMedicare: new Float64Array(n), total: new Float64Array(n),
    byPerson: { client: new Float64Array(n), spouse: new Float64Array(n) },
  };
  const wageIndexGrowth = assumptions.wageIndexGrowth;
  for (let i = 0; i < n; i++) {
    const c = wages.client[i];
    const s = wages.spouse[i];
    if (c + s === 0) continue;
    const f = ficaTax({ wages: [c, s], filingStatus: ctx.filingStatus[i], year: ctx.years[i], wageIndexGrowth });
    fica.socialSecurity[i] = f.socialSecurity;
    fica.medicare[i] = f.medicare;
    fica.additionalMedicare[i] = f.additionalMedicare;
    fica.total[i] = f.total;
    const own = ficaTax({ wages: c, filingStatus: ctx.filingStatus[i], year: ctx.years[i], wageIndexGrowth });
    // Additional Medicare tax is shared in proportion to wages.
    fica.byPerson.client[i] = own.socialSecurity + own.medicare + (f.additionalMedicare * c) / (c + s);
    fica.byPerson.spouse[i] = f.total - fica.byPerson.client[i];
  }

  return { wages, taxableWages, elections, fica, otherIncomes: buildOtherIncomes(ctx, people), socialSecurity: buildSocialSecurity(ctx, people) };
}

function matchFor(tiers: Election['employerMatch'], deferralShare: number): number {
  let match = 0;
  let previous = 0;
  for (const tier of [...(tiers ?? [])].sort((a, b) => a.upToPercentOfPay - b.upToPercentOfPay)) {
    match += tier.matchRate * Math.max(0, Math.min(deferralShare, tier.upToPercentOfPay) - previous);
    previous = tier.upToPercentOfPay;
  }
  return match;
}

function buildElections(ctx: PlanContext, people: Record<PersonRole, PersonTimeline | null>, wages: Record<PersonRole, Float64Array>): ElectionSeries[] {
  const n = ctx.years.length;
  const series: ElectionSeries[] = ctx.plan.elections.map((e) => {
    const accountIndex = e.accountId === undefined ? -1 : ctx.accountIndex.get(e.accountId);
    if (accountIndex === undefined) throw new RangeError(`Election "${e.id}" names unknown account "${e.accountId}".`);
    return { id: e.id, name: e.name ?? e.id, person: e.person, kind: e.kind, accountIndex, employee: new Float64Array(n), employer: new Float64Array(n) };
  });
  for (let i = 0; i < n; i++) {
    for (const role of ['client', 'spouse'] as PersonRole[]) {
      const p = people[role];
      const pay = wages[role][i];
      if (!p || pay <= 0) continue;
      const own = ctx.plan.elections.map((e, k) => ({ e, k })).filter(({ e }) => e.person === role);
      const growth = Math.pow(1 + ctx.assumptions.salaryGrowth, i);
      let limited = 0;
      for (const { e, k } of own) {
        const wanted = Math.min(pay, (e.percentOfPay ?? 0) * pay + (e.annualAmount ?? 0) * growth);
        series[k].employee[i] = wanted;
        if (e.kind === 'preTax' || e.kind === 'roth') limited += wanted;
      }
      const limit = deferralLimit(ctx.years[i], ageIn(p, ctx.years[i]), ctx.inflation);
      const scale = limited > limit ? limit / limited : 1;
      for (const { e, k } of own) {
        if (scale < 1 && (e.kind === 'preTax' || e.kind === 'roth')) series[k].employee[i] *= scale;
        series[k].employer[i] = series[k].accountIndex < 0 ? 0 : matchFor(e.employerMatch, series[k].employee[i] / pay) * pay;
      }
    }
  }
  return series;
}

function buildOtherIncomes(ctx: PlanContext, people: Record<PersonRole, PersonTimeline | null>): OtherIncomeSeries[] {
  const n = ctx.years.length;
  return ctx.plan.otherIncomes.map((inc) => {
    const amount = new Float64Array(n);
    const taxable = new Float64Array(n);
    const clientShare = new Float64Array(n);
    const owner = inc.owner === 'spouse' && people.spouse ? people.spouse : ctx.client;
    const other = owner === ctx.client ? ctx.spouse : ctx.client;
    const first = inc.startYear ?? (inc.startAge !== undefined ? owner.birthYear + inc.startAge : ctx.startYear);
    const last = inc.endYear ?? (inc.endAge !== undefined ? owner.birthYear + inc.endAge : ctx.endYear);
    const base = inc.kind === 'pension' || inc.kind === 'annuity' ? Math.max(first, ctx.startYear) : ctx.startYear;
    for (let i = 0; i < n; i++) {
      const y = ctx.years[i];
      if (y < first || y > last) continue;
      let share = 1;
      if (inc.owner === 'joint') share = isAlive(ctx.client, y) || isAlive(ctx.spouse, y) ? 1 : 0;
      else if (!isAlive(owner, y)) share = isAlive(other, y) ? inc.survivorShare ?? 0 : 0;
      if (share === 0) continue;
      amount[i] = inc.annualAmount * share * Math.pow(1 + (inc.cola ?? 0), y - base);
      taxable[i] = amount[i] * (inc.taxableShare ?? 1);
      const clientAlive = isAlive(ctx.client, y);
      const spouseAlive = ctx.spouse !== null && isAlive(ctx.spouse, y);
      if (inc.owner === 'joint') clientShare[i] = clientAlive && spouseAlive ? 0.5 : clientAlive ? 1 : 0;
      else clientShare[i] = (owner === ctx.client ? clientAlive || !spouseAlive : !spouseAlive && clientAlive) ? 1 : 0;
    }
    return { id: inc.id, name: inc.name, kind: inc.kind, amount, taxable, clientShare };
  });
}

interface Claim {
  entry: SocialSecurityEntry;
  /** Months since year 0 of the first month paid. */
  startMonth: number;
  monthly: number;
}

function monthsPaidIn(year: number, startMonth: number): number {
  const first = year * 12;
  if (startMonth >= first + 12) return 0;
  return startMonth <= first ? 12 : first + 12 - startMonth;
}

function buildSocialSecurity(ctx: PlanContext, people: Record<PersonRole, PersonTimeline | null>): Record<PersonRole, Float64Array> {
  const n = ctx.years.length;
  const result: Record<PersonRole, Float64Array> = { client: new Float64Array(n), spouse: new Float64Array(n) };
  const cola = ctx.assumptions.socialSecurityCola ?? ctx.inflation;
  const claims: Partial<Record<PersonRole, Claim>> = {};
  for (const entry of ctx.plan.socialSecurity) {
    const p = people[entry.person];
    if (!p) continue;
    const claimAge = ctx.plan.strategies?.socialSecurityClaimAges?.[entry.person] ?? entry.claimAge;
    const effective = { ...entry, claimAge };
    const startMonth = p.birthYear * 12 + (p.birthMonth - 1) + Math.round(claimAge * 12);
    claims[entry.person] = { entry: effective, startMonth, monthly: entry.pia * retirementFactor(p.person.birthDate, claimAge) };
  }
  const fraMonths: Record<PersonRole, number> = {
    client: fullRetirementAgeMonths(ssaBirthYear(ctx.client.person.birthDate)),
    spouse: ctx.spouse ? fullRetirementAgeMonths(ssaBirthYear(ctx.spouse.person.birthDate)) : 0,
  };
  for (const role of ['client', 'spouse'] as PersonRole[]) {
    const p = people[role];
    const own = claims[role];
    const otherRole: PersonRole = role === 'client' ? 'spouse' : 'client';
    const other = people[otherRole];
    const otherClaim = claims[otherRole];
    if (!p) continue;
    let survivorMonthly: number | undefined;
    for (let i = 0; i < n; i++) {
      const y = ctx.years[i];
      if (!isAlive(p, y)) continue;
      const colaFactor = Math.pow(1 + cola, i);
      let annual = own ? own.monthly * monthsPaidIn(y, own.startMonth) : 0;
      if (other && otherClaim && own && isAlive(other, y) && own.entry.spousal) {
        const excess = Math.max(0, 0.5 * otherClaim.entry.pia - own.entry.pia);
        if (excess > 0) {
          const fra = fraMonths[role];
          const early = Math.max(0, fra - Math.round(own.entry.claimAge * 12));
          const factor = 1 - Math.min(early, 36) * SPOUSAL_REDUCTION.first36 - Math.max(0, early - 36) * SPOUSAL_REDUCTION.beyond;
          annual += excess * factor * monthsPaidIn(y, Math.max(own.startMonth, otherClaim.startMonth));
        }
      }
      if (other && !isAlive(other, y) && otherClaim) {
        survivorMonthly = survivorMonthly ?? survivorMonthlyAmount(p, other, otherClaim);
        const start = Math.max((other.deathYear + 1) * 12, p.birthYear * 12 + (p.birthMonth - 1) + SURVIVOR_EARLIEST_AGE_MONTHS);
        const months = monthsPaidIn(y, start);
        const ownMonthly = own && y * 12 >= own.startMonth ? own.monthly : 0;
        if (months === 12 && survivorMonthly > ownMonthly) annual = survivorMonthly * 12;
        else if (months > 0 && survivorMonthly > ownMonthly) annual += (survivorMonthly - ownMonthly) * months;
      }
      result[role][i] = annual * colaFactor;
    }
  }
  return result;
}

/** Widow(er)'s benefit, start-year dollars: the deceased's benefit (82.5% PIA floor), reduced before survivor FRA. */
function survivorMonthlyAmount(survivor: PersonTimeline, deceased: PersonTimeline, claim: Claim): number {
  const claimedBeforeDeath = claim.startMonth <= (deceased.deathYear + 1) * 12;
  const base = claimedBeforeDeath ? Math.max(claim.monthly, SURVIVOR_RIB_LIM * claim.entry.pia) : claim.entry.pia;
  const fra = survivorFullRetirementAgeMonths(ssaBirthYear(survivor.person.birthDate));
  // The reduction is fixed by the survivor's age when the survivor benefit starts (60 at the earliest).
  const firstYear = Math.max(deceased.deathYear + 1, survivor.birthYear + 60);
  const ageMonths = Math.max((firstYear - survivor.birthYear) * 12, SURVIVOR_EARLIEST_AGE_MONTHS);
  if (ageMonths >= fra) return base;
  return base * (1 - (SURVIVOR_MAX_REDUCTION * (fra - ageMonths)) / (fra - SURVIVOR_EARLIEST_AGE_MONTHS));
}
