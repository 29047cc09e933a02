import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError, type ZodType, type z } from 'zod';
import { fieldErrors } from '@portal/shared/validation';

/** An error with an HTTP status and a stable code the client can branch on. */
export class HttpError extends Error {
  constructor(public status: number, public code: string, message: string, public extra?: Record<string, unknown>) {
    super(message);
  }
}

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
    if (err instanceof ZodError) {
      const errors = fieldErrors(err);
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: `Invalid ${errors.map((e) => e.field).join(', ')}`, errors });
    }
    if (err instanceof HttpError) {
      return reply.status(err.status).send({ code: err.code, message: err.message, ...(err.extra ?? {}) });
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
