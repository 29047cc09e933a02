import { mutate } from 'swr';
import { apiClient, isApiError, usePlan, type ProfileAggregate } from '@portal/shared';

export const combinedPath = (id: number) => `/api/gateway/calcs/profile/${id}/combined`;
export const profilePath = (id: number) => `/api/client/profile/${id}`;

interface CombinedResult {
  profile: ProfileAggregate;
  results: unknown;
}

const inFlight = new Map<number, Promise<ProfileAggregate>>();

/** One load per plan at a time, however many areas ask for it. */
function once(id: number, load: () => Promise<ProfileAggregate>): Promise<ProfileAggregate> {
  const running = inFlight.get(id);
  if (running) return running;
  const p = load().finally(() => inFlight.delete(id));
  inFlight.set(id, p);
  return p;
}

/**
 * Opens a plan (spec document 1 section 4): selects the client and fills every area from the combined result.
 * Until the calculation gateway answers, the plain profile is the fallback.
 */
export function openPlan(id: number): Promise<ProfileAggregate> {
  return once(id, async () => {
    let profile: ProfileAggregate;
    try {
      const combined = await apiClient.get<CombinedResult>(combinedPath(id), { handledStatuses: [404, 501] });
      profile = combined.profile;
      // Other areas (scenarios, comparison) read the same result through SWR: no second calculation.
      await mutate(combinedPath(id), combined, { revalidate: false });
    } catch (e) {
      if (!isApiError(e) || ![404, 501].includes(e.status)) throw e;
      profile = await apiClient.get<ProfileAggregate>(profilePath(id));
    }
    usePlan.getState().setProfile(profile);
    return profile;
  });
}

/** Reads the selected plan again after a save; results computed from the old data are dropped. */
export function reloadPlan(id: number): Promise<ProfileAggregate> {
  return once(id, async () => {
    const profile = await apiClient.get<ProfileAggregate>(profilePath(id));
    usePlan.getState().setProfile(profile);
    await mutate(combinedPath(id));
    return profile;
  });
}

/**
 * Puts what a save answered into the selected plan (its rows and the plan's new version) without reading the plan
 * again; the results computed from the old data are read again.
 */
export async function applySavedPlan(id: number, patch: Partial<ProfileAggregate>): Promise<void> {
  const { profile, setProfile } = usePlan.getState();
  if (profile && profile.id === id) setProfile({ ...profile, ...patch });
  await mutate(profilePath(id), (current: ProfileAggregate | undefined) => (current ? { ...current, ...patch } : current), { revalidate: false });
  await mutate(combinedPath(id));
}

/** Starting a new profile resets every area: no plan selected, nothing cached from the previous one. */
export function startNewPlan(): void {
  usePlan.getState().reset();
}

/** Keeps a change made by a call that answers no plan (planning stage) in the selected plan, without a reload. */
export function patchSelectedPlan(patch: Partial<ProfileAggregate>): void {
  const { profile, setProfile } = usePlan.getState();
  if (profile) setProfile({ ...profile, ...patch });
}
