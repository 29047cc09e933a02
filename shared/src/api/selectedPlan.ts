import { mutate } from 'swr';
import { endpoints } from '../contract/endpoints';
import type { ProfileAggregate } from '../contract/aggregate';
import { usePlan } from '../state/planStore';
import { call, urlOf, useEndpoint } from './endpointClient';
import type { SWRConfiguration } from 'swr';

/**
 * The plan lives in one client cache: SWR, keyed by the URL of `endpoints.profile.get`. The plan store keeps only
 * which plan is selected (its id, and the client name for the header); every screen reads the plan from here.
 */
export const planKey = (id: number) => urlOf(endpoints.profile.get, { params: { id } });

/** The selected plan (or the plan `id`), read through the one cache; loaded once however many screens ask. */
export function useSelectedPlan(id?: number | null, swr?: SWRConfiguration) {
  const selected = usePlan((s) => s.profileId);
  const profileId = id === undefined ? selected : id;
  // Saves put their answers into the cache: a screen mounting does not read the plan again.
  return useEndpoint(endpoints.profile.get, profileId != null ? { id: profileId } : null, { swr: { revalidateIfStale: false, ...swr } as never });
}

/** Puts a plan (or a change to it a save answered) into the cache without reading it again. */
export async function putPlan(id: number, next: ProfileAggregate | ((current: ProfileAggregate | undefined) => ProfileAggregate | undefined)) {
  const value = await mutate<ProfileAggregate>(planKey(id), next as never, { revalidate: false });
  const plan = typeof next === 'function' ? value : next;
  if (plan && usePlan.getState().profileId === id) usePlan.getState().selectPlan(plan);
  return plan;
}

/** Reads the plan again into the cache (after a save whose answer is not the plan). */
export async function refreshPlan(id: number): Promise<ProfileAggregate | undefined> {
  return putPlan(id, await call(endpoints.profile.get, { params: { id } }));
}

/** The plan as the cache holds it now (read once when not yet there). */
export async function cachedPlan(id: number): Promise<ProfileAggregate | undefined> {
  const held = await mutate<ProfileAggregate>(planKey(id), (current) => current, { revalidate: false });
  return held ?? refreshPlan(id);
}

/**
 * The selected plan when some screen has loaded it, else undefined: never reads the plan on its own. (It keeps a
 * fetcher: the first hook of a key is the one SWR asks when a save revalidates the key.)
 */
export function useLoadedPlan(): ProfileAggregate | undefined {
  const id = usePlan((s) => s.profileId);
  return useEndpoint(endpoints.profile.get, id != null ? { id } : null, {
    swr: { revalidateOnMount: false, revalidateIfStale: false, revalidateOnReconnect: false },
  }).data;
}
