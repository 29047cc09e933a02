import { findRoute, readPlanPageEarly } from '@portal/shared';
import { preloadRemotePage } from './RemotePage';

/**
 * A page opened by its address (a direct load, a link, a reload): its remote's code, the modules it shows at once,
 * the plan and the page's first data all start loading now, side by side, instead of one after the other
 * (layout, then the remote's manifest, then the page, then its reads). Nothing here renders or decides access:
 * the layout and the page still check everything as they would without it. Resolves when the page's module has
 * settled (loaded or failed); nothing to wait for on a page of the shell.
 */
export function preloadRoute(pathname: string, search: string): Promise<void> {
  const route = findRoute(pathname.replace(/\/+$/, '') || '/');
  if (!route || route.owner === 'shell' || !route.module) return Promise.resolve();
  readPlanPageEarly(pathname, search);
  const page = preloadRemotePage(route.owner, route.module);
  for (const other of route.preload ?? []) void preloadRemotePage(route.owner, other);
  return page;
}
