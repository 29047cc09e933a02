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

export const advisorAccount: Account = {
  user: { id: 7, firstName: 'Avery', lastName: 'Stone', username: 'avery', email: 'advisor@example.com', roleId: 2 },
  expirationDate: null,
  expired: false,
  roleDescription: 'Advisor',
  teamAccess: [],
  advisorCreate: [{ advisorId: 7, advisorName: 'Avery Stone' }],
  clientProfileId: null,
};

/** Answers API calls by path (JSON), 404 for the rest; records every call. */
export function stubApi(answers: Record<string, unknown> = {}) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    calls.push(String(url));
    const path = String(url).split('?')[0];
    const found = path in answers;
    return {
      status: found ? 200 : 404,
      ok: found,
      headers: { get: () => 'application/json' },
      text: async () => JSON.stringify(found ? answers[path] : { code: 'ROUTE_NOT_FOUND' }),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return calls;
}

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
