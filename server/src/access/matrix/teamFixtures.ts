import { and, asc, eq, isNull } from 'drizzle-orm';
import { licenses, payments, teamInvitations } from '../../db/schema/index';
import { MISSING_ID, type Target, type World } from './world';

/**
 * Rows the team and payment calls are about, made on demand: a fresh pending invitation, open payment or free licence
 * of the target team, so an allowed call that consumes one takes nothing another probe needs.
 */
let n = 0;
const nextTag = () => `${Date.now().toString(36)}-${(n += 1)}`;

export async function invitationId(w: World, target: Target): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const tag = nextTag();
  const [row] = await w.t.db.insert(teamInvitations).values({
    token: `matrix-${tag}`, teamId: w.team[target], email: `invitee-${tag}@matrix.example`, role: 'ADVISOR',
    expiresAt: new Date(Date.now() + 86400_000),
  }).returning();
  return row.id;
}

/** The payer of the target team's purchases in the matrix: the demo team's manager, the other team's advisor. */
export const teamPayer = (w: World, target: Target) => (target === 'other' ? w.userId.otherAdvisor : target === 'demo' ? w.userId.manager : MISSING_ID);

export async function openTeamPayment(w: World, target: Target): Promise<string> {
  if (target === 'missing') return 'INV-missing';
  const vendorId = `INV-matrix-${nextTag()}`;
  await w.t.db.insert(payments).values({
    kind: 'TEAM', teamId: w.team[target], payerId: teamPayer(w, target), licenseCount: 1, renew: false, unitPriceCents: 100, amount: 100,
    provider: 'invoice', vendorId, status: 'OPEN',
  });
  return vendorId;
}

export async function openUserPayment(w: World, target: Target): Promise<string> {
  if (target === 'missing') return 'INV-missing';
  const vendorId = `INV-matrix-${nextTag()}`;
  const advisor = w.advisor[target];
  await w.t.db.insert(payments).values({
    kind: 'USER', userId: advisor, payerId: advisor, licenseCount: 1, renew: true, unitPriceCents: 100, amount: 100, provider: 'invoice', vendorId, status: 'OPEN',
  });
  return vendorId;
}

/** A licence of the target team: a fresh free one (for allowed deletes), else an existing one. */
export async function teamLicenceId(w: World, target: Target, fresh: boolean): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const teamId = w.team[target];
  if (!fresh) {
    const [l] = await w.t.db.select().from(licenses).where(and(eq(licenses.teamId, teamId), isNull(licenses.userId))).orderBy(asc(licenses.id)).limit(1);
    if (l) return l.id;
  }
  const [row] = await w.t.db.insert(licenses).values({ teamId, userId: null, expiresAt: new Date(Date.now() + 86400_000) }).returning();
  return row.id;
}

/** An open invoice (for the site administrator's mark-paid). */
export async function openInvoiceId(w: World): Promise<number> {
  const vendorId = await openTeamPayment(w, 'demo');
  const [p] = await w.t.db.select().from(payments).where(eq(payments.vendorId, vendorId));
  return p.id;
}

/** The id of a new open purchase of the target's advisor (their invoice to read as a PDF); a missing id for 'missing'. */
export async function userPaymentId(w: World, target: Target): Promise<number> {
  if (target === 'missing') return 2_000_000_000;
  const vendorId = await openUserPayment(w, target);
  const [p] = await w.t.db.select().from(payments).where(eq(payments.vendorId, vendorId));
  return p.id;
}
