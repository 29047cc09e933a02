import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MODULE_ROUTE_SETTINGS, routeDecision, usePlan, useSession } from '@portal/shared';
import { loadRemotePage } from './remoteLoader';
import { preloadRemotePage } from './RemotePage';

/** Pages whose first figures come from the browser's calculation workers. */
const CALC_PAGES = [
  { path: '/workshop', module: './Workshop', key: 'workshop' },
  { path: '/suggested-actions', module: './SuggestedActions', key: 'suggestedActions' },
] as const;
/**
 * On another page, the warm-up waits this long after the plan opened, then for a quiet moment of this thread (at
 * most IDLE_TIMEOUT_MS more): on two cores, workers compiling the engine during the page's first render slowed a
 * direct load of the Profile from 1.6 s to 3.9 s (bench:web, load 5). On the workshop and Suggested Actions it starts
 * at once (they need it first). The pages' code loads with it.
 */
const AFTER_OPEN_MS = 1000;
const IDLE_TIMEOUT_MS = 1000;

type WarmUp = { default: (profileId: number, pages: { workshop?: boolean; suggestedActions?: boolean }) => Promise<void> };

/**
 * When a plan opens (and the workshop or Suggested Actions is on for it and open to this user), at once on those
 * pages, elsewhere a second later at a quiet moment: has the scenarios remote start its calculation workers, read
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
    let idleId = 0;
    const timer = window.setTimeout(() => {
      const later = () => {
        warm();
        loadPages();
      };
      if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(later, { timeout: IDLE_TIMEOUT_MS });
      else later();
    }, onCalcPage ? 0 : AFTER_OPEN_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (idleId && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
    };
    // Once per plan opened: moving between pages does not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileId, wanted]);
}
