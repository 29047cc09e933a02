import { findRoute, readPlanPageEarly } from '@portal/shared';
import { preloadRemotePage } from './RemotePage';

/**
 * A page opened by its address (a direct load, a link, a reload): its remote's code, the modules it shows at once,
 * the plan and the page's first data all start loading now, side by side, instead of one after the other
 * (layout, then the remote's manifest, then the page, then its reads). Nothing here renders or decides access:
 * the layout and the page still check everything as they would without it.
 */
export function preloadRoute(pathname: string, search: string): void {
  const route = findRoute(pathname.replace(/\/+$/, '') || '/');
  if (!route || route.owner === 'shell' || !route.module) return;
  readPlanPageEarly(pathname, search);
  preloadRemotePage(route.owner, route.module);
  for (const other of route.preload ?? []) preloadRemotePage(route.owner, other);
}
