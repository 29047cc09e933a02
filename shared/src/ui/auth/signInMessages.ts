import { isApiError } from '../../api/ApiError';

/** What a person reads when a sign-in step fails. */
export function signInErrorMessage(e: unknown, step: 'code' | 'verify'): { field?: 'email' | 'code'; message: string } {
  if (!isApiError(e)) return { message: 'Signing in is not possible right now. Please try again.' };
  const fields = e.fieldErrors();
  if (fields.email) return { field: 'email', message: fields.email };
  if (fields.code) return { field: 'code', message: fields.code };
  const serverMessage = typeof (e.body as { message?: unknown } | null)?.message === 'string'
    ? (e.body as { message: string }).message : '';
  if (e.status === 429) return { message: serverMessage || 'Too many attempts. Wait a few minutes, then try again.' };
  if (step === 'verify' && [400, 401, 403, 404, 409, 422].includes(e.status)) {
    return { field: 'code', message: (e.status === 401 && serverMessage) || 'This code is not valid or has expired. Send a new code and try again.' };
  }
  if (e.status === 0) return { message: 'The portal cannot be reached. Check your connection and try again.' };
  return { message: 'Signing in is not possible right now. Please try again or contact support if the error persists.' };
}
