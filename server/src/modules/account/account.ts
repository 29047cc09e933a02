import { and, asc, eq, inArray } from 'drizzle-orm';
import { permissionsFromFlags } from '@portal/shared/access';
import type { Account } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { profileAccess, teamMembers, teams, users } from '../../db/schema/index';
import { teamAdvisorLevels } from '../../access/profileAccess';

type UserRow = typeof users.$inferSelect;

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The account of spec document 1 section 3, with the expired-licence rule applied. */
export async function buildAccount(db: Db, user: UserRow): Promise<Account> {
  const memberships = await db
    .select({ teamId: teamMembers.teamId, levelAccess: teamMembers.levelAccess, teamName: teams.name })
    .from(teamMembers).innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, user.id));

  const advisorCreate: Account['advisorCreate'] = [];
  if (user.roleId === 1 || user.roleId === 2) advisorCreate.push({ advisorId: user.id, advisorName: fullName(user) });
  if (user.roleId != null) {
    const writable = [...(await teamAdvisorLevels(db, user.id)).entries()].filter(([id, lvl]) => lvl >= 2 && id !== user.id).map(([id]) => id);
    if (writable.length) {
      const advisors = await db.select().from(users).where(inArray(users.id, writable));
      for (const a of advisors) if (a.roleId != null) advisorCreate.push({ advisorId: a.id, advisorName: fullName(a) });
    }
  }

  let clientProfileId: number | null = null;
  let clientPermissions: Account['clientPermissions'] = null;
  if (user.roleId == null) {
    const [grant] = await db.select().from(profileAccess)
      .where(and(eq(profileAccess.userId, user.id), eq(profileAccess.status, 'ACTIVE'))).orderBy(asc(profileAccess.id)).limit(1);
    clientProfileId = grant?.profileId ?? null;
    clientPermissions = grant ? permissionsFromFlags(grant.flags) : null;
  }

  return {
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, username: user.username, email: user.email, roleId: user.roleId },
    expirationDate: user.expirationDate ? user.expirationDate.toISOString() : null,
    expired: user.expirationDate != null && user.expirationDate.getTime() < Date.now(),
    roleDescription: user.roleDescription,
    teamAccess: memberships.map((m) => ({ teamId: m.teamId, teamName: m.teamName, levelAccess: m.levelAccess })),
    advisorCreate,
    clientProfileId,
    clientPermissions,
  };
}
