import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { PortalProvider, useSession } from '@portal/shared';
import { serveApi, testAdvisor } from '@portal/shared/testing';
import { SuccessGauge } from './SuccessGauge';

beforeEach(() => {
  useSession.getState().signIn('test-token', testAdvisor);
});

function renderWith(ui: React.ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map() }}><PortalProvider>{ui}</PortalProvider></SWRConfig>);
}

describe('SuccessGauge', () => {
  it('says why a plan needs attention: its probability against the success threshold in effect', async () => {
    serveApi({ '/api/setting/user': { level: 3, levelKey: 2, values: { success_threshold: '80' } } });
    renderWith(<SuccessGauge probability={0.69} trials={1000} />);
    expect(await screen.findByTestId('plan-status')).toHaveTextContent('Needs attention');
    expect(screen.getByTestId('plan-status-reason')).toHaveTextContent('Below the 80% the plan aims for');
  });

  it('an on-track plan says it meets the threshold', async () => {
    serveApi({ '/api/setting/user': { level: 3, levelKey: 2, values: { success_threshold: '70' } } });
    renderWith(<SuccessGauge probability={0.85} trials={1000} />);
    expect(await screen.findByTestId('plan-status')).toHaveTextContent('On track');
    expect(screen.getByTestId('plan-status-reason')).toHaveTextContent('At or above the 70% the plan aims for');
  });
});
