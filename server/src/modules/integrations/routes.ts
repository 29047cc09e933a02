import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireProfile } from '../../access/guard';
import { assertLevel, type LevelNumber } from '../../levels/levels';
import { checkedLevel, fromBodyKey, fromParam, levelRule } from '../../levels/levelGuard';
import { intParam } from '../plan/validation';
import { MAX_FILE_CHARS } from './adapters/text';
import { createPlanFromContact, importContacts, searchContacts } from './contacts';
import { runProfile, uploadStatement, type UploadBody } from './imports';
import { deleteLink, levelIntegrations, linkById, listPartners, planLinks, saveLevelLink } from './partners';
import {
  deleteRecord, getRecord, ignoreRecord, linkRecord, listRecords, recordInfo, recordProfile, stopIgnoring,
} from './records';

/** Upload bodies carry the file as text: the file limit plus room for JSON escaping. */
const UPLOAD_BODY_LIMIT = MAX_FILE_CHARS * 2 + 10_000;
const LEVELS: Record<string, LevelNumber> = { team: 4, user: 5 };

/**
 * Partner integrations (spec document 2 sections 2, 3 and 7; README "Integrations"): the partner catalogue, partners
 * enabled at team and advisor level, CRM contacts, and a plan's imported accounts (staged, ignored, linked).
 */
const integrationRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const onRecord = (need: 'read' | 'write', param = 'id') => ({ profile: need, from: recordProfile(param) } as const);
  const onPlan = (need: 'read' | 'write') => ({ profile: need, from: 'params.profileId' } as const);

  app.get('/api/integration/partner', { config: { access: 'user' } }, async () => listPartners(db));

  for (const [name, level] of Object.entries(LEVELS)) {
    app.get(`/api/integration/${name}/:levelKey`, { config: { access: levelRule('read', fromParam(level)) } },
      async (req) => levelIntegrations(db, checkedLevel(req)));
    app.post(`/api/integration/link/${name}`, { config: { access: levelRule('write', fromBodyKey(level)) } },
      async (req) => saveLevelLink(db, checkedLevel(req), req.body));
    app.post(`/api/integration/${name}`, { bodyLimit: UPLOAD_BODY_LIMIT, config: { access: levelRule('write', fromBodyKey(level)) } },
      async (req) => importContacts(db, checkedLevel(req), req.body));
    app.post(`/api/integration/${name}/contact/search`, { config: { access: levelRule('read', fromBodyKey(level)) } },
      async (req) => searchContacts(db, checkedLevel(req), req.body));
    app.post(`/api/integration/${name}/contact`, { config: { access: levelRule('write', fromBodyKey(level)) } },
      async (req) => createPlanFromContact(db, checkedLevel(req), req.user!, req.body));
  }

  app.get('/api/integration/link/user/profile/:profileId', { config: { access: onPlan('read') } },
    async (req) => planLinks(db, intParam(req, 'profileId')));

  // A link of any level by id: the team's or advisor's level, or the plan's, must be changeable by the caller.
  const linkAccess = async (req: FastifyRequest) => {
    const link = await linkById(db, intParam(req, 'id'));
    if (link.level === 6) await requireProfile(req, link.levelKey, 'write');
    else await assertLevel(db, req.user!, { level: link.level as LevelNumber, levelKey: link.levelKey }, 'write');
  };
  app.delete('/api/integration/link/user/:id', { config: { access: { check: linkAccess } } }, async (req, reply) => {
    await deleteLink(db, await linkById(db, intParam(req, 'id')));
    return reply.status(204).send();
  });

  app.get('/api/integration/record/:id', { config: { access: onRecord('read') } }, async (req) => getRecord(db, intParam(req, 'id')));
  app.delete('/api/integration/record/:id', { config: { access: onRecord('write') } }, async (req, reply) => {
    await deleteRecord(db, intParam(req, 'id'));
    return reply.status(204).send();
  });
  app.get('/api/integration/record/info/profile/:profileId/type/:type', { config: { access: onPlan('read') } },
    async (req) => recordInfo(db, intParam(req, 'profileId'), String((req.params as { type: string }).type).slice(0, 10)));
  app.post('/api/integration/record/ignore/:id', { config: { access: onRecord('write') } }, async (req) => ignoreRecord(db, intParam(req, 'id')));
  app.post('/api/integration/record/ignore/stop/:id', { config: { access: onRecord('write') } }, async (req) => stopIgnoring(db, intParam(req, 'id')));
  app.post('/api/integration/record/:recordId/link/investmentasset/:assetId', { config: { access: onRecord('write', 'recordId') } },
    async (req) => linkRecord(db, intParam(req, 'recordId'), intParam(req, 'assetId'), req.user!.id));

  app.get('/api/integration/account/investmentasset/staged/profile/:profileId', { config: { access: onPlan('read') } },
    async (req) => listRecords(db, intParam(req, 'profileId'), 'staged'));
  app.get('/api/integration/account/investmentasset/ignored/profile/:profileId', { config: { access: onPlan('read') } },
    async (req) => listRecords(db, intParam(req, 'profileId'), 'ignored'));

  app.get('/api/integration/run/profile/:profileId', { config: { access: onPlan('write') } },
    async (req) => runProfile(db, intParam(req, 'profileId'), req.user!.id, false));
  app.get('/api/integration/run/profile/:profileId/force', { config: { access: onPlan('write') } },
    async (req) => runProfile(db, intParam(req, 'profileId'), req.user!.id, true));

  // Our own call (docs/auth-paths.md): the spec lists no upload; the file travels as text in JSON.
  app.post('/api/integration/upload/profile/:profileId', { bodyLimit: UPLOAD_BODY_LIMIT, config: { access: onPlan('write') } },
    async (req) => uploadStatement(db, intParam(req, 'profileId'), req.user!.id, (req.body ?? {}) as UploadBody));
};

export default integrationRoutes;
