import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CLIENT_FLAGS, useStatus, usePlan, type Account, LOAD_ERROR_MESSAGE, SAVE_ERROR_MESSAGE, INTEGRATION_ERROR_MESSAGE } from '@portal/shared';
import { advisorAccount, renderPortal, resetStores, signInAs, stubApi } from '../testing/renderPortal';
import { act } from 'react';
import userEvent from '@testing-library/user-event';

// Whole-shell renders are slow on a busy two-core machine.
jest.setTimeout(30000);

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

const settings = {
  level: 5, levelKey: 7,
  values: { banner_title: 'Stone Wealth', banner_phone: '555-0100', disclosure_web: 'true', disclosure_header: 'Important', disclosure_text: 'Past results...' },
};

function signInWith(account: Account) {
  stubApi({
    '/api/client/account': account, '/api/setting/user': settings, '/api/setting/profile/3': settings, '/api/auth/passkeys': [],
    '/api/auth/recovery/question': { question: null, choices: ['What was the name of your first pet?'] },
  });
  signInAs(account);
}

beforeEach(() => {
  resetStores();
  signInWith(advisorAccount);
});

describe('logged-in layout', () => {
  it('shows the banner from settings, the menus and the footer with the version', async () => {
    renderPortal('/');
    await waitFor(() => expect(screen.getByTestId('banner-title')).toHaveTextContent('Stone Wealth'));
    expect(screen.getByRole('link', { name: 'Call 555-0100' })).toHaveAttribute('href', 'tel:555-0100');
    expect(screen.queryByRole('link', { name: /E-mail/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /User menu: Avery Stone/ })).toBeInTheDocument();
    expect(screen.getByText('Version 1.18.0')).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Stone Wealth\. All rights reserved\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full disclosure' })).toHaveAttribute('href', '/disclosure');
  });

  it('shows the plan navigation and the client name only when a plan is selected', async () => {
    renderPortal('/');
    await screen.findByTestId('banner-title');
    expect(screen.queryByRole('navigation', { name: 'Plan navigation' })).not.toBeInTheDocument();
    act(() => usePlan.getState().selectPlan({ id: 3, clients: [
      { type: 'C', firstName: 'John', lastName: 'Smith' }, { type: 'S', firstName: 'Jane', lastName: 'Smith' },
    ] }));
    const nav = await screen.findByRole('navigation', { name: 'Plan navigation' });
    expect(within(nav).getByText('Build')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Income' })).toHaveAttribute('href', '/income?plan=3');
    expect(within(nav).getByRole('link', { name: 'Module Options' })).toHaveAttribute('href', '/plan/settings?subcat=Target+Portfolio&plan=3');
    expect(within(nav).queryByRole('link', { name: 'Goals' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Print Current Page' })).toBeInTheDocument();
    expect(screen.getByTestId('banner-client')).toHaveTextContent('John and Jane Smith');
  });

  it('shows clients only the client-visible plan links', async () => {
    const flags = { ...DEFAULT_CLIENT_FLAGS, suggestedAccess: true, workshopAccess: true, plansAccess: true };
    signInWith({
      ...advisorAccount, user: { ...advisorAccount.user, roleId: null }, advisorCreate: [], clientProfileId: 3, clientPermissions: flags,
    });
    renderPortal('/');
    const nav = await screen.findByRole('navigation', { name: 'Plan navigation' });
    const links = within(nav).getAllByRole('link').map((l) => l.textContent);
    expect(links).toEqual(['Profile', 'Suggested Actions', 'Workshop', 'Comparison']);
  });

  it('shows the error banners word for word; the integration error can be dismissed', async () => {
    renderPortal('/account');
    await screen.findByTestId('banner-title');
    act(() => {
      useStatus.getState().setFlag('saveError', true);
      useStatus.getState().setFlag('integrationError', true);
    });
    expect(screen.getByText(SAVE_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(LOAD_ERROR_MESSAGE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(INTEGRATION_ERROR_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByText(SAVE_ERROR_MESSAGE)).toBeInTheDocument();
  });

  it('sets the page title per route, with the portal name as fallback', async () => {
    renderPortal('/account');
    await waitFor(() => expect(document.title).toBe('My Account | Financial Planning Portal'));
  });
});
