import { act } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlan, useStatus, useSession, type Account } from '@portal/shared';
import { advisorAccount, renderPortal, resetStores, signInAs, stubApi } from '../testing/renderPortal';

// Whole-shell renders are slow on a busy two-core machine.
jest.setTimeout(30000);

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

function signInWith(account: Account) {
  stubApi({ '/api/client/account': account });
  signInAs(account);
}

async function openUserMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
  return screen.findByRole('menu');
}

beforeEach(() => resetStores());

describe('user menu', () => {
  it('shows initials, full name, username, My Account and Logout', async () => {
    signInWith(advisorAccount);
    renderPortal('/');
    expect(await screen.findByText('AS')).toBeInTheDocument();
    await openUserMenu();
    expect(screen.getByText('Avery Stone', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('avery')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Global Administration' })).not.toBeInTheDocument();
  });

  it('offers Global Administration to role id 1 only', async () => {
    signInWith({ ...advisorAccount, user: { ...advisorAccount.user, roleId: 1 } });
    renderPortal('/');
    await openUserMenu();
    expect(screen.getByRole('menuitem', { name: 'Global Administration' })).toBeInTheDocument();
  });

  it('navigates to My Account and signs out with Logout', async () => {
    signInWith(advisorAccount);
    const { router } = renderPortal('/');
    await openUserMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    await openUserMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(useSession.getState().token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('advisor and team menus', () => {
  it('shows the advisor menu with the advisor name when the user has create access for the plan advisor', async () => {
    signInWith(advisorAccount);
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: /Advisor menu: Avery Stone/ }));
    const entries = screen.getAllByRole('menuitem').map((m) => m.textContent);
    expect(entries).toEqual(['Advisor Dashboard', 'Settings', 'Portfolio Assumptions', 'Integration', 'Report Templates']);
  });

  it('hides the advisor menu for a plan of an advisor the user cannot create for', async () => {
    signInWith(advisorAccount);
    usePlan.getState().selectPlan({ id: 3, advisorUserId: 99 });
    renderPortal('/');
    await screen.findByRole('button', { name: /User menu/ });
    expect(screen.queryByRole('button', { name: /Advisor menu/ })).not.toBeInTheDocument();
  });

  it('shows the team menu with the role description when a team access level is above 0', async () => {
    signInWith({ ...advisorAccount, roleDescription: 'Team Manager', teamAccess: [{ teamId: 4, teamName: 'North', levelAccess: 2 }] });
    renderPortal('/');
    await userEvent.click(await screen.findByRole('button', { name: /Team menu: Team Manager/ }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Team Dashboard', 'Administration', 'Settings', 'Portfolio Assumptions', 'Integration', 'Report Templates',
    ]);
  });

  it('hides the team menu when every team access level is 0', async () => {
    signInWith({ ...advisorAccount, teamAccess: [{ teamId: 4, teamName: 'North', levelAccess: 0 }] });
    renderPortal('/');
    await screen.findByRole('button', { name: /User menu/ });
    expect(screen.queryByRole('button', { name: /Team menu/ })).not.toBeInTheDocument();
  });

  it('disables the menus and the home button while loading or while an input is edited', async () => {
    signInWith(advisorAccount);
    renderPortal('/');
    const home = await screen.findByRole('button', { name: 'Home' });
    await screen.findByText('Welcome, Avery');
    await act(async () => { await Promise.resolve(); });
    expect(home).toBeEnabled();
    act(() => useStatus.getState().setEditing(true));
    expect(home).toBeDisabled();
    expect(screen.getByRole('button', { name: /User menu/ })).toBeDisabled();
    act(() => useStatus.getState().setEditing(false));
    act(() => useStatus.getState().beginRequest());
    expect(screen.getByRole('button', { name: /Advisor menu/ })).toBeDisabled();
    act(() => useStatus.getState().endRequest());
    expect(home).toBeEnabled();
  });
});
