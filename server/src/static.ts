import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { findRoute, routes, type PortalRoute } from '@portal/shared/routes';
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

/** remote name -> URL of its mf-manifest.json, as the browser should load it (`/remotes.json`). */
function remoteList(app: FastifyInstance, req: FastifyRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, folder]) => [name, app.config.remoteUrls[name] ?? `${origin(req)}/remotes/${folder}/mf-manifest.json`]),
  );
}

/** A file read again only when it changed (a new build while the server runs). */
const fileCache = new Map<string, { mtimeMs: number; value: unknown }>();
function readCached<T>(file: string, parse: (text: string) => T): T | undefined {
  try {
    const { mtimeMs } = statSync(file);
    const held = fileCache.get(file);
    if (held && held.mtimeMs === mtimeMs) return held.value as T;
    const value = parse(readFileSync(file, 'utf8'));
    fileCache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}

/** shell/dist/boot-files.json, written by the shell's build (webpack.portal.cjs, BootFilesPlugin). */
interface BootFiles { boot?: string[]; shared?: Record<string, string[]> }
interface Manifest {
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What a direct load of `route` needs before its page can render, as `<link rel="preload">` tags: the remote
 * list (/remotes.json), the owning remote's manifest, its remoteEntry.js and the files of the page's module and of
 * the modules it shows at once (from the remote's built mf-manifest.json). The browser fetches them while the
 * shell's own code loads, instead of after it (shell, then /remotes.json, then the manifest, then the remote's
 * code). The remote's files only for a remote served from this server's own builds; nothing for shell pages or
 * unknown paths. (Signed out, the page goes to the login page and these few files go unused.)
 */
export function pagePreloads(app: FastifyInstance, req: FastifyRequest, route: PortalRoute | undefined): string[] {
  if (!route || route.owner === 'shell' || !route.module) return [];
  // The remote list, as the shell fetches it (fetch(), same origin, default cache mode).
  const listPreload = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">';
  const folder = REMOTES[route.owner];
  if (app.config.remoteUrls[route.owner]) return [listPreload];
  const manifest = readCached<Manifest>(path.join(app.config.rootDir, folder, 'dist', 'mf-manifest.json'), JSON.parse);
  if (!manifest?.exposes) return [listPreload];
  const base = `/remotes/${folder}/`;
  const files = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  files.add(`${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`);
  for (const module of [route.module, ...(route.preload ?? [])]) {
    const exposed = manifest.exposes.find((e) => e.path === module);
    for (const file of exposed?.assets?.js?.sync ?? []) files.add(file);
  }
  return [
    listPreload,
    // As the federation runtime fetches it (fetch(), same origin): the preloaded answer is the one it takes.
    `<link rel="preload" href="${attr(`${origin(req)}${base}mf-manifest.json`)}" as="fetch" crossorigin="anonymous">`,
    ...[...files].map((f) => `<link rel="preload" href="${attr(base + f)}" as="script">`),
  ];
}

/** Shared packages only some pages need (a route's preloadShared): the shell loads them on demand. */
const ON_DEMAND_SHARED = new Set(routes.flatMap((r) => r.preloadShared ?? []));

/**
 * The shell's own files every page runs at start (its bootstrap chunks and its shared packages: React, Chakra, the
 * router, @portal/shared…), which main.js would ask for only once it has run, and the on-demand shared packages the
 * route names (recharts on the Profile), from the shell's build (boot-files.json).
 */
export function shellPreloads(app: FastifyInstance, route: PortalRoute | undefined): string[] {
  const built = readCached<BootFiles>(path.join(app.config.rootDir, 'shell/dist/boot-files.json'), JSON.parse);
  if (!built) return [];
  const wanted = (name: string) => !ON_DEMAND_SHARED.has(name) || Boolean(route?.preloadShared?.includes(name));
  const files = new Set<string>(built.boot ?? []);
  for (const [name, list] of Object.entries(built.shared ?? {})) {
    if (wanted(name)) for (const file of list) files.add(file);
  }
  return [...files].map((f) => `<link rel="preload" href="${attr(`/${f}`)}" as="script">`);
}

/**
 * The shell's page (index.html) for any address of the app, with what the page at this address needs first
 * preloaded (shellPreloads, pagePreloads). Revalidated on each use, like the built index.html.
 */
export function sendShellPage(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const html = readCached(path.join(app.config.rootDir, 'shell/dist/index.html'), (t) => t);
  if (html === undefined) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
  const route = findRoute(req.url.split('?')[0].replace(/\/+$/, '') || '/');
  const head = [...shellPreloads(app, route), ...pagePreloads(app, req, route)].join('');
  reply.header('Cache-Control', REVALIDATE);
  reply.type('text/html; charset=utf-8');
  return reply.send(html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : head + html);
}

/** Serves the shell at / and each remote at /remotes/<package>/, and the runtime remote list at /remotes.json. */
export async function registerStatic(app: FastifyInstance) {
  const root = app.config.rootDir;
  // No index: `/` is the shell's page like every other address of the app (sendShellPage, from the not-found handler).
  await app.register(fastifyStatic, { ...staticOptions(path.join(root, 'shell/dist'), '/'), wildcard: false, index: false });
  for (const folder of Object.values(REMOTES)) {
    await app.register(fastifyStatic, {
      ...staticOptions(path.join(root, folder, 'dist'), `/remotes/${folder}/`, (reply) => reply.header('Access-Control-Allow-Origin', '*')),
      decorateReply: false,
    });
  }
  app.get('/remotes.json', async (req, reply) => {
    reply.header('Cache-Control', REVALIDATE);
    return remoteList(app, req);
  });
}
