import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@portal/shared/contract';
import { requireProfile } from '../../access/guard';
import { setLicenceSubject } from '../../access/licenceBlock';
import { route } from '../../lib/route';
import { assertLevel, type LevelNumber } from '../../levels/levels';
import { checkedLevel, fromBodyKey, fromParam, levelRule } from '../../levels/levelGuard';
import { intParam } from '../plan/validation';
import { MAX_FILE_CHARS } from './adapters/text';
import { createPlanFromContact, importContacts, searchContacts } from './contacts';
import { runProfile, uploadStatement } from './imports';
import { deleteLink, levelIntegrations, linkById, listPartners, planLinks, saveLevelLink } from './partners';
import {
  deleteRecord, getRecord, ignoreRecord, linkRecord, listRecords, recordInfo, recordProfile, stopIgnoring,
} from './records';

/** Upload bodies carry the file as text: the file limit plus room for JSON escaping. */
const UPLOAD_BODY_LIMIT = MAX_FILE_CHARS * 2 + 10_000;
const LEVELS = { team: 4, user: 5 } as const satisfies Record<string, LevelNumber>;

/**
 * Partner integrations (spec document 2 sections 2, 3 and 7; README "Integrations"): the partner catalogue, partners
 * enabled at team and advisor level, CRM contacts, and a plan's imported accounts (staged, ignored, linked).
 */
const integrationRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const api = endpoints.integrations;
  const onRecord = (need: 'read' | 'write', param = 'id') => ({ access: { profile: need, from: recordProfile(param) } } as const);
  const onPlan = (need: 'read' | 'write') => ({ access: { profile: need, from: 'params.profileId' } } as const);

  route(app, api.partners, { access: 'user' }, async () => listPartners(db));

  for (const [name, level] of Object.entries(LEVELS) as Array<[keyof typeof LEVELS, LevelNumber]>) {
    const e = api[name];
    const write = levelRule('write', fromBodyKey(level));
    route(app, e.list, { access: levelRule('read', fromParam(level)) }, async (req) => levelIntegrations(db, checkedLevel(req)));
    route(app, e.link, { access: write }, async (req) => saveLevelLink(db, checkedLevel(req), req.body));
    route(app, e.importContacts, { access: write, bodyLimit: UPLOAD_BODY_LIMIT }, async (req) => importContacts(db, checkedLevel(req), req.body));
    route(app, e.searchContacts, { access: levelRule('read', fromBodyKey(level)) }, async (req) => searchContacts(db, checkedLevel(req), req.body));
    route(app, e.createPlan, { access: write }, async (req) => createPlanFromContact(db, checkedLevel(req), req.user!, req.body));
  }

  route(app, api.planLinks, onPlan('read'), async (req) => planLinks(db, req.params.profileId));

  // A link of any level by id: the team's or advisor's level, or the plan's, must be changeable by the caller.
  const linkAccess = async (req: FastifyRequest) => {
    const link = await linkById(db, intParam(req, 'id'));
    if (link.level === 6) await requireProfile(req, link.levelKey, 'write');
    else {
      await assertLevel(db, req.user!, { level: link.level as LevelNumber, levelKey: link.levelKey }, 'write');
      setLicenceSubject(req, { level: link.level, levelKey: link.levelKey });
    }
  };
  route(app, api.removeLink, { access: { check: linkAccess } }, async (req, reply) => {
    await deleteLink(db, await linkById(db, req.params.id));
    return reply.status(204).send();
  });

  route(app, api.record, onRecord('read'), async (req) => getRecord(db, req.params.id));
  route(app, api.removeRecord, onRecord('write'), async (req, reply) => {
    await deleteRecord(db, req.params.id);
    return reply.status(204).send();
  });
  route(app, api.recordInfo, onPlan('read'), async (req) => recordInfo(db, req.params.profileId, req.params.type));
  route(app, api.ignore, onRecord('write'), async (req) => ignoreRecord(db, req.params.id));
  route(app, api.stopIgnoring, onRecord('write'), async (req) => stopIgnoring(db, req.params.id));
  route(app, api.linkRecord, onRecord('write', 'recordId'), async (req) => linkRecord(db, req.params.recordId, req.params.assetId, req.user!.id));

  route(app, api.staged, onPlan('read'), async (req) => listRecords(db, req.params.profileId, 'staged'));
  route(app, api.ignored, onPlan('read'), async (req) => listRecords(db, req.params.profileId, 'ignored'));

  route(app, api.run, onPlan('write'), async (req) => runProfile(db, req.params.profileId, req.user!.id, false));
  route(app, api.runForce, onPlan('write'), async (req) => runProfile(db, req.params.profileId, req.user!.id, true));

  // Our own call (docs/auth-paths.md): the spec lists no upload; the file travels as text in JSON.
  route(app, api.upload, { ...onPlan('write'), bodyLimit: UPLOAD_BODY_LIMIT }, async (req) =>
    uploadStatement(db, req.params.profileId, req.user!.id, req.body));
};

export default integrationRoutes;
