import { useEffect } from 'react';
import { allows, MODULE_ROUTE_SETTINGS, routeDecision, usePlan, useSelectedPlan, useSession } from '@portal/shared';
import { loadRemotePage } from './remoteLoader';
import { preloadRemotePage } from './RemotePage';

/** Pages whose first figures come from the browser's calculation workers. */
const CALC_PAGES = [
  { path: '/workshop', module: './Workshop', key: 'workshop' },
  { path: '/suggested-actions', module: './SuggestedActions', key: 'suggestedActions' },
] as const;
/**
 * The pages' code (parsed and run on this thread) loads at a quiet moment, at the latest after this long: the page
 * the plan opened on draws first. The workers and the plan's reads start at once (other threads, the network).
 */
const PAGES_IDLE_TIMEOUT_MS = 1000;

type WarmUp = { default: (profileId: number, pages: { workshop?: boolean; suggestedActions?: boolean; solver?: boolean }) => Promise<void> };

/**
 * As soon as a plan opens (and the workshop or Suggested Actions is on for it and open to this user): has the
 * scenarios remote start its calculation workers, read the plan's inputs and scenarios, compute the base plan and the
 * pages' first what-ifs, then start the plan solver's workers (mfe-scenarios planCalc.ts); and, once the page is idle,
 * loads those pages' code. A click on Workshop or Suggested Actions then shows figures without waiting for the
 * engine's code, its compilation, the plan's inputs or the server.
 */
export function usePlanCalcWarmUp(modules: Record<string, boolean>): void {
  const profileId = usePlan((s) => s.profileId);
  const account = useSession((s) => s.account);
  const permissions = useSelectedPlan().data?.permissions ?? null;
  const pages = CALC_PAGES.filter((p) => modules[MODULE_ROUTE_SETTINGS[p.path]] && account && routeDecision(p.path, account).allow);
  const wanted = pages.map((p) => p.key).join(',');
  // The plan solver shows to those who may change the plan's scenarios (known once the plan is read).
  const solver = !!permissions && wanted.includes('suggestedActions') && allows(permissions, 'scenariosChange');

  useEffect(() => {
    if (profileId == null || !wanted) return;
    let cancelled = false;
    const keys = wanted.split(',');
    loadRemotePage('scenarios', './CalcWarmUp')
      .then((m) => {
        if (!cancelled) void (m as unknown as WarmUp).default(profileId, { workshop: keys.includes('workshop'), suggestedActions: keys.includes('suggestedActions'), solver });
      })
      .catch(() => undefined);
    const loadPages = () => {
      if (cancelled) return;
      for (const p of CALC_PAGES) if (keys.includes(p.key)) preloadRemotePage('scenarios', p.module);
    };
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(loadPages, { timeout: PAGES_IDLE_TIMEOUT_MS }) : window.setTimeout(loadPages, 0);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [profileId, wanted, solver]);
}
