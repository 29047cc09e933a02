import { dbIdParam, dbId } from '@portal/shared/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actionSchema, scenarioSchema } from '@portal/shared/contract';
import { ACTION_TARGETS, actionFormItems } from '@portal/calc';
import { parse } from '../../lib/errors';
import { notFound } from '../../lib/errors';
import { loadProfileAggregate } from '../plan/aggregate';
import { bodyList } from '../plan/validation';
import {
  actionProfile, actionRow, anyScenarioView, assertVisible, requireAll, requireAny, scenarioProfile, scenarioRow,
} from './access';
import { listActions, needsFor, saveActions, toAction, validateActions } from './actions';
import { adoptAction } from './adopt';
import { calculateScenario, scenarioInputs, storedResults } from './scenarioCalc';
import {
  WORKSHOP_FIELDS, changedFields, deleteScenario, duplicateScenario, listScenarios, orderScenarios, saveScenario, scenarioWithActions, toScenario,
} from './scenarios';

const flag = z.enum(['true', 'false'], { error: 'is not a valid value' }).transform((v) => v === 'true');
const profileIdParams = z.object({ profileId: dbIdParam() });
const scenarioBody = scenarioSchema.extend({ duplicateOf: dbId().nullish() });
const selectedBody = z.array(z.object({ id: dbIdParam() })).default([]);
const orderBody = z.array(z.union([dbIdParam(), z.object({ id: dbIdParam() })]))
  .transform((xs) => xs.map((x) => (typeof x === 'number' ? x : x.id)));

const params = (req: FastifyRequest) => req.params as Record<string, string>;

/**
 * Scenarios and actions (spec document 2 section 7), their lookups, the scenario calculation gateway and
 * adoption of suggested actions. Who may do what: document 1 section 6 (scenarios change for the scenario
 * itself, workshop change / add / delete for actions and the selection, a view flag to read).
 */
export default async function scenarioRoutes(app: FastifyInstance) {
  // ---- lookups
  app.get('/api/setting/lookup/action/form/:type', { config: { access: 'user' } }, async (req) => actionFormItems(params(req).type));
  app.get('/api/setting/lookup/action/target/:code', { config: { access: 'user' } }, async (req) => ACTION_TARGETS[params(req).code.toUpperCase()] ?? []);

  // ---- scenarios
  app.get('/api/client/scenario/all/:profileId', { config: { access: anyScenarioView((req) => Number(params(req).profileId)) } }, async (req) => {
    const { profileId } = parse(profileIdParams, req.params);
    return listScenarios(app.db, profileId, req.profileAccess!.permissions);
  });

  /** One scenario with its active actions (the workshop and suggested-actions pages). */
  app.get('/api/client/scenario/:id', { config: { access: anyScenarioView(scenarioProfile('id')) } }, async (req) => {
    const row = await scenarioRow(req, params(req).id);
    assertVisible(req.profileAccess!.permissions, row);
    return scenarioWithActions(app.db, row);
  });

  app.post('/api/client/scenario/:sharingChanged', { config: { access: { profile: 'read', from: 'body.profileId' } } }, async (req) => {
    const sharingChanged = parse(flag, params(req).sharingChanged, 'sharingChanged');
    const input = parse(scenarioBody, req.body);
    const userId = req.user!.id;
    if (input.duplicateOf != null) {
      const source = await scenarioRow(req, input.duplicateOf);
      if (source.profileId !== input.profileId) throw notFound('Scenario');
      const permissions = await requireAll(req, source.profileId, ['scenariosChange']);
      const copy = await duplicateScenario(app.db, source, userId);
      await calculateScenario(app.db, copy, copy.selectedActions.map((s) => s.id), permissions);
      return toScenario((await scenarioRow(req, copy.id)));
    }
    const row = input.id != null ? await scenarioRow(req, input.id) : undefined;
    if (row && row.profileId !== input.profileId) throw notFound('Scenario');
    const changed = changedFields(row, input);
    const workshopOnly = row != null && [...changed].every((f) => WORKSHOP_FIELDS.has(f));
    const permissions = await requireAll(req, input.profileId, workshopOnly ? (changed.size ? ['workshopChange'] : []) : ['scenariosChange']);
    if (row) assertVisible(permissions, row);
    return toScenario(await saveScenario(app.db, input, row, { sharingChanged, userId }));
  });

  app.delete('/api/client/scenario/:id', { config: { access: { profile: 'scenariosChange', from: scenarioProfile('id') } } }, async (req, reply) => {
    const row = await scenarioRow(req, params(req).id);
    await deleteScenario(app.db, row.id, req.user!.id);
    return reply.status(204).send();
  });

  app.post('/api/client/profile/:id/scenario/order', { config: { access: { profile: 'scenariosChange', from: 'params.id' } } }, async (req) => {
    const ids = parse(orderBody, req.body);
    return orderScenarios(app.db, req.profileAccess!.profileId, ids);
  });

  // ---- actions
  app.get('/api/client/action/all/:scenarioId', { config: { access: anyScenarioView(scenarioProfile('scenarioId')) } }, async (req) => {
    const row = await scenarioRow(req, params(req).scenarioId);
    assertVisible(req.profileAccess!.permissions, row);
    return listActions(app.db, row.id);
  });

  app.get('/api/client/action/:id', { config: { access: anyScenarioView(actionProfile('id')) } }, async (req) => {
    const action = await actionRow(req, params(req).id);
    assertVisible(req.profileAccess!.permissions, await scenarioRow(req, action.scenarioId));
    return toAction(action);
  });

  /** Saves actions of one scenario; each needs workshop add, change or delete as it does (see needsFor). */
  async function saveFor(req: FastifyRequest, scenarioId: number, inputs: z.output<typeof actionSchema>[], append: boolean) {
    const scenario = await scenarioRow(req, scenarioId);
    if (inputs.some((a) => a.scenarioId !== scenario.id)) throw notFound('Scenario');
    const existing = new Map((await listActions(app.db, scenario.id, { includeInactive: true })).map((a) => [a.id, a]));
    const rows = new Map([...existing].map(([id, a]) => [id, { ...a, scenarioId: scenario.id, referenceType: a.referenceType as string }]));
    const permissions = await requireAll(req, scenario.profileId, needsFor(rows as never, inputs));
    assertVisible(permissions, scenario);
    const profile = await loadProfileAggregate(app.db, scenario.profileId, permissions);
    return saveActions(app.db, scenario.id, validateActions(profile, inputs), { append, userId: req.user!.id, profileId: scenario.profileId });
  }

  app.post('/api/client/action/all/:scenarioId', { config: { access: anyScenarioView(scenarioProfile('scenarioId')) } }, async (req) => {
    const scenarioId = Number(params(req).scenarioId);
    const inputs = bodyList(req.body).map((item, i) => parse(actionSchema, { ...(item as object), scenarioId }, String(i)));
    await saveFor(req, scenarioId, inputs, false);
    return listActions(app.db, scenarioId);
  });

  app.post('/api/client/action', {
    config: { access: anyScenarioView(async (req) => (await scenarioRow(req, (req.body as { scenarioId?: unknown } | null)?.scenarioId)).profileId) },
  }, async (req) => {
    const input = parse(actionSchema, req.body);
    const [saved] = await saveFor(req, input.scenarioId, [input], input.id == null);
    return saved ?? {};
  });

  // ---- adoption of a suggested action into the plan
  app.post('/api/client/profile/:profileId/action/:actionId', { config: { access: { profile: 'write', from: 'params.profileId' } } }, async (req) => {
    const { profileId } = parse(profileIdParams, req.params);
    const action = await actionRow(req, params(req).actionId);
    const scenario = await scenarioRow(req, action.scenarioId);
    if (scenario.profileId !== profileId || !action.active) throw notFound('Action');
    const permissions = await requireAny(req, profileId, ['suggestedAccess', 'scenariosAccess', 'workshopAccess']);
    const profile = await loadProfileAggregate(app.db, profileId, permissions);
    await adoptAction(app.db, profile, action, req.user!.id);
    return loadProfileAggregate(app.db, profileId, permissions);
  });

  // ---- scenario calculation gateway
  app.get('/api/gateway/calcs/profile/:profileId/inputs', { config: { access: anyScenarioView((req) => Number(params(req).profileId)) } }, async (req) => {
    const { profileId } = parse(profileIdParams, req.params);
    return scenarioInputs(app.db, profileId, req.profileAccess!.permissions);
  });

  app.post('/api/gateway/calcs/profile/:profileId/scenario/:id', { config: { access: anyScenarioView((req) => Number(params(req).profileId)) } }, async (req) => {
    const { profileId } = parse(profileIdParams, req.params);
    const scenario = await scenarioRow(req, params(req).id);
    if (scenario.profileId !== profileId) throw notFound('Scenario');
    assertVisible(req.profileAccess!.permissions, scenario);
    const selected = parse(selectedBody, req.body ?? []);
    return calculateScenario(app.db, scenario, selected.map((s) => s.id), req.profileAccess!.permissions);
  });

  app.get('/api/gateway/calcs/profile/:profileId/scenario/:id/:isDefault', { config: { access: anyScenarioView((req) => Number(params(req).profileId)) } }, async (req) => {
    const { profileId } = parse(profileIdParams, req.params);
    const isDefault = parse(flag, params(req).isDefault, 'isDefault');
    const scenario = await scenarioRow(req, params(req).id);
    if (scenario.profileId !== profileId) throw notFound('Scenario');
    assertVisible(req.profileAccess!.permissions, scenario);
    return (await storedResults(app.db, scenario, req.profileAccess!.permissions, isDefault)) ?? {};
  });
}
