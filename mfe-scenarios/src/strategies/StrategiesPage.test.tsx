import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PortalProvider, usePlan, useSession } from '@portal/shared';
import { serveApi, testAdvisor as advisor } from '@portal/shared/testing';
import StrategiesPage from './StrategiesPage';

jest.setTimeout(30000);

const WRITER = {
  basicAccess: false, advisorAccess: 2, historyAccess: true, plansAccess: true, profileAccess: true, profileChange: true, reportAccess: true,
  scenariosAccess: true, scenariosChange: true, suggestedAccess: true, workshopAccess: true, workshopChange: true, workshopAdd: true, workshopDelete: true,
};
const READER = { ...WRITER, basicAccess: true, advisorAccess: 0, profileChange: false, scenariosChange: false, workshopChange: false, workshopAdd: false, workshopDelete: false };

/** Answers GET /api/client/profile/42 with a plan holding two strategies and the given rights. */
function servePlan(permissions: typeof WRITER) {
  const plan = {
    id: 42, permissions, strategies: [
      { id: 5, profileId: 42, active: true, type: 'RC', description: 'Fill the 22% bracket', conversionBracket: 22, conversionStartAge: 62, conversionEndAge: 70 },
      { id: 6, profileId: 42, active: false, type: 'SS', description: null, clientClaimAge: 70, spouseClaimAge: 67 },
    ],
  };
  serveApi({ '/api/client/profile/42': plan });
}

const renderPage = () => render(
  // A fresh SWR cache per test: each test's plan is read from its own server.
  <SWRConfig value={{ provider: () => new Map() }}>
    <PortalProvider>
      <MemoryRouter initialEntries={['/strategies']}>
        <StrategiesPage />
      </MemoryRouter>
    </PortalProvider>
  </SWRConfig>,
);

beforeEach(() => {
  localStorage.clear();
  usePlan.getState().reset();
  useSession.getState().signIn('test-token', advisor);
  usePlan.getState().selectPlan({ id: 42 });
});

describe('strategies (mfe-scenarios StrategiesPage)', () => {
  it('lists the plan\'s strategies with what each does, and lets a writer change them', async () => {
    servePlan(WRITER);
    renderPage();
    expect(await screen.findByText('Convert to Roth up to the 22% bracket from 62 to 70')).toBeInTheDocument();
    expect(screen.getByText('Client claims at 70, spouse at 67')).toBeInTheDocument();
    expect(screen.getByText('Fill the 22% bracket')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New strategy' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(2);
  });

  it('offers no change to a caller who may only read the plan', async () => {
    servePlan(READER);
    renderPage();
    expect(await screen.findByText('Convert to Roth up to the 22% bracket from 62 to 70')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New strategy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
