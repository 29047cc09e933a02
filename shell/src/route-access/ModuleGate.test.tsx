import { screen, within } from '@testing-library/react';
import { usePlan } from '@portal/shared';
import { advisorAccount, renderPortal, resetStores, signInAs, stubApi } from '../testing/renderPortal';

jest.setTimeout(30000);

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn() }));

function openPlanWith(values: Record<string, string>) {
  const settings = { level: 6, levelKey: 3, values, sources: {} };
  stubApi({ '/api/client/account': advisorAccount, '/api/setting/user': settings, '/api/setting/profile/3': settings, '/api/auth/passkeys': [] });
  signInAs(advisorAccount);
  usePlan.getState().selectPlan({ id: 3, clients: [{ type: 'C', firstName: 'John', lastName: 'Smith' }] });
}

beforeEach(() => resetStores());

describe('module options', () => {
  it('a module turned off hides its link and closes its page, pointing the advisor to Module Options', async () => {
    openPlanWith({ module_workshop: 'false', module_comparison: 'true' });
    renderPortal('/workshop');
    expect(await screen.findByRole('heading', { name: 'Workshop is turned off for this plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Module Options' })).toHaveAttribute('href', '/plan/settings?subcat=Target+Portfolio&plan=3');
    const nav = screen.getByRole('navigation', { name: 'Plan navigation' });
    expect(within(nav).queryByRole('link', { name: 'Workshop' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Comparison' })).toBeInTheDocument();
  });

  it('a module left on (or unset: on by default) keeps its link and its page', async () => {
    openPlanWith({ module_scenarios: 'true' });
    renderPortal('/workshop');
    const nav = await screen.findByRole('navigation', { name: 'Plan navigation' });
    expect(await within(nav).findByRole('link', { name: 'Workshop' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Scenarios' })).toBeInTheDocument();
    // Target Portfolio is off by default: its link stays hidden.
    expect(within(nav).queryByRole('link', { name: 'Target Portfolio' })).not.toBeInTheDocument();
    expect(screen.queryByText(/is turned off for this plan/)).not.toBeInTheDocument();
  });
});
