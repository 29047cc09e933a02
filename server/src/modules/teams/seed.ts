import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { licenses, persons, profiles, teamMembers, teams, users } from '../../db/schema/index';
import { storeAnswer } from '../auth/recovery';

/** A demo advisor whose trial ran out: plans read-only until they renew (README, demo accounts). */
export const EXPIRED_DEMO_EMAIL = 'expired@example.com';

/**
 * Licence rows for the demo team (one per bought licence, assigned to its advisors in member order) and the demo
 * advisor with an expired licence and one plan.
 */
export async function seedTeamDemo(tx: Tx, now = new Date()) {
  for (const team of await tx.select().from(teams)) {
    const members = await tx.select({ userId: teamMembers.userId }).from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, team.id), sql`${teamMembers.role} in ('ADVISOR','MANAGER')`, eq(users.roleId, 2))).orderBy(teamMembers.id);
    const expiresAt = team.licenseExpiration ?? new Date(now.getTime() + 365 * 86400_000);
    const rows = Array.from({ length: team.licenseCount }, (_, i) => ({ teamId: team.id, userId: members[i]?.userId ?? null, expiresAt }));
    if (rows.length) await tx.insert(licenses).values(rows);
  }
  const lapsed = new Date(now.getTime() - 5 * 86400_000);
  const [advisor] = await tx.insert(users).values({
    email: EXPIRED_DEMO_EMAIL, username: 'expired', firstName: 'Riley', lastName: 'Lapse', roleId: 2, roleDescription: 'Advisor (Trial)',
    expirationDate: lapsed, recoveryQuestion: 'In what city were you born?', recoveryAnswerHash: storeAnswer('Springfield'),
  }).returning();
  const [plan] = await tx.insert(profiles).values({
    advisorUserId: advisor.id, spouse: false, kids: false, others: false, maritalStatus: 'S', spending: 40_000, gatheringStep: 9, planningStage: 1, onboardingComplete: true,
  }).returning();
  await tx.insert(persons).values({
    profileId: plan.id, type: 'C', firstName: 'Harper', lastName: 'Vale', dateOfBirth: `${now.getUTCFullYear() - 50}-03-03`, gender: 'F',
    employmentStatus: 'EM', lifeExpectancy: 90, retirementAge: 65, annualPreTax: 80_000, monthlyTakeHome: 4_800,
  });
}

export const teamDemoSeeder = {
  name: 'team licences and the expired demo advisor',
  needed: async (db: Db) => {
    const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, EXPIRED_DEMO_EMAIL));
    const [l] = await db.select({ n: sql<number>`count(*)::int` }).from(licenses);
    const [m] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, 'manager@example.com'));
    return u.n === 0 && l.n === 0 && m.n === 1;
  },
  run: (tx: Tx) => seedTeamDemo(tx),
};
