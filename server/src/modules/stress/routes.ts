import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { stressResultsFor } from './runStress';

/**
 * `endpoints.stress`: GET /api/gateway/calcs/profile/{profileId}/stress: the plan's stress tests (historical
 * replay since 1871, bad timing at retirement, random lifetimes, fat tails), computed in a worker thread.
 */
export default async function stressRoutes(app: FastifyInstance) {
  const results = stressResultsFor(app.db);
  app.addHook('onClose', async () => results.pool.close());
  // Cache-Control (private, no-store) comes from the one hook for plan data (lib/cacheControl.ts).
  route(app, endpoints.stress.plan, { access: { profile: 'read', from: 'params.profileId' } }, async (req) => {
    return results.get(req.profileAccess!.profileId, req.query, new Date(), req.profileAccess!.permissions);
  });
}
