import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licenses, persons, profiles, teamInvitations, teamMembers, teams, users } from '../../db/schema/index';
import { clientNameOf } from '../plan/profiles';

const name = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The caller's teams (teamAccesses). */
export async function myTeams(db: Db, userId: number) {
  const rows = await db.select({ m: teamMembers, t: teams }).from(teamMembers).innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId)).orderBy(teams.id);
  return rows.map(({ m, t }) => ({ teamId: t.id, teamName: t.name, started: t.started, role: m.role, levelAccess: m.levelAccess }));
}

/** Members (advisors and staff, managers included) with their access level, licence and number of plans. */
export async function teamMemberList(db: Db, teamId: number) {
  const rows = await db.select({ m: teamMembers, u: users }).from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId)).orderBy(teamMembers.id);
  const ids = rows.map((r) => r.u.id);
  const lic = ids.length ? await db.select().from(licenses).where(inArray(licenses.userId, ids)) : [];
  const plans = ids.length ? await db.select({ id: profiles.id, advisorUserId: profiles.advisorUserId }).from(profiles)
    .where(and(inArray(profiles.advisorUserId, ids), eq(profiles.teamId, teamId), eq(profiles.active, true))) : [];
  const now = Date.now();
  return rows.map(({ m, u }) => {
    const mine = lic.filter((l) => l.userId === u.id);
    const teamLicence = mine.find((l) => l.teamId === teamId) ?? null;
    return {
      userId: u.id, name: name(u), email: u.email, username: u.username, role: m.role, levelAccess: m.levelAccess,
      manager: m.role === 'MANAGER', staff: m.role === 'STAFF' || u.roleId === 3,
      licence: teamLicence ? { id: teamLicence.id, expiresAt: teamLicence.expiresAt.toISOString() } : null,
      ownLicence: mine.some((l) => l.teamId == null),
      expirationDate: u.expirationDate?.toISOString() ?? null,
      expired: !!u.expirationDate && u.expirationDate.getTime() < now && u.roleId === 2,
      planCount: plans.filter((p) => p.advisorUserId === u.id).length,
    };
  });
}

export async function pendingInvitations(db: Db, teamId: number) {
  const rows = await db.select().from(teamInvitations).where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'PENDING')))
    .orderBy(teamInvitations.id);
  return rows.map((i) => ({
    id: i.id, email: i.email, firstName: i.firstName, lastName: i.lastName, role: i.role, levelAccess: i.levelAccess, userId: i.userId,
    sentAt: i.sentAt.toISOString(), expiresAt: i.expiresAt.toISOString(), expired: i.expiresAt.getTime() < Date.now(),
  }));
}

/** Licence rows of a team with the advisor each is assigned to (teamLicenseDetails). */
export async function licenceDetails(db: Db, teamId: number) {
  const rows = await db.select({ l: licenses, u: users }).from(licenses).leftJoin(users, eq(users.id, licenses.userId))
    .where(eq(licenses.teamId, teamId)).orderBy(licenses.expiresAt, licenses.id);
  const now = Date.now();
  return rows.map(({ l, u }) => ({
    id: l.id, teamId, userId: l.userId, userName: u ? name(u) : null, expiresAt: l.expiresAt.toISOString(),
    expired: l.expiresAt.getTime() < now, renew: l.renew,
  }));
}

/** Plans of the team's advisors and managers (teamPlans). */
export async function teamPlanList(db: Db, teamId: number) {
  const members = await db.select({ u: users, m: teamMembers }).from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
  const advisors = members.filter((r) => r.m.role !== 'STAFF');
  if (!advisors.length) return [];
  const rows = await db.select().from(profiles)
    .where(and(inArray(profiles.advisorUserId, advisors.map((a) => a.u.id)), eq(profiles.teamId, teamId), eq(profiles.active, true))).orderBy(profiles.id);
  const people = rows.length ? await db.select().from(persons).where(inArray(persons.profileId, rows.map((r) => r.id))) : [];
  return rows.map((r) => {
    const a = advisors.find((x) => x.u.id === r.advisorUserId)!;
    return {
      profileId: r.id, clientName: clientNameOf(people.filter((p) => p.profileId === r.id), r.spouse),
      advisorUserId: r.advisorUserId, advisorName: name(a.u), updatedAt: r.updatedAt.toISOString(),
    };
  });
}
