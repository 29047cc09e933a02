import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { clientViews } from '../../db/schema/index';
/** Plan loads that count as a client's page view (the plan itself and its results). */
const PLAN_VIEW = /^\/api\/(client\/profile|gateway\/calcs\/profile)\/\d+(\/combined)?(\?|$)/;

/**
 * The record of client page views the engagement dashboards read. Registered at the root (not encapsulated) so the
 * hook sees every route. (The figures worker itself is started by the server process, main.ts.)
 */
async function figuresPlugin(app: FastifyInstance) {
  app.addHook('onResponse', async (req, reply) => {
    const user = req.user;
    if (req.method !== 'GET' || reply.statusCode !== 200 || !user || user.roleId != null || !req.profileAccess) return;
    if (!PLAN_VIEW.test(req.url)) return;
    const day = new Date().toISOString().slice(0, 10);
    await app.db.insert(clientViews).values({ profileId: req.profileAccess.profileId, userId: user.id, day, views: 1 })
      .onConflictDoUpdate({
        target: [clientViews.profileId, clientViews.userId, clientViews.day],
        set: { views: sql`${clientViews.views} + 1`, lastAt: sql`now()` },
      }).catch((err) => app.log.warn(`client view not recorded: ${(err as Error).message}`));
  });
}
(figuresPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export default figuresPlugin;
