import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, written once: the server registers its route from it (schemas validate params, query, body and
 * the answer), the client calls it by it (the URL is built here, the answer's type comes from `response`), and
 * the OpenAPI document is generated from it. See docs/how-to-add-an-endpoint.md.
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: EndpointMethod;
  /** OpenAPI style: `/api/client/incomes/{profileId}`; each `{name}` is a key of `params`. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer (any 2xx). A file answer (PDF) uses `fileResponse`. */
  response: R;
  /** One line for the reference. */
  summary: string;
  /** Who may call it, in words; the server's enforced rule (route `config.access`) is added beside it. */
  access: string;
  /** The OpenAPI group (the area), e.g. "Settings". */
  tag: string;
  /** Regex constraints on path params the router needs to tell routes apart, e.g. `{ levelKey: '^\\d+$' }`. */
  paramPatterns?: Record<string, string>;
  /** The body is sent as a form (application/x-www-form-urlencoded). */
  form?: boolean;
  /** The answer is a file, not JSON: a PDF download (Content-Disposition), or an image (`'image'`: PNG or JPEG). */
  file?: boolean | 'image';
  /**
   * Part of the access rule: the call creates or changes a plan, or a plan's settings, assumption sets, report
   * templates, integrations or imports. The server then also checks the licences in question (the caller's own and
   * that of the advisor whose plan or level it touches) and answers 403 LICENSE_EXPIRED while one has expired.
   */
  changesPlans?: boolean;
}

export type AnyEndpoint = Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType>;

/** Declares an endpoint; the literal types (method, schemas) are kept for the server and the client. */
export function defineEndpoint<const P extends z.ZodType | undefined = undefined, const Q extends z.ZodType | undefined = undefined, const B extends z.ZodType | undefined = undefined, const R extends z.ZodType = z.ZodType>(
  e: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> {
  return e;
}

/** Optional parts are typed `S | undefined` on the interface: an endpoint has the part when S is a schema. */
type Has<S> = [NonNullable<S>] extends [never] ? false : true;
type In<S> = Has<S> extends true ? z.input<NonNullable<S> & z.ZodType> : undefined;
type Out<S> = Has<S> extends true ? z.output<NonNullable<S> & z.ZodType> : undefined;

/** What a caller passes (schema inputs). */
export type ParamsIn<E extends AnyEndpoint> = In<E['params']>;
export type QueryIn<E extends AnyEndpoint> = In<E['query']>;
export type BodyIn<E extends AnyEndpoint> = In<E['body']>;
/** What a handler receives once validated (schema outputs). */
export type ParamsOut<E extends AnyEndpoint> = Out<E['params']>;
export type QueryOut<E extends AnyEndpoint> = Out<E['query']>;
export type BodyOut<E extends AnyEndpoint> = Out<E['body']>;
/** The answer: what the handler returns (input of `response`) and what the client receives (its output). */
export type ResponseIn<E extends AnyEndpoint> = z.input<E['response']>;
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;

/** The arguments of a call: only the parts the endpoint has. */
export type CallArgs<E extends AnyEndpoint> =
  (Has<E['params']> extends true ? { params: ParamsIn<E> } : { params?: undefined })
  & (Has<E['query']> extends true ? { query?: QueryIn<E> } : { query?: undefined })
  & (Has<E['body']> extends true ? { body: BodyIn<E> } : { body?: undefined });

/** `/api/x/{id}` with `{ id: 3 }` → `/api/x/3` (each value URL-encoded); query values that are undefined are left out. */
export function endpointUrl(e: AnyEndpoint, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = e.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === '') throw new Error(`${e.method} ${e.path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(v));
  });
  if (!query) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((x) => q.append(k, String(x)));
    else q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
