import { and, eq, inArray } from 'drizzle-orm';
import { personSchema, type Person } from '@portal/shared/contract';
import { ageOn, defaultRetirementAge, lifeExpectancyRule } from '@portal/shared/validation';
import type { Db, Tx } from '../../db/client';
import { incomes, persons, planRecords } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { assertNotReferenced } from './references';
import { touchProfile } from './touchProfile';
import { listChanges, rowChanges } from '../../lib/diff';
import { Problems, sameProfile } from './validation';

type PersonRow = typeof persons.$inferSelect;
const OWNER_OF: Record<string, string> = { C: 'CL', S: 'SP' };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/client/clients: the client (C) and spouse (S) of one plan, saved in one transaction. Each row is
 * checked with personSchema and the life-expectancy rule (an empty birth date fails it); a plan holds at most
 * one C and one S. Answers every person of the plan, C then S.
 */
export async function savePersons(db: Db, body: unknown[], profileId: number, userId: number) {
  const problems = new Problems();
  const year = new Date().getUTCFullYear();
  const rows = body.map((raw, i) => {
    const row = problems.parse(personSchema, raw, i);
    const r = (raw ?? {}) as { lifeExpectancy?: unknown; dateOfBirth?: unknown };
    const le = typeof r.lifeExpectancy === 'number' ? r.lifeExpectancy : r.lifeExpectancy == null ? 100 : NaN;
    const dob = typeof r.dateOfBirth === 'string' ? r.dateOfBirth : null;
    if (!Number.isNaN(le)) {
      const bad = lifeExpectancyRule('Life Expectancy', le, dob, year);
      if (bad) problems.add(`${i}.lifeExpectancy`, bad);
    }
    return row;
  });
  sameProfile(problems, rows, profileId);
  problems.throwIfAny();

  return db.transaction(async (tx) => {
    const existing = await tx.select().from(persons).where(eq(persons.profileId, profileId));
    const byId = new Map(existing.map((p) => [p.id, p]));
    rows.forEach((row, i) => {
      if (row!.id != null && !byId.has(row!.id)) throw notFound(`Person ${row!.id}`);
      // At most one client and one spouse: count the plan as it will be after this save.
      const others = [...existing.filter((p) => !rows.some((r) => r!.id === p.id)), ...rows.filter((_, j) => j !== i)];
      if (others.some((p) => p!.type === row!.type)) {
        problems.add(`${i}.type`, row!.type === 'C' ? 'A plan has only one client' : 'A plan has only one spouse');
      }
    });
    problems.throwIfAny();

    const savedIds: number[] = [];
    for (const row of rows) {
      const { id, ...rest } = withRetirementAge(row!);
      const fields = { ...rest, profileId } as typeof persons.$inferInsert;
      if (id != null) {
        await tx.update(persons).set(fields).where(eq(persons.id, id));
        savedIds.push(id);
      } else {
        const [created] = await tx.insert(persons).values(fields).returning({ id: persons.id });
        savedIds.push(created.id);
      }
    }
    const after = await tx.select().from(persons).where(eq(persons.profileId, profileId));
    const touched = after.filter((p) => !byId.has(p.id) || rows.some((r) => r!.id === p.id));
    const before = existing.filter((p) => touched.some((t) => t.id === p.id));
    await incomeFromPay(tx, profileId, touched, byId);
    const version = await touchProfile(tx, profileId, { userId, description: 'Client information saved', area: 'people', changes: listChanges(before, touched) });
    // The rows saved, in the order sent, and the plan version they made.
    return { rows: savedIds.map((id) => after.find((p) => p.id === id)!), version };
  });
}

/**
 * Annual Pre-Tax Income (and Monthly Take-Home Pay) entered with the person (onboarding step 1) becomes their current employment income, a
 * real income record the projection reads and the income screens show and edit: created when the person has no
 * income yet; when their only current income still holds the pay entered before, it follows the new figure.
 * Retired people get none.
 */
/** Pay frequency code of a monthly pay period. */
const MONTHLY = 12;

async function incomeFromPay(tx: Tx, profileId: number, saved: PersonRow[], before: Map<number, PersonRow>) {
  const rows = await tx.select().from(incomes).where(eq(incomes.profileId, profileId));
  for (const p of saved) {
    const pay = p.annualPreTax ?? 0;
    if (p.employmentStatus === 'RT' || pay <= 0) continue;
    const own = rows.filter((r) => r.clientId === p.id);
    // The monthly take-home pay entered with the person goes with it, as a monthly pay period (12 a year).
    const takeHome = p.monthlyTakeHome ?? 0;
    const takeHomeFields = takeHome > 0 ? { takeHomePay: takeHome, frequency: MONTHLY } : {};
    if (own.length === 0) {
      await tx.insert(incomes).values({ profileId, clientId: p.id, annualPreTax: pay, description: 'Current pay', ...takeHomeFields });
      continue;
    }
    const current = own.filter((r) => r.active && r.age == null);
    const was = before.get(p.id);
    const previous = was?.annualPreTax ?? null;
    if (own.length === 1 && current.length === 1 && previous !== null && current[0].annualPreTax === previous && previous !== pay) {
      await tx.update(incomes).set({ annualPreTax: pay }).where(eq(incomes.id, current[0].id));
    }
    // The take-home pay follows too while the income still holds what was carried over (or nothing yet).
    const previousTakeHome = was?.monthlyTakeHome ?? null;
    const heldTakeHome = current[0]?.takeHomePay ?? 0;
    if (own.length === 1 && current.length === 1 && takeHome > 0 && takeHome !== previousTakeHome
      && (heldTakeHome === 0 || (heldTakeHome === previousTakeHome && current[0].frequency === MONTHLY))) {
      await tx.update(incomes).set(takeHomeFields).where(eq(incomes.id, current[0].id));
    }
  }
}

/** Not retired and no retirement age: the spec's default (65, or age + 1 at 65 or older). */
function withRetirementAge(p: Person): Person {
  if (p.retirementAge != null || p.employmentStatus === 'RT') return p;
  return { ...p, retirementAge: defaultRetirementAge(ageOn(p.dateOfBirth!, today())) };
}

/**
 * Removes a person and what is theirs alone: incomes (by the foreign key), their payroll elections and their
 * social security income; insurance naming them as insured keeps the policy without an insured.
 * Used when a profile is saved with the spouse flag off (spec document 1 section 4).
 */
export async function removePerson(tx: Db | Tx, person: PersonRow) {
  const records = await tx.select().from(planRecords)
    .where(and(eq(planRecords.profileId, person.profileId), inArray(planRecords.kind, ['election', 'social_security', 'insurance'])));
  const drop = records.filter((r) =>
    (r.kind === 'election' && r.data.clientId === person.id) || (r.kind === 'social_security' && r.data.ownerValue === OWNER_OF[person.type]));
  if (drop.length) await tx.delete(planRecords).where(inArray(planRecords.id, drop.map((r) => r.id)));
  for (const r of records.filter((x) => x.kind === 'insurance' && x.data.insuredId === person.id)) {
    await tx.update(planRecords).set({ data: { ...r.data, insuredId: null } }).where(eq(planRecords.id, r.id));
  }
  await tx.delete(persons).where(eq(persons.id, person.id));
}

/**
 * DELETE /api/client/clients/{id}: the spouse (or a client row) unless something refers to it (409).
 * The primary client cannot be removed from a plan that has one: delete the plan instead.
 */
export async function deletePerson(db: Db, id: number, userId: number) {
  await db.transaction(async (tx) => {
    const [person] = await tx.select().from(persons).where(eq(persons.id, id));
    if (!person) throw notFound('Person');
    if (person.type === 'C') throw conflict('The client of a plan cannot be deleted. Delete the plan instead.');
    await assertNotReferenced(tx, person.profileId, 'person', [id], ['Client Demographics']);
    await removePerson(tx, person);
    await touchProfile(tx, person.profileId, { userId, description: 'Spouse deleted', area: 'people', changes: rowChanges(person, null) });
  });
}

