import { call, endpoints, type ProfileAggregate, type ProfileInput } from '@portal/shared';

const PROFILE_FIELDS = [
  'id', 'active', 'advisorUserId', 'gatheringStep', 'planningStage', 'itemizeExpenses', 'kids', 'others', 'spouse',
  'maritalStatus', 'seed', 'spending', 'goalOrder', 'adoptedActions',
] as const;

export type ProfileBody = Partial<ProfileInput>;

/** The profile's own fields (profileSchema) out of the aggregate, with `patch` applied: the body of `endpoints.profile.save`. */
export function profileBody(profile: ProfileAggregate | null, patch: ProfileBody = {}): ProfileBody {
  const out: Record<string, unknown> = {};
  if (profile) for (const k of PROFILE_FIELDS) if (profile[k] !== undefined) out[k] = profile[k];
  return { ...out, ...patch } as ProfileBody;
}

/** A saved profile: the save answers the whole plan. */
export type SavedProfile = ProfileAggregate;

/** Saves the profile's fields (`endpoints.profile.save`, or `saveExpense` for the base living expense); answers the plan. */
export function postProfile(body: ProfileBody, e: typeof endpoints.profile.save = endpoints.profile.save): Promise<SavedProfile> {
  return call(e, { body });
}

/** 'true' / 'false' for the code-list paths that depend on the spouse flag (spec document 1 section 7). */
export const spouseFlag = (profile: Pick<ProfileAggregate, 'spouse'> | null | undefined) => (profile?.spouse ? 'true' : 'false');

/** The plan has a spouse: the flag is on and a spouse person exists (spec document 1 section 4). */
export function planSpouse(profile: ProfileAggregate | null) {
  if (!profile?.spouse) return null;
  return profile.clients.find((c) => c.type === 'S' && c.active !== false) ?? null;
}

export function planClient(profile: ProfileAggregate | null) {
  return profile?.clients.find((c) => c.type === 'C' && c.active !== false) ?? null;
}
