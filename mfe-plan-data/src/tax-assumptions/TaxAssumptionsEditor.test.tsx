import { fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { PortalProvider, useSession, type ProfileAggregate } from '@portal/shared';
import { serveApi, testAdvisor } from '@portal/shared/testing';
import { TaxAssumptionsEditor } from './TaxAssumptionsEditor';

beforeEach(() => {
  serveApi({
    '/api/setting/code/location/country': [{ code: 'USA', description: 'United States' }],
    '/api/setting/code/location/state': [{ code: 'MD', description: 'Maryland' }, { code: 'OH', description: 'Ohio' }, { code: 'TX', description: 'Texas' }],
  });
  useSession.getState().signIn('test-token', testAdvisor);
});

const profile = {
  id: 1,
  clients: [{ id: 11, type: 'C', firstName: 'Jordan', lastName: 'Parker', dateOfBirth: '1981-03-02', active: true }],
  taxAssumptions: [{ id: 5, profileId: 1, active: true, filingStatus: 'S', clientCountry: 'USA', clientState: 'MD', clientLocalRate: 0, clientExemptions: 0 }],
} as unknown as ProfileAggregate;

const renderEditor = () => render(
  <SWRConfig value={{ provider: () => new Map() }}>
    <PortalProvider><TaxAssumptionsEditor profile={profile} readOnly={false} /></PortalProvider>
  </SWRConfig>,
);

describe('TaxAssumptionsEditor locality', () => {
  it('lists the localities of the state; choosing one sets its rate, read-only, and a new state clears it', async () => {
    renderEditor();
    const locality = screen.getByLabelText('Client Locality') as HTMLSelectElement;
    expect(Array.from(locality.options).map((o) => o.text)).toContain('Montgomery County (3.2%)');
    fireEvent.change(locality, { target: { value: 'MD-MONTGOMERY' } });
    const rate = screen.getByLabelText('Client Local Rate') as HTMLInputElement;
    expect(rate.value).toBe('3.2');
    expect(rate).toBeDisabled();

    await screen.findByRole('option', { name: 'Ohio' }); // the state list has loaded
    fireEvent.change(screen.getByLabelText('Client State'), { target: { value: 'OH' } });
    const ohio = screen.getByLabelText('Client Locality') as HTMLSelectElement;
    expect(ohio.value).toBe('');
    expect(Array.from(ohio.options).map((o) => o.text)).toContain('Columbus (2.5% of wages)');
    expect(screen.getByLabelText('Client Local Rate')).not.toBeDisabled();

    fireEvent.change(screen.getByLabelText('Client State'), { target: { value: 'TX' } });
    expect(screen.queryByLabelText('Client Locality')).toBeNull();
  }, 30_000); // the shared machine is slow: the code lists load asynchronously
});
