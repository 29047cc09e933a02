import { useEffect, useRef } from 'react';
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
 * The warm-up is in two steps. At once when the plan opens, on every page: the warm-up's code, the workers (they
 * fetch and compile the engine on their own threads) and the plan's engine inputs, scenarios and first actions read
 * into the client cache (a few small reads). The engine's runs (both cores busy for a while) wait until the page has
 * what it read (checked every CHECK_MS; the same reads still out for WAITING_MS, from WAITING_MIN_MS after the plan
 * opened, are slow answers the page only waits for, such as the Profile's stress tests), then for the frame that
 * draws it, at most SETTLE_MAX_MS after the plan opened; on the workshop and Suggested Actions, or as soon as one of
 * them is opened, at once. (Runs started during a direct load of the Profile's first render slowed it from 1.6 s to
 * 3.9 s at load 5; started only once the page was idle, they came after a quick click on Workshop: 1.1-1.5 s to its
 * first figures.)
 */
const CHECK_MS = 50;
const WAITING_MS = 400;
const WAITING_MIN_MS = 800;
const SETTLE_MAX_MS = 2000;

type WarmUp = {
  default: (profileId: number, pages: { workshop?: boolean; suggestedActions?: boolean; runsFrom?: Promise<void> }) => Promise<void>;
};

/**
 * When a plan opens (and the workshop or Suggested Actions is on for it and open to this user): has the scenarios
 * remote start its calculation workers and read the plan's inputs and scenarios at once, then (once the page has its
 * data, or at once on those pages) compute the base plan and the pages' first what-ifs (mfe-scenarios planCalc.ts),
 * and load those pages' code. A click on Workshop or Suggested Actions then shows figures without waiting for the
 * engine's code, its compilation, the plan's inputs or the server.
 */
export function usePlanCalcWarmUp(modules: Record<string, boolean>): void {
  const profileId = usePlan((s) => s.profileId);
  const account = useSession((s) => s.account);
  // Opened on (or moved to) a page that shows the workers' figures: no waiting.
  const { pathname } = useLocation();
  const onCalcPage = CALC_PAGES.some((p) => pathname.startsWith(p.path));
  const pages = CALC_PAGES.filter((p) => modules[MODULE_ROUTE_SETTINGS[p.path]] && account && routeDecision(p.path, account).allow);
  const wanted = pages.map((p) => p.key).join(',');
  /** Lets the plan's runs start now (the warm-up of the plan open at the moment). */
  const runNow = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (profileId == null || !wanted) return;
    let cancelled = false;
    const keys = wanted.split(',');
    let timer = 0;
    let frame = 0;
    let release = () => {};
    const runsFrom = new Promise<void>((resolve) => { release = resolve; });
    const go = () => {
      if (cancelled || !runNow.current) return;
      runNow.current = null;
      window.clearTimeout(timer);
      release();
      for (const p of CALC_PAGES) if (keys.includes(p.key)) preloadRemotePage('scenarios', p.module);
    };
    runNow.current = go;
    loadRemotePage('scenarios', './CalcWarmUp')
      .then((m) => {
        if (!cancelled) void (m as unknown as WarmUp).default(profileId, { workshop: keys.includes('workshop'), suggestedActions: keys.includes('suggestedActions'), runsFrom });
      })
      .catch(() => undefined);
    if (onCalcPage) go();
    const opened = Date.now();
    // The page has what it reads quickly: no call of the API under way, or the same calls for WAITING_MS (slow
    // answers the server computes); then the frame after (the page draws what came).
    let calls = -1;
    let changed = opened;
    const check = () => {
      if (cancelled || !runNow.current) return;
      const now = Date.now();
      const inFlight = apiCallsInFlight();
      if (inFlight !== calls) {
        calls = inFlight;
        changed = now;
      }
      if (inFlight > 0 && (now - changed < WAITING_MS || now - opened < WAITING_MIN_MS) && now - opened < SETTLE_MAX_MS) {
        timer = window.setTimeout(check, CHECK_MS);
        return;
      }
      frame = window.requestAnimationFrame(() => { timer = window.setTimeout(go, 0); });
    };
    if (!onCalcPage) timer = window.setTimeout(check, CHECK_MS);
    return () => {
      cancelled = true;
      runNow.current = null;
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
    };
    // Once per plan opened: moving between pages does not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileId, wanted]);

  // Moving to the workshop or Suggested Actions before the runs started: they start now.
  useEffect(() => {
    if (onCalcPage) runNow.current?.();
  }, [onCalcPage]);
}
