import { z } from 'zod';
import { messages } from './messages';
import { pastDate as pastDateRule, validDate } from './rules';

/**
 * zod builders that carry the spec's messages, so the server's 400 and the UI's field
 * errors say the same words. `label` is the field name a person sees.
 */
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** No text field may hold a NUL character (PostgreSQL text cannot store it). */
export const NUL_MESSAGE = 'may not contain a NUL character';
export const noNul = (v: string) => !v.includes('\u0000');

export function requiredString(label: string, opts: { max?: number; min?: number } = {}) {
  let s = z.string({ error: (iss) => (blank(iss.input) ? messages.required(label) : messages.oneOf()) }).trim();
  s = s.min(1, { error: messages.required(label) }).refine(noNul, { error: NUL_MESSAGE });
  if (opts.min) s = s.min(opts.min, { error: messages.minLength(opts.min) });
  if (opts.max) s = s.max(opts.max, { error: messages.maxLength(opts.max) });
  return s;
}

export function optionalString(opts: { max?: number } = {}) {
  let s = z.string({ error: () => messages.oneOf() }).refine(noNul, { error: NUL_MESSAGE });
  if (opts.max) s = s.max(opts.max, { error: messages.maxLength(opts.max) });
  return s.nullish();
}

export function email(label = 'Email') {
  return z
    .string({ error: (iss) => (blank(iss.input) ? messages.required(label) : messages.email()) })
    .trim()
    .min(1, { error: messages.required(label) })
    .max(254, { error: messages.maxLength(254) })
    .refine(noNul, { error: NUL_MESSAGE })
    .email({ error: messages.email() });
}

interface NumberOpts { min?: number; max?: number; int?: boolean }

function numberOf(label: string, required: boolean, opts: NumberOpts) {
  let n = z.number({
    error: (iss) => (blank(iss.input) && required ? messages.required(label) : messages.number()),
  });
  if (opts.int) n = n.int({ error: messages.wholeNumber() });
  if (opts.min !== undefined) n = n.min(opts.min, { error: messages.minValue(opts.min) });
  // A whole number always lands in an integer column: never beyond what it holds.
  const max = opts.max ?? (opts.int ? MAX_INT : undefined);
  if (max !== undefined) n = n.max(max, { error: messages.maxValue(max) });
  return n;
}

export function requiredNumber(label: string, opts: NumberOpts = {}) {
  return numberOf(label, true, opts);
}

export function optionalNumber(opts: NumberOpts = {}) {
  return numberOf('', false, opts).nullish();
}

/** A money amount: a number, 0 or more unless `allowNegative`. */
export function money(opts: { allowNegative?: boolean; max?: number } = {}) {
  return optionalNumber({ min: opts.allowNegative ? undefined : 0, max: opts.max ?? 1_000_000_000 });
}

export function codeOf<const T extends readonly [string, ...string[]]>(label: string, values: T, required = true) {
  const e = z.enum(values, { error: (iss) => (blank(iss.input) ? messages.required(label) : messages.oneOf()) });
  return required ? e : e.nullish();
}

/** An ISO date (yyyy-mm-dd...) that passes the spec's valid-date rule, optionally not in the future. */
export function dateField(label: string, opts: { required?: boolean; past?: boolean; today?: () => string } = {}) {
  const today = opts.today ?? (() => new Date().toISOString().slice(0, 10));
  const base = z
    .string({ error: (iss) => (blank(iss.input) ? messages.required(label) : messages.validDate()) })
    .superRefine((v, ctx) => {
      if (v === '') {
        if (opts.required) ctx.addIssue({ code: 'custom', message: messages.required(label) });
        return;
      }
      const bad = validDate(v) ?? (opts.past ? pastDateRule(v, today()) : null);
      if (bad) ctx.addIssue({ code: 'custom', message: bad });
    });
  return opts.required ? base : base.nullish();
}

export interface FieldError { field: string; message: string }

/** Flattens a zod error into `{ field, message }` pairs, field as a dotted path ('client.firstName', 'items.0.age'). */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
}

/** Largest id a database integer column holds; larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;
/** Largest whole number any integer column holds (sequences, orders, counts). */
export const MAX_INT = 2_147_483_647;

/** A record id in a body: a whole number from 1 to MAX_ID. */
export function dbId(requiredMessage?: string) {
  return z.number({ error: (iss) => (blank(iss.input) && requiredMessage ? requiredMessage : messages.wholeNumber()) })
    .int({ error: messages.wholeNumber() })
    .min(1, { error: requiredMessage ?? messages.minValue(1) })
    .max(MAX_ID, { error: messages.maxValue(MAX_ID) });
}

/** A record id in a path or form field (text), coerced: a whole number from 1 to MAX_ID. */
export function dbIdParam(requiredMessage?: string) {
  return z.coerce.number({ error: messages.wholeNumber() })
    .int({ error: messages.wholeNumber() })
    .min(1, { error: requiredMessage ?? messages.minValue(1) })
    .max(MAX_ID, { error: messages.maxValue(MAX_ID) });
}

/** A whole number stored in an integer column (a sequence, an order): 0 to MAX_INT unless told otherwise. */
export function dbInt(opts: { min?: number; max?: number } = {}) {
  return z.number({ error: messages.wholeNumber() }).int({ error: messages.wholeNumber() })
    .min(opts.min ?? 0, { error: messages.minValue(opts.min ?? 0) })
    .max(opts.max ?? MAX_INT, { error: messages.maxValue(opts.max ?? MAX_INT) });
}

/** A list bounded by `max` items (a real plan never comes near; one request cannot stall the server). */
export function boundedArray<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max, { error: `may not have more than ${max} items` });
}
