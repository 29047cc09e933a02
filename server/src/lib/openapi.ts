import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

const DOCS = '/api/docs';

/** The reference's own pages are public and carry no contract (registered before the access guard's check). */
export function markDocsRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url === DOCS || route.url.startsWith(`${DOCS}/`)) {
      route.config = { ...(route.config ?? {}), access: 'public' };
      route.schema = { ...(route.schema ?? {}), hide: true };
    }
  });
}

/**
 * Schemas of the contract (shared/src/contract/endpoints) validate every request and answer, and the same
 * objects generate the OpenAPI 3.1 document: `/api/openapi.json`, browsable at `/api/docs` (swagger-ui, served
 * from this server: nothing is fetched from elsewhere). Registered before the API modules, so it sees every route.
 */
export async function registerOpenApi(app: FastifyInstance, version: string) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Financial planning portal API',
        version,
        description: 'Every call of the portal. Each operation says who may call it; rights always come from the session (Authorization: Bearer <token> from POST /api/auth/verify).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS,
    uiConfig: { docExpansion: 'none', deepLinking: true, validatorUrl: null } as never,
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
