import { z } from 'zod';
import type { Assumptions, CashFlowRow, Metrics, NetWorthRow } from '@portal/calc';
import { boundedArray, dbId, dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import { profileAggregateSchema, savedActionSchema, savedScenarioSchema } from '../aggregate';
import { actionSchema, scenarioSchema } from '../scenario';
import { engineOutput } from './calcs';
import { noContent } from './plan';

const tag = 'Scenarios';
const flag = z.enum(['true', 'false'], { error: 'is not a valid value' }).transform((v) => v === 'true');
const idParams = z.object({ id: dbIdParam() });
const profileIdParams = z.object({ profileId: dbIdParam() });
const scenarioIdParams = z.object({ scenarioId: dbIdParam() });
const codeItem = z.object({ code: z.string(), description: z.string(), value: z.union([z.number(), z.string()]).nullish() });
const MAX_ACTIONS = 200;

const view = 'Callers who may see the scenario (scenarios, workshop or suggested-actions access; shared scenarios for clients).';

/** Everything the engine reads for a scenario run: the workshop's web worker receives exactly this. */
export const scenarioInputsSchema = z.object({
  /** The plan without its scenarios (the engine does not read them). */
  profile: profileAggregateSchema,
  assumptions: engineOutput<Assumptions>('Effective assumptions'),
  seed: z.number().int(),
  startYear: z.number().int(),
  trials: z.number().int(),
  /** Changes when any input above changes. */
  fingerprint: z.string(),
  /** The firm's success_threshold for this plan (percent): the plan solver's default target. */
  successThreshold: z.number().optional(),
});
export type ScenarioInputs = z.output<typeof scenarioInputsSchema>;

/** What a scenario run gives: the albums the workshop and comparison draw, and the metrics. */
export const scenarioRunSchema = z.object({
  startYear: z.number().int(),
  seed: z.number().int(),
  trials: z.number().int(),
  /** Ids of the actions applied, in the order applied. */
  actionIds: z.array(z.number().int()),
  cashFlowAlbum: z.array(engineOutput<CashFlowRow>('Cash flow row')),
  netWorthAlbum: z.array(engineOutput<NetWorthRow>('Net worth row')),
  /** Deterministic metrics with probabilityOfSuccess from the simulation. */
  metricsCollection: engineOutput<Metrics>('Metrics'),
  /** Median simulated net worth at the end of each year. */
  medianNetWorth: z.array(z.number()),
});

/** Stored results of a scenario (workshop results for type WS, suggested-actions results otherwise). */
export const scenarioResultsSchema = scenarioRunSchema.extend({
  kind: z.enum(['workshop', 'suggestedActions']),
  scenarioId: z.number().int(),
  profileVersion: z.number().int(),
  selectedActions: z.array(z.object({ id: z.number().int() })),
  computedAt: z.string(),
  /** The plan, assumptions or actions changed since (stored answers only). */
  stale: z.boolean().optional(),
});
export type ScenarioResults = z.output<typeof scenarioResultsSchema>;
export type ScenarioItem = z.output<typeof savedScenarioSchema>;
export type SavedAction = z.output<typeof savedActionSchema>;

export const scenarios = {
  actionForms: defineEndpoint({
    method: 'GET', path: '/api/setting/lookup/action/form/{type}', tag, params: z.object({ type: z.string().min(1).max(40) }),
    response: z.array(codeItem), summary: 'Action forms of an action type (or ALL)', access: 'Any signed-in user.',
  }),
  actionTargets: defineEndpoint({
    method: 'GET', path: '/api/setting/lookup/action/target/{code}', tag, params: z.object({ code: z.string().min(1).max(20) }),
    response: z.array(codeItem), summary: 'Fields an action may change on a record kind', access: 'Any signed-in user.',
  }),
  list: defineEndpoint({
    method: 'GET', path: '/api/client/scenario/all/{profileId}', tag, params: profileIdParams, response: z.array(savedScenarioSchema),
    summary: "The plan's scenarios the caller may see", access: view,
  }),
  get: defineEndpoint({
    method: 'GET', path: '/api/client/scenario/{id}', tag, params: idParams,
    response: savedScenarioSchema.extend({ actions: z.array(savedActionSchema) }),
    summary: 'One scenario with its active actions', access: view,
  }),
  save: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/scenario/{sharingChanged}', tag, params: z.object({ sharingChanged: flag }),
    body: scenarioSchema.extend({ duplicateOf: dbId().nullish() }), response: savedScenarioSchema,
    summary: 'Create, change or duplicate (duplicateOf) a scenario', access: 'Scenarios change; the workshop fields alone need workshop change.',
  }),
  remove: defineEndpoint({ changesPlans: true,
    method: 'DELETE', path: '/api/client/scenario/{id}', tag, params: idParams, response: noContent,
    summary: 'Delete a scenario', access: 'Scenarios change on the plan.',
  }),
  order: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/profile/{id}/scenario/order', tag, params: idParams,
    body: boundedArray(z.union([dbIdParam(), z.object({ id: dbIdParam() })]), MAX_ACTIONS).transform((xs) => xs.map((x) => (typeof x === 'number' ? x : x.id))),
    response: z.array(savedScenarioSchema), summary: 'Order the scenarios; answers them in the new order', access: 'Scenarios change on the plan.',
  }),
  actions: defineEndpoint({
    method: 'GET', path: '/api/client/action/all/{scenarioId}', tag, params: scenarioIdParams, response: z.array(savedActionSchema),
    summary: "A scenario's active actions", access: view,
  }),
  action: defineEndpoint({
    method: 'GET', path: '/api/client/action/{id}', tag, params: idParams, response: savedActionSchema,
    summary: 'One action', access: view,
  }),
  saveActions: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/action/all/{scenarioId}', tag, params: scenarioIdParams,
    body: boundedArray(actionSchema.partial({ scenarioId: true }), MAX_ACTIONS), response: z.array(savedActionSchema),
    summary: "Save a scenario's actions; answers its active actions", access: 'Workshop add, change or delete as each action needs.',
  }),
  saveAction: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/action', tag, body: actionSchema, response: savedActionSchema.or(z.object({})),
    summary: 'Save one action; answers it as saved', access: 'Workshop add (new) or change.',
  }),
  adopt: defineEndpoint({ changesPlans: true,
    method: 'POST', path: '/api/client/profile/{profileId}/action/{actionId}', tag,
    params: z.object({ profileId: dbIdParam(), actionId: dbIdParam() }), response: profileAggregateSchema,
    summary: 'Adopt a suggested action into the plan; answers the plan', access: 'Writers of the plan who may see suggested actions, scenarios or the workshop.',
  }),
  inputs: defineEndpoint({
    method: 'GET', path: '/api/gateway/calcs/profile/{profileId}/inputs', tag, params: profileIdParams, response: scenarioInputsSchema,
    summary: 'Everything the engine reads for a scenario run (the workshop runs it in the browser)', access: view,
  }),
  calculate: defineEndpoint({
    method: 'POST', path: '/api/gateway/calcs/profile/{profileId}/scenario/{id}', tag,
    params: z.object({ profileId: dbIdParam(), id: dbIdParam() }),
    body: boundedArray(z.object({ id: dbIdParam() }), MAX_ACTIONS).default([]), response: scenarioResultsSchema,
    summary: 'Run a scenario with the selected actions and store the results', access: view,
  }),
  results: defineEndpoint({
    method: 'GET', path: '/api/gateway/calcs/profile/{profileId}/scenario/{id}/{isDefault}', tag,
    params: z.object({ profileId: dbIdParam(), id: dbIdParam(), isDefault: flag }),
    response: z.union([scenarioResultsSchema, z.object({})]),
    summary: 'Stored results (recalculated with the default selection when isDefault and missing or stale); {} when none', access: view,
  }),
};
