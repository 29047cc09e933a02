import { and, eq } from 'drizzle-orm';
import type { Debt, Election, OtherIncome, RealAsset, SocialSecurity, TaxAssumption } from '@portal/shared/contract';
import { ageOn } from '@portal/shared/validation';
import type { Db } from '../../db/client';
import { incomes, locations, persons, profiles } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { loadRecords } from './records';

type PersonRow = typeof persons.$inferSelect;

/** The record kinds the year-one summaries read, with their contract types (rows were checked by them when saved). */
interface RecordsByKind {
  debt: Debt;
  election: Election;
  other_income: OtherIncome;
  real_asset: RealAsset;
  social_security: SocialSecurity;
  tax: TaxAssumption;
}
export type Owner = 'CL' | 'SP';

/** One person of the plan with what the year-one summaries need. */
export interface PersonFacts {
  person: PersonRow;
  owner: Owner;
  age: number;
  /** Current employment income a year (incomes without a start age), else the person's annual pre-tax pay. */
  wages: number;
}

/**
 * The plan's active data, read once for the summary rows: the client, the spouse (only when the plan flags
 * one), their current pay, and active records by kind (`data` with the row's id).
 */
export async function loadPlanFacts(db: Db, profileId: number, today = new Date().toISOString().slice(0, 10)) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, profileId));
  if (!profile) throw notFound('Profile');
  const [people, incomeRows, locationRows, recordRows] = await Promise.all([
    db.select().from(persons).where(and(eq(persons.profileId, profileId), eq(persons.active, true))),
    db.select().from(incomes).where(and(eq(incomes.profileId, profileId), eq(incomes.active, true))),
    db.select().from(locations).where(and(eq(locations.profileId, profileId), eq(locations.active, true))),
    loadRecords(db, profileId),
  ]);
  const facts = (type: 'C' | 'S', owner: Owner): PersonFacts | null => {
    const person = people.find((p) => p.type === type);
    if (!person) return null;
    const current = incomeRows.filter((i) => i.clientId === person.id && i.age == null);
    const wages = current.length ? current.reduce((s, i) => s + i.annualPreTax, 0) : person.annualPreTax ?? 0;
    return { person, owner, age: ageOn(person.dateOfBirth, today), wages };
  };
  const client = facts('C', 'CL');
  const spouse = profile.spouse ? facts('S', 'SP') : null;
  const records = <K extends keyof RecordsByKind>(kind: K) =>
    recordRows.filter((r) => r.kind === kind && r.active).map((r) => ({ ...r.data, id: r.id }) as RecordsByKind[K] & { id: number });
  const ownerOf = (personId: unknown): PersonFacts | null =>
    [client, spouse].find((f) => f?.person.id === personId) ?? null;
  const byOwner = (owner: unknown): PersonFacts | null => (owner === 'SP' ? spouse : client);
  return { profile, client, spouse, incomes: incomeRows, locations: locationRows, records, ownerOf, byOwner, year: Number(today.slice(0, 4)) };
}

export type PlanFacts = Awaited<ReturnType<typeof loadPlanFacts>>;

const PRE_TAX = new Set(['PRE', 'HSA']);

/** A payroll or plan election's yearly amount: a fixed amount, else a percentage of the owner's pay. */
export function electionAmount(election: Pick<Election, 'contributionAmount' | 'contributionPercent' | 'type'>, owner: PersonFacts | null) {
  const amount = election.contributionAmount != null
    ? Number(election.contributionAmount)
    : election.contributionPercent != null ? ((owner?.wages ?? 0) * Number(election.contributionPercent)) / 100 : 0;
  const rounded = Math.round(amount * 100) / 100;
  return PRE_TAX.has(election.type ?? '') ? { preTax: rounded, postTax: 0 } : { preTax: 0, postTax: rounded };
}
