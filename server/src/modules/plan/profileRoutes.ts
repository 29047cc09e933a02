import type { FastifyInstance } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { profilePermissionsFor } from '../../access/profileAccess';
import { route } from '../../lib/route';
import { loadProfileAggregate } from './aggregate';
import { planEtag } from '../../lib/planVersion';
import { listProfiles } from './profiles';
import {
  completeOnboarding, deleteProfile, profileDeleteAccess, profileSaveAccess, saveGoalOrder, saveProfile, setStage, stageOf,
} from './profileSave';

const read = { profile: 'read', from: 'params.id' } as const;
const write = { profile: 'write', from: 'params.id' } as const;

/**
 * Profile calls (spec document 1 section 7, "Profile and calculation"): `endpoints.profile` in the contract.
 */
export default async function profileRoutes(app: FastifyInstance) {
  const { profile } = endpoints;
  route(app, profile.list, { access: 'user' }, (req) => listProfiles(app.db, req.user!, req.query));

  // The ETag names the plan version read: sent back as If-Match, a save of a plan changed meanwhile is a 409. The plan
  // says why it is read-only when a licence has expired (licenceBlock).
  for (const e of [profile.get, profile.gateway]) {
    route(app, e, { access: read }, async (req, reply) => {
      const { profileId, permissions, licenceBlock } = req.profileAccess!;
      const plan = await loadProfileAggregate(app.db, profileId, permissions);
      reply.header('etag', planEtag(plan.id, plan.version));
      return { ...plan, licenceBlock };
    });
  }

  route(app, profile.remove, { access: { check: profileDeleteAccess } }, async (req, reply) => {
    await deleteProfile(app.db, req.profileAccess!.profileId);
    return reply.status(204).send();
  });

  for (const e of [profile.save, profile.saveExpense]) {
    route(app, e, { access: { check: profileSaveAccess } }, async (req) => {
      const id = await saveProfile(app.db, req.body, req.user!);
      const permissions = req.profileAccess?.permissions ?? (await profilePermissionsFor(app.db, req.user!, id))!;
      return loadProfileAggregate(app.db, id, permissions);
    });
  }

  route(app, profile.completeOnboarding, { access: write }, async (req) => {
    await completeOnboarding(app.db, req.profileAccess!.profileId, req.user!.id);
    return stageOf(app.db, req.profileAccess!.profileId);
  });

  route(app, profile.stage, { access: read }, (req) => stageOf(app.db, req.profileAccess!.profileId));

  route(app, profile.setStage, { access: write }, (req) => setStage(app.db, req.profileAccess!.profileId, req.params.stage, req.user!.id));

  route(app, profile.goalOrder, { access: write }, (req) => saveGoalOrder(app.db, req.profileAccess!.profileId, req.body, req.user!.id));
}
