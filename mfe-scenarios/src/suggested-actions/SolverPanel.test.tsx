import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PortalProvider, usePlan, useSession, type ScenarioInputs } from '@portal/shared';
import { serveApi, testAdvisor as advisor } from '@portal/shared/testing';
import { SolverPanel } from './SolverPanel';

jest.setTimeout(60000);

const base = { profileId: 42, active: true };
/** A retired single person whose only income is Social Security (PIA 2,000, claiming at 67), living to 100, with a Roth IRA. */
const profile = {
  id: 42, version: 1, spending: 30000, itemizeExpenses: false, spouse: false, incomes: [], participants: [], elections: [], realAssets: [],
  otherIncomes: [], goals: [], educationGoals: [], debts: [], expenses: [], insurances: [], strategies: [], scenarios: [], adoptedActions: [],
  clients: [{ ...base, id: 11, type: 'C', firstName: 'Cy', dateOfBirth: '1964-01-15', employmentStatus: 'RT', lifeExpectancy: 100, retirementAge: null }],
  investments: [{ ...base, id: 52, type: 'IR', subType: 'ROTH', description: 'Roth', owner: 'CL', balance: 400000, holdings: [], portfolioId: 'bonds' }],
  socialSecurityIncome: [{ ...base, id: 91, type: 'SS', ownerValue: 'CL', pia: 2000, claimAge: 67, spousalBenefit: false }],
  retirementGoal: { ...base, id: 111, clientRetirementAge: null, spouseRetirementAge: null, annualSpending: 30000 },
  locations: [{ ...base, id: 61, age: null, country: 'USA', eventTrigger: 'NW', state: 'FL' }],
  taxAssumptions: [{ ...base, id: 161, filingStatus: 'S', clientCountry: 'USA', clientState: 'FL', clientLocalRate: 0 }],
};
const inputs = {
  profile, seed: 3, startYear: 2026, trials: 20, fingerprint: 'f1', successThreshold: 80,
  assumptions: {
    inflation: 0.02, salaryGrowth: 0.02,
    assetClasses: [{ id: 'bonds', name: 'Bonds', expectedReturn: 0.03, standardDeviation: 0, incomeYield: 0 }],
    correlations: [[1]], portfolios: [{ id: 'bonds', name: 'Bonds', weights: { bonds: 100 } }], defaultPortfolioId: 'bonds',
  },
} as unknown as ScenarioInputs;

beforeEach(() => {
  localStorage.clear();
  usePlan.getState().reset();
  useSession.getState().signIn('test-token', advisor);
  usePlan.getState().selectPlan({ id: 42 });
});

describe('plan solver panel (Suggested Actions)', () => {
  it('finds the best claiming age with its figures and words, and Apply saves a scenario of the combination\'s actions', async () => {
    const requests = serveApi({
      'POST /api/client/scenario/false': (body) => ({ ...(body as object), id: 77, sequence: 0, selectedActions: (body as { selectedActions?: unknown[] }).selectedActions ?? [], collapsedActions: [] }),
      'POST /api/client/action/all/77': (body) => (body as object[]).map((a, i) => ({ ...a, id: 500 + i, active: true, expanded: true, selectedFields: [] })),
      'GET /api/client/scenario/all/42': [],
      'GET /api/client/action/all/77': [],
      'GET /api/client/profile/42/stage': { planningStage: 2 },
    });
    const applied: number[] = [];
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <PortalProvider>
          <MemoryRouter initialEntries={['/suggested-actions']}>
            <SolverPanel profileId={42} inputs={inputs} onApplied={(id) => applied.push(id)} />
          </MemoryRouter>
        </PortalProvider>
      </SWRConfig>,
    );
    expect(screen.getByRole('heading', { name: 'Best combinations for this plan' })).toBeInTheDocument();
    expect(screen.getByLabelText('Target probability')).toHaveAttribute('placeholder', '80');
    fireEvent.click(screen.getByRole('button', { name: 'Find the best plan' }));
    expect(await screen.findByTestId('solver-progress')).toHaveTextContent(/trying .+ on 20 trials/);
    const best = await screen.findByRole('article', { name: 'Combination 1' }, { timeout: 50000 });
    expect(within(best).getByRole('heading')).toHaveTextContent('1. claim at 70');
    expect(best).toHaveTextContent('Probability of success100%');
    expect(best).toHaveTextContent(/Sustainable spending\$[\d,]+ a year/);
    expect(best).toHaveTextContent(/Claiming Social Security at 70 instead of 67 leaves the probability at 100% and raises lifetime benefits by \$[\d,]+ in today's dollars\./);
    expect(screen.getByTestId('solver-baseline')).toHaveTextContent(/The plan today: probability 100%, sustainable retirement spending \$[\d,]+ a year at 80%/);

    fireEvent.click(within(best).getByRole('button', { name: 'Apply combination 1' }));
    expect(await within(best).findByText(/^Applied as “Solver: claim at 70”\.$/)).toBeInTheDocument();
    expect(applied).toEqual([77]);
    const scenario = requests.find((r) => r.method === 'POST' && r.path === '/api/client/scenario/false')!.body as Record<string, unknown>;
    expect(scenario).toMatchObject({ profileId: 42, type: 'SA', comparing: true, description: 'Solver: claim at 70' });
    const actions = requests.find((r) => r.path === '/api/client/action/all/77' && r.method === 'POST')!.body as Array<Record<string, unknown>>;
    expect(actions.map((a) => [a.type, a.formName, a.referenceType])).toEqual([['A', 'Strategy', 'Strategies'], ['C', 'RetirementSpending', 'Expenses']]);
    expect(JSON.parse(actions[0].value as string)).toMatchObject({ type: 'SS', clientClaimAge: 70 });
    const selection = requests.filter((r) => r.method === 'POST' && r.path === '/api/client/scenario/false')[1].body as { selectedActions: unknown[] };
    expect(selection.selectedActions).toEqual([{ id: 500 }, { id: 501 }]);
  });
});
