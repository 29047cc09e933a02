import { dbIdParam } from '@portal/shared/validation';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientInviteSchema, profileAccessSaveSchema } from '@portal/shared/contract';
import { profileAccess, profiles } from '../../db/schema/index';
import { badRequest, parse } from '../../lib/errors';
import { advisorCreateFrom, advisorOnProfile } from '../../access/advisorAccess';
import { buildAccount } from '../account/account';
import { usernameField } from '@portal/shared/contract';
import { recordAccessChange } from '../history/levelChange';
import { accessOnProfile, inviteClient, lookupUsername, resendInvitation, revokeAccess, storedFlags, toEntry } from './invitations';

const profileParams = z.object({ profileId: dbIdParam() });
const entryParams = z.object({ profileId: dbIdParam(), id: dbIdParam() });
const lookupBody = z.object({ username: usernameField(), profileId: dbIdParam().optional() });

const param = (name: string) => (req: { params: unknown }) => (req.params as Record<string, string>)[name];
const bodyProfileId = (req: { body: unknown }) => (req.body as { profileId?: unknown } | null)?.profileId;

/**
 * Client access (spec document 1 section 7): who besides the advisor may see a plan, and which parts.
 * Managing it is an advisor's job on that plan (no basicAccess); clients never manage access, even with profile change.
 */
export default async function clientAccessRoutes(app: FastifyInstance) {
  // Advisors whose plans the caller may create and manage (the invite form's advisor choice).
  app.get('/api/client/access/advisor/create', { config: { access: 'advisor' } }, async (req) =>
    (await buildAccount(app.db, req.user!)).advisorCreate);

  app.get('/api/client/access/profile/:profileId', { config: { access: { check: advisorOnProfile('read', param('profileId')) } } }, async (req) => {
    const { profileId } = parse(profileParams, req.params);
    const rows = await app.db.select().from(profileAccess)
      .where(and(eq(profileAccess.profileId, profileId), ne(profileAccess.status, 'REVOKED'))).orderBy(asc(profileAccess.id));
    return rows.map(toEntry);
  });

  app.post('/api/client/access/profile', { config: { access: { check: advisorOnProfile('write', bodyProfileId) } } }, async (req) => {
    const body = parse(profileAccessSaveSchema, req.body);
    if (body.id) {
      const current = await accessOnProfile(app.db, body.profileId, body.id);
      const row = await app.db.transaction(async (tx) => {
        const [saved] = await tx.update(profileAccess).set({
          flags: storedFlags(body.flags),
          ...(body.firstName ? { firstName: body.firstName } : {}),
          ...(body.lastName ? { lastName: body.lastName } : {}),
        }).where(eq(profileAccess.id, current.id)).returning();
        await recordAccessChange(tx, current, saved, req.user!.id, 'Client access changed');
        return saved;
      });
      return toEntry(row);
    }
    if (!body.email) throw badRequest('email', 'Email is required');
    if (!body.firstName) throw badRequest('firstName', 'First Name is required');
    if (!body.lastName) throw badRequest('lastName', 'Last Name is required');
    const [profile] = await app.db.select({ advisorUserId: profiles.advisorUserId }).from(profiles).where(eq(profiles.id, body.profileId));
    return inviteClient(req, profile.advisorUserId ?? 0, {
      profileId: body.profileId, email: body.email, firstName: body.firstName, lastName: body.lastName, username: body.username, flags: body.flags,
    }, 'invite');
  });

  app.delete('/api/client/access/profile/:profileId/:id', { config: { access: { check: advisorOnProfile('write', param('profileId')) } } }, async (req, reply) => {
    const { profileId, id } = parse(entryParams, req.params);
    await revokeAccess(app.db, profileId, id, req.user!.id);
    return reply.status(204).send();
  });

  app.post('/api/client/access/profile/resend/:profileId/:id', { config: { access: { check: advisorOnProfile('write', param('profileId')) } } }, async (req) => {
    const { profileId, id } = parse(entryParams, req.params);
    return resendInvitation(req, profileId, id);
  });

  // Form field `username` (spec): is it free for a client of this advisor's plan?
  app.post('/api/client/access/advisor/:advisorId/user/lookup', { config: { access: { check: advisorCreateFrom('advisorId') } } }, async (req) => {
    const { username, profileId } = parse(lookupBody, req.body ?? {});
    return lookupUsername(app.db, username, profileId);
  });

  // Invite a Client: one call that creates the access and e-mails the invitation.
  app.post('/api/gateway/client/invite/advisor/:advisorUserId', { config: { access: { check: advisorCreateFrom('advisorUserId') } } }, async (req, reply) => {
    const body = parse(clientInviteSchema, req.body);
    const entry = await inviteClient(req, Number((req.params as { advisorUserId: string }).advisorUserId), body, 'invite');
    return reply.status(201).send(entry);
  });
}
