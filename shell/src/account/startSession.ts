import { clientHomeRoute, isAdvisor, rememberUsername, usePlan, useSession, withPlan, type Account } from '@portal/shared';
import { isDemoVisitor } from '../product-demo/demoApi';

/** Where a user lands after signing in: advisors at home, clients on the first section of their plan they may see. */
export function landingFor(account: Account): string {
  if (isAdvisor(account)) return '/';
  if (isDemoVisitor(account.user.email)) return '/product-demo';
  if (!account.clientProfileId) return '/no-profile-access';
  const home = clientHomeRoute(account.clientPermissions);
  return home ? withPlan(home, account.clientProfileId) : '/no-profile-access';
}

/**
 * Starts a session from a token the server handed out (registration, passkey, product demo): remembers the user on
 * this browser and, for a client, selects their plan. Returns where to go next.
 */
export function startSession(token: string, account: Account): string {
  useSession.getState().signIn(token, account);
  rememberUsername(account.user.username || account.user.email);
  const plan = usePlan.getState();
  if (!isAdvisor(account) && account.clientProfileId) plan.selectPlan({ id: account.clientProfileId });
  else plan.reset();
  return landingFor(account);
}
