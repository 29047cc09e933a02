import { useMemo } from 'react';
import { useApi, usePlan, type ProfileAggregate } from '@portal/shared';
import { paths, type SavedAction, type ScenarioItem, type ScenarioResults } from './api';
import { scenarioRights } from './rights';
import type { ScenarioInputs } from '../workshop/calcProtocol';

/** The selected plan with the caller's permissions (the same SWR entry the plan-data pages use). */
export function useSelectedPlan() {
  const profileId = usePlan((s) => s.profileId);
  const res = useApi<ProfileAggregate>(profileId ? paths.profile(profileId) : null);
  const rights = useMemo(() => scenarioRights(res.data?.permissions ?? null), [res.data?.permissions]);
  return { profileId, profile: res.data ?? null, rights, isLoading: res.isLoading, error: res.error };
}

export function useScenarioList(profileId: number | null) {
  const res = useApi<ScenarioItem[]>(profileId ? paths.scenarios(profileId) : null);
  return { scenarios: res.data ?? [], isLoading: res.isLoading, error: res.error, mutate: res.mutate };
}

export function useScenarioActions(scenarioId: number | null) {
  const res = useApi<SavedAction[]>(scenarioId ? paths.actions(scenarioId) : null);
  return { actions: res.data ?? null, isLoading: res.isLoading, mutate: res.mutate };
}

export function useScenarioInputs(profileId: number | null) {
  return useApi<ScenarioInputs>(profileId ? paths.inputs(profileId) : null);
}

/** Stored results of a scenario, calculated with its default selection when missing or stale. */
export function useScenarioResults(profileId: number | null, scenarioId: number | null) {
  return useApi<ScenarioResults | Record<string, never>>(profileId && scenarioId ? paths.results(profileId, scenarioId) : null);
}
