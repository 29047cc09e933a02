import { apiClient, type ProfileAggregate, type ProfileInput } from '@portal/shared';

const PROFILE_FIELDS = [
  'id', 'active', 'advisorUserId', 'gatheringStep', 'planningStage', 'itemizeExpenses', 'kids', 'others', 'spouse',
  'maritalStatus', 'seed', 'spending', 'goalOrder', 'adoptedActions',
] as const;

export type ProfileBody = Partial<ProfileInput>;

/** The profile's own fields (profileSchema) out of the aggregate, with `patch` applied: the body of POST /api/client/profile. */
export function profileBody(profile: ProfileAggregate | null, patch: ProfileBody = {}): ProfileBody {
  const out: Record<string, unknown> = {};
  if (profile) for (const k of PROFILE_FIELDS) if (profile[k] !== undefined) out[k] = profile[k];
  return { ...out, ...patch } as ProfileBody;
}

/** A saved profile as POST /api/client/profile answers it (at least its id). */
export type SavedProfile = ProfileBody & { id: number };

/** POST /api/client/profile (or /profile/expense): the answer is the profile, or just its id. */
export async function postProfile(body: ProfileBody, path = '/api/client/profile'): Promise<SavedProfile> {
  const answer = await apiClient.post<SavedProfile | number>(path, body);
  if (typeof answer === 'number') return { ...body, id: answer };
  if (answer && typeof answer === 'object' && 'id' in answer) return answer;
  return { ...body, id: body.id! };
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
