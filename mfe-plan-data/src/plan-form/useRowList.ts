import { useCallback, useMemo, useState } from 'react';

/** A row being edited: the record plus a key that stays the same while it is new (no id yet). */
export type EditRow<T> = T & { rowKey: string };

type Identified = { id?: number | null };

let counter = 0;
export const newRowKey = () => `new-${++counter}`;

export function stripRowKey<T>(row: EditRow<T>): T {
  const { rowKey: _rowKey, ...rest } = row;
  return rest as T;
}

export interface RowListState<T> {
  rows: EditRow<T>[];
  /** Saved rows the person removed: deleted on the next save (spec document 1 section 4). */
  removed: T[];
  /** Each saved record as last read from the server (JSON), to tell changed rows from untouched ones. */
  baseline: Record<number, string>;
}

const snapshot = (record: unknown) => JSON.stringify(record);

/** Pure transitions of a row list, kept apart from React so they can be tested on their own. */
export const rowListOps = {
  init<T extends Identified>(records: T[]): RowListState<T> {
    const baseline: Record<number, string> = {};
    for (const r of records) if (r.id != null) baseline[r.id] = snapshot(r);
    return { rows: records.map((r) => ({ ...r, rowKey: r.id != null ? `id-${r.id}` : newRowKey() })), removed: [], baseline };
  },
  add<T>(s: RowListState<T>, row: T): RowListState<T> {
    return { ...s, rows: [...s.rows, { ...row, rowKey: newRowKey() }] };
  },
  update<T>(s: RowListState<T>, rowKey: string, patch: Partial<T>): RowListState<T> {
    return { ...s, rows: s.rows.map((r) => (r.rowKey === rowKey ? { ...r, ...patch } : r)) };
  },
  /** A saved row (with an id) is queued for deletion; a new row is simply dropped. */
  remove<T extends Identified>(s: RowListState<T>, rowKey: string): RowListState<T> {
    const row = s.rows.find((r) => r.rowKey === rowKey);
    if (!row) return s;
    const removed = row.id != null ? [...s.removed, stripRowKey(row)] : s.removed;
    return { ...s, rows: s.rows.filter((r) => r.rowKey !== rowKey), removed };
  },
  move<T>(s: RowListState<T>, rowKey: string, by: -1 | 1): RowListState<T> {
    const i = s.rows.findIndex((r) => r.rowKey === rowKey);
    const j = i + by;
    if (i < 0 || j < 0 || j >= s.rows.length) return s;
    const rows = [...s.rows];
    [rows[i], rows[j]] = [rows[j], rows[i]];
    return { ...s, rows };
  },
  /** A row the server saved: it now has an id, and is the new baseline. */
  markSaved<T extends Identified>(s: RowListState<T>, rowKey: string, saved: T): RowListState<T> {
    const baseline = saved.id != null ? { ...s.baseline, [saved.id]: snapshot(saved) } : s.baseline;
    return { ...s, rows: s.rows.map((r) => (r.rowKey === rowKey ? { ...saved, rowKey } : r)), baseline };
  },
  /** A queued deletion the server carried out. */
  markDeleted<T extends Identified>(s: RowListState<T>, id: number): RowListState<T> {
    return { ...s, removed: s.removed.filter((r) => r.id !== id) };
  },
  /** Rows that are new or differ from what was last saved. */
  changed<T extends Identified>(s: RowListState<T>): EditRow<T>[] {
    return s.rows.filter((r) => r.id == null || s.baseline[r.id] !== snapshot(stripRowKey(r)));
  },
  dirty<T extends Identified>(s: RowListState<T>): boolean {
    return s.removed.length > 0 || rowListOps.changed(s).length > 0;
  },
};

export interface RowList<T> {
  rows: EditRow<T>[];
  removed: T[];
  /** New or changed rows. */
  changed: EditRow<T>[];
  dirty: boolean;
  add: (row: T) => void;
  update: (rowKey: string, patch: Partial<T>) => void;
  remove: (rowKey: string) => void;
  move: (rowKey: string, by: -1 | 1) => void;
  markSaved: (rowKey: string, saved: T) => void;
  markDeleted: (id: number) => void;
  /** Starts over from saved records (after a save, or when the plan changes). */
  reset: (records: T[]) => void;
}

/** Edit state of a list of plan records (incomes, debts, goals...). */
export function useRowList<T extends Identified>(records: T[]): RowList<T> {
  const [state, setState] = useState(() => rowListOps.init(records));
  const add = useCallback((row: T) => setState((s) => rowListOps.add(s, row)), []);
  const update = useCallback((rowKey: string, patch: Partial<T>) => setState((s) => rowListOps.update(s, rowKey, patch)), []);
  const remove = useCallback((rowKey: string) => setState((s) => rowListOps.remove(s, rowKey)), []);
  const move = useCallback((rowKey: string, by: -1 | 1) => setState((s) => rowListOps.move(s, rowKey, by)), []);
  const markSaved = useCallback((rowKey: string, saved: T) => setState((s) => rowListOps.markSaved(s, rowKey, saved)), []);
  const markDeleted = useCallback((id: number) => setState((s) => rowListOps.markDeleted(s, id)), []);
  const reset = useCallback((next: T[]) => setState(rowListOps.init(next)), []);
  const changed = useMemo(() => rowListOps.changed(state), [state]);
  return {
    rows: state.rows, removed: state.removed, changed, dirty: state.removed.length > 0 || changed.length > 0,
    add, update, remove, move, markSaved, markDeleted, reset,
  };
}
