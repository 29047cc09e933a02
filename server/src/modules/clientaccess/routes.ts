import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { profileAccess, profiles } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { route } from '../../lib/route';
import { advisorCreateFrom, advisorOnProfile } from '../../access/advisorAccess';
import { buildAccount } from '../account/account';
import { recordAccessChange } from '../history/levelChange';
import { accessOnProfile, inviteClient, lookupUsername, resendInvitation, revokeAccess, storedFlags, toEntry } from './invitations';

const param = (name: string) => (req: { params: unknown }) => (req.params as Record<string, string>)[name];
const bodyProfileId = (req: { body: unknown }) => (req.body as { profileId?: unknown } | null)?.profileId;

/**
 * Client access (spec document 1 section 7): who besides the advisor may see a plan, and which parts.
 * Managing it is an advisor's job on that plan (no basicAccess); clients never manage access, even with profile change.
 */
export default async function clientAccessRoutes(app: FastifyInstance) {
  const calls = endpoints.clientAccess;
  // Advisors whose plans the caller may create and manage (the invite form's advisor choice).
  route(app, calls.advisors, { access: 'advisor' }, async (req) =>
    (await buildAccount(app.db, req.user!)).advisorCreate);

  route(app, calls.list, { access: { check: advisorOnProfile('read', param('profileId')) } }, async (req) => {
    const { profileId } = req.params;
    const rows = await app.db.select().from(profileAccess)
      .where(and(eq(profileAccess.profileId, profileId), ne(profileAccess.status, 'REVOKED'))).orderBy(asc(profileAccess.id));
    return rows.map(toEntry);
  });

  route(app, calls.save, { access: { check: advisorOnProfile('write', bodyProfileId) } }, async (req) => {
    const body = req.body;
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

  route(app, calls.revoke, { access: { check: advisorOnProfile('write', param('profileId')) } }, async (req, reply) => {
    const { profileId, id } = req.params;
    await revokeAccess(app.db, profileId, id, req.user!.id);
    return reply.status(204).send();
  });

  route(app, calls.resend, { access: { check: advisorOnProfile('write', param('profileId')) } }, async (req) => {
    const { profileId, id } = req.params;
    return resendInvitation(req, profileId, id);
  });

  // Form field `username` (spec): is it free for a client of this advisor's plan?
  route(app, calls.lookup, { access: { check: advisorCreateFrom('advisorId') } }, async (req) => {
    const { username, profileId } = req.body;
    return lookupUsername(app.db, username, profileId);
  });

  // Invite a Client: one call that creates the access and e-mails the invitation.
  route(app, calls.invite, { access: { check: advisorCreateFrom('advisorUserId') } }, async (req, reply) => {
    const entry = await inviteClient(req, req.params.advisorUserId, req.body, 'invite');
    reply.status(201);
    return entry;
  });
}
