import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Origins of remotes served elsewhere (REMOTE_*_URL): their chunks, manifests and workers must be allowed. */
export function remoteOrigins(config: Config): string[] {
  const origins = Object.values(config.remoteUrls).flatMap((u) => {
    try {
      return u ? [new URL(u).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

/**
 * Security headers on every response (issue 12 finding 13). The CSP allows what the shell and remotes use:
 * scripts and chunks from this origin and the configured remote origins (Module Federation), emotion's injected
 * <style> tags ('unsafe-inline' for styles only — no script runs inline), the engine worker (same origin, or a
 * blob), data: images and fonts. No framing by anyone. HSTS only when the request came over HTTPS (directly, or
 * through a trusted proxy's X-Forwarded-Proto), so a plain-HTTP development server is never pinned.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const remotes = remoteOrigins(app.config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...remotes],
        workerSrc: ["'self'", 'blob:', ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
    // Set per path below: remote bundles may be loaded by a shell on another origin.
    crossOriginResourcePolicy: false,
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('Cross-Origin-Resource-Policy', req.url.startsWith('/remotes') ? 'cross-origin' : 'same-origin');
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}
