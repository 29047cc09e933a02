import type { FastifyInstance } from 'fastify';
import { MAX_ID, NUL_MESSAGE, messages } from '@portal/shared/validation';
import { HttpError } from './errors';

/**
 * Limits every request meets before any handler or database sees it (issue 12, findings 9 and 10). The contracts
 * (shared/src/contract) bound each field they know; these are the floor under all of them, so no route can be
 * frozen or crashed by a body its contract forgot:
 * - no text anywhere (path, query, body, object keys) holds a NUL character (PostgreSQL text cannot store one);
 * - no list holds more than MAX_LIST_ITEMS items and no object more than MAX_OBJECT_KEYS keys, nested at most
 *   MAX_DEPTH deep (a real plan's largest list, the assumption set's correlations, is 40 by 40);
 * - a path id (`id`, `…Id`, `levelKey`, `advisor`) that is a number is a whole number from 0 to MAX_ID; a body
 *   id given as a number is a whole number an integer column holds (the access checks read body ids before the
 *   contract parses the body).
 * Each refusal is a 400 naming the field.
 */
export const MAX_LIST_ITEMS = 1000;
export const MAX_OBJECT_KEYS = 1000;
export const MAX_DEPTH = 12;

const NUMBER_LIKE = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const isIdName = (name: string) => name === 'id' || name === 'levelKey' || name === 'advisor' || /[a-z]Id$/.test(name);

const refuse = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', `Invalid ${field}`, { errors: [{ field, message }] });

function walk(value: unknown, path: string, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw refuse(path || '(body)', NUL_MESSAGE);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw refuse(path || '(body)', `may not be nested more than ${MAX_DEPTH} levels deep`);
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_ITEMS) throw refuse(path || '(body)', `may not have more than ${MAX_LIST_ITEMS} items`);
    value.forEach((v, i) => walk(v, path ? `${path}.${i}` : String(i), depth + 1));
    return;
  }
  const keys = Object.keys(value);
  if (keys.length > MAX_OBJECT_KEYS) throw refuse(path || '(body)', `may not have more than ${MAX_OBJECT_KEYS} keys`);
  for (const key of keys) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) throw refuse(field, NUL_MESSAGE);
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'number' && isIdName(key) && (!Number.isInteger(v) || Math.abs(v) > MAX_ID)) {
      throw refuse(field, Number.isInteger(v) ? messages.maxValue(MAX_ID) : messages.wholeNumber());
    }
    walk(v, field, depth + 1);
  }
}

function checkParams(params: Record<string, string>) {
  for (const [name, raw] of Object.entries(params)) {
    if (raw.includes('\u0000')) throw refuse(name, NUL_MESSAGE);
    if (!isIdName(name) || !NUMBER_LIKE.test(raw)) continue;
    const n = Number(raw);
    if (!Number.isInteger(n)) throw refuse(name, 'must be a whole number');
    // 0 passes: no row has it, and a few calls use it to mean "a new one" (POST /api/setting/team/start/0).
    if (n < 0 || n > MAX_ID) throw refuse(name, `must be a number from 0 to ${MAX_ID}`);
  }
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (!req.url.startsWith('/api')) return;
    checkParams((req.params ?? {}) as Record<string, string>);
    walk(req.query, '', 0);
    walk(req.body, '', 0);
  });
}
