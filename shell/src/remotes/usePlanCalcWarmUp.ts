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
 * On another page, the warm-up waits for a quiet moment of this thread, at most this long: on two cores the workers
 * compiling the engine slowed the page the plan opened on (the Profile drawing its results) by more than a second.
 * On the workshop and Suggested Actions it starts at once (they need it first). The pages' code loads the same way.
 */
const IDLE_TIMEOUT_MS = 1000;

type WarmUp = { default: (profileId: number, pages: { workshop?: boolean; suggestedActions?: boolean }) => Promise<void> };

/**
 * When a plan opens (and the workshop or Suggested Actions is on for it and open to this user), at once on those
 * pages and at the page's first quiet moment elsewhere: has the scenarios remote start its calculation workers, read
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
    const idle = (fn: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fn, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(fn, 0));
    if (onCalcPage) warm();
    const id = idle(() => {
      warm();
      loadPages();
    });
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(id);
      else window.clearTimeout(id);
    };
    // Once per plan opened: moving between pages does not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileId, wanted]);
}
