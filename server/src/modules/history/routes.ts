import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { forbidden } from '../../lib/errors';
import { route } from '../../lib/route';
import { allows } from '../../access/profileAccess';
import { restoreEntry, successByVersion } from './service';

/**
 * Plan history besides the spec's event list: GET /api/client/history/{profileId}/success (probability of success
 * per plan version) and
 * POST /api/client/history/{profileId}/restore/{eventId} (an advisor puts a record's earlier values back).
 */
export default async function historyRoutes(app: FastifyInstance) {
  route(app, endpoints.history.success, { access: { profile: 'historyAccess', from: 'params.profileId' } }, async (req) =>
    successByVersion(app.db, req.profileAccess!.profileId));

  route(app, endpoints.history.restore, { access: { profile: 'write', from: 'params.profileId' } }, async (req) => {
    const { permissions, profileId } = req.profileAccess!;
    // Restoring is an advisor's correction: a client's change rights do not reach it.
    if (permissions.basicAccess || !allows(permissions, 'historyAccess')) throw forbidden();
    const { eventId } = req.params;
    return { restored: await restoreEntry(app.db, profileId, eventId, req.user!.id) };
  });
}
