import { messages } from './messages';

/** What a number field holds: money (dollars and cents), a percent, any number, or a whole number (ages, counts). */
export type NumberKind = 'money' | 'percent' | 'number' | 'whole';

export interface NumberInputRules {
  kind?: NumberKind;
  /** A leading minus is accepted only where the field allows it (default: not for money and whole numbers). */
  allowNegative?: boolean;
  /** An empty field is refused with '{label} is required' (never read as 0). */
  required?: boolean;
  /** The field's label, for the required message. */
  label?: string;
}

export type ParsedNumber = { ok: true; value: number | null } | { ok: false; message: string };

// Digits as people write them in the US: 14400, 14,400 (groups of three only), 14400.50, .5, 5.
const DIGITS = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?$|^\.\d+$/;
// Any blank a paste can bring (tabs, line breaks, no-break and thin spaces), around the text only.
const EDGE_BLANKS = /^[\s\u00a0\u2007\u202f]+|[\s\u00a0\u2007\u202f]+$/g;
const MULTIPLIER: Record<string, number> = { k: 1e3, m: 1e6 };

export const defaultAllowsNegative = (kind: NumberKind) => kind === 'number' || kind === 'percent';

/** Number of digits after the decimal point of a digit string ('14,400.5' → 1). */
const decimalsOf = (digits: string) => (digits.includes('.') ? digits.split('.')[1].length : 0);

/**
 * Reads what a person typed into a number field. Accepts `$14,400`, `14400.50`, `14.4k` and `1.2m` (money),
 * `5%` (percent), blanks around the text (a pasted cell), and a leading minus where the field allows it.
 * Refuses anything else with the spec's message, never guessing: `14,4OO`, `1,2,3`, `1e5`, `--5`, `abc`, `$145k`
 * outside money... An empty field is null, or '{label} is required' when the field is required.
 */
export function parseNumberInput(text: string, rules: NumberInputRules = {}): ParsedNumber {
  const kind = rules.kind ?? 'number';
  const allowNegative = rules.allowNegative ?? defaultAllowsNegative(kind);
  let t = text.replace(EDGE_BLANKS, '');
  if (t === '') return rules.required ? { ok: false, message: messages.required(rules.label ?? 'This field') } : { ok: true, value: null };
  const invalid: ParsedNumber = { ok: false, message: messages.number() };

  let negative = false;
  if (t.startsWith('-')) {
    negative = true;
    t = t.slice(1);
  }
  if (kind === 'money' && t.startsWith('$')) t = t.slice(1);
  let multiplier = 1;
  if (kind === 'money' && /[kKmM]$/.test(t)) {
    multiplier = MULTIPLIER[t.slice(-1).toLowerCase()];
    t = t.slice(0, -1);
  }
  if (kind === 'percent' && t.endsWith('%')) t = t.slice(0, -1);
  if (!DIGITS.test(t)) return invalid;

  const digits = t.replace(/,/g, '');
  let value = Number(digits) * multiplier;
  if (!Number.isFinite(value)) return invalid;
  if (multiplier !== 1) value = Math.round(value * 100) / 100;
  else if (kind === 'money' && decimalsOf(digits) > 2) return invalid; // dollars and cents: no silent rounding
  if (negative) value = -value;
  if (Object.is(value, -0)) value = 0;

  if (kind === 'whole' && !Number.isInteger(value)) return { ok: false, message: messages.wholeNumber() };
  if (value < 0 && !allowNegative) return { ok: false, message: messages.minValue(0) };
  return { ok: true, value };
}

/** How a number field shows its value when the person leaves it: money with thousands and cents ('14,400.00'). */
export function formatNumberInput(value: number | null | undefined, kind: NumberKind = 'number', decimals?: number): string {
  if (value == null || Number.isNaN(value)) return '';
  if (kind === 'money') return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (decimals !== undefined) return value.toFixed(decimals);
  return String(value);
}
