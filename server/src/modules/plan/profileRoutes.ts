import type { FastifyInstance } from 'fastify';
import { profilePermissionsFor } from '../../access/profileAccess';
import { parse } from '../../lib/errors';
import { loadProfileAggregate } from './aggregate';
import { planEtag } from '../../lib/planVersion';
import { listProfiles } from './profiles';
import {
  completeOnboarding, deleteProfile, profileDeleteAccess, profileSaveAccess, saveGoalOrder, saveProfile, setStage, stageOf, stageParam,
} from './profileSave';

const read = { profile: 'read', from: 'params.id' } as const;
const write = { profile: 'write', from: 'params.id' } as const;

/**
 * Profile calls (spec document 1 section 7, "Profile and calculation"):
 * GET /api/client/profile (?search, sort=name|updated, order=asc|desc), GET and DELETE /api/client/profile/{id},
 * POST /api/client/profile and /profile/expense, POST /profile/{id}/onboarding/complete, GET /profile/{id}/stage,
 * POST /profile/{id}/stage/{stage}, POST /profile/{id}/goal/order, GET /api/gateway/profile/{id}.
 */
export default async function profileRoutes(app: FastifyInstance) {
  app.get('/api/client/profile', { config: { access: 'user' } }, (req) => listProfiles(app.db, req.user!, req.query));

  // The ETag names the plan version read: sent back as If-Match, a save of a plan changed meanwhile is a 409. The plan
  // says why it is read-only when a licence has expired (licenceBlock).
  for (const url of ['/api/client/profile/:id', '/api/gateway/profile/:id']) {
    app.get(url, { config: { access: read } }, async (req, reply) => {
      const { profileId, permissions, licenceBlock } = req.profileAccess!;
      const plan = await loadProfileAggregate(app.db, profileId, permissions);
      reply.header('etag', planEtag(plan.id, plan.version));
      return { ...plan, licenceBlock };
    });
  }

  app.delete('/api/client/profile/:id', { config: { access: { check: profileDeleteAccess } } }, async (req, reply) => {
    await deleteProfile(app.db, req.profileAccess!.profileId);
    return reply.status(204).send();
  });

  for (const url of ['/api/client/profile', '/api/client/profile/expense']) {
    app.post(url, { config: { access: { check: profileSaveAccess } } }, async (req) => {
      const id = await saveProfile(app.db, req.body, req.user!);
      const permissions = req.profileAccess?.permissions ?? (await profilePermissionsFor(app.db, req.user!, id))!;
      return loadProfileAggregate(app.db, id, permissions);
    });
  }

  app.post('/api/client/profile/:id/onboarding/complete', { config: { access: write } }, async (req) => {
    await completeOnboarding(app.db, req.profileAccess!.profileId, req.user!.id);
    return stageOf(app.db, req.profileAccess!.profileId);
  });

  app.get('/api/client/profile/:id/stage', { config: { access: read } }, (req) => stageOf(app.db, req.profileAccess!.profileId));

  app.post('/api/client/profile/:id/stage/:stage', { config: { access: write } }, (req) => {
    const stage = parse(stageParam, (req.params as { stage: string }).stage, 'stage');
    return setStage(app.db, req.profileAccess!.profileId, stage, req.user!.id);
  });

  app.post('/api/client/profile/:id/goal/order', { config: { access: write } }, (req) =>
    saveGoalOrder(app.db, req.profileAccess!.profileId, req.body, req.user!.id));
}
