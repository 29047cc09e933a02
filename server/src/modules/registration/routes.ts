import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, type RegistrationValidation } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { ADVISOR_ROLE_ID } from '@portal/shared/access';
import { profileAccess, users } from '../../db/schema/index';
import { HttpError, badRequest } from '../../lib/errors';
import { issueToken } from '../../lib/sessions';
import { advisorCreateFrom } from '../../access/advisorAccess';
import { buildAccount, fullName } from '../account/account';
import { jobRoles, marketingSources } from '../codes/lists';
import { firmOfPlan, firmOfUser } from '../../levels/firmName';
import { inviteClient } from '../clientaccess/invitations';
import {
  MESSAGES, TRIAL_DAYS, createRegistration, linkTo, publicOrigin, markUsed, registrationState, stateMessage, userByEmail, userByUsername,
  type RegistrationRow,
} from '../../lib/registrations';

const WINDOW = 15 * 60_000;
const USERNAME_TAKEN = 'This username is already taken. Choose another.';

/** A completion that cannot go ahead: 400 with a message the form shows as its own error (spec document 1 section 8). */
const linkError = (status: RegistrationValidation['status']) =>
  new HttpError(400, `REGISTRATION_${status}`, stateMessage(status) ?? MESSAGES.notFound);

async function pendingOfKind(app: FastifyInstance, id: string, kind: 'ADVISOR' | 'CLIENT'): Promise<RegistrationRow> {
  const { row, status } = await registrationState(app.db, id);
  if (!row || row.kind !== kind) throw linkError('NOT_FOUND');
  if (status !== 'PENDING') throw linkError(status);
  return row;
}

/**
 * Registration (spec document 1 section 7): trial sign-up of an advisor with e-mail confirmation, and the sign-up of
 * a client invited by an advisor. Completing either signs the new user in.
 */
export default async function registrationRoutes(app: FastifyInstance) {
  const calls = endpoints.registration;
  const limit = async (ip: string) => {
    if (!(await app.underRateLimit(`registration:ip:${ip}`, 20, WINDOW))) {
      throw new HttpError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.');
    }
  };

  // Trial registration. An address already registered gets the same answer ("check your e-mail") so the form cannot
  // be used to learn who has an account; its owner is mailed a note pointing to sign-in instead of a link.
  route(app, calls.advisor, { access: 'public' }, async (req) => {
    const body = req.body;
    if (!jobRoles.some((c) => c.code === body.jobRole)) throw badRequest('jobRole', 'is not a valid value');
    if (!marketingSources.some((c) => c.code === body.marketingSource)) throw badRequest('marketingSource', 'is not a valid value');
    await limit(req.ip);
    const existing = await userByEmail(app.db, body.email);
    if (existing) {
      const signIn = `${publicOrigin(req)}/login`;
      await app.mailer.send({
        to: existing.email,
        subject: 'You already have an account',
        fromName: await firmOfUser(app.db, existing.id),
        text: `Hello ${existing.firstName || body.firstName},\n\nSomeone asked to start a trial with this e-mail address, `
          + `which already has an account. Sign in here: ${signIn}\n\nIf this was not you, you can ignore this e-mail.`,
      });
      return true as const;
    }
    const { id } = await createRegistration(app.db, 'ADVISOR', body.email, { ...body });
    const link = linkTo(req, '/registration/complete', id);
    await app.mailer.send({
      to: body.email,
      subject: 'Confirm your e-mail address to start your trial',
      text: `Hello ${body.firstName},\n\nConfirm your e-mail address and choose a username to start your ${TRIAL_DAYS}-day trial: ${link}\n\n`
        + 'The link is valid for 7 days. If you did not register, you can ignore this e-mail.',
      link,
    });
    return true as const;
  });

  // Is this e-mailed link still usable? (It may have expired, or been used or replaced.)
  route(app, calls.validate, { access: 'public' }, async (req): Promise<RegistrationValidation> => {
    const { id } = req.params;
    const { row, status } = await registrationState(app.db, id);
    if (!row || status !== 'PENDING') return { valid: false, status, message: stateMessage(status) };
    const data = row.data as Record<string, string | null | undefined>;
    let advisorName: string | undefined;
    let firmName: string | undefined;
    if (row.kind === 'CLIENT' && data.advisorId) {
      const [advisor] = await app.db.select().from(users).where(eq(users.id, Number(data.advisorId)));
      advisorName = advisor ? fullName(advisor) : undefined;
      // The firm of the plan the client is invited to (its banner title, else its team's or advisor's name), as the invitation e-mail.
      const planId = Number(data.profileId);
      firmName = (Number.isInteger(planId) && planId > 0 ? await firmOfPlan(app.db, planId) : advisor ? await firmOfUser(app.db, advisor.id) : null) ?? undefined;
    }
    return {
      valid: true, status, kind: row.kind as 'ADVISOR' | 'CLIENT', email: row.email,
      firstName: data.firstName ?? '', lastName: data.lastName ?? '', username: data.username ?? null, advisorName, firmName,
    };
  });

  // Completion of a trial registration: the advisor chooses a username and gets a trial licence (role id 2).
  route(app, calls.complete, { access: 'public' }, async (req) => {
    const { registrationId } = req.params;
    const body = req.body;
    await limit(req.ip);
    const reg = await pendingOfKind(app, registrationId, 'ADVISOR');
    const data = reg.data as Record<string, string>;
    if (await userByEmail(app.db, reg.email)) throw new HttpError(400, 'ALREADY_REGISTERED', MESSAGES.emailTaken);
    if (await userByUsername(app.db, body.username)) throw badRequest('username', USERNAME_TAKEN);
    const user = await app.db.transaction(async (tx) => {
      if (!(await markUsed(tx, reg.id))) throw linkError('USED');
      const [created] = await tx.insert(users).values({
        email: reg.email, username: body.username, firstName: body.firstName ?? data.firstName, lastName: body.lastName ?? data.lastName,
        roleId: ADVISOR_ROLE_ID, roleDescription: 'Advisor (Trial)', expirationDate: new Date(Date.now() + TRIAL_DAYS * 86400_000),
      }).returning();
      return created;
    });
    const { token } = await issueToken(app.db, app.sessionSecret, user.id, 'registration');
    return { token, account: await buildAccount(app.db, user) };
  });

  // An advisor registers a client for one of their plans ("body is the user"); 403 when the person already exists.
  route(app, calls.client, { access: { check: advisorCreateFrom('advisor') } }, async (req) => {
    await inviteClient(req, req.params.advisor, req.body, 'register');
    return true as const;
  });

  // The invited client completes sign-up from the e-mailed link and is signed in with access to their plan.
  route(app, calls.clientComplete, { access: 'public' }, async (req) => {
    const { registrationId } = req.params;
    const body = req.body;
    await limit(req.ip);
    const reg = await pendingOfKind(app, registrationId, 'CLIENT');
    const data = reg.data as { accessId?: number; username?: string | null; firstName?: string; lastName?: string };
    if (await userByEmail(app.db, reg.email)) throw new HttpError(400, 'ALREADY_REGISTERED', MESSAGES.emailTaken);
    const username = data.username || body.username;
    const owner = await userByUsername(app.db, username);
    if (owner) throw badRequest('username', USERNAME_TAKEN);
    const user = await app.db.transaction(async (tx) => {
      if (!(await markUsed(tx, reg.id))) throw linkError('USED');
      const [created] = await tx.insert(users).values({
        email: reg.email, username, firstName: body.firstName ?? data.firstName ?? '', lastName: body.lastName ?? data.lastName ?? '',
        roleId: null, roleDescription: 'Client',
      }).returning();
      const granted = await tx.update(profileAccess)
        .set({ userId: created.id, status: 'ACTIVE', username, firstName: created.firstName, lastName: created.lastName })
        .where(and(eq(profileAccess.id, Number(data.accessId)), eq(profileAccess.status, 'PENDING'), eq(profileAccess.invitationId, reg.id)))
        .returning({ id: profileAccess.id });
      if (granted.length !== 1) throw linkError('USED');
      return created;
    });
    const { token } = await issueToken(app.db, app.sessionSecret, user.id, 'registration');
    return { token, account: await buildAccount(app.db, user) };
  });
}
