import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { planEvents, planRecords, profiles } from '../db/schema/index';

/** Test helpers shared by the plan-data test files (not a test file itself). */
export async function demoProfileId(db: Db): Promise<number> {
  const [p] = await db.select({ id: profiles.id }).from(profiles).orderBy(asc(profiles.id)).limit(1);
  return p.id;
}

export async function versionOf(db: Db, profileId: number): Promise<number> {
  const [p] = await db.select({ version: profiles.version }).from(profiles).where(eq(profiles.id, profileId));
  return p.version;
}

export async function countEvents(db: Db, profileId: number, eventType = 'PLAN_UPDATED'): Promise<number> {
  const rows = await db.select({ id: planEvents.id, type: planEvents.eventType }).from(planEvents).where(eq(planEvents.profileId, profileId));
  return rows.filter((r) => r.type === eventType).length;
}

export async function recordsOf(db: Db, profileId: number, kind: string) {
  const rows = await db.select().from(planRecords).where(eq(planRecords.profileId, profileId));
  return rows.filter((r) => r.kind === kind);
}

/** ISO date `years` years ago (a birth date for a person of that age). */
export const yearsAgo = (years: number, md = '03-15') => `${new Date().getUTCFullYear() - years}-${md}`;
