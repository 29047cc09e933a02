import type { Account, ProfilePermissions } from '../contract/account';
import { allows, type ProfileNeed } from './permissions';
import { canSeeGlobalAdministration, canSeeTeamMenu, isAdvisor } from './account';

/**
 * Where a client may go (spec document 1 section 2): the client-visible plan links, each behind its own flag,
 * and the plan tools behind theirs. Every other plan route (the data areas under Profile, Scenarios, Client Access,
 * Customize) is an advisor's.
 */
export const CLIENT_ROUTE_NEEDS: Readonly<Record<string, ProfileNeed>> = {
  '/profile': 'profileAccess',
  '/target-methods': 'profileAccess',
  '/suggested-actions': 'suggestedAccess',
  '/workshop': 'workshopAccess',
  '/plans': 'plansAccess',
  '/plan/reports': 'reportAccess',
  '/plan/history': 'historyAccess',
};

/** Pages any signed-in user may open, plan or no plan. */
export const OPEN_ROUTES: readonly string[] = ['/', '/account', '/disclosure', '/no-profile-access', '/product-demo', '/dev/outbox'];

export type RouteDecision = { allow: true } | { allow: false; redirectTo: string };

const ALLOW: RouteDecision = { allow: true };

/** The first client route this client may open (where a client lands), or null when none. */
export function clientHomeRoute(permissions: ProfilePermissions | null | undefined): string | null {
  if (!permissions) return null;
  const first = Object.entries(CLIENT_ROUTE_NEEDS).find(([, need]) => allows(permissions, need));
  return first?.[0] ?? null;
}

/** True when a client with these permissions may open `path` (a path without query). */
export function clientMayOpen(path: string, permissions: ProfilePermissions | null | undefined): boolean {
  if (OPEN_ROUTES.includes(path)) return true;
  const need = CLIENT_ROUTE_NEEDS[path];
  return !!need && !!permissions && allows(permissions, need);
}

/**
 * The route guard's decision for a signed-in user. Clients: only the open pages and the client routes their flags
 * allow; anything else goes to /no-profile-access. Advisors: Global Administration for role id 1 only, team areas
 * only with team access, but Team Administration for every advisor (the server still decides every call).
 */
export function routeDecision(
  path: string,
  account: Pick<Account, 'user' | 'teamAccess'> & { clientPermissions?: ProfilePermissions | null } | null | undefined,
): RouteDecision {
  if (!account) return ALLOW;
  const clean = path.split('?')[0].replace(/\/+$/, '') || '/';
  if (!isAdvisor(account)) {
    return clientMayOpen(clean, account.clientPermissions) ? ALLOW : { allow: false, redirectTo: '/no-profile-access' };
  }
  if (clean === '/site-admin' && !canSeeGlobalAdministration(account)) return { allow: false, redirectTo: '/' };
  // Team Administration also holds every advisor's own licence (renewal) and "Start a team": open to all advisors.
  if (clean.startsWith('/team/') && clean !== '/team/administration' && !canSeeTeamMenu(account)) return { allow: false, redirectTo: '/' };
  return ALLOW;
}

/** Plan-navigation and plan-tool links a client may see: `to` (with an optional query) must be a route they may open. */
export function clientLinkVisible(to: string, permissions: ProfilePermissions | null | undefined): boolean {
  const path = to.split('?')[0];
  return !!CLIENT_ROUTE_NEEDS[path] && clientMayOpen(path, permissions);
}
