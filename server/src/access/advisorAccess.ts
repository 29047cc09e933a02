import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../db/schema/index';
import { HttpError, forbidden } from '../lib/errors';
import type { SessionUser } from '../lib/sessions';
import type { Db } from '../db/client';
import { SITE_ADMIN_ROLE_ID } from '@portal/shared/access';
import { teamAdvisorLevels } from './profileAccess';
import { requireProfile } from './guard';
import { setLicenceSubject } from './licenceBlock';

/**
 * True when `user` may create and manage plans for advisor `advisorId` (the account's advisorCreate): the advisor
 * themself, a team member with write level (2 or more) over that advisor, or the site administrator.
 */
export async function hasAdvisorCreate(db: Db, user: SessionUser, advisorId: number): Promise<boolean> {
  if (user.roleId == null) return false;
  const [advisor] = await db.select({ roleId: users.roleId, active: users.active }).from(users).where(eq(users.id, advisorId));
  if (!advisor || advisor.roleId == null || !advisor.active) return false;
  if (user.roleId === SITE_ADMIN_ROLE_ID) return true;
  if (user.id === advisorId) return user.roleId === 2;
  const level = (await teamAdvisorLevels(db, user.id)).get(advisorId) ?? 0;
  return level >= 2;
}

/** Route check for paths naming an advisor (`{advisorId}`, `{advisor}`, `{advisorUserId}`): 403 without create access. */
export function advisorCreateFrom(param: string) {
  return async (req: FastifyRequest) => {
    const advisorId = Number((req.params as Record<string, string>)[param]);
    if (!Number.isInteger(advisorId) || advisorId <= 0 || advisorId > 2_147_483_647) throw new HttpError(404, 'NOT_FOUND', 'Advisor not found');
    if (!(await hasAdvisorCreate(req.server.db, req.user!, advisorId))) {
      const [exists] = await req.server.db.select({ id: users.id }).from(users).where(eq(users.id, advisorId));
      throw exists ? forbidden() : new HttpError(404, 'NOT_FOUND', 'Advisor not found');
    }
    setLicenceSubject(req, { advisorId });
  };
}

/**
 * Route check: the caller works on the profile as an advisor (no basicAccess) with `need`. Clients, even with
 * profile change, may not manage who else sees the plan.
 */
export function advisorOnProfile(need: 'read' | 'write', profileIdOf: (req: FastifyRequest) => unknown) {
  return async (req: FastifyRequest) => {
    const profileId = Number(profileIdOf(req));
    if (!Number.isInteger(profileId) || profileId <= 0 || profileId > 2_147_483_647) throw new HttpError(404, 'NOT_FOUND', 'Profile not found');
    const permissions = await requireProfile(req, profileId, need);
    if (permissions.basicAccess) throw forbidden();
  };
}
