import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type ZodType, type z } from 'zod';
import { fieldErrors } from '@portal/shared/validation';
import { DatabaseBusy } from '../db/pgliteGate';

/** An error with an HTTP status and a stable code the client can branch on. */
export class HttpError extends Error {
  constructor(public status: number, public code: string, message: string, public extra?: Record<string, unknown>, public retryAfterSeconds?: number) {
    super(message);
  }
}

/** 429 with Retry-After: the caller asked for more of a bounded kind of work than is let run at once. */
export const tooBusy = (message: string, retryAfterSeconds: number) => new HttpError(429, 'TOO_BUSY', message, undefined, retryAfterSeconds);

export const notFound = (what = 'Record') => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, 'FORBIDDEN', message);
export const conflict = (message = 'The item that you have attempted to delete is referenced by another resource. Please review before attempting to delete.') =>
  new HttpError(409, 'DELETE_CONFLICT', message);
export const badRequest = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, { errors: [{ field, message }] });

/** Parses with a shared zod schema; a failure becomes a 400 naming each bad field. */
export function parse<S extends ZodType>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  if (prefix) {
    for (const issue of r.error.issues) issue.path.unshift(prefix);
  }
  throw r.error;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    // A contract schema refused the request (params, query or body): each issue names its field, as a parse would.
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({ field: v.instancePath.split('/').filter(Boolean).join('.') || (err as FastifyError).validationContext || '(body)', message: v.message }));
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: `Invalid ${[...new Set(errors.map((e) => e.field))].join(', ')}`, errors });
    }
    if (err instanceof ZodError) {
      const errors = fieldErrors(err);
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: `Invalid ${errors.map((e) => e.field).join(', ')}`, errors });
    }
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send({ code: err.code, message: err.message, ...(err.extra ?? {}) });
    }
    const db = databaseFailure(err);
    if (db) {
      if (db.status >= 500) {
        // The embedded database's gate refusing a request it could not start in time is its back-pressure working
        // (hundreds a second under load, counted in its stats), not a fault: logging each with its stack cost the
        // request thread more than the refusal itself (README "The server under load").
        if (err instanceof DatabaseBusy) req.log.debug('database busy: refused with 503');
        else req.log.warn({ err }, 'database unavailable');
        reply.header('retry-after', '2');
      }
      return reply.status(db.status).send({ code: db.code, message: db.message, ...(db.status === 400 ? { errors: [{ field: '(request)', message: db.message }] } : {}) });
    }
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: 'The request is too large', errors: [{ field: '(body)', message: 'is too large' }] });
    }
    const fe = err as FastifyError;
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const field = fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code?.startsWith('FST_ERR_CTP') ? '(body)' : '(request)';
      return reply.status(fe.statusCode).send({
        code: fe.statusCode === 400 ? 'VALIDATION_ERROR' : fe.code ?? 'BAD_REQUEST',
        message: fe.message,
        errors: fe.statusCode === 400 ? [{ field, message: fe.message }] : undefined,
      });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
  });
}

/** The SQLSTATE of a database error, looked for on the error and its causes (drizzle wraps the driver's). */
/** What the error walkers read of an error and its causes. */
type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown } | null | undefined;

function sqlState(err: unknown): string | null {
  for (let e = err as ErrorLike, i = 0; e && i < 4; e = e.cause as ErrorLike, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return null;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

/** True when the database cannot be reached or dropped the connection (the caller may retry later). */
export function isConnectionFailure(err: unknown): boolean {
  for (let e = err as ErrorLike, i = 0; e && i < 4; e = e.cause as ErrorLike, i++) {
    if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || /^(08|57P)/.test(e.code))) return true;
    const msg = String(e.message ?? '');
    if (/Connection terminated|terminating connection|Client has encountered a connection error|timeout exceeded when trying to connect|connection is closed|Client was closed|Query read timeout/i.test(msg)) return true;
  }
  return false;
}

/** The answer to a call the database cannot take now (out of resources, or a write admission's wait ran out). */
export const DATABASE_BUSY = { code: 'DATABASE_UNAVAILABLE', message: 'The database is busy. Please try again shortly.' } as const;

/**
 * What a failed query means for the caller. The contracts and the input guard refuse bad input first; this is the
 * floor under them: a value the database refuses is a 400, a conflict with a concurrent change a 409, a database
 * away a 503 (never a 500, never a crash).
 */
export function databaseFailure(err: unknown): { status: number; code: string; message: string } | null {
  if (isConnectionFailure(err)) return { status: 503, code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable. Please try again shortly.' };
  const state = sqlState(err);
  if (!state) return null;
  if (state.startsWith('22') || state === '23502' || state === '23514') return { status: 400, code: 'VALIDATION_ERROR', message: 'A value is out of range or not valid' };
  if (state === '23505' || state === '23503' || state === '40001' || state === '40P01' || state === '55P03') {
    return { status: 409, code: 'CONFLICT', message: 'The data was changed by someone else at the same time. Please reload and try again.' };
  }
  if (state.startsWith('53') || state.startsWith('57')) return { status: 503, ...DATABASE_BUSY };
  return null;
}
