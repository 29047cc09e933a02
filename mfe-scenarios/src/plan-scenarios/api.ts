import { mutate } from 'swr';
import {
  call, endpoints, putPlan, urlOf, usePlan, type Action, type ProfileAggregate, type Scenario, type ScenarioItem, type SavedAction,
  type ScenarioResults,
} from '@portal/shared';

export type { ScenarioItem, SavedAction, ScenarioResults };
export type DraftAction = Action & { moved?: boolean; key: string };

/** Cache keys of the scenario reads (the URL of each call: `useEndpoint` reads them). */
export const keys = {
  scenarios: (profileId: number) => urlOf(endpoints.scenarios.list, { params: { profileId } }),
  actions: (scenarioId: number) => urlOf(endpoints.scenarios.actions, { params: { scenarioId } }),
  inputs: (profileId: number) => urlOf(endpoints.scenarios.inputs, { params: { profileId } }),
  results: (profileId: number, id: number) => urlOf(endpoints.scenarios.results, { params: { profileId, id, isDefault: 'true' } }),
};

/**
 * Saving a scenario refreshes the profile's current stage (spec document 2 section 4): read it again and keep
 * it in the selected plan.
 */
async function refreshStage(profileId: number) {
  try {
    const stage = await call(endpoints.profile.stage, { params: { id: profileId } }, { ignoreErrors: true });
    if (usePlan.getState().profileId === profileId) {
      await putPlan(profileId, (p) => (p && p.planningStage !== stage.planningStage ? { ...p, planningStage: stage.planningStage } : p));
    }
  } catch {
    // The stage is informative here; the save itself succeeded.
  }
}

export async function saveScenario(scenario: Partial<Scenario> & Pick<Scenario, 'profileId' | 'description'>, sharingChanged = false) {
  const saved = await call(endpoints.scenarios.save, { params: { sharingChanged: String(sharingChanged) as 'true' | 'false' }, body: scenario });
  await Promise.all([mutate(keys.scenarios(saved.profileId)), refreshStage(saved.profileId)]);
  return saved;
}

/**
 * Stores a workshop scenario's selection and folding (working state: no history entry, no change of stage): the
 * answer replaces the scenario in the cached list, with no re-read of the list.
 */
export async function saveScenarioSelection(scenario: ScenarioItem) {
  const saved = await call(endpoints.scenarios.save, { params: { sharingChanged: 'false' }, body: scenario });
  await mutate(keys.scenarios(saved.profileId), (list?: ScenarioItem[]) => list?.map((s) => (s.id === saved.id ? { ...s, ...saved } : s)), { revalidate: false });
  return saved;
}

/** Duplicates on the server (sharingChanged true, duplicateOf): copy naming, actions copied, results recalculated. */
export async function duplicateScenario(source: ScenarioItem) {
  const copy = await call(endpoints.scenarios.save, { params: { sharingChanged: 'true' }, body: { ...source, duplicateOf: source.id } });
  await Promise.all([mutate(keys.scenarios(copy.profileId)), refreshStage(copy.profileId)]);
  return copy;
}

export async function deleteScenario(scenario: ScenarioItem) {
  await call(endpoints.scenarios.remove, { params: { id: scenario.id } });
  await mutate(keys.scenarios(scenario.profileId));
}

export async function orderScenarios(profileId: number, ids: number[]) {
  const list = await call(endpoints.scenarios.order, { params: { id: profileId }, body: ids });
  await mutate(keys.scenarios(profileId), list, { revalidate: false });
  return list;
}

/** Saves the action list of a scenario; answers its active actions. */
export async function saveActions(scenarioId: number, actions: Action[]) {
  const list = await call(endpoints.scenarios.saveActions, { params: { scenarioId }, body: actions.map(stripDraft) });
  await mutate(keys.actions(scenarioId), list, { revalidate: false });
  return list;
}

export function stripDraft(a: Action & { moved?: boolean; key?: string }): Action {
  const { moved: _m, key: _k, ...rest } = a;
  return rest;
}

/**
 * Runs the scenario on the server with these actions (POST, body the selected ids). The server stores the results
 * only for the scenario's saved selection, so the cached stored results are read again rather than replaced by
 * a working selection's answer.
 */
export async function calculateOnServer(profileId: number, scenarioId: number, actionIds: number[]) {
  const results = await call(endpoints.scenarios.calculate, { params: { profileId, id: scenarioId }, body: actionIds.map((id) => ({ id })) });
  await mutate(keys.results(profileId, scenarioId));
  return results;
}

/** Adopts a suggested action into the plan; answers the updated plan, which goes into the plan cache. */
export async function adoptAction(profileId: number, actionId: number): Promise<ProfileAggregate> {
  const profile = await call(endpoints.scenarios.adopt, { params: { profileId, actionId } });
  await putPlan(profileId, profile);
  await mutate(keys.inputs(profileId));
  return profile;
}

/** The record calls the scenario pages edit (strategies, target methods). */
const recordCalls = { strategy: endpoints.records.strategy, targetmethod: endpoints.records.targetMethod };

/** Saves a plan record the scenario pages edit (strategy, target method) and refreshes the plan. */
export async function savePlanRecord<T extends { profileId: number }>(kind: 'strategy' | 'targetmethod', record: T) {
  const saved = await call(recordCalls[kind].save as typeof endpoints.records.strategy.save, { body: record as never });
  await Promise.all([mutate(urlOf(endpoints.profile.get, { params: { id: record.profileId } })), mutate(keys.inputs(record.profileId))]);
  return saved as unknown as T & { id: number };
}

/** Deletes one; a 409 (still referenced) sets the delete-conflict flag through the shared client. */
export async function deletePlanRecord(kind: 'strategy' | 'targetmethod', record: { id: number; profileId: number }) {
  await call(recordCalls[kind].remove, { params: { id: record.id } });
  await Promise.all([mutate(urlOf(endpoints.profile.get, { params: { id: record.profileId } })), mutate(keys.inputs(record.profileId))]);
}
