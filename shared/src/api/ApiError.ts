import type { ValidationErrorBody } from '../contract';

/** A call that did not succeed: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly method: string;
  readonly path: string;

  constructor(status: number, body: unknown, method: string, path: string) {
    super(`${method} ${path} failed with ${status || 'a network error'}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.method = method;
    this.path = path;
  }

  /** Field errors of a 400 VALIDATION_ERROR body, keyed by field (first message per field). */
  fieldErrors(): Record<string, string> {
    const body = this.body as Partial<ValidationErrorBody> | null;
    const out: Record<string, string> = {};
    if (this.status !== 400 || !body || !Array.isArray(body.errors)) return out;
    for (const e of body.errors) if (!(e.field in out)) out[e.field] = e.message;
    return out;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
