import { screen, waitFor } from '@testing-library/react';
import { routes } from '@portal/shared';
import { shellPages } from './shellPages';
import { advisorAccount, renderPortal, resetStores, signInAs, stubApi } from '../testing/renderPortal';

// Whole-shell renders are slow on a busy two-core machine.
jest.setTimeout(30000);

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

beforeEach(() => {
  resetStores();
  stubApi({ '/api/client/account': advisorAccount });
});

describe('shell routing', () => {
  it('has a page for every route the table gives the shell', () => {
    for (const r of routes.filter((x) => x.owner === 'shell')) expect(shellPages[r.path]).toBeDefined();
  });

  it('redirects a signed-out visit of a protected route to /login', async () => {
    const { router } = renderPortal('/income');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('lets a signed-out visitor open the public pages', async () => {
    renderPortal('/login-expired');
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path, signed out', async () => {
    const { router } = renderPortal('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found | Financial Planning Portal'));
  });

  it('shows the not-found page inside the logged-in layout when signed in', async () => {
    signInAs(advisorAccount);
    renderPortal('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /User menu/ })).toBeInTheDocument();
  });

  it('sends a signed-in visitor of /login home', async () => {
    signInAs(advisorAccount);
    const { router } = renderPortal('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Go to the client list' })).toHaveAttribute('href', '/client-list');
  });

  it('renders the disclosure in the full-page layout, without header menus', async () => {
    signInAs(advisorAccount);
    renderPortal('/disclosure');
    expect(await screen.findByRole('heading', { name: 'Disclosure' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /User menu/ })).not.toBeInTheDocument();
    expect(screen.getByText('Version 1.18.0')).toBeInTheDocument();
  });

  it('names the firm in the disclosure page\'s footer, as every other page of the firm does', async () => {
    stubApi({
      '/api/client/account': advisorAccount,
      '/api/setting/user': { level: 3, levelKey: 2, values: { banner_title: 'Summit Wealth Partners', disclosure_header: 'Important Disclosures', disclosure_text: 'Projections are hypothetical.' } },
    });
    signInAs(advisorAccount);
    renderPortal('/disclosure');
    expect(await screen.findByRole('heading', { name: 'Important Disclosures' })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Summit Wealth Partners. All rights reserved.`)).toBeInTheDocument();
    expect(screen.queryByText(/Financial Planning Portal/)).not.toBeInTheDocument();
  });
});
