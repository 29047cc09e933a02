import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { apiCallsInFlight, MODULE_ROUTE_SETTINGS, routeDecision, usePlan, useSession } from '@portal/shared';
import { loadRemotePage } from './remoteLoader';
import { preloadRemotePage } from './RemotePage';

/** Pages whose first figures come from the browser's calculation workers. */
const CALC_PAGES = [
  { path: '/workshop', module: './Workshop', key: 'workshop' },
  { path: '/suggested-actions', module: './SuggestedActions', key: 'suggestedActions' },
] as const;
/**
 * On another page, the warm-up waits until the page has drawn what it read: no call of the API under way and a quiet
 * moment of this thread (checked every CHECK_MS, at most SETTLE_MAX_MS in all). On two cores, workers compiling the
 * engine during the page's first render slowed a direct load of the Profile from 1.6 s to 3.9 s (bench:web, load 5);
 * a fixed second after the plan opened was often too early for the Profile and too late for a quick click. On the
 * workshop and Suggested Actions it starts at once (they need it first). The pages' code loads with it.
 */
const CHECK_MS = 50;
const SETTLE_MAX_MS = 3000;

type WarmUp = { default: (profileId: number, pages: { workshop?: boolean; suggestedActions?: boolean }) => Promise<void> };

/**
 * When a plan opens (and the workshop or Suggested Actions is on for it and open to this user), at once on those
 * pages, elsewhere once the page has settled: has the scenarios remote start its calculation workers, read
 * the plan's inputs and scenarios, compute the base plan and the pages' first what-ifs (mfe-scenarios planCalc.ts),
 * and loads those pages' code. A click on Workshop or Suggested Actions then shows figures without waiting for the
 * engine's code, its compilation, the plan's inputs or the server.
 */
export function usePlanCalcWarmUp(modules: Record<string, boolean>): void {
  const profileId = usePlan((s) => s.profileId);
  const account = useSession((s) => s.account);
  // Opened on a page that shows the workers' figures: no waiting.
  const { pathname } = useLocation();
  const onCalcPage = CALC_PAGES.some((p) => pathname.startsWith(p.path));
  const pages = CALC_PAGES.filter((p) => modules[MODULE_ROUTE_SETTINGS[p.path]] && account && routeDecision(p.path, account).allow);
  const wanted = pages.map((p) => p.key).join(',');

  useEffect(() => {
    if (profileId == null || !wanted) return;
    let cancelled = false;
    const keys = wanted.split(',');
    const warm = () => {
      if (cancelled) return;
      loadRemotePage('scenarios', './CalcWarmUp')
        .then((m) => {
          if (!cancelled) void (m as unknown as WarmUp).default(profileId, { workshop: keys.includes('workshop'), suggestedActions: keys.includes('suggestedActions') });
        })
        .catch(() => undefined);
    };
    const loadPages = () => {
      if (cancelled) return;
      for (const p of CALC_PAGES) if (keys.includes(p.key)) preloadRemotePage('scenarios', p.module);
    };
    if (onCalcPage) warm();
    const opened = Date.now();
    let timer = 0;
    let idleId = 0;
    const later = () => {
      warm();
      loadPages();
    };
    // The page has settled: its reads answered, then a quiet moment of this thread (its render done).
    const check = () => {
      if (cancelled) return;
      if (apiCallsInFlight() > 0 && Date.now() - opened < SETTLE_MAX_MS) {
        timer = window.setTimeout(check, CHECK_MS);
        return;
      }
      if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(later, { timeout: Math.max(CHECK_MS, SETTLE_MAX_MS - (Date.now() - opened)) });
      else later();
    };
    timer = window.setTimeout(check, onCalcPage ? 0 : CHECK_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (idleId && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
    };
    // Once per plan opened: moving between pages does not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileId, wanted]);
}
