import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

// webpack names every lazy chunk `[name].[contenthash:8].js` (webpack.portal.cjs): such a file never changes.
const HASHED = /\.[0-9a-f]{8}\.js$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Cache policy of a built file (`file` may be its .br/.gz sibling). Content-hashed chunks are kept for a year;
 * everything with a stable name (index.html, main.js, remoteEntry.js, mf-manifest.json) is revalidated on each
 * use, so a new deployment is seen at the next page load and its new chunk names do the rest.
 */
export function cacheControlFor(file: string): string {
  return HASHED.test(path.basename(file).replace(/\.(br|gz)$/, '')) ? IMMUTABLE : REVALIDATE;
}

/**
 * `@fastify/static` options shared by the shell and the remotes: the build writes .br and .gz siblings of each
 * text asset (compression-webpack-plugin), served by content negotiation with `Vary: Accept-Encoding`.
 */
function staticOptions(root: string, prefix: string, extraHeaders?: (reply: FastifyReply) => void) {
  return {
    root,
    prefix,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('Cache-Control', cacheControlFor(file));
      extraHeaders?.(reply);
    },
  };
}

/** Serves the shell at / and each remote at /remotes/<package>/, and the runtime remote list at /remotes.json. */
export async function registerStatic(app: FastifyInstance) {
  const root = app.config.rootDir;
  await app.register(fastifyStatic, { ...staticOptions(path.join(root, 'shell/dist'), '/'), wildcard: false, index: 'index.html' });
  for (const folder of Object.values(REMOTES)) {
    await app.register(fastifyStatic, {
      ...staticOptions(path.join(root, folder, 'dist'), `/remotes/${folder}/`, (reply) => reply.header('Access-Control-Allow-Origin', '*')),
      decorateReply: false,
    });
  }
  app.get('/remotes.json', async (req, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return Object.fromEntries(
      Object.entries(REMOTES).map(([name, folder]) => [name, app.config.remoteUrls[name] ?? `${origin(req)}/remotes/${folder}/mf-manifest.json`]),
    );
  });
}
