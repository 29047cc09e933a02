import { mutate } from 'swr';
import { useSession } from '../state/sessionStore';
import { usePlan } from '../state/planStore';
import { useStatus } from '../state/statusStore';
import { portalNavigate } from '../state/navigation';

/**
 * Ends the session in this browser: forgets token, account and selected plan, empties the SWR cache and goes
 * to /login, or to /login-expired when the session was lost (missing token or a 401) (spec document 1 section 4).
 */
export function signOut(options: { expired?: boolean } = {}): void {
  const wasSignedIn = useSession.getState().token !== null;
  useSession.getState().clear();
  usePlan.getState().reset();
  useStatus.getState().setEditing(false);
  void mutate(() => true, undefined, { revalidate: false });
  // A 401 from several parallel calls signs out once.
  if (options.expired && !wasSignedIn && typeof window !== 'undefined' && window.location.pathname === '/login-expired') return;
  portalNavigate(options.expired ? '/login-expired' : '/login');
}
