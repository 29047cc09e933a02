import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { ADVISOR_ROLE_ID, SITE_ADMIN_ROLE_ID, STAFF_ROLE_ID } from '@portal/shared/access';
import { teamInvitations, teamMembers, teams, users } from '../../db/schema/index';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { issueToken } from '../../lib/sessions';
import { buildAccount } from '../account/account';
import { TRIAL_DAYS, normEmail, userByEmail, userByUsername } from '../../lib/registrations';
import { LEVEL, assertTeam, checkedTeam, membership, param, teamRule } from '../../access/teamAccess';
import { INVITATION_DAYS, STATE_MESSAGES, invitationByToken, invitationState, mailInvitation, newToken, pendingFor } from './invitations';

const DAY = 86400_000;

/** Team invitations: sending, resending, answering, and the e-mailed link (view, register). */
export default async function invitationRoutes(app: FastifyInstance) {
  const db = app.db;
  const api = endpoints.teams.invitations;

  for (const kind of ['advisor', 'staff'] as const) {
    const role = kind === 'advisor' ? 'ADVISOR' : 'STAFF';
    route(app, api[kind], { access: teamRule(LEVEL.work, param('levelKey')) }, async (req) => {
      const teamId = checkedTeam(req);
      const { body } = req;
      const email = normEmail(body.email);
      const existing = await userByEmail(db, email);
      // Members are already known to the team. Anyone else gets the same answer whether the address is unknown, a
      // client's or another firm's (README "Team roles"): the invitation is stored and mailed, and only the
      // address's owner learns (from the e-mail, or when answering) whether their account can join.
      if (existing && await membership(db, teamId, existing.id)) throw new HttpError(409, 'ALREADY_MEMBER', 'This person is already a member of the team.');
      const levelAccess = body.levelAccess ?? (role === 'STAFF' ? 1 : 0);
      const values = {
        teamId, email, firstName: body.firstName ?? '', lastName: body.lastName ?? '', role, levelAccess,
        userId: null, invitedBy: req.user!.id, token: newToken(), sentAt: new Date(), expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY),
      };
      // One open invitation per person and team: inviting again replaces the old link.
      const inv = await db.transaction(async (tx) => {
        await tx.update(teamInvitations).set({ status: 'WITHDRAWN', answeredAt: new Date() })
          .where(and(eq(teamInvitations.teamId, teamId), eq(sql`lower(${teamInvitations.email})`, email), eq(teamInvitations.status, 'PENDING')));
        const [row] = await tx.insert(teamInvitations).values(values).returning();
        return row;
      });
      await mailInvitation(req, inv);
      return { id: inv.id, teamId, email, role, levelAccess, status: inv.status, expiresAt: inv.expiresAt.toISOString() };
    });
  }

  // {userId} is the invited person's account; for someone without one yet, the invitation's id stands in for it.
  route(app, api.resend, { access: teamRule(LEVEL.work, param('teamId')) }, async (req) => {
    const teamId = checkedTeam(req);
    const { userId } = req.params;
    const rows = await db.select().from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'PENDING'), or(eq(teamInvitations.userId, userId), eq(teamInvitations.id, userId))));
    const inv = rows.find((r) => r.userId === userId) ?? rows.find((r) => r.id === userId);
    if (!inv) throw new HttpError(404, 'NOT_FOUND', 'No open invitation for this person');
    const [fresh] = await db.update(teamInvitations).set({ sentAt: new Date(), expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY) })
      .where(eq(teamInvitations.id, inv.id)).returning();
    await mailInvitation(req, fresh);
    return { id: fresh.id, status: fresh.status, sentAt: fresh.sentAt.toISOString(), expiresAt: fresh.expiresAt.toISOString() };
  });

  // The invitee answers (true accepts, false declines); a team member at level 2+ may withdraw it (false).
  route(app, api.answer, { access: 'user' }, async (req) => {
    const user = req.user!;
    const { invitationId, value } = req.params;
    const [inv] = await db.select().from(teamInvitations).where(eq(teamInvitations.id, invitationId));
    if (!inv) throw notFound('Invitation');
    const [me] = await db.select().from(users).where(eq(users.id, user.id));
    const invitee = normEmail(me.email) === normEmail(inv.email);
    if (!invitee) {
      if (user.roleId !== SITE_ADMIN_ROLE_ID) {
        const m = await membership(db, inv.teamId, user.id);
        if (!m) throw notFound('Invitation');
        await assertTeam(db, user, inv.teamId, LEVEL.work);
      }
      if (value) throw forbidden('Only the invited person can accept an invitation');
      const [w] = await db.update(teamInvitations).set({ status: 'WITHDRAWN', answeredAt: new Date() })
        .where(and(eq(teamInvitations.id, inv.id), eq(teamInvitations.status, 'PENDING'))).returning();
      if (!w) throw new HttpError(409, 'INVITATION_ANSWERED', STATE_MESSAGES[inv.status] ?? 'This invitation is no longer open.');
      return { id: inv.id, status: 'WITHDRAWN' };
    }
    const state = invitationState(inv);
    if (state !== 'PENDING') throw new HttpError(409, `INVITATION_${state}`, STATE_MESSAGES[state]);
    if (value && inv.role === 'ADVISOR' && me.roleId !== ADVISOR_ROLE_ID) throw forbidden('Only an advisor account can join a team as an advisor');
    if (value && me.roleId == null) throw forbidden('A client account cannot join a team');
    return db.transaction(async (tx) => {
      const [answered] = await tx.update(teamInvitations).set({ status: value ? 'ACCEPTED' : 'DECLINED', answeredAt: new Date(), userId: me.id })
        .where(and(eq(teamInvitations.id, inv.id), eq(teamInvitations.status, 'PENDING'))).returning();
      if (!answered) throw new HttpError(409, 'INVITATION_ANSWERED', 'This invitation is no longer open.');
      if (value) {
        const added = await tx.insert(teamMembers).values({ teamId: inv.teamId, userId: me.id, role: inv.role, levelAccess: inv.levelAccess })
          .onConflictDoNothing().returning();
        if (!added.length) throw new HttpError(409, 'ALREADY_MEMBER', 'You are already a member of this team.');
      }
      const [team] = await tx.select().from(teams).where(eq(teams.id, inv.teamId));
      return { id: inv.id, status: answered.status, teamId: inv.teamId, teamName: team?.name ?? '' };
    });
  });

  // Invitations waiting for the signed-in person (the home page offers them).
  route(app, api.mine, { access: 'user' }, async (req) => {
    const [me] = await db.select().from(users).where(eq(users.id, req.user!.id));
    return (await pendingFor(db, me.email)).map(({ token, ...rest }) => ({ ...rest, link: `/team/invitation?token=${encodeURIComponent(token)}` }));
  });

  // The e-mailed link: what it invites to, and whether the address has an account yet.
  route(app, api.link, { access: 'public' }, async (req) => {
    const { token } = req.params;
    const inv = await invitationByToken(db, token);
    if (!inv) return { valid: false, status: 'NOT_FOUND', message: STATE_MESSAGES.NOT_FOUND };
    const state = invitationState(inv);
    const [team] = await db.select().from(teams).where(eq(teams.id, inv.teamId));
    const [by] = inv.invitedBy ? await db.select().from(users).where(eq(users.id, inv.invitedBy)) : [];
    return {
      valid: state === 'PENDING', status: state, message: STATE_MESSAGES[state], invitationId: inv.id, teamName: team?.name ?? '', role: inv.role,
      email: inv.email, firstName: inv.firstName, lastName: inv.lastName, invitedBy: by ? `${by.firstName} ${by.lastName}`.trim() : null,
      accountExists: !!(await userByEmail(db, inv.email)),
    };
  });

  // Someone invited without an account creates it from the link (the link proves the address) and is signed in.
  route(app, api.register, { access: 'public' }, async (req) => {
    const { token } = req.params;
    const { body } = req;
    if (!(await app.underRateLimit(`registration:ip:${req.ip}`, 20, 15 * 60_000))) {
      throw new HttpError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
    const inv = await invitationByToken(db, token);
    if (!inv) throw new HttpError(400, 'INVITATION_NOT_FOUND', STATE_MESSAGES.NOT_FOUND);
    const state = invitationState(inv);
    if (state !== 'PENDING') throw new HttpError(400, `INVITATION_${state}`, STATE_MESSAGES[state]);
    if (await userByEmail(db, inv.email)) throw new HttpError(400, 'ALREADY_REGISTERED', 'An account with this e-mail address already exists. Sign in instead.');
    if (await userByUsername(db, body.username)) throw badRequest('username', 'This username is already taken. Choose another.');
    const staff = inv.role === 'STAFF';
    const user = await db.transaction(async (tx) => {
      // An invited advisor starts on the 30-day trial, like any new advisor, until the team assigns a licence.
      const [created] = await tx.insert(users).values({
        email: inv.email, username: body.username, firstName: body.firstName ?? inv.firstName, lastName: body.lastName ?? inv.lastName,
        roleId: staff ? STAFF_ROLE_ID : ADVISOR_ROLE_ID, roleDescription: staff ? 'Staff' : 'Advisor (Trial)',
        expirationDate: staff ? null : new Date(Date.now() + TRIAL_DAYS * DAY),
      }).returning();
      await tx.update(teamInvitations).set({ userId: created.id }).where(eq(teamInvitations.id, inv.id));
      return created;
    });
    const { token: session } = await issueToken(db, app.sessionSecret, user.id, 'registration');
    return { token: session, account: await buildAccount(db, user), invitationId: inv.id };
  });
}
