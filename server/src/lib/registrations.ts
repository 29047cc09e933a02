import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ownOrigin } from '../config';
import type { FastifyRequest } from 'fastify';
import type { RegistrationValidation } from '@portal/shared/contract';
import type { Db, Tx } from '../db/client';
import { registrations, users } from '../db/schema/index';

export type RegistrationKind = 'ADVISOR' | 'CLIENT';
export type RegistrationRow = typeof registrations.$inferSelect;

/** How long an e-mailed link stays valid. */
export const LINK_TTL_DAYS = { ADVISOR: 7, CLIENT: 14 } as const;
/** A trial licence runs this many days from completion. */
export const TRIAL_DAYS = 30;

export const MESSAGES = {
  expired: 'This registration link has expired. Ask for a new one.',
  used: 'This registration link has already been used. Sign in with your e-mail address instead.',
  notFound: 'This registration link is not valid. Check that you opened the whole link from the e-mail.',
  emailTaken: 'An account with this e-mail address already exists. Sign in instead.',
} as const;

const newId = () => randomBytes(24).toString('base64url');
export const normEmail = (e: string) => e.trim().toLowerCase();

export async function createRegistration(db: Db, kind: RegistrationKind, email: string, data: Record<string, unknown>) {
  const id = newId();
  const expiresAt = new Date(Date.now() + LINK_TTL_DAYS[kind] * 86400_000);
  await db.insert(registrations).values({ id, kind, email: normEmail(email), data, expiresAt });
  return { id, expiresAt };
}

/**
 * The origin e-mailed links point at: PUBLIC_URL, else the server's configured HOST:PORT — never the request's
 * Host or X-Forwarded-Host, which a caller chooses (and would have the portal mail a link to their own site).
 */
export function publicOrigin(req: FastifyRequest): string {
  return ownOrigin(req.server.config);
}

export const linkTo = (req: FastifyRequest, path: string, id: string) => `${publicOrigin(req)}${path}?id=${encodeURIComponent(id)}`;

/** A registration by link id with its state: PENDING (usable), EXPIRED, USED (completed or revoked), NOT_FOUND. */
export async function registrationState(db: Db, id: string): Promise<{ row: RegistrationRow | null; status: RegistrationValidation['status'] }> {
  if (!id || id.length > 100) return { row: null, status: 'NOT_FOUND' };
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!row || (row.kind !== 'ADVISOR' && row.kind !== 'CLIENT')) return { row: null, status: 'NOT_FOUND' };
  if (row.status !== 'PENDING') return { row, status: 'USED' };
  if (row.expiresAt.getTime() < Date.now()) return { row, status: 'EXPIRED' };
  return { row, status: 'PENDING' };
}

export const stateMessage = (status: RegistrationValidation['status']) =>
  status === 'EXPIRED' ? MESSAGES.expired : status === 'USED' ? MESSAGES.used : status === 'NOT_FOUND' ? MESSAGES.notFound : undefined;

export async function userByEmail(db: Db, email: string) {
  const [u] = await db.select().from(users).where(eq(sql`lower(${users.email})`, normEmail(email)));
  return u ?? null;
}

export async function userByUsername(db: Db, username: string) {
  const [u] = await db.select().from(users).where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()));
  return u ?? null;
}

/** Marks a registration used; false when another request completed it first. */
export async function markUsed(db: Db | Tx, id: string, status = 'COMPLETE'): Promise<boolean> {
  const rows = await db.update(registrations).set({ status }).where(and(eq(registrations.id, id), eq(registrations.status, 'PENDING')))
    .returning({ id: registrations.id });
  return rows.length === 1;
}
