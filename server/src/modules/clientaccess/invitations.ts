import { recordAccessChange } from '../history/levelChange';
import { randomBytes } from 'node:crypto';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ClientInvite, ProfileAccessEntry, UsernameLookup } from '@portal/shared/contract';
import { DEFAULT_CLIENT_FLAGS, permissionsFromFlags } from '@portal/shared/access';
import { messages } from '@portal/shared/validation';
import { profileAccess, profiles, registrations, users } from '../../db/schema/index';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { requireProfile } from '../../access/guard';
import type { Db } from '../../db/client';
import { LINK_TTL_DAYS, linkTo, normEmail, publicOrigin, userByEmail, userByUsername } from '../../lib/registrations';
import { fullName } from '../account/account';
import { firmOfPlan } from '../../levels/firmName';

type AccessRow = typeof profileAccess.$inferSelect;

export const CLIENT_COMPLETE_PATH = '/registration/client/complete';

export function toEntry(r: AccessRow): ProfileAccessEntry {
  return {
    id: r.id, profileId: r.profileId, userId: r.userId, email: r.email, username: r.username, firstName: r.firstName,
    lastName: r.lastName, status: r.status as ProfileAccessEntry['status'], flags: permissionsFromFlags(r.flags),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Stored flags: every flag as a boolean, the level as 0..2 (nothing else from the body is kept). */
export const storedFlags = (flags: unknown) => ({ ...permissionsFromFlags((flags ?? DEFAULT_CLIENT_FLAGS) as Record<string, unknown>) });

/**
 * 'Username already exists for this profile' when the username already has access to (or an invitation to) this
 * plan; 'Username already exists for this team' when anyone else holds it (spec document 1 section 5).
 */
export async function lookupUsername(db: Db, username: string, profileId?: number | null): Promise<UsernameLookup> {
  const name = username.trim().toLowerCase();
  if (profileId) {
    const [onProfile] = await db.select({ id: profileAccess.id }).from(profileAccess).where(and(
      eq(profileAccess.profileId, profileId), ne(profileAccess.status, 'REVOKED'), eq(sql`lower(${profileAccess.username})`, name),
    ));
    if (onProfile) return { available: false, message: messages.usernameExistsProfile() };
  }
  const user = await userByUsername(db, name);
  const [pending] = user ? [] : await db.select({ id: profileAccess.id }).from(profileAccess)
    .where(and(eq(profileAccess.status, 'PENDING'), eq(sql`lower(${profileAccess.username})`, name)));
  if (user || pending) return { available: false, message: messages.usernameExistsTeam() };
  return { available: true };
}

async function mailInvitation(req: FastifyRequest, to: string, advisorName: string, link: string, profileId: number) {
  // The firm's name (banner title, else the team's or the advisor's own), never the portal's.
  const firm = await firmOfPlan(req.server.db, profileId);
  const who = firm ? `${advisorName} of ${firm}` : advisorName;
  await req.server.mailer.send({
    to,
    fromName: firm,
    subject: `${who} invited you to your financial plan`,
    text: `${who} invited you to view your financial plan online.\n\nCreate your account here: ${link}\n\n`
      + `The link is valid for ${LINK_TTL_DAYS.CLIENT} days. If you did not expect this e-mail, you can ignore it.`,
    link,
  });
}

async function advisorName(db: Db, profileId: number): Promise<string> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(profiles)
    .innerJoin(users, eq(users.id, profiles.advisorUserId)).where(eq(profiles.id, profileId));
  return row ? fullName(row) || 'Your advisor' : 'Your advisor';
}

/** A new link for a pending invitation: the registration row (kind CLIENT) points back to the access row. */
async function issueInvitationLink(req: FastifyRequest, access: AccessRow, advisorId: number | null) {
  const db = req.server.db;
  const id = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_TTL_DAYS.CLIENT * 86400_000);
  await db.insert(registrations).values({
    id, kind: 'CLIENT', email: access.email, expiresAt,
    data: { accessId: access.id, profileId: access.profileId, advisorId, firstName: access.firstName, lastName: access.lastName, username: access.username },
  });
  if (access.invitationId) {
    await db.update(registrations).set({ status: 'REPLACED' })
      .where(and(eq(registrations.id, access.invitationId), eq(registrations.status, 'PENDING')));
  }
  await db.update(profileAccess).set({ invitationId: id }).where(eq(profileAccess.id, access.id));
  await mailInvitation(req, access.email, await advisorName(db, access.profileId), linkTo(req, CLIENT_COMPLETE_PATH, id), access.profileId);
}

export type InviteMode =
  /** POST /api/client/registration/client/{advisor}: a new person only; an address or username in use answers 403. */
  | 'register'
  /** Invitations from the Client Access and Invite a Client screens: an existing client gets access at once. */
  | 'invite';

/**
 * Invites a person to a plan (the caller's right to change the plan is checked by the route). Creates a pending
 * access with the chosen flags and e-mails a registration link; an existing client account gets the access at once.
 */
export async function inviteClient(req: FastifyRequest, advisorId: number, input: ClientInvite, mode: InviteMode): Promise<ProfileAccessEntry> {
  const db = req.server.db;
  const email = normEmail(input.email);
  // Inviting changes who sees the plan: the caller needs write access to it (and a valid licence).
  const permissions = await requireProfile(req, input.profileId, 'write');
  if (permissions.basicAccess) throw forbidden();
  const [profile] = await db.select({ id: profiles.id, advisorUserId: profiles.advisorUserId }).from(profiles).where(eq(profiles.id, input.profileId));
  if (!profile) throw notFound('Profile');
  if (profile.advisorUserId !== advisorId) throw badRequest('profileId', 'This plan does not belong to the advisor');

  const existingUser = await userByEmail(db, email);
  if (existingUser && mode === 'register') throw new HttpError(403, 'ALREADY_REGISTERED', 'An account with this e-mail address already exists.');
  if (existingUser && existingUser.roleId != null) {
    throw new HttpError(409, 'EMAIL_IN_USE', 'This e-mail address belongs to an advisor account and cannot be invited as a client.');
  }
  const [already] = await db.select({ id: profileAccess.id }).from(profileAccess).where(and(
    eq(profileAccess.profileId, profile.id), ne(profileAccess.status, 'REVOKED'),
    existingUser ? or(eq(profileAccess.userId, existingUser.id), eq(sql`lower(${profileAccess.email})`, email))! : eq(sql`lower(${profileAccess.email})`, email),
  ));
  if (already) throw new HttpError(409, 'ACCESS_EXISTS', 'This person already has access to this plan, or an invitation to it.');

  const username = existingUser ? existingUser.username : input.username ?? null;
  if (!existingUser && username) {
    const lookup = await lookupUsername(db, username, profile.id);
    if (!lookup.available) {
      if (mode === 'register') throw new HttpError(403, 'USERNAME_TAKEN', lookup.message!);
      throw badRequest('username', lookup.message!);
    }
  }

  const access = await db.transaction(async (tx) => {
    const [row] = await tx.insert(profileAccess).values({
      profileId: profile.id, userId: existingUser?.id ?? null, email, username,
      firstName: existingUser?.firstName ?? input.firstName, lastName: existingUser?.lastName ?? input.lastName,
      status: existingUser ? 'ACTIVE' : 'PENDING', flags: storedFlags(input.flags),
    }).returning();
    await recordAccessChange(tx, null, row, req.user?.id, `Client access granted to ${email}`);
    return row;
  });

  if (existingUser) {
    const link = `${publicOrigin(req)}/login`;
    const firm = await firmOfPlan(db, profile.id);
    const who = `${await advisorName(db, profile.id)}${firm ? ` of ${firm}` : ''}`;
    await req.server.mailer.send({
      to: existingUser.email,
      fromName: firm,
      subject: `${who} shared a plan with you`,
      text: `${who} gave you access to a financial plan. Sign in to see it: ${link}`,
      link,
    });
  } else {
    await issueInvitationLink(req, access, advisorId);
  }
  const [fresh] = await db.select().from(profileAccess).where(eq(profileAccess.id, access.id));
  return toEntry(fresh);
}

export async function accessOnProfile(db: Db, profileId: number, id: number): Promise<AccessRow> {
  const [row] = await db.select().from(profileAccess)
    .where(and(eq(profileAccess.id, id), eq(profileAccess.profileId, profileId), ne(profileAccess.status, 'REVOKED')));
  if (!row) throw notFound('Client access');
  return row;
}

/** Resend: a pending invitation gets a new link (the old one stops working). */
export async function resendInvitation(req: FastifyRequest, profileId: number, id: number): Promise<ProfileAccessEntry> {
  const access = await accessOnProfile(req.server.db, profileId, id);
  if (access.status !== 'PENDING') throw new HttpError(409, 'ALREADY_REGISTERED', 'This client has already registered; there is no invitation to resend.');
  const [profile] = await req.server.db.select({ advisorUserId: profiles.advisorUserId }).from(profiles).where(eq(profiles.id, profileId));
  await issueInvitationLink(req, access, profile?.advisorUserId ?? null);
  return toEntry(await accessOnProfile(req.server.db, profileId, id));
}

/** Revoke: the access ends at once (the guard reads it on every call) and any pending link stops working. */
export async function revokeAccess(db: Db, profileId: number, id: number, userId?: number): Promise<void> {
  const access = await accessOnProfile(db, profileId, id);
  await db.transaction(async (tx) => {
    const [revoked] = await tx.update(profileAccess).set({ status: 'REVOKED' }).where(eq(profileAccess.id, access.id)).returning();
    if (access.invitationId) {
      await tx.update(registrations).set({ status: 'REVOKED' })
        .where(and(eq(registrations.id, access.invitationId), eq(registrations.status, 'PENDING')));
    }
    await recordAccessChange(tx, access, revoked, userId, `Client access of ${access.email} revoked`);
  });
}
