import {
  call, endpoints, isApiError, type AdvisorRegistration, type RegistrationComplete, type RegistrationResult, type RegistrationValidation,
} from '@portal/shared';

/**
 * Registration calls (spec document 1 sections 7 and 8). Registration urls never sign out; the error behaviour is the
 * spec's: a 403 on a registration is a false result with no banner; a 400 on a completion is the server's body
 * shown on the form (a custom error) with no save-error banner; other failures set the save error (the client does).
 */

/** Trial sign-up: true when the confirmation e-mail went out, false on 403 (e.g. the address is already registered). */
export async function registerAdvisor(body: AdvisorRegistration): Promise<boolean | null> {
  try {
    return await call(endpoints.registration.advisor, { body }, { public: true, handledStatuses: [403] });
  } catch (e) {
    if (isApiError(e) && e.status === 403) return false;
    return null;
  }
}

export function validateRegistration(id: string): Promise<RegistrationValidation> {
  return call(endpoints.registration.validate, { params: { id } }, { public: true });
}

/** The server's 400 body, kept as the form's own error. */
export interface CustomError {
  message: string;
  fields: Record<string, string>;
}

export type CompletionOutcome = { ok: true; result: RegistrationResult } | { ok: false; error: CustomError | null };

type CompletionCall = typeof endpoints.registration.complete | typeof endpoints.registration.clientComplete;

async function complete(e: CompletionCall, registrationId: string, body: RegistrationComplete): Promise<CompletionOutcome> {
  try {
    return { ok: true, result: await call(e, { params: { registrationId }, body }, { public: true, handledStatuses: [400] }) };
  } catch (e) {
    if (isApiError(e) && e.status === 400) {
      const b = (e.body ?? {}) as { message?: string; errors?: unknown };
      const fields = e.fieldErrors();
      const message = Object.keys(fields).length ? '' : b.message ?? 'The registration could not be completed.';
      return { ok: false, error: { message, fields } };
    }
    return { ok: false, error: null };
  }
}

export const completeAdvisorRegistration = (id: string, body: RegistrationComplete) =>
  complete(endpoints.registration.complete, id, body);

export const completeClientRegistration = (id: string, body: RegistrationComplete) =>
  complete(endpoints.registration.clientComplete, id, body);
