import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endpoints } from '../contract/endpoints';
import { findRoute } from '../routes';
import { usePlan, type PlanState } from '../state/planStore';
import { useEndpoint } from './endpointClient';

/**
 * A plan's address: every plan route carries `?plan={profileId}` (fixed: links, bookmarks and other checks rely on
 * it). The address is the source of truth: opening, reloading, Back and Forward select the plan it names; a plan
 * chosen on the page (the client list, a plan just created) is written into the address.
 */
export const PLAN_PARAM = 'plan';

/** Not a plan id at all (`?plan=abc`, `?plan=0`, beyond the id range): no plan can live at such an address. */
export const INVALID_PLAN = -1;

/** The plan an address names: its id, null when it names none, INVALID_PLAN when the value cannot be a plan id. */
export function planOfSearch(search: string | URLSearchParams): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get(PLAN_PARAM);
  if (raw === null) return null;
  if (!/^\d{1,10}$/.test(raw)) return INVALID_PLAN;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : INVALID_PLAN;
}

/** True for the routes that work on a plan (the route table's planScoped routes). */
export function isPlanRoute(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return !!findRoute(clean)?.planScoped;
}

/**
 * `to` (a path with an optional query and hash) with the plan's address when it leads to a plan route: the plan
 * parameter is set to `profileId` (kept as it is when `profileId` is null). Other routes are returned unchanged.
 */
export function withPlan(to: string, profileId: number | null): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const [path, query = ''] = rest.split('?');
  if (profileId == null || !isPlanRoute(path)) return to;
  const params = new URLSearchParams(query);
  params.set(PLAN_PARAM, String(profileId));
  return `${path}?${params.toString()}${hash}`;
}

/** Links within the open plan: `planHref('/income')` is '/income?plan=12' while plan 12 is open. */
export function usePlanHref(): (to: string) => string {
  const profileId = usePlan((s) => s.profileId);
  return useCallback((to: string) => withPlan(to, profileId), [profileId]);
}

/** The plan read's refusal: 403, or 404 for the plan (not ROUTE_NOT_FOUND, an API without the call). */
function deniesPlan(status: number, body: unknown): boolean {
  return status === 403 || (status === 404 && (body as { code?: string } | null)?.code !== 'ROUTE_NOT_FOUND');
}

/** What the address says about the plan of the page. */
export type PlanAddressState =
  /** The page may render: the store holds the plan the address names (or neither names one). */
  | 'ready'
  /** The address and the store disagree for a moment (a new address is being applied): render nothing yet. */
  | 'switching'
  /** The address names no possible plan. */
  | 'not-found'
  /** The server does not show this plan to the caller (it answers 404 for a plan that does not exist, too). */
  | 'no-access';

/**
 * Keeps the plan store and the address in step on a plan route; call it once per page (the shell's layout, a
 * remote's standalone harness). A new address (a direct load, a link, Back, Forward, a reload) selects the plan it
 * names; a page without the parameter gets the open plan's id written in (replacing the entry, so Back does not
 * stop on it); a plan selected by the page itself (opened from a list, just created) replaces the address's one.
 * `lockedPlan` is a client's own plan: any other plan in the address is no-access.
 */
export function usePlanAddress(options: { lockedPlan?: number | null } = {}): PlanAddressState {
  const location = useLocation();
  const navigate = useNavigate();
  const profileId = usePlan((s) => s.profileId);
  const onPlanRoute = isPlanRoute(location.pathname);
  const addressed = onPlanRoute ? planOfSearch(location.search) : null;
  const locked = options.lockedPlan;
  const seenKey = useRef<string | null>(null);
  // The plan the tab had open before an address selected another one, and the plan the server then refused: once
  // the refusal page shows, the tab goes back to the plan it had open (or to none), so that the plan navigation
  // never links to a plan the user may not see.
  const before = useRef<Pick<PlanState, 'profileId' | 'clientName' | 'advisorUserId'> | null>(null);
  const refused = useRef<number | null>(null);

  useLayoutEffect(() => {
    const newAddress = seenKey.current !== location.key;
    seenKey.current = location.key;
    if (!onPlanRoute || addressed === INVALID_PLAN) return;
    if (locked != null && addressed != null && addressed !== locked) return;
    if (addressed != null && addressed !== profileId) {
      if (newAddress || profileId == null) {
        const open = usePlan.getState();
        before.current = open.profileId != null ? { profileId: open.profileId, clientName: open.clientName, advisorUserId: open.advisorUserId } : null;
        open.selectPlan({ id: addressed });
      }
      else navigate(withPlan(`${location.pathname}${location.search}${location.hash}`, profileId), { replace: true, state: location.state });
      return;
    }
    if (addressed == null && profileId != null) {
      navigate(withPlan(`${location.pathname}${location.search}${location.hash}`, profileId), { replace: true, state: location.state });
    }
  }, [location, onPlanRoute, addressed, profileId, locked, navigate]);

  // The plan named by the address, read once into the plan cache (the same key every screen reads). A plan the
  // caller may not see and a plan that does not exist both answer 404 (the server does not say which).
  const checked = addressed != null && addressed !== INVALID_PLAN && addressed === profileId && (locked == null || locked === addressed) ? addressed : null;
  const plan = useEndpoint(endpoints.profile.get, checked != null ? { id: checked } : null, {
    handledStatuses: [403, 404],
    swr: { revalidateIfStale: false },
  });
  // A plan selected by its address alone has no client name yet: the header shows it once the plan is read.
  useEffect(() => {
    const data = plan.data;
    if (data && data.id === usePlan.getState().profileId) usePlan.getState().selectPlan(data);
  }, [plan.data]);

  const denied = checked != null && !!plan.error && deniesPlan(plan.error.status, plan.error.body);
  useEffect(() => {
    if (denied) refused.current = checked;
  }, [denied, checked]);
  useEffect(() => {
    if (onPlanRoute || refused.current === null) return;
    const gone = refused.current;
    refused.current = null;
    if (usePlan.getState().profileId !== gone) return;
    if (before.current && before.current.profileId !== gone) usePlan.setState(before.current);
    else usePlan.getState().reset();
  }, [onPlanRoute]);

  if (!onPlanRoute) return 'ready';
  if (addressed === INVALID_PLAN) return 'not-found';
  if (locked != null && addressed != null && addressed !== locked) return 'no-access';
  if (addressed != null && addressed !== profileId) return 'switching';
  if (denied) return 'no-access';
  return 'ready';
}
