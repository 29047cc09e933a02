import { useEffect } from 'react';
import { MODULE_ROUTE_SETTINGS, routeDecision, usePlan, useSession } from '@portal/shared';
import { loadRemotePage } from './remoteLoader';
import { preloadRemotePage } from './RemotePage';

/** Pages whose first figures come from the browser's calculation workers. */
const CALC_PAGES = [
  { path: '/workshop', module: './Workshop' },
  { path: '/suggested-actions', module: './SuggestedActions' },
];
/**
 * The page the plan opened on goes first: the warm-up waits this long, then for a quiet moment (at most
 * IDLE_TIMEOUT_MS more). Two cores: workers compiling the engine would slow the page's own first render.
 */
const AFTER_OPEN_MS = 1000;
const IDLE_TIMEOUT_MS = 1000;

type WarmUp = { default: (profileId: number) => Promise<void> };

/**
 * When a plan opens (and the workshop or Suggested Actions is on for it and open to this user), once the page is
 * idle: loads those pages' code and has the scenarios remote start its calculation workers with the plan's inputs
 * and compute the base plan (mfe-scenarios planCalc.ts), so a click on Workshop or Suggested Actions shows figures
 * without waiting for the engine's code, its compilation or the plan's inputs.
 */
export function usePlanCalcWarmUp(modules: Record<string, boolean>): void {
  const profileId = usePlan((s) => s.profileId);
  const account = useSession((s) => s.account);
  const pages = CALC_PAGES.filter((p) => modules[MODULE_ROUTE_SETTINGS[p.path]] && account && routeDecision(p.path, account).allow);
  const wanted = pages.map((p) => p.module).join(',');

  useEffect(() => {
    if (profileId == null || !wanted) return;
    let cancelled = false;
    const start = () => {
      if (cancelled) return;
      for (const module of wanted.split(',')) preloadRemotePage('scenarios', module);
      loadRemotePage('scenarios', './CalcWarmUp')
        .then((m) => { if (!cancelled) void (m as unknown as WarmUp).default(profileId); })
        .catch(() => undefined);
    };
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      else start();
    }, AFTER_OPEN_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [profileId, wanted]);
}
