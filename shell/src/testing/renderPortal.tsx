import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import {
  PortalProvider, setPortalNavigator, useSession, usePlan, useStatus, type Account,
} from '@portal/shared';
import { portalRoutes } from '../router/portalRoutes';

// jsdom has no fetch Request; the data router builds one per navigation and reads only url, method and signal.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

/** The demo advisor's account, and the stand-in server (answers by path, 404 for the rest): shared test helpers. */
export { testAdvisor as advisorAccount, serveApi as stubApi } from '@portal/shared/testing';

export function signInAs(account: Account | null) {
  if (account) useSession.getState().signIn('test-token', account);
  else useSession.getState().clear();
}

export function resetStores() {
  useSession.getState().clear();
  usePlan.getState().reset();
  useStatus.getState().clearErrors();
  useStatus.getState().setEditing(false);
  localStorage.clear();
  sessionStorage.clear();
}

/** Renders the whole shell (route table, layouts) at `path`, as the browser would. */
export function renderPortal(path: string) {
  const router = createMemoryRouter(portalRoutes(), { initialEntries: [path] });
  setPortalNavigator((to) => void router.navigate(to));
  const utils = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PortalProvider>
        <RouterProvider router={router} />
      </PortalProvider>
    </SWRConfig>,
  );
  return { router, ...utils };
}
