import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden, parse } from '../../lib/errors';
import { allows } from '../../access/profileAccess';
import { restoreEntry, successByVersion } from './service';

const restoreParams = z.object({ profileId: z.coerce.number().int().positive(), eventId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Plan history besides the spec's event list: GET /api/client/history/{profileId}/success (probability of success
 * per plan version) and
 * POST /api/client/history/{profileId}/restore/{eventId} (an advisor puts a record's earlier values back).
 */
export default async function historyRoutes(app: FastifyInstance) {
  app.get('/api/client/history/:profileId/success', { config: { access: { profile: 'historyAccess', from: 'params.profileId' } } }, async (req) =>
    successByVersion(app.db, req.profileAccess!.profileId));

  app.post('/api/client/history/:profileId/restore/:eventId', { config: { access: { profile: 'write', from: 'params.profileId' } } }, async (req) => {
    const { permissions, profileId } = req.profileAccess!;
    // Restoring is an advisor's correction: a client's change rights do not reach it.
    if (permissions.basicAccess || !allows(permissions, 'historyAccess')) throw forbidden();
    const { eventId } = parse(restoreParams, req.params);
    return { restored: await restoreEntry(app.db, profileId, eventId, req.user!.id) };
  });
}
