import { and, asc, eq } from 'drizzle-orm';
import { integrationRecords, partnerLinks, planRecords } from '../../db/schema/index';
import { MISSING_ID, levelKeyOf, type Target, type World } from './world';

let seq = 0;

/** An imported record of the target plan; fresh: a new one (allowed deletes and changes get their own row). */
export async function integrationRecordId(w: World, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const profileId = w.plan[target];
  const db = w.t.db;
  if (!fresh) {
    const [row] = await db.select().from(integrationRecords).where(and(eq(integrationRecords.profileId, profileId), eq(integrationRecords.accountKey, 'matrix')));
    if (row) return row.id;
  }
  const description = target === 'other' ? 'Zephyr Holdings brokerage ••0001' : 'Demo brokerage ••0002';
  const [row] = await db.insert(integrationRecords).values({
    profileId, partnerId: 1, type: 'INV', accountKey: fresh ? `matrix-${++seq}` : 'matrix', statementDate: '2026-01-31',
    data: { description, balance: 1000, holdings: [], investmentType: 'BA' },
  }).returning();
  return row.id;
}

/** An investment of the target plan (what a record links to). */
export async function investmentId(w: World, target: Target): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const [row] = await w.t.db.select().from(planRecords)
    .where(and(eq(planRecords.profileId, w.plan[target]), eq(planRecords.kind, 'investment'))).orderBy(asc(planRecords.id)).limit(1);
  return row.id;
}

/** A partner link at the target advisor's level; fresh: a new one (partner ids of no real partner keep them apart). */
export async function userLinkId(w: World, target: Target, fresh = false): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const levelKey = levelKeyOf(w, 'user', target);
  const partnerId = fresh ? 10_000 + ++seq : 9_999;
  const [existing] = await w.t.db.select().from(partnerLinks)
    .where(and(eq(partnerLinks.level, 5), eq(partnerLinks.levelKey, levelKey), eq(partnerLinks.partnerId, partnerId)));
  if (existing) return existing.id;
  const [row] = await w.t.db.insert(partnerLinks).values({ level: 5, levelKey, partnerId }).returning();
  return row.id;
}
