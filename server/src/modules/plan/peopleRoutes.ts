import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { persons } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { deleteIncomes, listIncomes, saveIncomes } from './incomes';
import { idsOf, listDeleteAccess } from './listRows';
import { deleteLocations, listLocations, saveLocations } from './locations';
import { deleteParticipants, saveParticipants } from './participants';
import { deletePerson, savePersons } from './persons';
import { firstRowProfileId, intParam } from './validation';

// Plan sections go to callers who may see plan data (shared/src/access/visibility).
const readPlan = { profile: 'planData', from: 'params.profileId' } as const;
/** List saves name their plan in each row; the first row's profileId is checked, the rest must match it. */
const writeRows = { profile: 'write', from: firstRowProfileId } as const;
/** Rows as stored: code columns are text in the database; the answer's schema checks them against the codes. */
const stored = <T>(rows: Promise<unknown>) => rows as Promise<T>;

async function personProfile(req: FastifyRequest) {
  const [row] = await req.server.db.select({ profileId: persons.profileId }).from(persons).where(eq(persons.id, intParam(req, 'id')));
  if (!row) throw notFound('Person');
  return row.profileId;
}

/**
 * People, incomes, locations, participants (spec document 1 section 7): `endpoints.people` in the contract.
 * Every list save is one transaction and answers the rows saved (in the order sent) and the plan's new version.
 */
export default async function peopleRoutes(app: FastifyInstance) {
  const { people } = endpoints;
  const profileId = (req: FastifyRequest) => req.profileAccess!.profileId;
  const userId = (req: FastifyRequest) => req.user!.id;

  route(app, people.persons.save, { access: writeRows }, (req) => stored<never>(savePersons(app.db, req.body, profileId(req), userId(req))));
  route(app, people.persons.remove, { access: { profile: 'write', from: personProfile } }, async (req, reply) => {
    await deletePerson(app.db, req.params.id, userId(req));
    return reply.status(204).send();
  });

  route(app, people.incomes.list, { access: readPlan }, (req) => stored<never>(listIncomes(app.db, profileId(req))));
  route(app, people.incomes.save, { access: writeRows }, (req) => stored<never>(saveIncomes(app.db, req.body, profileId(req), userId(req))));
  route(app, people.incomes.remove, { access: listDeleteAccess('incomes') }, async (req, reply) => {
    await deleteIncomes(app.db, idsOf(req.body), userId(req));
    return reply.status(204).send();
  });

  route(app, people.locations.list, { access: readPlan }, (req) => stored<never>(listLocations(app.db, profileId(req))));
  route(app, people.locations.save, { access: writeRows }, (req) => stored<never>(saveLocations(app.db, req.body, profileId(req), userId(req))));
  route(app, people.locations.remove, { access: listDeleteAccess('locations') }, async (req, reply) => {
    await deleteLocations(app.db, idsOf(req.body), userId(req));
    return reply.status(204).send();
  });

  route(app, people.participants.save, { access: writeRows }, (req) => stored<never>(saveParticipants(app.db, req.body, profileId(req), userId(req))));
  route(app, people.participants.remove, { access: listDeleteAccess('participants') }, async (req, reply) => {
    await deleteParticipants(app.db, idsOf(req.body), userId(req));
    return reply.status(204).send();
  });
}
