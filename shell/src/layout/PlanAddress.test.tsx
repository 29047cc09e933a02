import { act, screen, waitFor, within } from '@testing-library/react';
import { usePlan } from '@portal/shared';
import { advisorAccount, renderPortal, resetStores, signInAs, stubApi } from '../testing/renderPortal';

// Whole-shell renders are slow on a busy two-core machine.
jest.setTimeout(30000);

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

const settings = { level: 6, levelKey: 3, values: {}, sources: {} };
const plan = (id: number, lastName: string) => ({ id, advisorUserId: 7, clients: [{ type: 'C', firstName: 'Pat', lastName, active: true }] });

/** The server: plans 3 and 5 are the advisor's, 9 is someone else's (404 NOT_FOUND, as the server answers). */
function serve() {
  stubApi({
    '/api/client/account': advisorAccount, '/api/setting/user': settings, '/api/setting/profile/3': settings, '/api/setting/profile/5': settings,
    '/api/client/profile/3': plan(3, 'Three'), '/api/client/profile/5': plan(5, 'Five'),
  });
  const served = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => (String(url).startsWith('/api/client/profile/9')
    ? { status: 404, ok: false, headers: { get: () => 'application/json' }, text: async () => JSON.stringify({ code: 'NOT_FOUND', message: 'Profile not found' }) }
    : served(url, init))) as typeof fetch;
}

beforeEach(() => {
  resetStores();
  serve();
  signInAs(advisorAccount);
});

describe('a plan\'s address (?plan=)', () => {
  it('opens the plan the address names, whatever this tab had open, and its links carry it', async () => {
    act(() => usePlan.getState().selectPlan({ id: 3 }));
    renderPortal('/income?plan=5');
    await waitFor(() => expect(usePlan.getState().profileId).toBe(5));
    const nav = await screen.findByRole('navigation', { name: 'Plan navigation' });
    expect(within(nav).getByRole('link', { name: 'Debts' })).toHaveAttribute('href', '/debts?plan=5');
    await waitFor(() => expect(screen.getByTestId('banner-client')).toHaveTextContent('Pat Five'));
  });

  it('writes the open plan into an address without one', async () => {
    act(() => usePlan.getState().selectPlan({ id: 3 }));
    const { router } = renderPortal('/debts');
    await waitFor(() => expect(router.state.location.search).toBe('?plan=3'));
    expect(router.state.location.pathname).toBe('/debts');
  });

  it('follows Back and Forward between two plans', async () => {
    const { router } = renderPortal('/income?plan=3');
    await waitFor(() => expect(usePlan.getState().profileId).toBe(3));
    await act(() => router.navigate('/debts?plan=5'));
    await waitFor(() => expect(usePlan.getState().profileId).toBe(5));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(usePlan.getState().profileId).toBe(3));
    expect(router.state.location.pathname).toBe('/income');
    await act(() => router.navigate(1));
    await waitFor(() => expect(usePlan.getState().profileId).toBe(5));
  });

  it('writes a plan chosen on the page (a plan just created) into the address', async () => {
    const { router } = renderPortal('/income?plan=3');
    await waitFor(() => expect(usePlan.getState().profileId).toBe(3));
    act(() => usePlan.getState().selectPlan({ id: 5 }));
    await waitFor(() => expect(router.state.location.search).toBe('?plan=5'));
  });

  it('sends a plan the user may not see to /no-profile-access', async () => {
    const { router } = renderPortal('/income?plan=9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-profile-access'));
    expect(await screen.findByRole('heading', { name: 'No access to this plan' })).toBeInTheDocument();
    // The tab had no plan open: none is left selected, so no plan navigation leads back to the refused plan.
    await waitFor(() => expect(usePlan.getState().profileId).toBeNull());
    expect(screen.queryByRole('navigation', { name: 'Plan navigation' })).not.toBeInTheDocument();
  });

  it('goes back to the plan the tab had open when a link names a plan the user may not see', async () => {
    const { router } = renderPortal('/income?plan=5');
    await waitFor(() => expect(screen.getByTestId('banner-client')).toHaveTextContent('Pat Five'));
    await act(() => router.navigate('/debts?plan=9'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/no-profile-access'));
    await waitFor(() => expect(usePlan.getState().profileId).toBe(5));
    expect(screen.getByTestId('banner-client')).toHaveTextContent('Pat Five');
    const nav = screen.getByRole('navigation', { name: 'Plan navigation' });
    expect(within(nav).getByRole('link', { name: 'Debts' })).toHaveAttribute('href', '/debts?plan=5');
  });

  it('says so when the address names no possible plan', async () => {
    renderPortal('/income?plan=abc');
    expect(await screen.findByRole('heading', { name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no plan “abc”/)).toBeInTheDocument();
  });
});
