import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PortalProvider, usePlan, useSession } from '@portal/shared';
import { serveApi as serve, testAdvisor as advisor } from '@portal/shared/testing';
import IntegrationsPage from './IntegrationsPage';

jest.setTimeout(30000);

// jsdom's Blob has no text() (every browser does): read it the older way.
if (typeof (Blob.prototype as Partial<Blob>).text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
}

const renderPage = () => render(
  <PortalProvider>
    <MemoryRouter initialEntries={['/plan/integrations']}>
      <IntegrationsPage level={6} />
    </MemoryRouter>
  </PortalProvider>,
);

beforeEach(() => {
  localStorage.clear();
  usePlan.getState().reset();
  useSession.getState().signIn('test-token', advisor);
});

describe('plan integrations (mfe-integrations IntegrationsPage)', () => {
  it('asks for a plan first', () => {
    serve({});
    renderPage();
    expect(screen.getByText('Open a plan first.')).toBeInTheDocument();
  });

  it('imports a statement into the plan and shows what each account became', async () => {
    const statement = 'OFXHEADER:100\n<OFX></OFX>';
    const requests = serve({
      'GET /api/integration/link/user/profile/42': () => ({
        profileId: 42, links: [],
        available: [{ id: 1, code: 'OFX', name: 'Custodian One', kind: 'STATEMENT', description: 'Accounts and holdings', enabledAt: 5, settings: {} }],
      }),
      'GET /api/integration/account/investmentasset/staged/profile/42': () => [],
      'GET /api/integration/account/investmentasset/ignored/profile/42': () => [],
      'GET /api/client/profile/42': () => ({ id: 42, investments: [] }),
      'POST /api/integration/upload/profile/42': () => ({
        accounts: [{ recordId: 9, description: 'Brokerage ••1234', statementDate: '2026-01-31', status: 'NEW', balanceBefore: null, balanceAfter: 54750 }],
      }),
    });
    usePlan.getState().selectPlan({ id: 42 });
    renderPage();

    // The one statement partner enabled for the plan's advisor is chosen.
    expect(await screen.findByRole('option', { name: 'Custodian One' })).toBeInTheDocument();
    const file = new File([statement], 'brokerage.ofx', { type: 'application/x-ofx' });
    await userEvent.upload(screen.getByLabelText('Statement file'), file);

    expect(await screen.findByRole('status')).toHaveTextContent('Imported brokerage.ofx.');
    const upload = requests.filter((r) => r.method === 'POST');
    expect(upload).toEqual([{ method: 'POST', path: '/api/integration/upload/profile/42', body: { partnerId: 1, fileName: 'brokerage.ofx', content: statement } }]);
    // The result (a list of cards at jsdom's narrow width, a table on a wide screen).
    const result = screen.getByRole('list', { name: 'Import result' });
    const card = within(result).getByRole('listitem');
    expect(card).toHaveTextContent('Brokerage ••1234');
    expect(card).toHaveTextContent('Staged');
    expect(card).toHaveTextContent('$54,750');
    // The staged list is read again after the import.
    expect(requests.filter((r) => r.path === '/api/integration/account/investmentasset/staged/profile/42').length).toBeGreaterThan(1);
  });
});
