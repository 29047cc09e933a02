import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { teamInvitations, teams, users } from '../../db/schema/index';
import { publicOrigin } from '../../lib/registrations';
import { ADVISOR_ROLE_ID } from '@portal/shared/access';
import { firmOfTeam } from '../../levels/firmName';

export type InvitationRow = typeof teamInvitations.$inferSelect;
/** An e-mailed team invitation stays valid this long (resending starts it again). */
export const INVITATION_DAYS = 14;

export const newToken = () => randomBytes(24).toString('base64url');
export const invitationLink = (req: FastifyRequest, token: string) => `${publicOrigin(req)}/team/invitation?token=${encodeURIComponent(token)}`;

export async function invitationByToken(db: Db, token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db.select().from(teamInvitations).where(eq(teamInvitations.token, token));
  return row ?? null;
}

/** PENDING and unexpired, or why not. */
export function invitationState(inv: InvitationRow, now = Date.now()): 'PENDING' | 'EXPIRED' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN' {
  if (inv.status !== 'PENDING') return inv.status as 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN';
  return inv.expiresAt.getTime() < now ? 'EXPIRED' : 'PENDING';
}

export const STATE_MESSAGES: Record<string, string> = {
  EXPIRED: 'This invitation has expired. Ask the team manager to send it again.',
  ACCEPTED: 'This invitation has already been accepted. Sign in to work with the team.',
  DECLINED: 'This invitation was declined.',
  WITHDRAWN: 'This invitation was withdrawn by the team.',
  NOT_FOUND: 'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
};

/** Sends (or sends again) the invitation e-mail with its link. */
export async function mailInvitation(req: FastifyRequest, inv: InvitationRow) {
  const db = req.server.db;
  const [team] = await db.select().from(teams).where(eq(teams.id, inv.teamId));
  const [by] = inv.invitedBy ? await db.select().from(users).where(eq(users.id, inv.invitedBy)) : [];
  const link = invitationLink(req, inv.token);
  const who = by ? `${by.firstName} ${by.lastName}`.trim() : 'A team manager';
  const as = inv.role === 'STAFF' ? 'a staff member' : 'an advisor';
  const fromName = await firmOfTeam(db, inv.teamId);
  // An address whose account cannot join (a client's; not an advisor's for an advisor's place) gets a note, no link:
  // the inviter's answer is the same as for anyone (invitation sent if the address can join).
  const [owner] = await db.select({ roleId: users.roleId }).from(users).where(eq(sql`lower(${users.email})`, inv.email.trim().toLowerCase()));
  if (owner && (owner.roleId == null || (inv.role === 'ADVISOR' && owner.roleId !== ADVISOR_ROLE_ID))) {
    await req.server.mailer.send({
      to: inv.email,
      fromName,
      subject: `Invitation to join ${team?.name ?? 'a team'}`,
      text: `Hello,\n\n${who} invited this address to join ${team?.name ?? 'their team'} as ${as}, but the account of this address `
        + `${owner.roleId == null ? 'is a client account, which cannot join a team' : 'is not an advisor account'}. Nothing was changed. `
        + 'If you expected this invitation, ask the team to invite you in a role your account can take.',
    });
    return;
  }
  await req.server.mailer.send({
    to: inv.email,
    fromName,
    subject: `Invitation to join ${team?.name ?? 'a team'}`,
    text: `Hello ${inv.firstName || ''},\n\n${who} invited you to join ${team?.name ?? 'their team'} as ${as}. `
      + `Open this link to accept or decline (create your account first if you have none): ${link}\n\nThe link is valid for ${INVITATION_DAYS} days.`,
    link,
  });
}

/** Pending invitations addressed to this e-mail (shown to the person after sign-in). */
export async function pendingFor(db: Db, email: string) {
  return db.select({ id: teamInvitations.id, teamId: teamInvitations.teamId, teamName: teams.name, role: teamInvitations.role, token: teamInvitations.token })
    .from(teamInvitations).innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(and(eq(sql`lower(${teamInvitations.email})`, email.trim().toLowerCase()), eq(teamInvitations.status, 'PENDING')));
}
