import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { HttpError, forbidden } from '../../lib/errors';
import { issueToken } from '../../lib/sessions';
import { buildAccount } from '../account/account';
import { createDemoVisitor, demoTemplateId, isDemoEmail, removeDemoVisitor, removeStaleVisitors } from './demoPlan';

/**
 * Product demo (spec document 1 section 7, POST and DELETE /api/client/access/demo): a prospect opens a read-only
 * copy of the demo plan without registering; leaving the demo removes the visitor, their sessions and the copy.
 */
export default async function demoRoutes(app: FastifyInstance) {
  route(app, endpoints.demo.start, { access: 'public' }, async (req, reply) => {
    if (!(await app.underRateLimit(`demo:ip:${req.ip}`, 10, 60 * 60_000))) {
      throw new HttpError(429, 'RATE_LIMITED', 'Too many demo sessions from this address. Please try again later.');
    }
    await removeStaleVisitors(app.db);
    const templateId = await demoTemplateId(app.db);
    if (!templateId) throw new HttpError(404, 'NOT_FOUND', 'The demo plan is not available.');
    const { user, profileId } = await createDemoVisitor(app.db, templateId);
    const { token } = await issueToken(app.db, app.sessionSecret, user.id, 'demo');
    reply.status(201);
    return { token, account: await buildAccount(app.db, user), profileId };
  });

  route(app, endpoints.demo.end, { access: 'user' }, async (req, reply) => {
    const user = req.user!;
    if (!isDemoEmail(user.email) || user.roleId != null) throw forbidden('Only a demo session can be ended this way');
    await app.db.transaction((tx) => removeDemoVisitor(tx, user.id));
    return reply.status(204).send();
  });
}
