import { mutate } from 'swr';
import { apiClient, usePlan, type Action, type ProfileAggregate, type Scenario } from '@portal/shared';
import type { ScenarioRun } from '@portal/shared';

/** A scenario as the API lists it (spec document 2 section 3) and the kind of its stored results. */
export interface ScenarioItem extends Scenario {
  id: number;
  resultsKind: 'workshop' | 'suggestedActions' | null;
}
export type SavedAction = Action & { id: number };
export type DraftAction = Action & { moved?: boolean; key: string };

/** Stored scenario results (GET .../scenario/{id}/{isDefault}). */
export interface ScenarioResults extends ScenarioRun {
  kind: 'workshop' | 'suggestedActions';
  scenarioId: number;
  profileVersion: number;
  selectedActions: Array<{ id: number }>;
  computedAt: string;
  stale: boolean;
}

export const paths = {
  profile: (profileId: number) => `/api/client/profile/${profileId}`,
  scenarios: (profileId: number) => `/api/client/scenario/all/${profileId}`,
  scenario: (id: number) => `/api/client/scenario/${id}`,
  actions: (scenarioId: number) => `/api/client/action/all/${scenarioId}`,
  inputs: (profileId: number) => `/api/gateway/calcs/profile/${profileId}/inputs`,
  results: (profileId: number, scenarioId: number) => `/api/gateway/calcs/profile/${profileId}/scenario/${scenarioId}/true`,
  calc: (profileId: number, scenarioId: number) => `/api/gateway/calcs/profile/${profileId}/scenario/${scenarioId}`,
  stage: (profileId: number) => `/api/client/profile/${profileId}/stage`,
};

/**
 * Saving a scenario refreshes the profile's current stage (spec document 2 section 4): read it again and keep
 * it in the selected plan.
 */
async function refreshStage(profileId: number) {
  try {
    const stage = await apiClient.get<{ planningStage: number }>(paths.stage(profileId), { ignoreErrors: true });
    const { profile, setProfile } = usePlan.getState();
    if (profile && profile.id === profileId && stage.planningStage !== profile.planningStage) {
      setProfile({ ...profile, planningStage: stage.planningStage } as ProfileAggregate);
    }
  } catch {
    // The stage is informative here; the save itself succeeded.
  }
}

export async function saveScenario(scenario: Partial<Scenario> & Pick<Scenario, 'profileId' | 'description'>, sharingChanged = false) {
  const saved = await apiClient.post<ScenarioItem>(`/api/client/scenario/${sharingChanged}`, scenario);
  await Promise.all([mutate(paths.scenarios(saved.profileId)), refreshStage(saved.profileId)]);
  return saved;
}

/** Duplicates on the server (POST /api/client/scenario/true): copy naming, actions copied, results recalculated. */
export async function duplicateScenario(source: ScenarioItem) {
  const copy = await apiClient.post<ScenarioItem>('/api/client/scenario/true', { ...source, duplicateOf: source.id });
  await Promise.all([mutate(paths.scenarios(copy.profileId)), refreshStage(copy.profileId)]);
  return copy;
}

export async function deleteScenario(scenario: ScenarioItem) {
  await apiClient.del(`/api/client/scenario/${scenario.id}`);
  await mutate(paths.scenarios(scenario.profileId));
}

export async function orderScenarios(profileId: number, ids: number[]) {
  const list = await apiClient.post<ScenarioItem[]>(`/api/client/profile/${profileId}/scenario/order`, ids);
  await mutate(paths.scenarios(profileId), list, { revalidate: false });
  return list;
}

/** Saves the action list of a scenario; answers its active actions. */
export async function saveActions(scenarioId: number, actions: Action[]) {
  const list = await apiClient.post<SavedAction[]>(paths.actions(scenarioId), actions.map(stripDraft));
  await mutate(paths.actions(scenarioId), list, { revalidate: false });
  return list;
}

export function stripDraft(a: Action & { moved?: boolean; key?: string }): Action {
  const { moved: _m, key: _k, ...rest } = a;
  return rest;
}

/** Runs the scenario on the server with these actions (POST, body the selected ids) and stores the results. */
export async function calculateOnServer(profileId: number, scenarioId: number, actionIds: number[]) {
  const results = await apiClient.post<ScenarioResults>(paths.calc(profileId, scenarioId), actionIds.map((id) => ({ id })));
  await mutate(paths.results(profileId, scenarioId), { ...results, stale: false }, { revalidate: false });
  return results;
}

/** Adopts a suggested action into the plan; answers the updated plan. */
export async function adoptAction(profileId: number, actionId: number) {
  const profile = await apiClient.post<ProfileAggregate>(`/api/client/profile/${profileId}/action/${actionId}`);
  await mutate(paths.profile(profileId), profile, { revalidate: false });
  await mutate(paths.inputs(profileId));
  const { profileId: selected, setProfile } = usePlan.getState();
  if (selected === profileId) setProfile(profile);
  return profile;
}

/** Saves a plan record the scenario pages edit (strategy, target method) and refreshes the plan. */
export async function savePlanRecord<T extends { profileId: number }>(kind: 'strategy' | 'targetmethod', record: T) {
  const saved = await apiClient.post<T & { id: number }>(`/api/client/${kind}`, record);
  await Promise.all([mutate(paths.profile(record.profileId)), mutate(paths.inputs(record.profileId))]);
  return saved;
}

/** Deletes one; a 409 (still referenced) sets the delete-conflict flag through the shared client. */
export async function deletePlanRecord(kind: 'strategy' | 'targetmethod', record: { id: number; profileId: number }) {
  await apiClient.del(`/api/client/${kind}/${record.id}`);
  await Promise.all([mutate(paths.profile(record.profileId)), mutate(paths.inputs(record.profileId))]);
}
