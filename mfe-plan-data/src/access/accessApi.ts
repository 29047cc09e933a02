import { apiClient, type ClientInvite, type ProfileAccessEntry, type ProfilePermissions, type UsernameLookup } from '@portal/shared';

/** Client access calls (spec document 1 section 7, "Client access"). */

export const accessListPath = (profileId: number) => `/api/client/access/profile/${profileId}`;

/** 400 (fields) and 409 (already invited, advisor address) are explained on the form, not by a banner. */
const formHandled = { handledStatuses: [400, 409] };

export const inviteToPlan = (profileId: number, person: { email: string; firstName: string; lastName: string; username?: string }, flags: ProfilePermissions) =>
  apiClient.post<ProfileAccessEntry>('/api/client/access/profile', { profileId, ...person, flags }, formHandled);

export const saveAccessFlags = (entry: ProfileAccessEntry, flags: ProfilePermissions) =>
  apiClient.post<ProfileAccessEntry>('/api/client/access/profile', { id: entry.id, profileId: entry.profileId, flags });

export const revokeAccess = (entry: ProfileAccessEntry) => apiClient.del(`/api/client/access/profile/${entry.profileId}/${entry.id}`);

export const resendInvitation = (entry: ProfileAccessEntry) =>
  apiClient.post<ProfileAccessEntry>(`/api/client/access/profile/resend/${entry.profileId}/${entry.id}`);

export const inviteForAdvisor = (advisorId: number, invite: ClientInvite) =>
  apiClient.post<ProfileAccessEntry>(`/api/gateway/client/invite/advisor/${advisorId}`, invite, formHandled);

/** 'Username already exists for this profile' / '... for this team' (spec document 1 section 5), or available. */
export const lookupUsername = (advisorId: number, username: string, profileId?: number | null) =>
  apiClient.post<UsernameLookup>(
    `/api/client/access/advisor/${advisorId}/user/lookup`,
    { username, ...(profileId ? { profileId: String(profileId) } : {}) },
    { form: true, handledStatuses: [400, 403] },
  );

/** The message a failed invitation shows on its form: field errors of a 400, or the server's words for a 409. */
export function invitationProblem(e: unknown): { fields: Record<string, string>; message: string | null } | null {
  const err = e as { status?: number; body?: { message?: string }; fieldErrors?: () => Record<string, string> };
  if (err?.status === 400 && err.fieldErrors) return { fields: err.fieldErrors(), message: null };
  if (err?.status === 409) return { fields: {}, message: err.body?.message ?? 'This person cannot be invited to this plan.' };
  return null;
}
