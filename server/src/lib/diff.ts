/** One field of one record changed by a plan change: stored in plan_events.changes. */
export interface FieldChange {
  /** The row changed (null for plan-level values such as settings). */
  recordId: number | null;
  /** A name a person recognises the row by (an income's name, a person's first name), when it has one. */
  record: string | null;
  /** Dotted path of the field, e.g. `annualPreTax` or `matchTiers.0.matchPercentage`. */
  field: string;
  before: unknown;
  after: unknown;
}

/** Bookkeeping columns that every save changes or that never change: not part of a plan's history. */
const IGNORED = new Set(['id', 'profileId', 'createdAt', 'updatedAt', 'version', 'personType', 'permissions']);
/** A change list is bounded: a save that rewrites more fields than this keeps the first ones. */
export const MAX_CHANGES = 200;
const MAX_TEXT = 500;

type Obj = Record<string, unknown>;

function flatten(value: unknown, prefix: string, out: Map<string, unknown>) {
  if (value instanceof Date) {
    out.set(prefix, value.toISOString());
  } else if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
    value.forEach((v, i) => flatten(v, `${prefix}.${i}`, out));
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Obj)) {
      if (!prefix && IGNORED.has(k)) continue;
      flatten(v, prefix ? `${prefix}.${k}` : k, out);
    }
  } else {
    out.set(prefix, value);
  }
}

/** Long texts (a disclosure, an action's JSON value) are kept shortened: history shows that they changed. */
function stored(v: unknown): unknown {
  if (v === undefined || v === '') return null;
  if (typeof v === 'string' && v.length > MAX_TEXT) return `${v.slice(0, MAX_TEXT)}…`;
  if (Array.isArray(v)) return JSON.parse(JSON.stringify(v)) as unknown;
  return v;
}

const same = (a: unknown, b: unknown) => JSON.stringify(stored(a)) === JSON.stringify(stored(b));

/** The name of a row for the history list. */
export function recordName(row: Obj | null | undefined): string | null {
  if (!row) return null;
  const first = row.firstName ?? row.name ?? row.description ?? row.title;
  if (typeof first === 'string' && first.trim()) {
    return typeof row.lastName === 'string' && row.firstName ? `${first} ${row.lastName}`.trim() : first.trim();
  }
  return null;
}

/**
 * Field-level differences between a row before and after a change. A created row lists its fields with
 * `before` null; a deleted one with `after` null.
 */
export function rowChanges(before: Obj | null | undefined, after: Obj | null | undefined, recordId?: number | null): FieldChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  if (before) flatten(before, '', a);
  if (after) flatten(after, '', b);
  const id = recordId ?? (after?.id as number | undefined) ?? (before?.id as number | undefined) ?? null;
  const record = recordName(after) ?? recordName(before);
  const out: FieldChange[] = [];
  for (const field of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(field);
    const y = b.get(field);
    if (same(x, y)) continue;
    out.push({ recordId: id, record, field, before: before ? stored(x) : null, after: after ? stored(y) : null });
  }
  return out;
}

/**
 * Changes of many rows matched by id: `before` holds the rows the change touched as they were (rows only in
 * `after` were created, rows only in `before` were deleted).
 */
export function listChanges(before: Obj[], after: Obj[]): FieldChange[] {
  const old = new Map(before.map((r) => [r.id as number, r]));
  const out: FieldChange[] = [];
  for (const row of after) {
    out.push(...rowChanges(old.get(row.id as number) ?? null, row));
    old.delete(row.id as number);
  }
  for (const gone of old.values()) out.push(...rowChanges(gone, null));
  return out.slice(0, MAX_CHANGES);
}
