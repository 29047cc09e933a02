import { MAX_IMPORT_FILE_CHARS } from '@portal/shared/contract';
import { InputError } from './types';

/** Largest file a run reads (characters); statements of a few thousand positions are far below it. */
export const MAX_FILE_CHARS = MAX_IMPORT_FILE_CHARS;
export const MAX_ACCOUNTS = 200;
export const MAX_HOLDINGS = 2_000;
export const MAX_CONTACTS = 5_000;

/**
 * Text from a file, made safe to keep and to export later: control characters removed, length bounded, and a
 * value a spreadsheet would run as a formula (= + - @ at the start) prefixed with an apostrophe.
 */
export function safeText(raw: unknown, max = 100): string {
  // eslint-disable-next-line no-control-regex
  let s = String(raw ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return s.slice(0, max).trim();
}

export function optionalText(raw: unknown, max = 100): string | null {
  const s = safeText(raw, max);
  return s ? s : null;
}

/** A money or quantity figure: "1,234.50", "$1,234.50", "(12.00)" (negative), "12%"; blank is null. */
export function numberOf(raw: unknown, field: string): number | null {
  if (raw == null) return null;
  let s = String(raw).trim();
  if (!s || s === '--' || s.toLowerCase() === 'n/a') return null;
  let sign = 1;
  if (/^\(.*\)$/.test(s)) {
    sign = -1;
    s = s.slice(1, -1);
  }
  s = s.replace(/[$,\s]/g, '').replace(/%$/, '');
  const n = Number(s);
  if (!Number.isFinite(n) || Math.abs(n) > 1e12) throw new InputError(field, `"${safeText(raw, 30)}" is not a number`);
  return Math.round(sign * n * 1e6) / 1e6;
}

export const money = (n: number) => Math.round(n * 100) / 100;

/** yyyy-mm-dd from yyyymmdd[hhmmss...], yyyy-mm-dd or m/d/yyyy; null when blank, InputError when not a date. */
export function dateOf(raw: unknown, field: string): string | null {
  const s = String(raw ?? '').trim();
  if (!s) return null;
  let y: number; let m: number; let d: number;
  let match = /^(\d{4})(\d{2})(\d{2})/.exec(s);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s))) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(s))) [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else throw new InputError(field, `"${safeText(s, 30)}" is not a date`);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900 || y > 2200) {
    throw new InputError(field, `"${safeText(s, 30)}" is not a date`);
  }
  return date.toISOString().slice(0, 10);
}

export const mask = (accountId: string) => accountId.replace(/\s+/g, '').slice(-4);
