import { mutate } from 'swr';
import { call, endpoints, isApiError, putPlan, refreshPlan, urlOf, usePlan, type ProfileAggregate } from '@portal/shared';

const combinedKey = (id: number) => urlOf(endpoints.calcs.combined, { params: { id } });

/**
 * Opens a plan (spec document 1 section 4): selects the client and fills every area from the combined result, whose
 * profile goes into the plan cache (no second read). Until the calculation gateway answers, the plain profile is
 * the fallback.
 */
export async function openPlan(id: number): Promise<ProfileAggregate> {
  let profile: ProfileAggregate;
  try {
    const combined = await call(endpoints.calcs.combined, { params: { id } }, { handledStatuses: [404, 501] });
    // Other areas (scenarios, comparison) read the same result through SWR: no second calculation.
    await mutate(combinedKey(id), combined, { revalidate: false });
    profile = combined.profile;
  } catch (e) {
    if (!isApiError(e) || ![404, 501].includes(e.status)) throw e;
    profile = await call(endpoints.profile.get, { params: { id } });
  }
  await putPlan(id, profile);
  usePlan.getState().selectPlan(profile);
  return profile;
}

/**
 * Reads the plan again after a save whose answer is not the plan (and selects it: a plan just created becomes the
 * selected one); results computed from the old data are dropped.
 */
export async function reloadPlan(id: number): Promise<ProfileAggregate> {
  const profile = (await refreshPlan(id))!;
  usePlan.getState().selectPlan(profile);
  await mutate(combinedKey(id));
  return profile;
}

/**
 * Puts what a save answered into the plan cache (its rows and the plan's new version) without reading the plan
 * again; the results computed from the old data are read again.
 */
export async function applySavedPlan(id: number, patch: Partial<ProfileAggregate>): Promise<void> {
  await putPlan(id, (current) => (current ? { ...current, ...patch } : current));
  await mutate(combinedKey(id));
}

/** Starting a new profile resets every area: no plan selected, nothing cached from the previous one. */
export function startNewPlan(): void {
  usePlan.getState().reset();
}

/** Keeps a change made by a call that answers no plan (planning stage) in the selected plan, without a reload. */
export function patchSelectedPlan(patch: Partial<ProfileAggregate>): void {
  const id = usePlan.getState().profileId;
  if (id != null) void putPlan(id, (current) => (current ? { ...current, ...patch } : current));
}
