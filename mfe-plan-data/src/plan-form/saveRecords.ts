import { apiClient, type ApiOptions } from '@portal/shared';
import { addServerErrors, hasErrors, validateRecord, type FormErrors, type SchemaLike } from './formErrors';
import { stripRowKey, type EditRow, type RowList } from './useRowList';

type Identified = { id?: number | null };

/** Checks every row (all of them: some rules compare rows); the parsed changed rows come back when all pass. */
export function validateRows<T extends Identified>(
  list: RowList<T>, schema: SchemaLike<T>, profileId: number, errors: FormErrors,
): Array<{ row: EditRow<T>; record: T }> {
  const changedKeys = new Set(list.changed.map((r) => r.rowKey));
  const out: Array<{ row: EditRow<T>; record: T }> = [];
  for (const row of list.rows) {
    const record = validateRecord(schema, { ...stripRowKey(row), profileId }, row.rowKey, errors);
    if (record && changedKeys.has(row.rowKey)) out.push({ row, record });
  }
  return out;
}

/** ok: all saved; invalid: a rule failed and nothing was sent; failed: some calls failed. */
export type SaveResult = 'ok' | 'invalid' | 'failed';

export interface RecordEndpoint {
  /** POST path saving one record (returns it with its id). */
  post: string;
  /** DELETE path of one saved record. */
  del: (id: number) => string;
  deleteOptions?: ApiOptions;
}

/**
 * Saves a list of records that the API takes one at a time (debts, expenses, goals...): queued deletions first,
 * then the new and changed rows. Nothing is sent while a row breaks a rule. Returns true when every call worked.
 */
export async function saveRecordRows<T extends Identified>(
  list: RowList<T>, schema: SchemaLike<T>, profileId: number, endpoint: RecordEndpoint, errors: FormErrors,
): Promise<SaveResult> {
  const toSave = validateRows(list, schema, profileId, errors);
  if (hasErrors(errors)) return 'invalid';
  let ok = true;
  for (const record of list.removed) {
    try {
      await apiClient.del(endpoint.del(record.id!), undefined, endpoint.deleteOptions);
      list.markDeleted(record.id!);
    } catch {
      ok = false;
    }
  }
  for (const { row, record } of toSave) {
    try {
      const saved = await apiClient.post<T>(endpoint.post, record);
      list.markSaved(row.rowKey, saved);
    } catch (e) {
      addServerErrors(e, errors, row.rowKey);
      ok = false;
    }
  }
  return ok ? 'ok' : 'failed';
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || JSON.stringify(a) === JSON.stringify(b);

/**
 * Pairs each sent row with the row the server answered for it: by id for saved rows; for new rows, the first
 * answered row not known before whose fields equal what was sent (locations come back sorted, not in order).
 */
export function matchSaved<T extends Identified>(sent: T[], saved: T[], knownIds: Set<number>): Array<T | undefined> {
  const used = new Set<number>();
  const take = (i: number) => { used.add(i); return saved[i]; };
  const matched = sent.map((row) => {
    const i = saved.findIndex((s, j) => {
      if (used.has(j) || s.id == null) return false;
      if (row.id != null) return s.id === row.id;
      if (knownIds.has(s.id)) return false;
      return Object.entries(row).every(([k, v]) => k === 'id' || v === undefined || same(v, (s as Record<string, unknown>)[k]));
    });
    return i >= 0 ? take(i) : undefined;
  });
  // The server may fill defaults (0 for an empty amount): a new row still unmatched takes the answer at its place.
  return matched.map((hit, i) => {
    if (hit || sent[i].id != null) return hit;
    const s = saved[i];
    return s && s.id != null && !used.has(i) && !knownIds.has(s.id) ? take(i) : undefined;
  });
}

/**
 * Saves a list the API takes as an array (incomes, locations, participants): DELETE with the removed rows as the
 * body, then one POST of the new and changed rows.
 */
export async function saveRowArray<T extends Identified>(
  list: RowList<T>, toSave: Array<{ row: EditRow<T>; record: T }>, path: string, errors: FormErrors,
): Promise<boolean> {
  let ok = true;
  if (list.removed.length > 0) {
    try {
      await apiClient.del(path, list.removed);
      for (const r of list.removed) list.markDeleted(r.id!);
    } catch {
      ok = false;
    }
  }
  if (toSave.length > 0) {
    try {
      const sent = toSave.map((s) => s.record);
      const saved = await apiClient.post<T[]>(path, sent);
      const known = new Set(list.rows.map((r) => r.id).filter((id): id is number => id != null));
      matchSaved(sent, Array.isArray(saved) ? saved : [], known).forEach((hit, i) => {
        if (hit) list.markSaved(toSave[i].row.rowKey, hit);
      });
    } catch (e) {
      addServerErrors(e, errors, toSave.map((s) => s.row.rowKey));
      ok = false;
    }
  }
  return ok;
}
