import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows } from '@portal/shared/access';
import { forbidden } from '../../lib/errors';
import { eventTypes } from '../codes/lists';
import { dateRange, eventTypeParam, recordOnce } from './events';
import { listHistory } from './historyList';
import { loadPlanFacts } from './planFacts';
import { RECORD_KINDS } from './recordKinds';
import { deleteRecord, getRecord, loadRecords, recordProfile, saveRecord, toRecord } from './records';
import { employmentSummary, otherIncomeSummary, realAssetSummary } from './summaries';
import { taxSummary } from './taxSummary';
import { intParam } from './validation';
import { parse } from '../../lib/errors';
import { ResultCache } from '../calcs/resultCache';
import { z } from 'zod';
import { dbIdParam } from '@portal/shared/validation';

/** ?year= of the tax summary: a calendar year of the projection (default the current year). */
const summaryQuery = z.object({ year: dbIdParam().min(1900).max(2300).optional() });

/** Plan sections go to callers who may see plan data (shared/src/access/visibility); history needs historyAccess. */
const readPlan = { profile: 'planData', from: 'params.profileId' } as const;
const readHistory = { profile: 'historyAccess', from: 'params.profileId' } as const;
/** Once-events a caller who only reads the plan may record (they describe the caller's own viewing). */
const READER_ONCE_EVENTS = new Set(['WELCOME']);

/**
 * Plan records (spec document 1 section 7 "Records", document 2 "Tax, target methods, strategies"), for each
 * {path} of RECORD_KINDS (debt, election, expense, goal, goal/education, goal/retirement, insurance, investment,
 * realasset, otherincome, otherincome/socialsecurity, tax, targetmethod, strategy):
 * GET and DELETE /api/client/{path}/{id} (a 409 while referenced), POST /api/client/{path} (create without id,
 * update with one); GET /api/client/tax/all/{profileId}.
 * Summary rows: GET /api/client/incomes/summary/{profileId}, /otherincome/summary/{profileId},
 * /realasset/summary/{profileId}, /tax/summary/{profileId}.
 * Events: GET /api/client/event/{profileId}/{startDate}/{endDate}, POST /api/client/event/{profileId}/{eventType}/once.
 */
export default async function recordRoutes(app: FastifyInstance) {
  const userId = (req: FastifyRequest) => req.user!.id;

  for (const def of Object.values(RECORD_KINDS)) {
    const url = `/api/client/${def.path}`;
    const byId = { profile: 'planData', from: recordProfile(def) } as const;
    app.get(`${url}/:id`, { config: { access: byId } }, (req) => getRecord(app.db, def, intParam(req, 'id')));
    app.delete(`${url}/:id`, { config: { access: { ...byId, profile: 'write' as const } } }, async (req, reply) => {
      await deleteRecord(app.db, def, intParam(req, 'id'), userId(req));
      return reply.status(204).send();
    });
    app.post(url, { config: { access: { profile: 'write', from: 'body.profileId' } } }, (req) =>
      saveRecord(app.db, def, req.body, req.profileAccess!.profileId, userId(req)));
  }

  app.get('/api/client/tax/all/:profileId', { config: { access: readPlan } }, async (req) =>
    (await loadRecords(app.db, req.profileAccess!.profileId, [RECORD_KINDS.tax.kind])).map(toRecord));

  const facts = (req: FastifyRequest) => loadPlanFacts(app.db, req.profileAccess!.profileId);
  app.get('/api/client/incomes/summary/:profileId', { config: { access: readPlan } }, async (req) => employmentSummary(await facts(req)));
  app.get('/api/client/otherincome/summary/:profileId', { config: { access: readPlan } }, async (req) => otherIncomeSummary(await facts(req)));
  app.get('/api/client/realasset/summary/:profileId', { config: { access: readPlan } }, async (req) => realAssetSummary(await facts(req)));
  // The tax summary is the projection's own figures for the year (one computation: the engine's).
  const results = new ResultCache(app.db);
  app.get('/api/client/tax/summary/:profileId', { config: { access: readPlan } }, async (req) =>
    taxSummary(app.db, results, req.profileAccess!.profileId, parse(summaryQuery, req.query).year));

  app.get('/api/client/event/:profileId/:startDate/:endDate', { config: { access: readHistory } }, (req) => {
    const { startDate, endDate } = req.params as { startDate: string; endDate: string };
    const { from, to } = dateRange(startDate, endDate);
    return listHistory(app.db, req.profileAccess!.profileId, from, to);
  });

  // An event lands in the plan's history, which only writers change (advisor write, or a client with profile
  // change). A read-only caller may record only the once-events about their own viewing (WELCOME shown), never
  // entries such as a review or a plan update that others would read as the plan's record.
  app.post('/api/client/event/:profileId/:eventType/once', { config: { access: { profile: 'read', from: 'params.profileId' } } }, async (req, reply) => {
    const eventType = eventTypeParam((req.params as { eventType: string }).eventType);
    if (!READER_ONCE_EVENTS.has(eventType) && !allows(req.profileAccess!.permissions, 'write')) throw forbidden();
    const description = eventTypes.find((e) => e.code === eventType)?.description ?? eventType;
    const { created, event } = await recordOnce(app.db, req.profileAccess!.profileId, eventType, userId(req), description);
    return reply.status(created ? 201 : 200).send(event);
  });
}
