import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import http from 'node:http';
import type { Db } from './db/client';
import { inRequest } from './db/pgliteGate';
import { memoises } from './db/readMemo';
import { WriteAdmission } from './lib/writeAdmission';
import { devOutboxEnabled, type Config } from './config';
import { isLoopback } from './lib/loopback';
import { registerSecurityHeaders } from './lib/securityHeaders';
import { registerCacheControl } from './lib/cacheControl';
import { registerErrorHandler } from './lib/errors';
import { registerInputGuard } from './lib/inputGuard';
import { registerPlanVersion } from './lib/planVersion';
import { createMailer, type Mailer } from './lib/mailer';
import { loadSessionSecret } from './lib/secrets';
import { registerAccessGuard } from './access/guard';
import { registerStatic, sendShellPage } from './static';
import { hit } from './lib/rateLimit';
import { apiModules } from './modules/index';
import { closePool } from './lib/workPool';
import { markDocsRoutes, registerOpenApi } from './lib/openapi';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    sessionSecret: Uint8Array;
    /** Ready flag for /readyz (set once migrations, seed and plugins are done). */
    ready_: boolean;
    /**
     * Counts one attempt against a fixed-window limit kept in the database; true while under the limit. Every
     * limit is multiplied by the configured `rateLimitFactor` (RATE_LIMIT_FACTOR).
     */
    underRateLimit: (key: string, limit: number, windowMs: number) => Promise<boolean>;
  }
}

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Serve the shell and remotes' production builds (off in API tests). */
  serveStatic?: boolean;
}

/** Trust the nearest `n` proxies (Fastify accepts a hop count at run time, but its types want a function). */
const hops = (n: number) => (_address: string, hop: number) => hop < n;

/** The app is a plugin tree: decorations and cross-cutting hooks, then one plugin per API area. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // X-Forwarded-For / -Proto count only from the configured proxies (TRUST_PROXY), so a caller cannot pick req.ip.
    trustProxy: typeof opts.config.trustProxy === 'number' ? hops(opts.config.trustProxy) : opts.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Each request runs as one request of the embedded database's gate (db/pgliteGate.ts): its operations are
    // ordered and admitted together, and the health probes have their own lane. (Nothing changes on PostgreSQL.)
    serverFactory: (handler, options) => {
      // PostgreSQL: at most WRITE_ADMISSION_MAX (16) write requests at once, 503 + Retry-After for one that waits past
      // WRITE_ADMISSION_WAIT_MS (500) (lib/writeAdmission.ts). PGlite's gate admits its own; 0 turns it off.
      const maxWrites = Number(process.env.WRITE_ADMISSION_MAX ?? 16);
      const writes = !memoises(opts.db) && maxWrites > 0 ? new WriteAdmission(maxWrites, Number(process.env.WRITE_ADMISSION_WAIT_MS) || 500) : null;
      const server = http.createServer(options.http ?? {}, (req, res) => {
        const path = req.url ?? '';
        const lane = path === '/healthz' || path === '/readyz' ? 'probe' : req.method === 'GET' || req.method === 'HEAD' ? 'read' : 'write';
        inRequest(lane, (finished) => {
          res.once('close', finished);
          if (lane === 'write' && writes) writes.admit(res, () => handler(req, res));
          else handler(req, res);
        });
      });
      // What Fastify sets on the server it makes itself (its defaults).
      server.keepAliveTimeout = Number(options.keepAliveTimeout ?? 72_000);
      server.requestTimeout = Number(options.requestTimeout ?? 0);
      server.setTimeout(Number(options.connectionTimeout ?? 0));
      return server;
    },
  });
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  app.decorate('sessionSecret', await loadSessionSecret(opts.db, process.env.SESSION_SECRET));
  app.decorate('mailer', createMailer(opts.config, opts.db, app.log));
  app.decorate('ready_', true);
  app.decorate('underRateLimit', (key: string, limit: number, windowMs: number) => hit(opts.db, key, limit * opts.config.rateLimitFactor, windowMs));

  // Form bodies (the spec's lookups post a "username" form field).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  registerErrorHandler(app);
  registerInputGuard(app);
  registerPlanVersion(app);
  await registerSecurityHeaders(app);
  registerCacheControl(app);
  markDocsRoutes(app);
  registerAccessGuard(app);
  await registerOpenApi(app, process.env.npm_package_version ?? '1');

  // The work pool's threads end with the server (a later server in the same process starts a new pool).
  app.addHook('onClose', async () => closePool());

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await opts.db.execute('select 1' as never);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'not ready' });
    }
  });

  for (const mod of apiModules) await app.register(mod);

  if (opts.serveStatic) await registerStatic(app);

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api')) {
      return reply.status(404).send({ code: 'ROUTE_NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}` });
    }
    // The dev outbox page, like its API, is for this machine only.
    if (req.url.startsWith('/dev/outbox') && !(devOutboxEnabled(app.config) && isLoopback(req))) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    if (opts.serveStatic && (req.method === 'GET' || req.method === 'HEAD')) return sendShellPage(app, req, reply);
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
  });
  return app;
}
