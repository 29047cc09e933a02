import { fieldErrors, isApiError } from '@portal/shared';

/** Messages shown under fields, keyed by `<scope>.<field>` (scope: a row key or a section name). */
export type FormErrors = Record<string, string>;

type ZodErrorLike = Parameters<typeof fieldErrors>[0];

/** The part of a zod schema this glue needs (the remote imports no zod of its own). */
export interface SchemaLike<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: ZodErrorLike };
}

export const errorKey = (scope: string, field: string) => `${scope}.${field}`;

/** Adds `message` under `key` unless the field already shows one (the first problem is the one to fix). */
export function addError(errors: FormErrors, key: string, message: string): void {
  if (!(key in errors)) errors[key] = message;
}

/**
 * Checks a record with its contract schema (the server runs the same one). The messages land in `errors` under
 * `<scope>.<field>`; the parsed record (defaults applied, unknown keys dropped) is returned when it passes.
 */
export function validateRecord<T>(schema: SchemaLike<T>, value: unknown, scope: string, errors: FormErrors): T | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const e of fieldErrors(result.error)) addError(errors, errorKey(scope, e.field), e.message);
  return null;
}

/**
 * Field messages of a server 400 (`errors: [{ field, message }]`) under the scope of the record they belong to.
 * For an array body the field starts with the row index ('0.firstName'): `scopes` maps indexes to row keys.
 * Returns true when the error carried field messages.
 */
export function addServerErrors(error: unknown, errors: FormErrors, scope: string | string[]): boolean {
  if (!isApiError(error)) return false;
  const byField = error.fieldErrors();
  const fields = Object.keys(byField);
  for (const field of fields) {
    if (Array.isArray(scope)) {
      const [index, ...rest] = field.split('.');
      const rowScope = scope[Number(index)];
      if (rowScope !== undefined && rest.length > 0) addError(errors, errorKey(rowScope, rest.join('.')), byField[field]);
      else addError(errors, errorKey(scope[0] ?? 'form', field), byField[field]);
    } else {
      addError(errors, errorKey(scope, field), byField[field]);
    }
  }
  return fields.length > 0;
}

export const hasErrors = (errors: FormErrors) => Object.keys(errors).length > 0;

/** The errors of one scope, keyed by bare field name: what a row's fields read. */
export function errorsOf(errors: FormErrors, scope: string): Record<string, string> {
  const prefix = `${scope}.`;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
  return out;
}
