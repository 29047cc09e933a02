import type { FastifyRequest } from 'fastify';

/**
 * The WebAuthn relying party: RP_ID and RP_ORIGINS when configured, else the request's host name and origin
 * (so http://localhost:<port> works in development without configuration).
 */
export function relyingParty(req: FastifyRequest): { rpID: string; origins: string[]; rpName: string } {
  const { rpId, origins, rpName } = req.server.config;
  const host = req.host;
  const own = `${req.protocol}://${host}`;
  const header = typeof req.headers.origin === 'string' ? req.headers.origin : null;
  // The browser's Origin header counts only when it names this very host (a proxy may change the scheme).
  const fromHeader = header && new URL(header).host === host ? header : null;
  return {
    rpID: rpId ?? req.hostname,
    origins: origins.length ? origins : [...new Set([own, ...(fromHeader ? [fromHeader] : [])])],
    rpName,
  };
}
