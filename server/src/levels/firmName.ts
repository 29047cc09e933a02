import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profileAccess, users } from '../db/schema/index';
import { effectiveSettings } from './settingsStore';

/**
 * The firm's name a person's mail and pages carry: the banner title in effect (set at a level, else the default
 * firm name of the team or advisor, see effectiveSettings), never the portal's own name. Null where no firm is known
 * (a site administrator, a client with no plan yet, an unknown address).
 */
export async function firmOfPlan(db: Db, profileId: number): Promise<string | null> {
  return (await effectiveSettings(db, 6, profileId)).values.banner_title?.trim() || null;
}

export async function firmOfTeam(db: Db, teamId: number): Promise<string | null> {
  return (await effectiveSettings(db, 4, teamId)).values.banner_title?.trim() || null;
}

/** An advisor's or staff member's own firm; a client's is the firm of the first plan shared with them. */
export async function firmOfUser(db: Db, userId: number): Promise<string | null> {
  const [u] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
  if (!u || u.roleId === 1) return null;
  if (u.roleId != null) return (await effectiveSettings(db, 5, userId)).values.banner_title?.trim() || null;
  const [plan] = await db.select({ profileId: profileAccess.profileId }).from(profileAccess)
    .where(and(eq(profileAccess.userId, userId), eq(profileAccess.status, 'ACTIVE'))).orderBy(asc(profileAccess.id)).limit(1);
  return plan ? firmOfPlan(db, plan.profileId) : null;
}
