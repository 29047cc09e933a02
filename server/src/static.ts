import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Remote name → package folder (its dist/ is served at /remotes/<folder>/). */
export const REMOTES = {
  planData: 'mfe-plan-data',
  scenarios: 'mfe-scenarios',
  admin: 'mfe-admin',
  integrations: 'mfe-integrations',
} as const;

function origin(req: FastifyRequest) {
  return `${req.protocol}://${req.headers.host ?? 'localhost'}`;
}

/** Serves the shell at / and each remote at /remotes/<package>/, and the runtime remote list at /remotes.json. */
export async function registerStatic(app: FastifyInstance) {
  const root = app.config.rootDir;
  await app.register(fastifyStatic, { root: path.join(root, 'shell/dist'), prefix: '/', wildcard: false, index: 'index.html' });
  for (const folder of Object.values(REMOTES)) {
    await app.register(fastifyStatic, {
      root: path.join(root, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      setHeaders: (res) => { res.header('Access-Control-Allow-Origin', '*'); },
    });
  }
  app.get('/remotes.json', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return Object.fromEntries(
      Object.entries(REMOTES).map(([name, folder]) => [name, app.config.remoteUrls[name] ?? `${origin(req)}/remotes/${folder}/mf-manifest.json`]),
    );
  });
}
