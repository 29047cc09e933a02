import { eq } from 'drizzle-orm';
import { incomeSchema, type Income } from '@portal/shared/contract';
import { duplicateYears, messages } from '@portal/shared/validation';
import type { Db } from '../../db/client';
import { incomes, persons } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { sortIncomes } from './aggregate';
import { deleteRows, writeListRows } from './listRows';
import { touchProfile } from './touchProfile';
import { listChanges } from '../../lib/diff';
import { Problems, sameProfile } from './validation';

type IncomeRow = typeof incomes.$inferSelect;

/**
 * GET /api/client/incomes/all/inactive/{profileId}: every employment income, inactive ones too, the client's
 * then the spouse's (spec: "kept separately and sorted"), each person's current income (age null) first,
 * then later incomes by age. Each row also names its person's type (`personType` C or S).
 */
export async function listIncomes(db: Db, profileId: number) {
  const [rows, people] = await Promise.all([
    db.select().from(incomes).where(eq(incomes.profileId, profileId)),
    db.select().from(persons).where(eq(persons.profileId, profileId)),
  ]);
  const typeOf = new Map(people.map((p) => [p.id, p.type]));
  return sortIncomes(rows, people).map((r) => ({ ...r, personType: typeOf.get(r.clientId) ?? null }));
}

/**
 * POST /api/client/incomes: a list of incomes of one plan in one transaction. Each names a person of the plan;
 * a person's active later incomes may not start at the same age ('May not include duplicate years').
 * Answers the saved rows in the order sent.
 */
export async function saveIncomes(db: Db, body: unknown[], profileId: number, userId: number, description = 'Income saved') {
  const problems = new Problems();
  const rows = body.map((raw, i) => problems.parse(incomeSchema, raw, i));
  sameProfile(problems, rows, profileId);
  const [people, existing] = await Promise.all([
    db.select({ id: persons.id }).from(persons).where(eq(persons.profileId, profileId)),
    db.select().from(incomes).where(eq(incomes.profileId, profileId)),
  ]);
  rows.forEach((row, i) => {
    if (row && !people.some((p) => p.id === row.clientId)) problems.add(`${i}.clientId`, messages.oneOf());
  });
  if (rows.every(Boolean)) checkDuplicateYears(rows as Income[], existing, problems);
  problems.throwIfAny();

  return db.transaction(async (tx) => {
    const fields = (rows as Income[]).map((row) => {
      if (row.id != null && !existing.some((e) => e.id === row.id)) throw notFound(`Income ${row.id}`);
      return { ...row, annualPreTax: row.annualPreTax ?? 0, takeHomePay: row.takeHomePay ?? 0 };
    });
    const saved: IncomeRow[] = await writeListRows(tx, 'incomes', profileId, fields, 'Income');
    const before = existing.filter((e) => saved.some((s) => s.id === e.id));
    const version = await touchProfile(tx, profileId, { userId, description, area: 'incomes', changes: listChanges(before, saved) });
    return { rows: saved, version };
  });
}

/** Per person, over the plan as it will be after the save: rows sent are flagged, on their age field. */
function checkDuplicateYears(rows: Income[], existing: IncomeRow[], problems: Problems) {
  const kept = existing.filter((e) => !rows.some((r) => r.id === e.id));
  for (const clientId of new Set(rows.map((r) => r.clientId))) {
    const mine = kept.filter((e) => e.clientId === clientId);
    const sent = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.clientId === clientId);
    const all = [...mine.map((e) => ({ active: e.active, age: e.age })), ...sent.map(({ r }) => ({ active: r.active, age: r.age }))];
    for (const bad of duplicateYears(all)) {
      if (bad >= mine.length) problems.add(`${sent[bad - mine.length].i}.age`, messages.duplicateYears());
    }
  }
}

/** DELETE /api/client/incomes: the listed incomes (ids or rows), one transaction. */
export async function deleteIncomes(db: Db, ids: number[], userId: number) {
  await db.transaction(async (tx) => {
    for (const [profileId, rows] of await deleteRows(tx, 'incomes', ids)) {
      await touchProfile(tx, profileId, { userId, description: 'Income deleted', area: 'incomes', changes: listChanges(rows, []) });
    }
  });
}
