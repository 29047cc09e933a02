import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyEndpoint, ProfilePermissions } from '@portal/shared/contract';
import { HttpError, forbidden, notFound } from '../lib/errors';
import { resolveToken, type SessionUser } from '../lib/sessions';
import { isChangeNeed } from '@portal/shared/access';
import { allows, profilePermissionsFor, type ProfileNeed } from './profileAccess';
import { assertPlanLicence, planLicenceBlock, readOnlyPermissions } from './licenceBlock';

export type ProfileIdSource =
  | 'params.id' | 'params.profileId' | 'body.profileId' | 'body.0.profileId'
  | ((req: FastifyRequest) => Promise<number | null | undefined> | number | null | undefined);

/**
 * Every /api route declares who may call it (route `config.access`); the app refuses to start with an
 * /api route that has none. Rights always come from the caller's session.
 */
export type AccessRule =
  | 'public'
  | 'user'
  | 'advisor'
  | 'siteAdmin'
  | { profile: ProfileNeed; from: ProfileIdSource }
  | { check: (req: FastifyRequest) => Promise<void> | void };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** The contract's endpoint the route was registered from (server/src/lib/route.ts). */
    endpoint?: AnyEndpoint;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** permissions: without change rights while licenceBlock (why the plan is read-only) is set. */
    profileAccess: { profileId: number; permissions: ProfilePermissions; licenceBlock: string | null } | null;
  }
}

function pick(obj: unknown, pathParts: string[]): unknown {
  let cur = obj;
  for (const p of pathParts) cur = cur == null ? undefined : (cur as Record<string, unknown>)[p];
  return cur;
}

async function resolveProfileId(req: FastifyRequest, from: ProfileIdSource): Promise<number | null> {
  const raw = typeof from === 'function' ? await from(req) : pick(from.startsWith('params') ? req.params : req.body, from.split('.').slice(1));
  const n = Number(raw);
  // Ids beyond the integer column range cannot exist: a 404, not a database error.
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Checks `need` on `profileId` for the request's user; sets req.profileAccess. 404 when no access at all. */
export async function requireProfile(req: FastifyRequest, profileId: number, need: ProfileNeed) {
  const user = req.user!;
  const permissions = await profilePermissionsFor(req.server.db, user, profileId);
  if (!permissions) throw notFound('Profile');
  if (!allows(permissions, need)) throw forbidden();
  const licenceBlock = await planLicenceBlock(req.server.db, user, profileId);
  if (licenceBlock && isChangeNeed(need)) throw new HttpError(403, 'LICENSE_EXPIRED', licenceBlock);
  // Reads of a blocked plan say so, and carry read-only rights, so every screen shows it read-only.
  req.profileAccess = { profileId, permissions: licenceBlock ? readOnlyPermissions(permissions) : permissions, licenceBlock };
  return permissions;
}

export function registerAccessGuard(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('profileAccess', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
    }
  });

  // Before schema validation: a caller without the right learns nothing from a 400 about the body's shape.
  app.addHook('preValidation', async (req) => {
    const rule = req.routeOptions.config?.access;
    if (!rule || rule === 'public') {
      await attachUser(req);
      return;
    }
    const user = await attachUser(req);
    if (!user) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in to continue');
    if (rule === 'user') return;
    if (rule === 'advisor') {
      if (user.roleId == null) throw forbidden();
      return;
    }
    if (rule === 'siteAdmin') {
      if (user.roleId !== 1) throw forbidden();
      return;
    }
    if ('check' in rule) await rule.check(req);
    else {
      const profileId = await resolveProfileId(req, rule.from);
      if (profileId == null) throw notFound('Profile');
      await requireProfile(req, profileId, rule.profile);
    }
    // The contract declares the calls that change plans: one licence check for all of them (licenceBlock.ts).
    if (req.routeOptions.config?.endpoint?.changesPlans) await assertPlanLicence(req);
  });
}

async function attachUser(req: FastifyRequest) {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  req.user = await resolveToken(req.server.db, req.server.sessionSecret, header.slice(7));
  return req.user;
}
