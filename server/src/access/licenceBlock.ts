import { eq } from 'drizzle-orm';
import type { ProfilePermissions } from '@portal/shared/contract';
import { SITE_ADMIN_ROLE_ID, STAFF_ROLE_ID, licenceBlockReason, planChangeBlockReason } from '@portal/shared/access';
import type { Db } from '../db/client';
import { ReadMemo } from '../db/readMemo';
import { profiles, users } from '../db/schema/index';
import type { SessionUser } from '../lib/sessions';

const ownerMemo = new ReadMemo<number, { id: number; roleId: number | null; expirationDate: Date | null; firstName: string; lastName: string } | null>();

/**
 * Why this user may not change this plan because of a licence, or null (README "Team roles"): the caller's own
 * expired licence (advisors; staff work without one) and the expired licence of the plan's advisor (for everyone:
 * an advisor's lapsed licence makes their plans read-only to their team and clients too). Never the site administrator.
 */
export async function planLicenceBlock(db: Db, user: SessionUser, profileId: number): Promise<string | null> {
  if (user.roleId === SITE_ADMIN_ROLE_ID) return null;
  if (user.roleId !== STAFF_ROLE_ID) {
    const own = planChangeBlockReason(user);
    if (own) return own;
  }
  const owner = await ownerMemo.read(db, profileId, async () => {
    const [row] = await db.select({ id: users.id, roleId: users.roleId, expirationDate: users.expirationDate, firstName: users.firstName, lastName: users.lastName })
      .from(profiles).innerJoin(users, eq(users.id, profiles.advisorUserId)).where(eq(profiles.id, profileId));
    return row ?? null;
  });
  if (!owner || owner.id === user.id || owner.roleId === SITE_ADMIN_ROLE_ID) return null;
  const reason = licenceBlockReason(owner.expirationDate);
  if (!reason) return null;
  const day = owner.expirationDate!.toISOString().slice(0, 10);
  return `The licence of this plan's advisor, ${`${owner.firstName} ${owner.lastName}`.trim()}, expired on ${day}. The plan is read-only until it is renewed.`;
}

/** The same permissions without any change right: what an expired licence leaves. */
export function readOnlyPermissions(p: ProfilePermissions): ProfilePermissions {
  return {
    ...p, advisorAccess: Math.min(p.advisorAccess, 1), profileChange: false, scenariosChange: false,
    workshopChange: false, workshopAdd: false, workshopDelete: false,
  };
}
