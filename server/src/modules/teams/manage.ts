import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { profiles, teamMembers, users } from '../../db/schema/index';
import { HttpError, badRequest } from '../../lib/errors';
import { touchProfile } from '../plan/touchProfile';
import { orphanMemberLicences, syncTeamSummary } from '../payments/licences';
import { MANAGER_LEVEL } from '../../access/teamAccess';

export const lastManager = () => new HttpError(409, 'DELETE_CONFLICT', 'A team needs at least one manager. Make another member a manager first.');

export async function memberOrThrow(db: Db | Tx, teamId: number, userId: number) {
  const [row] = await db.select({ m: teamMembers, u: users }).from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'Member not found in this team');
  return row;
}

async function otherManagers(tx: Db | Tx, teamId: number, userId: number) {
  const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'MANAGER'), ne(teamMembers.userId, userId)));
  return r.n;
}

/** Makes an advisor of the team a manager (access level 3). Staff cannot manage a team. */
export async function addManager(db: Db, teamId: number, userId: number) {
  const { m, u } = await memberOrThrow(db, teamId, userId);
  if (m.role === 'STAFF' || u.roleId !== 2) throw badRequest('userId', 'Only advisors can be managers of a team');
  await db.update(teamMembers).set({ role: 'MANAGER', levelAccess: MANAGER_LEVEL }).where(eq(teamMembers.id, m.id));
}

/** A manager becomes an advisor of the team again, with write access (level 2); the last manager stays. */
export async function removeManager(db: Db, teamId: number, userId: number) {
  const { m } = await memberOrThrow(db, teamId, userId);
  if (m.role !== 'MANAGER') throw new HttpError(404, 'NOT_FOUND', 'This member is not a manager of the team');
  await db.transaction(async (tx) => {
    if ((await otherManagers(tx, teamId, userId)) === 0) throw lastManager();
    await tx.update(teamMembers).set({ role: 'ADVISOR', levelAccess: 2 }).where(eq(teamMembers.id, m.id));
  });
}

/** A member's access level 0 to 2 (a manager's is 3 and changes through the manager calls). */
export async function setAccessLevel(db: Db, teamId: number, userId: number, levelAccess: number) {
  const { m } = await memberOrThrow(db, teamId, userId);
  if (m.role === 'MANAGER') throw new HttpError(409, 'MANAGER_LEVEL', 'A manager has access level 3. Remove them as manager to change it.');
  await db.update(teamMembers).set({ levelAccess }).where(eq(teamMembers.id, m.id));
}

/**
 * Moves plans to an advisor of the team; every plan must belong to this team (profiles.team_id, README "Team roles")
 * and to one of its advisors: a plan of another team, even of an advisor who is also a member here, is refused.
 */
export async function movePlans(tx: Tx, teamId: number, toUserId: number, profileIds: number[], byUserId: number) {
  const { m, u } = await memberOrThrow(tx, teamId, toUserId);
  if (m.role === 'STAFF' || u.roleId !== 2) throw badRequest('userId', 'Plans can move only to an advisor of the team');
  const advisors = (await tx.select({ userId: teamMembers.userId }).from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), ne(teamMembers.role, 'STAFF')))).map((r) => r.userId);
  const rows = await tx.select({ id: profiles.id, advisorUserId: profiles.advisorUserId, teamId: profiles.teamId }).from(profiles).where(inArray(profiles.id, profileIds));
  profileIds.forEach((id, i) => {
    const row = rows.find((r) => r.id === id);
    if (!row || row.advisorUserId == null || row.teamId !== teamId || !advisors.includes(row.advisorUserId)) throw badRequest(`plans.${i}`, 'is not a plan of this team');
  });
  for (const id of profileIds) {
    await tx.update(profiles).set({ advisorUserId: toUserId }).where(eq(profiles.id, id));
    // The plan now inherits the new advisor's assumptions and settings: its results are computed again.
    await touchProfile(tx, id, { userId: byUserId, description: `Plan moved to ${u.firstName} ${u.lastName}`.trim() });
  }
  return profileIds.length;
}

/**
 * Removes an advisor (or manager) from the team. Their plans stay theirs (`keep`) or move to another advisor of the
 * team (`move`); their team licence is orphaned (the team keeps it, free).
 */
export async function removeAdvisor(db: Db, teamId: number, userId: number, plans: { mode: 'keep' } | { mode: 'move'; to: number }, byUserId: number) {
  const { m } = await memberOrThrow(db, teamId, userId);
  if (m.role === 'STAFF') throw new HttpError(409, 'NOT_ADVISOR', 'This member is staff: remove them as staff.');
  return db.transaction(async (tx) => {
    if (m.role === 'MANAGER' && (await otherManagers(tx, teamId, userId)) === 0) throw lastManager();
    let moved = 0;
    if (plans.mode === 'move') {
      if (plans.to === userId) throw badRequest('to', 'Choose another advisor to take the plans');
      // Only the plans that belong to this team move; the advisor keeps those of other teams and their own.
      const ids = (await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.advisorUserId, userId), eq(profiles.teamId, teamId)))).map((r) => r.id);
      if (ids.length) moved = await movePlans(tx, teamId, plans.to, ids, byUserId);
    }
    const freed = await orphanMemberLicences(tx, teamId, userId);
    await tx.delete(teamMembers).where(eq(teamMembers.id, m.id));
    await syncTeamSummary(tx, teamId);
    return { removed: userId, plansMoved: moved, licencesFreed: freed };
  });
}

export async function removeStaff(db: Db, teamId: number, userId: number) {
  const { m } = await memberOrThrow(db, teamId, userId);
  if (m.role !== 'STAFF') throw new HttpError(409, 'NOT_STAFF', 'This member is an advisor: remove them as an advisor, saying what happens to their plans.');
  await db.delete(teamMembers).where(eq(teamMembers.id, m.id));
  return { removed: userId };
}
