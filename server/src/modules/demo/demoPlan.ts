import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, like, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  actions, incomes, locations, participants, persons, planRecords, profileAccess, profiles, scenarios, sessions, settings, users,
} from '../../db/schema/index';
import { DEMO_EMAILS } from '../../seed/demo';

/** Demo visitors are users with an address in this reserved domain (RFC 2606), removed after DEMO_HOURS. */
export const DEMO_DOMAIN = 'demo.invalid';
export const DEMO_HOURS = 4;

/** A prospect sees the whole demo plan and changes nothing. */
export const DEMO_FLAGS = {
  basicAccess: true, advisorAccess: 0, historyAccess: true, plansAccess: true, profileAccess: true, profileChange: false,
  reportAccess: true, scenariosAccess: true, scenariosChange: false, suggestedAccess: true, workshopAccess: true,
  workshopChange: false, workshopAdd: false, workshopDelete: false,
};

export const isDemoEmail = (email: string) => email.toLowerCase().endsWith(`@${DEMO_DOMAIN}`);

/** The plan copied for prospects: DEMO_PROFILE_ID, else the demo advisor's first plan. */
export async function demoTemplateId(db: Db): Promise<number | null> {
  const configured = Number(process.env.DEMO_PROFILE_ID);
  if (Number.isInteger(configured) && configured > 0) return configured;
  const [row] = await db.select({ id: profiles.id }).from(profiles).innerJoin(users, eq(users.id, profiles.advisorUserId))
    .where(and(eq(users.email, DEMO_EMAILS.advisor), eq(profiles.demo, false), eq(profiles.active, true)))
    .orderBy(asc(profiles.id)).limit(1);
  return row?.id ?? null;
}

const REFERENCE_KEYS = new Set(['clientId', 'insuredId', 'personId']);
/** Keys of plan-record data naming another plan record (remapped to the copies once every record is copied). */
const RECORD_REFERENCE_KEYS = ['investmentId', 'realAssetId'] as const;

/** Copies a plan (people, incomes, locations, participants, records, scenarios and actions, plan settings) as a demo plan with no advisor. */
export async function copyPlan(tx: Tx, fromId: number): Promise<number> {
  const [src] = await tx.select().from(profiles).where(eq(profiles.id, fromId));
  const { id: _id, createdAt: _c, updatedAt: _u, ...profileData } = src;
  const [copy] = await tx.insert(profiles).values({ ...profileData, advisorUserId: null, demo: true }).returning({ id: profiles.id });
  const profileId = copy.id;

  const personMap = new Map<number, number>();
  for (const p of await tx.select().from(persons).where(eq(persons.profileId, fromId))) {
    const { id, ...rest } = p;
    const [n] = await tx.insert(persons).values({ ...rest, profileId }).returning({ id: persons.id });
    personMap.set(id, n.id);
  }
  const participantMap = new Map<number, number>();
  for (const p of await tx.select().from(participants).where(eq(participants.profileId, fromId))) {
    const { id, ...rest } = p;
    const [n] = await tx.insert(participants).values({ ...rest, profileId }).returning({ id: participants.id });
    participantMap.set(id, n.id);
  }
  const incomeRows = await tx.select().from(incomes).where(eq(incomes.profileId, fromId));
  if (incomeRows.length) {
    await tx.insert(incomes).values(incomeRows.map(({ id: _i, ...r }) => ({ ...r, profileId, clientId: personMap.get(r.clientId) ?? r.clientId })));
  }
  const locationRows = await tx.select().from(locations).where(eq(locations.profileId, fromId));
  if (locationRows.length) await tx.insert(locations).values(locationRows.map(({ id: _i, ...r }) => ({ ...r, profileId })));

  const recordMap = new Map<number, number>();
  const copied: Array<{ id: number; data: Record<string, unknown> }> = [];
  for (const r of await tx.select().from(planRecords).where(eq(planRecords.profileId, fromId))) {
    const data: Record<string, unknown> = { ...r.data, profileId };
    for (const [k, v] of Object.entries(data)) {
      if (typeof v !== 'number') continue;
      if (REFERENCE_KEYS.has(k)) data[k] = personMap.get(v) ?? v;
      if (k === 'participantId') data[k] = participantMap.get(v) ?? v;
    }
    const { id, createdAt: _c2, updatedAt: _u2, ...rest } = r;
    const [n] = await tx.insert(planRecords).values({ ...rest, profileId, data }).returning({ id: planRecords.id });
    recordMap.set(id, n.id);
    copied.push({ id: n.id, data });
  }
  // Records naming other records of the plan (an election's account, a debt's asset) name the copies.
  for (const c of copied) {
    const refs = RECORD_REFERENCE_KEYS.filter((k) => typeof c.data[k] === 'number' && recordMap.has(c.data[k] as number));
    if (refs.length === 0) continue;
    const data = { ...c.data, ...Object.fromEntries(refs.map((k) => [k, recordMap.get(c.data[k] as number)])) };
    await tx.update(planRecords).set({ data }).where(eq(planRecords.id, c.id));
  }
  for (const s of await tx.select().from(scenarios).where(eq(scenarios.profileId, fromId))) {
    const { id, ...rest } = s;
    const [n] = await tx.insert(scenarios).values({ ...rest, profileId, results: null, resultsVersion: null }).returning({ id: scenarios.id });
    const acts = await tx.select().from(actions).where(eq(actions.scenarioId, id));
    const actionMap = new Map<number, number>();
    for (const a of acts) {
      const { id: actionId, ...ra } = a;
      const referenceId = ra.referenceId == null ? null : recordMap.get(ra.referenceId) ?? personMap.get(ra.referenceId) ?? ra.referenceId;
      const [na] = await tx.insert(actions).values({ ...ra, scenarioId: n.id, referenceId }).returning({ id: actions.id });
      actionMap.set(actionId, na.id);
    }
    await tx.update(scenarios).set({
      selectedActions: s.selectedActions.map((x) => ({ id: actionMap.get(x.id) ?? x.id })),
      collapsedActions: s.collapsedActions.map((x) => actionMap.get(x) ?? x),
    }).where(eq(scenarios.id, n.id));
  }
  const planSettings = await tx.select().from(settings).where(and(eq(settings.level, 6), eq(settings.levelKey, fromId)));
  if (planSettings.length) await tx.insert(settings).values(planSettings.map(({ id: _i, ...r }) => ({ ...r, levelKey: profileId })));
  return profileId;
}

/** A temporary demo visitor with read-only access to a fresh copy of the demo plan. */
export async function createDemoVisitor(db: Db, templateId: number) {
  return db.transaction(async (tx) => {
    const tag = randomBytes(6).toString('hex');
    const [user] = await tx.insert(users).values({
      email: `visitor-${tag}@${DEMO_DOMAIN}`, username: `demo-${tag}`, firstName: 'Demo', lastName: 'Visitor',
      roleId: null, roleDescription: 'Product demo',
    }).returning();
    const profileId = await copyPlan(tx, templateId);
    await tx.insert(profileAccess).values({
      profileId, userId: user.id, email: user.email, username: user.username, firstName: user.firstName, lastName: user.lastName,
      status: 'ACTIVE', flags: DEMO_FLAGS,
    });
    return { user, profileId };
  });
}

/** Removes a demo visitor: their plan copies, sessions and the user. */
export async function removeDemoVisitor(db: Db | Tx, userId: number) {
  const grants = await db.select({ profileId: profileAccess.profileId }).from(profileAccess).where(eq(profileAccess.userId, userId));
  const ids = grants.map((g) => g.profileId);
  if (ids.length) {
    await db.delete(settings).where(and(eq(settings.level, 6), inArray(settings.levelKey, ids)));
    await db.delete(profiles).where(and(inArray(profiles.id, ids), eq(profiles.demo, true)));
  }
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(users).where(eq(users.id, userId));
}

/** Demo visitors older than DEMO_HOURS are removed whenever a new one arrives. */
export async function removeStaleVisitors(db: Db) {
  const cutoff = new Date(Date.now() - DEMO_HOURS * 3600_000);
  const stale = await db.select({ id: users.id }).from(users).where(and(like(users.email, `%@${DEMO_DOMAIN}`), lt(users.createdAt, cutoff)));
  for (const u of stale) await removeDemoVisitor(db, u.id);
}
