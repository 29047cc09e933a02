import type { FastifyInstance } from 'fastify';
import {
  adminExpirationParams, adminIdParams, adminRangeParams, createAdvisorBody, payerParams, payerPriceBody, payerPriceParams, teamLicenceBody,
} from '@portal/shared/contract';
import { HttpError, parse } from '../../lib/errors';
import { advisorDetail, advisorPlans, createAdvisor, listAdvisors, setAdvisorExpiration } from './advisors';
import { siteStatistics } from './statistics';
import { listTeams, payerPrice, removePriceOverride, setPriceOverride, setTeamLicence } from './teamsPayers';

/**
 * Site administration (spec document 2 section 7). The spec leaves the server's check open; every call here is
 * refused to everyone but role id 1 (the guard's 'siteAdmin' rule: 401 without a session, 403 for anyone else).
 */
export default async function siteAdminRoutes(app: FastifyInstance) {
  const admin = { config: { access: 'siteAdmin' as const } };

  app.get('/api/client/admin/site/advisors', admin, async () => listAdvisors(app.db, { kind: 'all' }));
  app.get('/api/client/admin/site/advisors/current', admin, async () => listAdvisors(app.db, { kind: 'current' }));
  app.get('/api/client/admin/site/advisors/paid/:from/:to', admin, async (req) => {
    const { from, to } = parse(adminRangeParams, req.params);
    return listAdvisors(app.db, { kind: 'paid', from, to });
  });
  app.get('/api/client/admin/site/advisor/:id', admin, async (req) => advisorDetail(app.db, parse(adminIdParams, req.params).id));
  app.get('/api/client/admin/site/advisor/:id/profiles', admin, async (req) => advisorPlans(app.db, parse(adminIdParams, req.params).id));

  app.post('/api/client/admin/site/advisor/:id/:expirationDate', admin, async (req) => {
    const { id, expirationDate } = parse(adminExpirationParams, req.params);
    await app.db.transaction((tx) => setAdvisorExpiration(tx, id, expirationDate));
    return advisorDetail(app.db, id);
  });
  app.post('/api/client/admin/site/advisor', admin, async (req, reply) => {
    const body = parse(createAdvisorBody, req.body ?? {});
    const id = await app.db.transaction((tx) => createAdvisor(tx, body));
    return reply.code(201).send(await advisorDetail(app.db, id));
  });

  app.get('/api/client/admin/site/teams', admin, async () => listTeams(app.db));
  app.post('/api/client/admin/site/teams/license', admin, async (req) => {
    const body = parse(teamLicenceBody, req.body ?? {});
    await app.db.transaction((tx) => setTeamLicence(tx, body));
    const team = (await listTeams(app.db)).find((t) => t.id === body.teamId);
    if (!team) throw new HttpError(404, 'NOT_FOUND', 'Team not found');
    return team;
  });

  const list = () => app.config.licensePriceCents;
  // With a price in the body it sets the override; without one it answers the payer's price as it stands.
  app.post('/api/client/admin/site/payer/:payerId', admin, async (req) => {
    const { payerId } = parse(payerParams, req.params);
    const body = parse(payerPriceBody, req.body);
    await payerPrice(app.db, payerId, list());
    if (body?.price != null) await app.db.transaction((tx) => setPriceOverride(tx, payerId, body.price!));
    return payerPrice(app.db, payerId, list());
  });
  app.post('/api/client/admin/site/payer/:payerId/:price', admin, async (req) => {
    const { payerId, price } = parse(payerPriceParams, req.params);
    await payerPrice(app.db, payerId, list());
    await app.db.transaction((tx) => setPriceOverride(tx, payerId, price));
    return payerPrice(app.db, payerId, list());
  });
  app.delete('/api/client/admin/site/payer/:payerId', admin, async (req) => {
    const { payerId } = parse(payerParams, req.params);
    await payerPrice(app.db, payerId, list());
    const removed = await removePriceOverride(app.db, payerId);
    return { ...(await payerPrice(app.db, payerId, list())), removed };
  });

  app.get('/api/client/admin/site/statistics/:from/:to', admin, async (req) => {
    const { from, to } = parse(adminRangeParams, req.params);
    return siteStatistics(app.db, from, to);
  });
}
