import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AdminAdvisor, AdminAdvisorDetail, AdminPlan } from '@portal/shared/contract';
import { stageLabel } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { licenses, payments, persons, planFigures, priceOverrides, profiles, sessions, teamMembers, teams, users } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { syncUserExpiry } from '../payments/licences';

export const ADVISOR_ROLE = 2;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const dayStart = (s: string) => new Date(`${s}T00:00:00.000Z`);
/** The end of a yyyy-mm-dd day: ranges include both their days. */
export const dayEnd = (s: string) => new Date(dayStart(s).getTime() + 86400_000);

export type AdvisorFilter = { kind: 'all' } | { kind: 'current' } | { kind: 'paid'; from: string; to: string };

/**
 * Advisors (role id 2) with their licence, teams, plan count, last sign-in and price override. `current`: a licence
 * that has not ended (none set counts as current); `paid`: a paid purchase (their own, or one they paid for a team)
 * between the two days, with the amount paid in that range.
 */
export async function listAdvisors(db: Db, filter: AdvisorFilter, now = new Date()): Promise<AdminAdvisor[]> {
  let paid: Map<number, number> | null = null;
  const where = [eq(users.roleId, ADVISOR_ROLE)];
  if (filter.kind === 'current') where.push(or(isNull(users.expirationDate), gte(users.expirationDate, now))!);
  if (filter.kind === 'paid') {
    const rows = await db.select({ who: sql<number>`coalesce(${payments.userId}, ${payments.payerId})`, cents: sql<number>`sum(${payments.amount})::bigint` })
      .from(payments)
      .where(and(eq(payments.status, 'PAID'), gte(sql`${payments.paidAt}`, dayStart(filter.from)), lt(sql`${payments.paidAt}`, dayEnd(filter.to))))
      .groupBy(sql`1`);
    paid = new Map(rows.map((r) => [Number(r.who), Number(r.cents)]));
    if (paid.size === 0) return [];
    where.push(inArray(users.id, [...paid.keys()]));
  }
  const rows = await db.select().from(users).where(and(...where)).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const out = await decorate(db, rows, now);
  return paid ? out.map((a) => ({ ...a, paidCents: paid!.get(a.id) ?? 0 })) : out;
}

async function decorate(db: Db | Tx, rows: Array<typeof users.$inferSelect>, now: Date): Promise<AdminAdvisor[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [plans, signIns, memberships, overrides] = await Promise.all([
    db.select({ id: profiles.advisorUserId, n: sql<number>`count(*)::int` }).from(profiles)
      .where(and(inArray(profiles.advisorUserId, ids), eq(profiles.active, true))).groupBy(profiles.advisorUserId),
    db.select({ id: sessions.userId, last: sql<Date>`max(${sessions.createdAt})` }).from(sessions)
      .where(inArray(sessions.userId, ids)).groupBy(sessions.userId),
    db.select({ userId: teamMembers.userId, id: teams.id, name: teams.name, role: teamMembers.role }).from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId)).where(inArray(teamMembers.userId, ids)),
    db.select().from(priceOverrides).where(inArray(priceOverrides.payerId, ids)),
  ]);
  const planCount = new Map(plans.map((p) => [Number(p.id), Number(p.n)]));
  const last = new Map(signIns.map((s) => [s.id, s.last ? new Date(s.last) : null]));
  const price = new Map(overrides.map((o) => [o.payerId, o.price]));
  return rows.map((u) => ({
    id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, roleDescription: u.roleDescription, active: u.active,
    expirationDate: iso(u.expirationDate), expired: !!u.expirationDate && u.expirationDate < now,
    createdAt: u.createdAt.toISOString(), lastSignIn: iso(last.get(u.id) ?? null), planCount: planCount.get(u.id) ?? 0,
    teams: memberships.filter((m) => m.userId === u.id).map((m) => ({ id: m.id, name: m.name, role: m.role })),
    priceOverride: price.get(u.id) ?? null,
  }));
}

export async function advisorRow(db: Db | Tx, id: number) {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u || u.roleId !== ADVISOR_ROLE) throw new HttpError(404, 'NOT_FOUND', 'Advisor not found');
  return u;
}

export async function advisorDetail(db: Db, id: number, now = new Date()): Promise<AdminAdvisorDetail> {
  const u = await advisorRow(db, id);
  const [base] = await decorate(db, [u], now);
  const own = await db.select().from(licenses).where(eq(licenses.userId, id)).orderBy(asc(licenses.expiresAt));
  const pays = await db.select().from(payments).where(or(eq(payments.userId, id), eq(payments.payerId, id))).orderBy(desc(payments.createdAt)).limit(50);
  return {
    ...base,
    licences: own.map((l) => ({ id: l.id, teamId: l.teamId, expiresAt: l.expiresAt.toISOString(), renew: l.renew })),
    payments: pays.map((p) => ({ id: p.id, vendorId: p.vendorId, status: p.status, amountCents: p.amount, createdAt: p.createdAt.toISOString(), paidAt: iso(p.paidAt) })),
  };
}

/** An advisor's plans with their stored figures (the primary client names the plan). */
export async function advisorPlans(db: Db, id: number): Promise<AdminPlan[]> {
  await advisorRow(db, id);
  const rows = await db.select({
    p: profiles, f: planFigures, first: persons.firstName, last: persons.lastName,
  }).from(profiles)
    .leftJoin(planFigures, eq(planFigures.profileId, profiles.id))
    .leftJoin(persons, and(eq(persons.profileId, profiles.id), eq(persons.type, 'C')))
    .where(eq(profiles.advisorUserId, id)).orderBy(asc(profiles.id));
  return rows.map(({ p, f, first, last }) => ({
    profileId: p.id, name: planName(first, last, p.id), active: p.active, planningStage: p.planningStage, stageLabel: stageLabel(p.planningStage),
    probability: f?.probability ?? null, netWorth: f?.netWorth ?? null, totalAssets: f?.totalAssets ?? null,
    computedAt: iso(f?.computedAt), stale: f ? f.stale : true, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString(),
  }));
}

export const planName = (first: string | null, last: string | null, id: number) =>
  [first, last].filter(Boolean).join(' ').trim() || `Plan ${id}`;

/**
 * Sets an advisor's licence end: their own licence (not a team's) is created or moved to the day's end, then the
 * account's expiry follows their licences as everywhere else (the latest end of any licence assigned to them).
 */
export async function setAdvisorExpiration(tx: Tx, id: number, day: string) {
  await advisorRow(tx, id);
  const end = dayEnd(day);
  const [own] = await tx.select().from(licenses).where(and(eq(licenses.userId, id), isNull(licenses.teamId))).orderBy(asc(licenses.id)).limit(1);
  if (own) await tx.update(licenses).set({ expiresAt: end }).where(eq(licenses.id, own.id));
  else await tx.insert(licenses).values({ userId: id, teamId: null, expiresAt: end, renew: false });
  // The account's expiry is the latest end of the licences assigned to them (a team licence may run later).
  await syncUserExpiry(tx, id);
}

/** Creates an advisor account (role id 2) with their own licence; they sign in with a code mailed to the address. */
export async function createAdvisor(tx: Tx, body: { email: string; firstName: string; lastName: string; expirationDate?: string }) {
  const [taken] = await tx.select({ id: users.id }).from(users).where(or(eq(users.email, body.email), eq(users.username, body.email)));
  if (taken) throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this e-mail address already exists', { errors: [{ field: 'email', message: 'is already in use' }] });
  const end = body.expirationDate ? dayEnd(body.expirationDate) : new Date(Date.now() + 365 * 86400_000);
  const [u] = await tx.insert(users).values({
    email: body.email, username: body.email, firstName: body.firstName, lastName: body.lastName,
    roleId: ADVISOR_ROLE, roleDescription: 'Advisor', expirationDate: end,
  }).returning();
  await tx.insert(licenses).values({ userId: u.id, teamId: null, expiresAt: end, renew: false });
  return u.id;
}
