import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as SharedModule from '@portal/shared';
import { getStoreInstanceId, PortalProvider, reportStoreInstance, usePlan, useSession } from '@portal/shared';
import { RemotePage } from './RemotePage';
import { advisorAccount, resetStores, signInAs, stubApi } from '../testing/renderPortal';

jest.setTimeout(30000);
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

// The remote's own source, loaded the way Module Federation would hand it to the shell. It imports
// @portal/shared by package name from mfe-integrations, exactly as its production build does.
const remoteModules: Record<string, () => Promise<unknown>> = {
  'integrations/Integrations': () => import('../../../mfe-integrations/src/integrations/IntegrationsPage'),
  'integrations/StoreProbe': () => import('../../../mfe-integrations/src/federation/StoreProbe'),
};

beforeEach(() => {
  resetStores();
  (registerRemotes as jest.Mock).mockReset();
  (loadRemote as jest.Mock).mockImplementation((id: string) => remoteModules[id]());
  stubApi({
    '/api/integration/link/user/profile/42': {
      profileId: 42, links: [],
      available: [{ id: 1, code: 'OFX', name: 'Custodian One', kind: 'STATEMENT', description: 'Accounts and holdings', enabledAt: 5, settings: {} }],
    },
    '/api/integration/account/investmentasset/staged/profile/42': [],
    '/api/integration/account/investmentasset/ignored/profile/42': [],
    '/api/client/profile/42': { id: 42, investments: [] },
  });
  const fetchApi = global.fetch as jest.Mock;
  const remotesJson = { integrations: 'http://portal/remotes/mfe-integrations/mf-manifest.json' };
  global.fetch = jest.fn((url: string, init?: RequestInit) => (url === '/remotes.json'
    ? Promise.resolve({ ok: true, status: 200, json: async () => remotesJson })
    : fetchApi(url, init))) as unknown as typeof fetch;
  signInAs(advisorAccount);
});

describe('one store for the shell and a remote', () => {
  it('gives the remote the same @portal/shared instance as the shell', async () => {
    reportStoreInstance('shell');
    render(
      <PortalProvider>
        <RemotePage remote="integrations" module="./Integrations" area="Plan Integrations" props={{ level: 6 }} />
      </PortalProvider>,
    );
    expect(await screen.findByText('Open a plan first.', {}, { timeout: 10_000 })).toBeInTheDocument();
    // The remote reports the id of the store instance it sees; it is the shell's.
    await act(async () => { await new Promise((r) => setTimeout(r, 0)); });
    expect(window.__PORTAL_STORE_IDS__).toEqual({ shell: getStoreInstanceId(), integrations: getStoreInstanceId() });

    // State set through the shell's stores is what the remote page renders.
    act(() => usePlan.getState().selectPlan({ id: 42 }));
    expect(await screen.findByRole('option', { name: 'Custodian One' })).toBeInTheDocument();
    const remoteShared = (await import('../../../mfe-integrations/node_modules/@portal/shared')) as typeof SharedModule;
    expect(remoteShared.useSession).toBe(useSession);
    expect(remoteShared.useSession.getState().token).toBe('test-token');
  });
});
