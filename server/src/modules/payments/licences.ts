import { and, asc, count, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { licenses, priceOverrides, payments, teams, users } from '../../db/schema/index';

/** A licence runs a year from payment (or from its current end when renewed early). */
export const LICENCE_DAYS = 365;
const DAY = 86400_000;

type Reader = Db | Tx;

/** The price of one licence for a payer: the site administrator's override when there is one, else the list price. */
export async function priceFor(db: Reader, payerId: number, listPriceCents: number) {
  const [o] = await db.select().from(priceOverrides).where(eq(priceOverrides.payerId, payerId));
  return { priceCents: o?.price ?? listPriceCents, listPriceCents, override: !!o, currency: 'usd' };
}

/**
 * The advisor's licence expiry (users.expiration_date, which the plan guard reads) follows their licences: the latest
 * end of any licence assigned to them; with none left, it ends now.
 */
export async function syncUserExpiry(tx: Tx, userId: number, now = new Date()) {
  const [row] = await tx.select({ end: max(licenses.expiresAt) }).from(licenses).where(eq(licenses.userId, userId));
  const [u] = await tx.select().from(users).where(eq(users.id, userId));
  if (!u || u.roleId !== 2) return;
  if (row?.end) {
    await tx.update(users).set({ expirationDate: row.end, roleDescription: u.roleDescription === 'Advisor (Trial)' ? 'Advisor' : u.roleDescription })
      .where(eq(users.id, userId));
  } else if (!u.expirationDate || u.expirationDate > now) {
    await tx.update(users).set({ expirationDate: now }).where(eq(users.id, userId));
  }
}

/** teams.license_count / license_expiration summarise the team's licence rows (other screens read them). */
export async function syncTeamSummary(tx: Tx, teamId: number) {
  const [s] = await tx.select({ n: count(), end: max(licenses.expiresAt) }).from(licenses).where(eq(licenses.teamId, teamId));
  await tx.update(teams).set({ licenseCount: Number(s.n), licenseExpiration: s.end ?? null }).where(eq(teams.id, teamId));
}

const extend = (from: Date, now: Date) => new Date(Math.max(from.getTime(), now.getTime()) + LICENCE_DAYS * DAY);

/**
 * Applies a paid purchase once: OPEN -> PAID and the licences it buys. False when it was not open (already applied or
 * cancelled), so a repeated mark-paid or processor event changes nothing.
 */
export async function applyPayment(tx: Tx, paymentId: number, opts: { now?: Date; markedBy?: number | null } = {}): Promise<boolean> {
  const now = opts.now ?? new Date();
  const [p] = await tx.update(payments).set({ status: 'PAID', paidAt: now, markedPaidBy: opts.markedBy ?? null })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'OPEN'))).returning();
  if (!p) return false;
  if (p.kind === 'USER') {
    const userId = p.userId!;
    const [own] = await tx.select().from(licenses).where(and(eq(licenses.userId, userId), isNull(licenses.teamId))).orderBy(asc(licenses.id)).limit(1);
    if (own) await tx.update(licenses).set({ expiresAt: extend(own.expiresAt, now), renew: true }).where(eq(licenses.id, own.id));
    else await tx.insert(licenses).values({ userId, teamId: null, expiresAt: extend(now, now) });
    await syncUserExpiry(tx, userId, now);
    return true;
  }
  const teamId = p.teamId!;
  if (!p.renew) {
    await tx.insert(licenses).values(Array.from({ length: p.licenseCount }, () => ({ teamId, userId: null, expiresAt: extend(now, now) })));
  } else {
    const rows = await tx.select().from(licenses).where(eq(licenses.teamId, teamId)).orderBy(asc(licenses.expiresAt), asc(licenses.id)).limit(p.licenseCount);
    for (const l of rows) {
      await tx.update(licenses).set({ expiresAt: extend(l.expiresAt, now), renew: true }).where(eq(licenses.id, l.id));
      if (l.userId) await syncUserExpiry(tx, l.userId, now);
    }
    // Renewing more than the team has adds the rest as new licences.
    const missing = p.licenseCount - rows.length;
    if (missing > 0) await tx.insert(licenses).values(Array.from({ length: missing }, () => ({ teamId, userId: null, expiresAt: extend(now, now) })));
  }
  await syncTeamSummary(tx, teamId);
  return true;
}

/** A free licence of the team goes to the advisor; null when none is free. */
export async function adoptLicence(tx: Tx, teamId: number, advisorUserId: number, now = new Date()) {
  const [free] = await tx.select().from(licenses)
    .where(and(eq(licenses.teamId, teamId), isNull(licenses.userId), sql`${licenses.expiresAt} > ${now}`))
    .orderBy(sql`${licenses.expiresAt} desc`, asc(licenses.id)).limit(1).for('update');
  if (!free) return null;
  const [taken] = await tx.update(licenses).set({ userId: advisorUserId }).where(and(eq(licenses.id, free.id), isNull(licenses.userId))).returning();
  if (!taken) return null;
  await syncUserExpiry(tx, advisorUserId, now);
  return taken;
}

/** Frees the advisor's licences in this team (orphaned: the team keeps them, free for another advisor). */
export async function orphanMemberLicences(tx: Tx, teamId: number, userId: number, now = new Date()) {
  const freed = await tx.update(licenses).set({ userId: null }).where(and(eq(licenses.teamId, teamId), eq(licenses.userId, userId))).returning();
  if (freed.length) await syncUserExpiry(tx, userId, now);
  return freed.length;
}

/** Licence counts of a team: bought, assigned, free, and expiry. */
export async function teamLicenceSummary(db: Reader, teamId: number, now = new Date()) {
  const rows = await db.select().from(licenses).where(eq(licenses.teamId, teamId));
  const live = rows.filter((r) => r.expiresAt > now);
  const ends = rows.map((r) => r.expiresAt.getTime());
  return {
    teamId,
    bought: rows.length,
    assigned: rows.filter((r) => r.userId != null).length,
    free: live.filter((r) => r.userId == null).length,
    expired: rows.length - live.length,
    nextExpiry: ends.length ? new Date(Math.min(...ends)).toISOString() : null,
    lastExpiry: ends.length ? new Date(Math.max(...ends)).toISOString() : null,
  };
}

export async function openPaymentsOf(db: Reader, where: { teamId?: number; userId?: number }) {
  const cond = where.teamId != null ? eq(payments.teamId, where.teamId) : eq(payments.userId, where.userId!);
  return db.select().from(payments).where(and(cond, ne(payments.status, 'CANCELLED'))).orderBy(sql`${payments.id} desc`).limit(50);
}
