import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows } from '@portal/shared/access';
import { endpoints, type AnyEndpoint } from '@portal/shared/contract';
import { route } from '../../lib/route';
import { forbidden } from '../../lib/errors';
import { eventTypes } from '../codes/lists';
import { dateRange, eventTypeParam, recordOnce } from './events';
import { listHistory } from './historyList';
import { loadPlanFacts } from './planFacts';
import { RECORD_KINDS } from './recordKinds';
import { deleteRecord, getRecord, loadRecords, recordProfile, saveRecord, toRecord } from './records';
import { employmentSummary, otherIncomeSummary, realAssetSummary } from './summaries';

/** Plan sections go to callers who may see plan data (shared/src/access/visibility); history needs historyAccess. */
const readPlan = { profile: 'planData', from: 'params.profileId' } as const;
const readHistory = { profile: 'historyAccess', from: 'params.profileId' } as const;
/** Once-events a caller who only reads the plan may record (they describe the caller's own viewing). */
const READER_ONCE_EVENTS = new Set(['WELCOME']);

/**
 * Plan records (spec document 1 section 7 "Records", document 2 "Tax, target methods, strategies"): for each kind of
 * RECORD_KINDS, `endpoints.records.<kind>` (get, remove: a 409 while referenced, save: create without id, update with
 * one); summary rows (`endpoints.summaries`) and plan events (`endpoints.events`).
 */
export default async function recordRoutes(app: FastifyInstance) {
  const userId = (req: FastifyRequest) => req.user!.id;
  const { summaries, events } = endpoints;

  for (const [name, def] of Object.entries(RECORD_KINDS)) {
    const calls = endpoints.records[name as keyof typeof RECORD_KINDS] as Record<'get' | 'remove' | 'save', AnyEndpoint>;
    const byId = { profile: 'planData', from: recordProfile(def) } as const;
    route(app, calls.get, { access: byId }, (req) => getRecord(app.db, def, (req.params as { id: number }).id));
    route(app, calls.remove, { access: { ...byId, profile: 'write' as const } }, async (req, reply) => {
      await deleteRecord(app.db, def, (req.params as { id: number }).id, userId(req));
      return reply.status(204).send();
    });
    route(app, calls.save, { access: { profile: 'write', from: 'body.profileId' } }, (req) =>
      saveRecord(app.db, def, req.body, req.profileAccess!.profileId, userId(req)));
  }

  route(app, summaries.taxAll, { access: readPlan }, async (req) =>
    (await loadRecords(app.db, req.profileAccess!.profileId, [RECORD_KINDS.tax.kind])).map(toRecord) as never);

  const facts = (req: FastifyRequest) => loadPlanFacts(app.db, req.profileAccess!.profileId);
  route(app, summaries.incomes, { access: readPlan }, async (req) => employmentSummary(await facts(req)));
  route(app, summaries.otherIncome, { access: readPlan }, async (req) => otherIncomeSummary(await facts(req)));
  route(app, summaries.realAsset, { access: readPlan }, async (req) => realAssetSummary(await facts(req)));
  // The tax summary (the engine's own figures) is registered by the calcs module.

  route(app, events.list, { access: readHistory }, (req) => {
    const { from, to } = dateRange(req.params.startDate, req.params.endDate);
    return listHistory(app.db, req.profileAccess!.profileId, from, to, req.profileAccess!.permissions);
  });

  // An event lands in the plan's history, which only writers change (advisor write, or a client with profile
  // change). A read-only caller may record only the once-events about their own viewing (WELCOME shown), never
  // entries such as a review or a plan update that others would read as the plan's record.
  route(app, events.once, { access: { profile: 'read', from: 'params.profileId' } }, async (req, reply) => {
    const eventType = eventTypeParam(req.params.eventType);
    if (!READER_ONCE_EVENTS.has(eventType) && !allows(req.profileAccess!.permissions, 'write')) throw forbidden();
    const description = eventTypes.find((e) => e.code === eventType)?.description ?? eventType;
    const { created, event } = await recordOnce(app.db, req.profileAccess!.profileId, eventType, userId(req), description);
    reply.status(created ? 201 : 200);
    return event;
  });
}
