import { useMemo } from 'react';
import { endpoints, useEndpoint, useSelectedPlan as useSharedSelectedPlan, usePlan } from '@portal/shared';
import { scenarioRights } from './rights';

/** The selected plan with the caller's permissions (the one plan cache the plan-data pages use). */
export function useSelectedPlan() {
  const profileId = usePlan((s) => s.profileId);
  const res = useSharedSelectedPlan(profileId, { revalidateIfStale: true });
  const rights = useMemo(() => scenarioRights(res.data?.permissions ?? null), [res.data?.permissions]);
  return { profileId, profile: res.data ?? null, rights, isLoading: res.isLoading, error: res.error };
}

export function useScenarioList(profileId: number | null) {
  const res = useEndpoint(endpoints.scenarios.list, profileId ? { profileId } : null);
  return { scenarios: res.data ?? [], isLoading: res.isLoading, error: res.error, mutate: res.mutate };
}

export function useScenarioActions(scenarioId: number | null) {
  const res = useEndpoint(endpoints.scenarios.actions, scenarioId ? { scenarioId } : null);
  return { actions: res.data ?? null, isLoading: res.isLoading, mutate: res.mutate };
}

export function useScenarioInputs(profileId: number | null) {
  return useEndpoint(endpoints.scenarios.inputs, profileId ? { profileId } : null);
}

/** Stored results of a scenario, calculated with its default selection when missing or stale. */
export function useScenarioResults(profileId: number | null, scenarioId: number | null) {
  return useEndpoint(endpoints.scenarios.results, profileId && scenarioId ? { profileId, id: scenarioId, isDefault: 'true' } : null);
}
