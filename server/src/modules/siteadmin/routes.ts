import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { HttpError } from '../../lib/errors';
import { route } from '../../lib/route';
import { advisorDetail, advisorPlans, createAdvisor, listAdvisors, setAdvisorExpiration } from './advisors';
import { siteStatistics } from './statistics';
import { listTeams, payerPrice, removePriceOverride, setPriceOverride, setTeamLicence } from './teamsPayers';

/**
 * Site administration (spec document 2 section 7). The spec leaves the server's check open; every call here is
 * refused to everyone but role id 1 (the guard's 'siteAdmin' rule: 401 without a session, 403 for anyone else).
 */
export default async function siteAdminRoutes(app: FastifyInstance) {
  const e = endpoints.siteAdmin;
  const admin = { access: 'siteAdmin' as const };
  const list = () => app.config.licensePriceCents;

  route(app, e.advisors, admin, () => listAdvisors(app.db, { kind: 'all' }));
  route(app, e.currentAdvisors, admin, () => listAdvisors(app.db, { kind: 'current' }));
  route(app, e.paidAdvisors, admin, (req) => listAdvisors(app.db, { kind: 'paid', from: req.params.from, to: req.params.to }));
  route(app, e.advisor, admin, (req) => advisorDetail(app.db, req.params.id));
  route(app, e.advisorPlans, admin, (req) => advisorPlans(app.db, req.params.id));

  route(app, e.setExpiration, admin, async (req) => {
    await app.db.transaction((tx) => setAdvisorExpiration(tx, req.params.id, req.params.expirationDate));
    return advisorDetail(app.db, req.params.id);
  });
  route(app, e.createAdvisor, admin, async (req, reply) => {
    const id = await app.db.transaction((tx) => createAdvisor(tx, req.body));
    reply.code(201);
    return advisorDetail(app.db, id);
  });

  route(app, e.teams, admin, () => listTeams(app.db));
  route(app, e.teamLicence, admin, async (req) => {
    await app.db.transaction((tx) => setTeamLicence(tx, req.body));
    const team = (await listTeams(app.db)).find((t) => t.id === req.body.teamId);
    if (!team) throw new HttpError(404, 'NOT_FOUND', 'Team not found');
    return team;
  });

  // With a price in the body it sets the override; without one it answers the payer's price as it stands.
  route(app, e.payerPrice, admin, async (req) => {
    const { payerId } = req.params;
    await payerPrice(app.db, payerId, list());
    const price = req.body?.price;
    if (price != null) await app.db.transaction((tx) => setPriceOverride(tx, payerId, price));
    return payerPrice(app.db, payerId, list());
  });
  route(app, e.setPayerPrice, admin, async (req) => {
    const { payerId, price } = req.params;
    await payerPrice(app.db, payerId, list());
    await app.db.transaction((tx) => setPriceOverride(tx, payerId, price));
    return payerPrice(app.db, payerId, list());
  });
  route(app, e.removePayerPrice, admin, async (req) => {
    const { payerId } = req.params;
    await payerPrice(app.db, payerId, list());
    const removed = await removePriceOverride(app.db, payerId);
    return { ...(await payerPrice(app.db, payerId, list())), removed };
  });

  route(app, e.statistics, admin, (req) => siteStatistics(app.db, req.params.from, req.params.to));
}
