import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminTeam, PayerPrice } from '@portal/shared/contract';
import type { Db, Tx } from '../../db/client';
import { licenses, priceOverrides, teamMembers, teams, users } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { priceFor, syncTeamSummary, syncUserExpiry } from '../payments/licences';
import { dayEnd } from './advisors';

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));

/** Every team with its licences (held, assigned, end), members, advisors, plans and managers. */
export async function listTeams(db: Db): Promise<AdminTeam[]> {
  const list = await db.select().from(teams).orderBy(asc(teams.name), asc(teams.id));
  if (list.length === 0) return [];
  const counts = rowsOf<{ id: number; members: number; advisors: number; plans: number; assigned: number }>(await db.execute(sql`
    SELECT t.id,
      (SELECT count(*)::int FROM team_members m WHERE m.team_id = t.id) AS members,
      (SELECT count(*)::int FROM team_members m WHERE m.team_id = t.id AND m.role <> 'STAFF') AS advisors,
      (SELECT count(*)::int FROM profiles p JOIN team_members m ON m.user_id = p.advisor_user_id WHERE m.team_id = t.id AND p.active) AS plans,
      (SELECT count(*)::int FROM licenses l WHERE l.team_id = t.id AND l.user_id IS NOT NULL) AS assigned
    FROM teams t`));
  const byId = new Map(counts.map((c) => [Number(c.id), c]));
  const managers = await db.select({ teamId: teamMembers.teamId, id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(teamMembers).innerJoin(users, eq(users.id, teamMembers.userId)).where(eq(teamMembers.role, 'MANAGER'));
  return list.map((t) => {
    const c = byId.get(t.id);
    return {
      id: t.id, name: t.name, started: t.started, licenseCount: t.licenseCount, assignedLicences: Number(c?.assigned ?? 0),
      licenseExpiration: t.licenseExpiration?.toISOString() ?? null, members: Number(c?.members ?? 0), advisors: Number(c?.advisors ?? 0),
      plans: Number(c?.plans ?? 0), createdAt: t.createdAt.toISOString(),
      managers: managers.filter((m) => m.teamId === t.id).map((m) => ({ id: m.id, name: `${m.first} ${m.last}`.trim(), email: m.email })),
    };
  });
}

/**
 * Sets a team's licence: it holds `licenseCount` licences, all ending at the end of `expirationDate`. Free licences
 * are added or removed; assigned ones are never taken from their advisors (409 when fewer are asked for).
 */
export async function setTeamLicence(tx: Tx, body: { teamId: number; licenseCount: number; expirationDate: string }) {
  const [team] = await tx.select().from(teams).where(eq(teams.id, body.teamId));
  if (!team) throw new HttpError(404, 'NOT_FOUND', 'Team not found');
  const held = await tx.select().from(licenses).where(eq(licenses.teamId, body.teamId)).orderBy(asc(licenses.id));
  const assigned = held.filter((l) => l.userId != null);
  if (body.licenseCount < assigned.length) {
    throw new HttpError(409, 'LICENCES_ASSIGNED', `${assigned.length} licences of this team are assigned to advisors; unassign some first.`,
      { errors: [{ field: 'licenseCount', message: `must be at least ${assigned.length}` }] });
  }
  const end = dayEnd(body.expirationDate);
  if (held.length > 0) await tx.update(licenses).set({ expiresAt: end }).where(eq(licenses.teamId, body.teamId));
  if (body.licenseCount > held.length) {
    await tx.insert(licenses).values(Array.from({ length: body.licenseCount - held.length }, () => ({ teamId: body.teamId, userId: null, expiresAt: end })));
  } else if (body.licenseCount < held.length) {
    const free = held.filter((l) => l.userId == null).slice(0, held.length - body.licenseCount).map((l) => l.id);
    if (free.length) await tx.delete(licenses).where(and(inArray(licenses.id, free), isNull(licenses.userId)));
  }
  await syncTeamSummary(tx, body.teamId);
  for (const l of assigned) await syncUserExpiry(tx, l.userId!);
}

/** A payer is a user who buys licences (an advisor for their own, a manager for a team). */
export async function payerPrice(db: Db | Tx, payerId: number, listPriceCents: number): Promise<PayerPrice> {
  const [u] = await db.select().from(users).where(eq(users.id, payerId));
  if (!u || u.roleId == null) throw new HttpError(404, 'NOT_FOUND', 'Payer not found');
  const p = await priceFor(db, payerId, listPriceCents);
  return { payerId, name: `${u.firstName} ${u.lastName}`.trim() || u.email, priceCents: p.priceCents, listPriceCents: p.listPriceCents, override: p.override };
}

export async function setPriceOverride(tx: Tx, payerId: number, price: number) {
  await tx.insert(priceOverrides).values({ payerId, price }).onConflictDoUpdate({ target: priceOverrides.payerId, set: { price } });
}

export async function removePriceOverride(db: Db, payerId: number) {
  const gone = await db.delete(priceOverrides).where(eq(priceOverrides.payerId, payerId)).returning();
  return gone.length > 0;
}

