import { call, endpoints, type ClientInvite, type ProfileAccessEntry, type ProfilePermissions } from '@portal/shared';

/** Client access calls (spec document 1 section 7, "Client access"). */


/** 400 (fields) and 409 (already invited, advisor address) are explained on the form, not by a banner. */
const formHandled = { handledStatuses: [400, 409] };

export const inviteToPlan = (profileId: number, person: { email: string; firstName: string; lastName: string; username?: string }, flags: ProfilePermissions) =>
  call(endpoints.clientAccess.save, { body: { profileId, ...person, flags } }, formHandled);

export const saveAccessFlags = (entry: ProfileAccessEntry, flags: ProfilePermissions) =>
  call(endpoints.clientAccess.save, { body: { id: entry.id, profileId: entry.profileId, flags } });

export const revokeAccess = (entry: ProfileAccessEntry) => call(endpoints.clientAccess.revoke, { params: { profileId: entry.profileId, id: entry.id } });

export const resendInvitation = (entry: ProfileAccessEntry) =>
  call(endpoints.clientAccess.resend, { params: { profileId: entry.profileId, id: entry.id } });

export const inviteForAdvisor = (advisorId: number, invite: ClientInvite) =>
  call(endpoints.clientAccess.invite, { params: { advisorUserId: advisorId }, body: invite }, formHandled);

/** 'Username already exists for this profile' / '... for this team' (spec document 1 section 5), or available. */
export const lookupUsername = (advisorId: number, username: string, profileId?: number | null) =>
  call(
    endpoints.clientAccess.lookup,
    { params: { advisorId }, body: { username, ...(profileId ? { profileId } : {}) } },
    { handledStatuses: [400, 403] },
  );

/** The message a failed invitation shows on its form: field errors of a 400, or the server's words for a 409. */
export function invitationProblem(e: unknown): { fields: Record<string, string>; message: string | null } | null {
  const err = e as { status?: number; body?: { message?: string }; fieldErrors?: () => Record<string, string> };
  if (err?.status === 400 && err.fieldErrors) return { fields: err.fieldErrors(), message: null };
  if (err?.status === 409) return { fields: {}, message: err.body?.message ?? 'This person cannot be invited to this plan.' };
  return null;
}
