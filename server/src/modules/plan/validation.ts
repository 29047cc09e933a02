import type { FastifyRequest } from 'fastify';
import type { ZodType, z } from 'zod';
import { fieldErrors, type FieldError } from '@portal/shared/validation';
import { HttpError } from '../../lib/errors';

/** A 400 in the same shape the error handler gives a zod failure: every bad field with its message. */
export function validationError(errors: FieldError[]) {
  return new HttpError(400, 'VALIDATION_ERROR', `Invalid ${[...new Set(errors.map((e) => e.field))].join(', ')}`, { errors });
}

/** Collects field errors from zod and from the spec's custom rules, so one 400 names every bad field. */
export class Problems {
  readonly list: FieldError[] = [];

  add(field: string, message: string) {
    this.list.push({ field, message });
  }

  /** Parses one value; records its issues (fields prefixed with `prefix.`) and returns the data or null. */
  parse<S extends ZodType>(schema: S, value: unknown, prefix?: string | number): z.output<S> | null {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    for (const e of fieldErrors(r.error)) {
      const field = prefix === undefined ? e.field : e.field === '(body)' ? String(prefix) : `${prefix}.${e.field}`;
      this.add(field, e.message);
    }
    return null;
  }

  throwIfAny() {
    if (this.list.length) throw validationError(this.list);
  }
}

/** The body as a non-empty list (multi-row saves and deletes), else a 400. */
export function bodyList(body: unknown, max = MAX_LIST_ROWS): unknown[] {
  if (!Array.isArray(body)) throw validationError([{ field: '(body)', message: 'must be a list of rows' }]);
  if (body.length > max) throw validationError([{ field: '(body)', message: `may not have more than ${max} rows` }]);
  return body;
}

/** Rows one list save or delete may carry: far above any plan's incomes, moves or people. */
export const MAX_LIST_ROWS = 200;

/** Largest id a serial column holds; a larger number can name no row (and would make the database throw). */
export const MAX_ID = 2_147_483_647;

/** A positive whole-number path parameter up to MAX_ID, else a 400 naming it. */
export function intParam(req: FastifyRequest, name: string): number {
  const raw = (req.params as Record<string, string | undefined>)[name];
  const n = Number(raw);
  if (!raw || !Number.isInteger(n) || n <= 0) throw validationError([{ field: name, message: 'must be a whole number' }]);
  if (n > MAX_ID) throw validationError([{ field: name, message: `must be a number less than or equal to ${MAX_ID}` }]);
  return n;
}

/**
 * Profile named by the first row of a list body ('body.0.profileId'), for the access guard. Every other row
 * must name the same profile: the handlers check that with `sameProfile`.
 */
export function firstRowProfileId(req: FastifyRequest): number | null {
  const rows = bodyList(req.body);
  if (rows.length === 0) throw validationError([{ field: '(body)', message: 'must contain at least one row' }]);
  const first = rows[0] as { profileId?: unknown } | null;
  const n = Number(first?.profileId);
  if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) throw validationError([{ field: '0.profileId', message: 'Profile is required' }]);
  return n;
}

/** Rows of one save must all belong to the profile the guard checked. */
export function sameProfile(problems: Problems, rows: Array<{ profileId: number } | null>, profileId: number) {
  rows.forEach((row, i) => {
    if (row && row.profileId !== profileId) problems.add(`${i}.profileId`, 'must be the same plan as the other rows');
  });
}
