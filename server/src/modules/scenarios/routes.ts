import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type actionSchema, endpoints } from '@portal/shared/contract';
import { ACTION_TARGETS, actionFormItems } from '@portal/calc';
import { notFound } from '../../lib/errors';
import { route } from '../../lib/route';
import { loadProfileAggregate } from '../plan/aggregate';
import {
  actionProfile, actionRow, anyScenarioView, assertMayOverwrite, assertVisible, requireAll, requireAny, scenarioProfile, scenarioRow,
} from './access';
import { listActions, needsFor, saveActions, toAction, validateActions } from './actions';
import { adoptAction } from './adopt';
import { calculateScenario, isSavedSelection, scenarioInputs, storedResults } from './scenarioCalc';
import {
  WORKSHOP_FIELDS, changedFields, deleteScenario, duplicateScenario, listScenarios, orderScenarios, saveScenario, scenarioWithActions, toScenario,
} from './scenarios';

const params = (req: FastifyRequest) => req.params as Record<string, string>;
/** Answers as stored: code columns are text in the database; the answer's schema checks them against the codes. */
const stored = <T>(value: Promise<T>) => value as Promise<never>;

/**
 * Scenarios and actions (spec document 2 section 7), their lookups, the scenario calculation gateway and
 * adoption of suggested actions. Who may do what: document 1 section 6 (scenarios change for the scenario
 * itself, workshop change / add / delete for actions and the selection, a view flag to read).
 */
export default async function scenarioRoutes(app: FastifyInstance) {
  // ---- lookups
  const calls = endpoints.scenarios;
  route(app, calls.actionForms, { access: 'user' }, async (req) => actionFormItems(req.params.type));
  route(app, calls.actionTargets, { access: 'user' }, async (req) => ACTION_TARGETS[req.params.code.toUpperCase()] ?? []);

  // ---- scenarios
  route(app, calls.list, { access: anyScenarioView((req) => Number(params(req).profileId)) }, async (req) => {
    return stored(listScenarios(app.db, req.params.profileId, req.profileAccess!.permissions));
  });

  /** One scenario with its active actions (the workshop and suggested-actions pages). */
  route(app, calls.get, { access: anyScenarioView(scenarioProfile('id')) }, async (req) => {
    const row = await scenarioRow(req, req.params.id);
    assertVisible(req.profileAccess!.permissions, row);
    return stored(scenarioWithActions(app.db, row));
  });

  route(app, calls.save, { access: { profile: 'read', from: 'body.profileId' } }, async (req) => {
    const { sharingChanged } = req.params;
    const input = req.body;
    const userId = req.user!.id;
    if (input.duplicateOf != null) {
      const source = await scenarioRow(req, input.duplicateOf);
      if (source.profileId !== input.profileId) throw notFound('Scenario');
      const permissions = await requireAll(req, source.profileId, ['scenariosChange']);
      assertVisible(permissions, source);
      // With a selection in the body, the copy takes it (the workshop's "Save as new scenario"); else the source's.
      const copy = await duplicateScenario(app.db, source, userId, input.selectedActions.length ? input.selectedActions : undefined);
      await calculateScenario(app.db, copy, copy.selectedActions.map((s) => s.id), permissions);
      return toScenario((await scenarioRow(req, copy.id))) as never;
    }
    const row = input.id != null ? await scenarioRow(req, input.id) : undefined;
    if (row && row.profileId !== input.profileId) throw notFound('Scenario');
    const changed = changedFields(row, input);
    const workshopOnly = row != null && [...changed].every((f) => WORKSHOP_FIELDS.has(f));
    const permissions = await requireAll(req, input.profileId, workshopOnly ? (changed.size ? ['workshopChange'] : []) : ['scenariosChange']);
    if (row) assertVisible(permissions, row);
    if (row && changed.size) assertMayOverwrite(req, row);
    return toScenario(await saveScenario(app.db, input, row, { sharingChanged, userId })) as never;
  });

  route(app, calls.remove, { access: { profile: 'scenariosChange', from: scenarioProfile('id') } }, async (req, reply) => {
    const row = await scenarioRow(req, req.params.id);
    await deleteScenario(app.db, row.id, req.user!.id);
    return reply.status(204).send();
  });

  route(app, calls.order, { access: { profile: 'scenariosChange', from: 'params.id' } }, async (req) => {
    return stored(orderScenarios(app.db, req.profileAccess!.profileId, req.body));
  });

  // ---- actions
  route(app, calls.actions, { access: anyScenarioView(scenarioProfile('scenarioId')) }, async (req) => {
    const row = await scenarioRow(req, req.params.scenarioId);
    assertVisible(req.profileAccess!.permissions, row);
    return stored(listActions(app.db, row.id));
  });

  route(app, calls.action, { access: anyScenarioView(actionProfile('id')) }, async (req) => {
    const action = await actionRow(req, req.params.id);
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
    if (inputs.length) assertMayOverwrite(req, scenario);
    const profile = await loadProfileAggregate(app.db, scenario.profileId, permissions);
    return saveActions(app.db, scenario.id, validateActions(profile, inputs), { append, userId: req.user!.id, profileId: scenario.profileId });
  }

  route(app, calls.saveActions, { access: anyScenarioView(scenarioProfile('scenarioId')) }, async (req) => {
    const { scenarioId } = req.params;
    const inputs = req.body.map((item) => ({ ...item, scenarioId }));
    await saveFor(req, scenarioId, inputs, false);
    return stored(listActions(app.db, scenarioId));
  });

  route(app, calls.saveAction, {
    access: anyScenarioView(async (req) => (await scenarioRow(req, (req.body as { scenarioId?: unknown } | null)?.scenarioId)).profileId),
  }, async (req) => {
    const input = req.body;
    const [saved] = await saveFor(req, input.scenarioId, [input], input.id == null);
    return (saved ?? {}) as never;
  });

  // ---- adoption of a suggested action into the plan
  route(app, calls.adopt, { access: { profile: 'write', from: 'params.profileId' } }, async (req) => {
    const { profileId, actionId } = req.params;
    const action = await actionRow(req, actionId);
    const scenario = await scenarioRow(req, action.scenarioId);
    if (scenario.profileId !== profileId || !action.active) throw notFound('Action');
    const permissions = await requireAny(req, profileId, ['suggestedAccess', 'scenariosAccess', 'workshopAccess']);
    const profile = await loadProfileAggregate(app.db, profileId, permissions);
    await adoptAction(app.db, profile, action, req.user!.id);
    return loadProfileAggregate(app.db, profileId, permissions);
  });

  // ---- scenario calculation gateway
  route(app, calls.inputs, { access: anyScenarioView((req) => Number(params(req).profileId)) }, async (req) => {
    return scenarioInputs(app.db, req.params.profileId, req.profileAccess!.permissions);
  });

  route(app, calls.calculate, { access: anyScenarioView((req) => Number(params(req).profileId)) }, async (req) => {
    const { profileId, id } = req.params;
    const scenario = await scenarioRow(req, id);
    if (scenario.profileId !== profileId) throw notFound('Scenario');
    assertVisible(req.profileAccess!.permissions, scenario);
    const ids = (req.body ?? []).map((s) => s.id);
    const { permissions } = req.profileAccess!;
    const inputs = await scenarioInputs(app.db, scenario.profileId, permissions);
    return calculateScenario(app.db, scenario, ids, permissions, inputs, { store: await isSavedSelection(app.db, scenario, ids, inputs) });
  });

  route(app, calls.results, { access: anyScenarioView((req) => Number(params(req).profileId)) }, async (req) => {
    const { profileId, isDefault, id } = req.params;
    const scenario = await scenarioRow(req, id);
    if (scenario.profileId !== profileId) throw notFound('Scenario');
    assertVisible(req.profileAccess!.permissions, scenario);
    return (await storedResults(app.db, scenario, req.profileAccess!.permissions, isDefault)) ?? {};
  });
}
