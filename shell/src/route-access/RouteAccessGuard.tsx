import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isAdvisor, routeDecision, usePlan, useSession } from '@portal/shared';

/**
 * Who may open which page (spec document 1 sections 2 and 6), decided by @portal/shared's access rules: a client
 * reaches only the client-visible sections their flags allow (anything else goes to /no-profile-access) and always
 * works on their own plan; Global Administration is for role id 1 and team areas for team access. The server checks
 * every call again.
 */
export function RouteAccessGuard({ children }: { children: ReactNode }) {
  const account = useSession((s) => s.account);
  const { pathname } = useLocation();
  const profileId = usePlan((s) => s.profileId);
  const selectPlan = usePlan((s) => s.selectPlan);
  const resetPlan = usePlan((s) => s.reset);
  const client = !!account && !isAdvisor(account);
  const clientPlan = client ? account.clientProfileId : null;

  useEffect(() => {
    if (!client) return;
    if (clientPlan && profileId !== clientPlan) selectPlan({ id: clientPlan });
    if (!clientPlan && profileId !== null) resetPlan();
  }, [client, clientPlan, profileId, selectPlan, resetPlan]);

  const decision = routeDecision(pathname, account);
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return children;
}
