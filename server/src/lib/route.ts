import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnyEndpoint, BodyOut, ParamsOut, QueryOut, ResponseIn } from '@portal/shared/contract';
import type { AccessRule } from '../access/guard';
import { describeAccess } from './describeAccess';

/** The request a handler of endpoint E receives: params, query and body already validated by its schemas. */
export type EndpointRequest<E extends AnyEndpoint> = FastifyRequest<{
  Params: ParamsOut<E>;
  Querystring: QueryOut<E>;
  Body: BodyOut<E>;
}>;

export type EndpointHandler<E extends AnyEndpoint> = (
  req: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ResponseIn<E> | FastifyReply | undefined> | ResponseIn<E> | FastifyReply | undefined;

export interface RouteOptions {
  access: AccessRule;
  /** Extra route config (e.g. a larger body limit for an upload). */
  bodyLimit?: RouteShorthandOptions['bodyLimit'];
}

/** `/api/x/{id}` → `/api/x/:id` (with the endpoint's regex constraint, if any). */
export function fastifyUrl(e: AnyEndpoint): string {
  return e.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const pattern = e.paramPatterns?.[name];
    return pattern ? `:${name}(${pattern})` : `:${name}`;
  });
}

/**
 * Registers the route of an endpoint of the contract: its zod schemas validate params, query and body before
 * the handler (a failure is a 400 naming the field) and the answer after it (it is serialized through the
 * response schema, so nothing beyond the contract leaves the server); the access rule is enforced by the
 * access guard before validation and written into the OpenAPI description.
 */
export function route<E extends AnyEndpoint>(app: FastifyInstance, e: E, opts: RouteOptions, handler: EndpointHandler<E>): void {
  const schema: Record<string, unknown> = {
    summary: e.summary,
    description: `Access: ${e.access} Enforced rule: ${describeAccess(opts.access)}${e.changesPlans ? '; changes plans: the caller\'s licence and that of the advisor whose plan or level it is must be in force (else 403 LICENSE_EXPIRED)' : ''}.`,
    tags: [e.tag],
  };
  if (e.params) schema.params = e.params;
  if (e.query) schema.querystring = e.query;
  if (e.body) schema.body = e.body;
  // A file answer (the client report) is sent as bytes; the contract's schema names it in the reference.
  schema.response = {
    '2xx': e.file === 'image'
      ? { description: 'An image (PNG or JPEG, by its Content-Type) with an ETag', content: { 'image/png': { schema: e.response }, 'image/jpeg': { schema: e.response } } }
      : e.file ? { description: 'A PDF file (Content-Disposition: attachment)', content: { 'application/pdf': { schema: e.response } } } : e.response,
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.method,
    url: fastifyUrl(e),
    schema,
    config: { access: opts.access, endpoint: e },
    bodyLimit: opts.bodyLimit,
    handler: handler as never,
  });
}
