import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Optimistic version check for plan writes (issue 12 finding 11). Plan reads carry `ETag: "<profileId>:<version>"`;
 * a write may send it back as `If-Match`. The first version bump of that plan in the request (touchProfile) then
 * happens only while the plan still has that version, in the same statement, so the second of two conflicting saves
 * gets a 409 PLAN_CHANGED and writes nothing. Without If-Match a write is accepted as before (older clients, scripts).
 * Every plan write answers the new ETag, so a client keeps its version current after its own saves.
 */
interface PlanClaim {
  expected: { profileId: number; version: number } | null;
  written: Map<number, number>;
}

const claims = new AsyncLocalStorage<PlanClaim>();

/** The entity tag of one plan version. */
export const planEtag = (profileId: number, version: number) => `"${profileId}:${version}"`;

/** `"12:57"` (or W/"12:57") as sent in If-Match, else null (`*` and other tags name no version: no check). */
export function parseIfMatch(header: unknown): PlanClaim['expected'] {
  const m = /^\s*(?:W\/)?"(\d{1,10}):(\d{1,10})"\s*$/.exec(String(header ?? ''));
  return m ? { profileId: Number(m[1]), version: Number(m[2]) } : null;
}

/** The version this request expects `profileId` to have, once per plan and request (later bumps are its own). */
export function expectedVersion(profileId: number): number | null {
  const claim = claims.getStore();
  if (!claim?.expected || claim.expected.profileId !== profileId || claim.written.has(profileId)) return null;
  return claim.expected.version;
}

/** Notes the version a write left the plan at (answered as ETag). */
export function noteWritten(profileId: number, version: number) {
  claims.getStore()?.written.set(profileId, version);
}

export function registerPlanVersion(app: FastifyInstance) {
  const byRequest = new WeakMap<FastifyRequest, PlanClaim>();
  // Each write handler runs inside its request's claim, so touchProfile sees it however deep the call.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api') || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, req, reply) {
      const claim: PlanClaim = { expected: parseIfMatch(req.headers['if-match']), written: new Map() };
      byRequest.set(req, claim);
      return claims.run(claim, () => handler.call(this, req, reply));
    } as typeof handler;
  });
  app.addHook('onSend', async (req, reply) => {
    const written = byRequest.get(req)?.written;
    if (written?.size === 1) {
      const [[profileId, version]] = [...written];
      reply.header('etag', planEtag(profileId, version));
    }
  });
}
