import { z } from 'zod';
import { messages } from './messages';
import { pastDate as pastDateRule, validDate } from './rules';

/**
 * zod builders that carry the spec's messages, so the server's 400 and the UI's field
 * errors say the same words. `label` is the field name a person sees.
 */
const blank = (v: unknown) => v === undefined || v === null || v === '';

export function requiredString(label: string, opts: { max?: number; min?: number } = {}) {
  let s = z.string({ error: (iss) => (blank(iss.input) ? messages.required(label) : messages.oneOf()) }).trim();
  s = s.min(1, { error: messages.required(label) });
  if (opts.min) s = s.min(opts.min, { error: messages.minLength(opts.min) });
  if (opts.max) s = s.max(opts.max, { error: messages.maxLength(opts.max) });
  return s;
}

export function optionalString(opts: { max?: number } = {}) {
  let s = z.string({ error: () => messages.oneOf() });
  if (opts.max) s = s.max(opts.max, { error: messages.maxLength(opts.max) });
  return s.nullish();
}

export function email(label = 'Email') {
  return z
    .string({ error: (iss) => (blank(iss.input) ? messages.required(label) : messages.email()) })
    .trim()
    .min(1, { error: messages.required(label) })
    .max(254, { error: messages.maxLength(254) })
    .email({ error: messages.email() });
}

interface NumberOpts { min?: number; max?: number; int?: boolean }

function numberOf(label: string, required: boolean, opts: NumberOpts) {
  let n = z.number({
    error: (iss) => (blank(iss.input) && required ? messages.required(label) : messages.number()),
  });
  if (opts.int) n = n.int({ error: messages.wholeNumber() });
  if (opts.min !== undefined) n = n.min(opts.min, { error: messages.minValue(opts.min) });
  if (opts.max !== undefined) n = n.max(opts.max, { error: messages.maxValue(opts.max) });
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
