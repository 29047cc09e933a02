import { call, type AnyEndpoint, type ApiOptions } from '@portal/shared';
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

/** The calls of a record kind the API takes one at a time: `endpoints.records.<kind>`. */
export interface RecordCalls {
  save: AnyEndpoint;
  remove: AnyEndpoint;
}

/** The calls of a list the API takes as an array: `endpoints.people.<list>` (the save answers `{ rows, version }`). */
export interface ListCalls {
  save: AnyEndpoint;
  remove: AnyEndpoint;
}

/**
 * Saves a list of records that the API takes one at a time (debts, expenses, goals...): queued deletions first,
 * then the new and changed rows. Nothing is sent while a row breaks a rule. Returns true when every call worked.
 */
export async function saveRecordRows<T extends Identified>(
  list: RowList<T>, schema: SchemaLike<T>, profileId: number, calls: RecordCalls, errors: FormErrors, deleteOptions?: ApiOptions,
): Promise<SaveResult> {
  const toSave = validateRows(list, schema, profileId, errors);
  if (hasErrors(errors)) return 'invalid';
  let ok = true;
  for (const record of list.removed) {
    try {
      await call(calls.remove, { params: { id: record.id! } } as never, deleteOptions);
      list.markDeleted(record.id!);
    } catch {
      ok = false;
    }
  }
  for (const { row, record } of toSave) {
    try {
      const saved = (await call(calls.save, { body: record } as never)) as T;
      list.markSaved(row.rowKey, saved);
    } catch (e) {
      addServerErrors(e, errors, row.rowKey);
      ok = false;
    }
  }
  return ok ? 'ok' : 'failed';
}

/**
 * Saves a list the API takes as an array (incomes, locations, participants): DELETE with the removed rows as the
 * body, then one POST of the new and changed rows. The save answers the rows saved in the order sent, with their
 * ids, and the plan's new version: each row takes its answer at its place. Resolves to that version (null when
 * nothing was saved), or false when a call failed.
 */
export async function saveRowArray<T extends Identified>(
  list: RowList<T>, toSave: Array<{ row: EditRow<T>; record: T }>, calls: ListCalls, errors: FormErrors,
): Promise<{ ok: boolean; version: number | null; rows: T[] }> {
  let ok = true;
  let version: number | null = null;
  let rows: T[] = [];
  if (list.removed.length > 0) {
    try {
      await call(calls.remove, { body: list.removed } as never);
      for (const r of list.removed) list.markDeleted(r.id!);
    } catch {
      ok = false;
    }
  }
  if (toSave.length > 0) {
    try {
      const saved = (await call(calls.save, { body: toSave.map((s) => s.record) } as never)) as { rows: T[]; version: number };
      saved.rows.forEach((row, i) => list.markSaved(toSave[i].row.rowKey, row));
      ({ version, rows } = saved);
    } catch (e) {
      addServerErrors(e, errors, toSave.map((s) => s.row.rowKey));
      ok = false;
    }
  }
  return { ok, version, rows };
}
