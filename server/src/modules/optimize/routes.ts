import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { PlanSolver } from './optimize';

/** `endpoints.optimize`: POST /api/gateway/calcs/profile/{profileId}/optimize, the plan solver (issue 33). */
export default async function optimizeRoutes(app: FastifyInstance) {
  const solver = new PlanSolver(app.db);
  app.addHook('onClose', async () => solver.close());

  route(app, endpoints.optimize.run, { access: { profile: 'read', from: 'params.profileId' } }, async (req, reply) => {
    // A caller who goes away (the connection closes before the answer is sent) stops the search.
    const abandoned = new AbortController();
    reply.raw.once('close', () => { if (!reply.raw.writableFinished) abandoned.abort(); });
    return solver.run(req.profileAccess!.profileId, req.user!.id, req.profileAccess!.permissions, req.body, abandoned.signal);
  });
}
