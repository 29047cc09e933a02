import type { FastifyInstance, FastifyRequest } from 'fastify';
import { persons } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { deleteIncomes, listIncomes, saveIncomes } from './incomes';
import { idsOf, listDeleteAccess } from './listRows';
import { deleteLocations, listLocations, saveLocations } from './locations';
import { deleteParticipants, saveParticipants } from './participants';
import { deletePerson, savePersons } from './persons';
import { bodyList, firstRowProfileId, intParam } from './validation';

// Plan sections go to callers who may see plan data (shared/src/access/visibility).
const readPlan = { profile: 'planData', from: 'params.profileId' } as const;
/** List saves name their plan in each row; the first row's profileId is checked, the rest must match it. */
const writeRows = { profile: 'write', from: firstRowProfileId } as const;

async function personProfile(req: FastifyRequest) {
  const [row] = await req.server.db.select({ profileId: persons.profileId }).from(persons).where(eq(persons.id, intParam(req, 'id')));
  if (!row) throw notFound('Person');
  return row.profileId;
}

/**
 * People, incomes, locations, participants (spec document 1 section 7):
 * POST /api/client/clients, DELETE /api/client/clients/{id};
 * GET /api/client/incomes/all/inactive/{profileId}, POST and DELETE /api/client/incomes;
 * GET /api/client/locations/all/inactive/{profileId}, POST and DELETE /api/client/locations;
 * POST and DELETE /api/client/participants. Every list save is one transaction.
 */
export default async function peopleRoutes(app: FastifyInstance) {
  const profileId = (req: FastifyRequest) => req.profileAccess!.profileId;
  const userId = (req: FastifyRequest) => req.user!.id;

  app.post('/api/client/clients', { config: { access: writeRows } }, (req) =>
    savePersons(app.db, bodyList(req.body), profileId(req), userId(req)));
  app.delete('/api/client/clients/:id', { config: { access: { profile: 'write', from: personProfile } } }, async (req, reply) => {
    await deletePerson(app.db, intParam(req, 'id'), userId(req));
    return reply.status(204).send();
  });

  app.get('/api/client/incomes/all/inactive/:profileId', { config: { access: readPlan } }, (req) => listIncomes(app.db, profileId(req)));
  app.post('/api/client/incomes', { config: { access: writeRows } }, (req) =>
    saveIncomes(app.db, bodyList(req.body), profileId(req), userId(req)));
  app.delete('/api/client/incomes', { config: { access: listDeleteAccess('incomes') } }, async (req, reply) => {
    await deleteIncomes(app.db, idsOf(req.body), userId(req));
    return reply.status(204).send();
  });

  app.get('/api/client/locations/all/inactive/:profileId', { config: { access: readPlan } }, (req) => listLocations(app.db, profileId(req)));
  app.post('/api/client/locations', { config: { access: writeRows } }, (req) =>
    saveLocations(app.db, bodyList(req.body), profileId(req), userId(req)));
  app.delete('/api/client/locations', { config: { access: listDeleteAccess('locations') } }, async (req, reply) => {
    await deleteLocations(app.db, idsOf(req.body), userId(req));
    return reply.status(204).send();
  });

  app.post('/api/client/participants', { config: { access: writeRows } }, (req) =>
    saveParticipants(app.db, bodyList(req.body), profileId(req), userId(req)));
  app.delete('/api/client/participants', { config: { access: listDeleteAccess('participants') } }, async (req, reply) => {
    await deleteParticipants(app.db, idsOf(req.body), userId(req));
    return reply.status(204).send();
  });
}
