import { endpoints, useEndpoint, usePlan, type ProfileAggregate } from '@portal/shared';

/**
 * The selected plan's results. SWR revalidates them whenever a results panel mounts, so coming back from a
 * plan-data page after a save shows the recomputed projection (the server recomputes per plan version).
 */
export function useCombinedResult(profileId?: number | null) {
  const selected = usePlan((s) => s.profileId);
  const id = profileId ?? selected;
  return useEndpoint(endpoints.calcs.combined, id ? { id } : null, { swr: { revalidateOnMount: true } });
}

/** One year's explanation: every income, withdrawal, expense, debt, tax and saving line. */
export function useYearDetail(profileId: number | null, year: number | null) {
  return useEndpoint(endpoints.calcs.detailYear, profileId && year ? { profileId } : null, { query: { year: year ?? undefined } });
}

/** First names of the client (type C) and spouse (type S) for age labels. */
export function peopleNames(profile: ProfileAggregate | undefined) {
  const people = (profile?.clients ?? []).filter((p) => p.active !== false);
  return {
    client: people.find((p) => p.type === 'C')?.firstName ?? 'Client',
    spouse: people.find((p) => p.type === 'S')?.firstName ?? null,
  };
}
