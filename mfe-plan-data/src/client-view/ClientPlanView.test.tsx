import { render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { PortalProvider, useSession, type Account, type ProfileAggregate } from '@portal/shared';
import { serveApi, type ApiAnswer } from '@portal/shared/testing';
import { ClientPlanView } from './ClientPlanView';

const lists: Record<string, ApiAnswer> = {
  '/api/setting/code/global/owner/ALL/true': [{ code: 'CL', description: 'Client' }, { code: 'SP', description: 'Spouse' }, { code: 'JT', description: 'Joint' }],
  '/api/setting/code/global/assettype/INV': [{ code: 'ES', description: 'Employer Sponsored Plan' }],
  '/api/setting/code/global/assettype/GOAL': [{ code: 'VE', description: 'Vehicle' }],
  '/api/setting/code/global/assettype/INS': [{ code: 'LI', description: 'Term Life' }],
};

beforeEach(() => {
  serveApi(lists);
  useSession.getState().signIn('test-token', { user: { firstName: 'Jordan', lastName: 'Parker', username: 'client@example.com', roleId: null }, teamAccess: [] } as unknown as Account);
});

const plan = {
  id: 1,
  clients: [
    { id: 11, type: 'C', firstName: 'Jordan', lastName: 'Parker', dateOfBirth: '1981-03-02', employmentStatus: 'EM', retirementAge: 65, lifeExpectancy: 92, active: true },
    { id: 12, type: 'S', firstName: 'Casey', lastName: 'Parker', dateOfBirth: '1983-07-09', employmentStatus: 'RT', lifeExpectancy: 95, active: true },
  ],
  participants: [{ id: 1, name: 'Emma Parker' }],
  incomes: [{ id: 1, clientId: 11, description: 'Engineering Manager', annualPreTax: 145000 }],
  investments: [{ id: 2, description: 'Acme 401(k)', type: 'ES', owner: 'CL', balance: 312000, annualContribution: 23500 }],
  realAssets: [],
  debts: [{ id: 3, description: 'Home Mortgage', owner: 'JT', balance: 318000, monthlyPayment: 2176 }],
  insurances: [
    { id: 4, description: 'Jordan Term Life', type: 'LI', coverageAmount: 1000000, premium: 65 },
    { id: 6, description: 'Group Disability', type: 'DI', coverageAmount: 7250, premium: 0 },
  ],
  goals: [{ id: 5, description: 'Replace family car', goalType: 'VE', amount: 45000 }, { id: 7, description: 'Travel', goalType: 'TR', amount: 12000, years: 5 }],
} as unknown as ProfileAggregate;

function renderView() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PortalProvider><ClientPlanView profile={plan} /></PortalProvider>
    </SWRConfig>,
  );
}

describe('ClientPlanView', () => {
  it('shows the plan as figures with code descriptions, and no form fields', async () => {
    const { container } = renderView();
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByText('Jordan Parker')).toBeInTheDocument();
    expect(within(people).getByText('At 65')).toBeInTheDocument();
    expect(within(people).getByText('Retired')).toBeInTheDocument();
    expect(within(people).getByText('Kids and others: Emma Parker')).toBeInTheDocument();

    const investments = screen.getByRole('region', { name: 'Investments' });
    expect(await within(investments).findByText('Employer Sponsored Plan')).toBeInTheDocument();
    expect(within(investments).getByText('$312,000')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Debts' })).findByText('Joint')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Income' })).getByText('Jordan')).toBeInTheDocument();
    const goals = screen.getByRole('region', { name: 'Goals' });
    expect(within(goals).getByText('Vehicle')).toBeInTheDocument();
    // Every amount with its period.
    expect(within(goals).getByText('$45,000 once')).toBeInTheDocument();
    expect(within(goals).getByText('$12,000 a year for 5 years')).toBeInTheDocument();
    const insurance = screen.getByRole('region', { name: 'Insurance' });
    expect(within(insurance).getByText('$7,250 a month')).toBeInTheDocument();
    expect(within(insurance).getByText('$1,000,000')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Real assets' })).getByText('No real assets in the plan.')).toBeInTheDocument();

    expect(container.querySelectorAll('input, select, textarea')).toHaveLength(0);
  });
});
