import type { Account } from '../contract';
import { endpoints } from '../contract/endpoints';
import { useSession } from '../state/sessionStore';
import { rememberUsername } from '../state/recentUsernames';
import type { ApiOptions } from './apiClient';
import { call } from './endpointClient';
import { signOut } from './signOut';

/** Statuses the sign-in forms explain themselves (wrong code, bad e-mail, too many tries). */
const signInHandled: ApiOptions = { public: true, handledStatuses: [400, 401, 403, 404, 409, 422, 429] };
const { auth } = endpoints;

/** Step 1 of sign-in: e-mails a verification code (202). */
export async function requestSignInCode(email: string): Promise<void> {
  await call(auth.code, { body: { email } }, signInHandled);
}

/** Step 2: exchanges the code for a session; remembers the username on this browser. */
export async function verifySignInCode(email: string, code: string): Promise<Account> {
  const { token, account } = await call(auth.verify, { body: { email, code } }, signInHandled);
  useSession.getState().signIn(token, account);
  rememberUsername(account.user.username || email);
  return account;
}

/** Reloads the account of the signed-in user (licence expiry, team access). */
export async function refreshAccount(): Promise<Account> {
  const account = await call(auth.account, {});
  useSession.getState().setAccount(account);
  return account;
}

/** Logout: revokes the session on the server, then signs out here (even when the server cannot be reached). */
export async function logout(): Promise<void> {
  try {
    await call(auth.logout, {}, { ignoreErrors: true, handledStatuses: [401] });
  } catch {
    // Signing out locally is what matters to the person.
  }
  signOut();
}

/** Revokes every session of this user, on every device, then signs out here. */
export async function logoutEverywhere(): Promise<void> {
  await call(auth.logoutAll, {});
  signOut();
}
