import { and, asc, eq } from 'drizzle-orm';
import type { PlanVersionSuccess } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { type incomes, planEvents, planRecords, planVersionResults } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/errors';
import { KIND_BY_AREA, LIST_AREAS, restorable } from '../plan/historyList';
import { toRecord, saveRecord } from '../plan/records';
import type { FieldChange } from '../../lib/diff';

export { listHistory } from '../plan/historyList';

/** Probability of success of each plan version the engine has computed, oldest first. */
export async function successByVersion(db: Db, profileId: number): Promise<PlanVersionSuccess[]> {
  const rows = await db.select().from(planVersionResults).where(eq(planVersionResults.profileId, profileId)).orderBy(asc(planVersionResults.version));
  return rows.map((r) => ({ version: r.version, probabilityOfSuccess: r.probabilityOfSuccess, computedAt: r.computedAt.toISOString() }));
}

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let cur: Record<string, unknown> = target;
  parts.slice(0, -1).forEach((p, i) => {
    if (cur[p] == null || typeof cur[p] !== 'object') cur[p] = /^\d+$/.test(parts[i + 1]) ? [] : {};
    cur = cur[p] as Record<string, unknown>;
  });
  cur[parts[parts.length - 1]] = value;
}

/** The row with this entry's earlier values put back; a deleted row comes back without its old id (saved as new). */
function restoredRow(current: Record<string, unknown> | null, changes: FieldChange[]) {
  const row: Record<string, unknown> = current ? structuredClone(current) : {};
  for (const c of changes) setPath(row, c.field, c.before);
  if (!current) delete row.id;
  return row;
}

/**
 * POST /api/client/history/{profileId}/restore/{eventId}: saves the entry's records again with the values they
 * had before it, through the same save (validation, history entry, plan version) as an edit on the page.
 */
export async function restoreEntry(db: Db, profileId: number, eventId: number, userId: number) {
  const [event] = await db.select().from(planEvents).where(and(eq(planEvents.id, eventId), eq(planEvents.profileId, profileId)));
  if (!event) throw notFound('History entry');
  const changes = (event.changes ?? []) as unknown as FieldChange[];
  if (!restorable(event.area, changes)) throw new HttpError(409, 'NOT_RESTORABLE', 'This change has no earlier values to restore.');
  const byRecord = new Map<number, FieldChange[]>();
  for (const c of changes) if (c.recordId != null) byRecord.set(c.recordId, [...(byRecord.get(c.recordId) ?? []), c]);
  const area = event.area!;
  const kind = KIND_BY_AREA.get(area);
  const wanted = [...byRecord].filter(([, list]) => list.some((c) => c.before !== null)); // rows the entry only created have nothing earlier
  if (kind) {
    // A record kind's entry names one record (saveRecord writes one per call).
    const [[recordId, list]] = wanted;
    const [row] = await db.select().from(planRecords).where(and(eq(planRecords.id, recordId), eq(planRecords.kind, kind.kind), eq(planRecords.profileId, profileId)));
    return [await saveRecord(db, kind, { ...restoredRow(row ? toRecord(row) : null, list), profileId }, profileId, userId, `${kind.label} restored`)];
  }
  const def = LIST_AREAS[area as keyof typeof LIST_AREAS];
  const t = def.table as typeof incomes;
  const bodies = [];
  for (const [recordId, list] of wanted) {
    const [row] = await db.select().from(t).where(and(eq(t.id, recordId), eq(t.profileId, profileId)));
    const { createdAt: _c, updatedAt: _u, ...current } = (row ?? {}) as Record<string, unknown>;
    bodies.push({ ...restoredRow(row ? current : null, list), profileId });
  }
  // All rows of the entry in one save: one transaction, one history entry.
  const restored = await def.save(db, bodies, profileId, userId, `${def.label} restored`);
  return restored.rows;
}
