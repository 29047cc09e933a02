import { useApi, usePlan, type ProfileAggregate } from '@portal/shared';
import type { CombinedResult, YearDetail } from './types';

export const combinedPath = (profileId: number) => `/api/gateway/calcs/profile/${profileId}/combined`;

/**
 * The selected plan's results. SWR revalidates them whenever a results panel mounts, so coming back from a
 * plan-data page after a save shows the recomputed projection (the server recomputes per plan version).
 */
export function useCombinedResult(profileId?: number | null) {
  const selected = usePlan((s) => s.profileId);
  const id = profileId ?? selected;
  return useApi<CombinedResult>(id ? combinedPath(id) : null, { swr: { revalidateOnMount: true } });
}

/** One year's explanation: every income, withdrawal, expense, debt, tax and saving line. */
export function useYearDetail(profileId: number | null, year: number | null) {
  return useApi<YearDetail>(profileId && year ? `/api/gateway/calcs/${profileId}/details?year=${year}` : null);
}

/** First names of the client (type C) and spouse (type S) for age labels. */
export function peopleNames(profile: ProfileAggregate | undefined) {
  const people = (profile?.clients ?? []).filter((p) => p.active !== false);
  return {
    client: people.find((p) => p.type === 'C')?.firstName ?? 'Client',
    spouse: people.find((p) => p.type === 'S')?.firstName ?? null,
  };
}
