import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireProfile } from '../../access/guard';
import type { Db, Tx } from '../../db/client';
import { incomes, locations, participants } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { MAX_ID, bodyList, validationError } from './validation';

/** Plan rows saved and deleted as lists (POST / DELETE /api/client/incomes, /locations, /participants). */
export const LIST_TABLES = { incomes, locations, participants } as const;
export type ListTable = keyof typeof LIST_TABLES;

/** DELETE bodies list ids, or the rows themselves (objects with an id). */
export function idsOf(body: unknown): number[] {
  const ids = bodyList(body).map((item, i) => {
    const n = Number(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item);
    if (!Number.isInteger(n) || n <= 0) throw validationError([{ field: `${i}.id`, message: 'must be a whole number' }]);
    if (n > MAX_ID) throw validationError([{ field: `${i}.id`, message: `must be a number less than or equal to ${MAX_ID}` }]);
    return n;
  });
  return [...new Set(ids)];
}

/** Owning profile of each id; an unknown id is a 404 (the whole delete is refused). */
export async function profilesOfRows(db: Db | Tx, table: ListTable, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const t = LIST_TABLES[table] as typeof incomes;
  const rows = await db.select({ id: t.id, profileId: t.profileId }).from(t).where(inArray(t.id, ids));
  if (rows.length !== ids.length) throw notFound('Row');
  return new Map(rows.map((r) => [r.id, r.profileId]));
}

/**
 * Access rule of a list delete: the caller needs write access to every plan the listed rows belong to.
 * Another advisor's rows answer 404 like any profile the caller cannot see.
 */
export const listDeleteAccess = (table: ListTable) => ({
  check: async (req: FastifyRequest) => {
    const owners = await profilesOfRows(req.server.db, table, idsOf(req.body));
    for (const profileId of new Set(owners.values())) await requireProfile(req, profileId, 'write');
  },
});

/**
 * Writes the rows of one list save inside the caller's transaction: every new row in one multi-row insert, each
 * changed row by id within the plan. A row deleted meanwhile is a 404 and rolls the whole save back (never an
 * acknowledged save that did not happen). Answers the saved rows in the order sent.
 */
export async function writeListRows<T extends ListTable>(
  tx: Tx, table: T, profileId: number, rows: Array<{ id?: number | null } & Record<string, unknown>>, label: string,
): Promise<Array<(typeof LIST_TABLES)[T]['$inferSelect']>> {
  const t = LIST_TABLES[table] as typeof incomes;
  const saved: Array<typeof incomes.$inferSelect> = new Array(rows.length);
  const fresh = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.id == null);
  if (fresh.length) {
    const inserted = await tx.insert(t).values(fresh.map(({ r: { id: _id, ...rest } }) => ({ ...rest, profileId }) as never)).returning();
    fresh.forEach(({ i }, k) => { saved[i] = inserted[k]; });
  }
  for (const [i, { id, ...rest }] of rows.entries()) {
    if (id == null) continue;
    const [row] = await tx.update(t).set({ ...rest, profileId } as never).where(and(eq(t.id, id), eq(t.profileId, profileId))).returning();
    if (!row) throw notFound(`${label} ${id}`);
    saved[i] = row;
  }
  return saved as never;
}

/** Deletes the listed rows of `table` in one statement; answers the rows deleted by profile (for the history). */
export async function deleteRows(tx: Db | Tx, table: ListTable, ids: number[]): Promise<Map<number, Array<Record<string, unknown>>>> {
  await profilesOfRows(tx, table, ids);
  const byProfile = new Map<number, Array<Record<string, unknown>>>();
  if (ids.length) {
    const t = LIST_TABLES[table] as typeof incomes;
    for (const row of await tx.delete(t).where(inArray(t.id, ids)).returning()) {
      byProfile.set(row.profileId, [...(byProfile.get(row.profileId) ?? []), row]);
    }
  }
  return byProfile;
}
