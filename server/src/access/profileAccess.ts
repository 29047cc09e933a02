import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ProfilePermissions } from '@portal/shared/contract';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { ReadMemo } from '../db/readMemo';
import { profileAccess, profiles, teamMembers } from '../db/schema/index';
import type { SessionUser } from '../lib/sessions';
import { advisorPermissions, permissionsFromFlags } from '@portal/shared/access';

export { advisorPermissions };

/** Team ids in which `userId` has an access level above 0, with that level. */
export async function teamLevels(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db.select().from(teamMembers).where(and(eq(teamMembers.userId, userId), gt(teamMembers.levelAccess, 0)));
  return new Map(rows.map((r) => [r.teamId, r.levelAccess]));
}

/** Advisors (user ids) whose plans `userId` may see through a team, with the access level (1 read, 2+ write). */
export async function teamAdvisorLevels(db: Db, userId: number): Promise<Map<number, number>> {
  const levels = await teamLevels(db, userId);
  if (levels.size === 0) return new Map();
  const members = await db.select().from(teamMembers).where(inArray(teamMembers.teamId, [...levels.keys()]));
  const out = new Map<number, number>();
  for (const m of members) {
    if (m.role !== 'ADVISOR' && m.role !== 'MANAGER') continue;
    const level = Math.min(2, levels.get(m.teamId) ?? 0);
    out.set(m.userId, Math.max(out.get(m.userId) ?? 0, level));
  }
  return out;
}

/**
 * The teams through which `userId` reads plans (level 1 or more), each with its level and its advisors (members who
 * are not staff). A plan is reached through a team only when it belongs to that team (profiles.team_id) and its
 * advisor is an advisor of that team (README "Team roles"): joining a second team hands none of an advisor's plans
 * to it, and an advisor who left a team takes their plans out of its reach.
 */
export async function teamPlanScopes(db: Db, userId: number): Promise<Array<{ teamId: number; level: number; advisorIds: number[] }>> {
  const levels = await teamLevels(db, userId);
  if (levels.size === 0) return [];
  const members = await db.select().from(teamMembers).where(inArray(teamMembers.teamId, [...levels.keys()]));
  return [...levels].map(([teamId, level]) => ({
    teamId, level: Math.min(2, level),
    advisorIds: members.filter((m) => m.teamId === teamId && (m.role === 'ADVISOR' || m.role === 'MANAGER')).map((m) => m.userId),
  }));
}

/** The level (1 read, 2 write) `userId` has over a plan through its team, or 0. */
export async function teamPlanLevel(db: Db, userId: number, plan: { teamId: number | null; advisorUserId: number | null }): Promise<number> {
  if (plan.teamId == null || plan.advisorUserId == null) return 0;
  const scope = (await teamPlanScopes(db, userId)).find((s) => s.teamId === plan.teamId);
  return scope && scope.advisorIds.includes(plan.advisorUserId) ? scope.level : 0;
}

/** Permissions by user, role and profile, until the next write to the database (readMemo.ts). */
const permissionMemo = new ReadMemo<string, ProfilePermissions | null>();
// Runs on every request to a plan.
const profileOwnerQuery = preparedPerDb((db) => db
  .select({ id: profiles.id, advisorUserId: profiles.advisorUserId, teamId: profiles.teamId })
  .from(profiles).where(eq(profiles.id, sql.placeholder('profileId')))
  .prepare('profile_owner'));

/**
 * What `user` may do with profile `profileId`, or null when the profile does not exist or the user has
 * no access to it at all. Spec document 1 sections 4 and 6.
 */
export async function profilePermissionsFor(db: Db, user: SessionUser, profileId: number): Promise<ProfilePermissions | null> {
  const permissions = await permissionMemo.read(db, `${user.id}:${user.roleId}:${profileId}`, () => readPermissions(db, user, profileId));
  return permissions && { ...permissions };
}

async function readPermissions(db: Db, user: SessionUser, profileId: number): Promise<ProfilePermissions | null> {
  const [profile] = await profileOwnerQuery(db).execute({ profileId });
  if (!profile) return null;
  if (user.roleId === 1) return advisorPermissions(2);
  if (user.roleId != null && profile.advisorUserId === user.id) return advisorPermissions(2);
  if (user.roleId != null && profile.advisorUserId != null) {
    const level = await teamPlanLevel(db, user.id, profile);
    if (level) return advisorPermissions(level >= 2 ? 2 : 1);
  }
  const [grant] = await db.select().from(profileAccess)
    .where(and(eq(profileAccess.profileId, profileId), eq(profileAccess.userId, user.id), eq(profileAccess.status, 'ACTIVE')));
  if (grant) return permissionsFromFlags(grant.flags);
  return null;
}

export type { ProfileNeed } from '@portal/shared/access';
/** The rule itself lives in @portal/shared/access, shared with the portal's UI. */
export { allows } from '@portal/shared/access';
