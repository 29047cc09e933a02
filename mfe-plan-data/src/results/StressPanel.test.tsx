import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { PortalProvider, useSession, type StressTestResult } from '@portal/shared';
import { serveApi, testAdvisor } from '@portal/shared/testing';
import { AliveInYear, StressPanel } from './StressPanel';

const outcome = (success: boolean, depletionAge: number | null, estateValue: number) => ({ success, depletionYear: depletionAge && 1983 + depletionAge, depletionAge, estateValue });

const result: StressTestResult = {
  startYear: 2026, trials: 1000, seed: 1, version: 4,
  historical: {
    successRate: 2 / 3,
    startYears: [
      { year: 1871, success: true, endingNetWorth: 900000 },
      { year: 1872, success: false, depletedYear: 1901, depletedPlanYear: 2055, depletedAge: 72, endingNetWorth: 0 },
      { year: 1873, success: true, endingNetWorth: 1200000 },
    ],
    worst: [
      { year: 1872, success: false, depletedYear: 1901, depletedPlanYear: 2055, depletedAge: 72, endingNetWorth: 0 },
      { year: 1871, success: true, endingNetWorth: 900000 },
    ],
    years: [2026, 2027],
    paths: [[100, 200], [100, 0], [100, 300]],
    mapping: [{ id: 'usLarge', name: 'US large cap', kind: 'stocks' }, { id: 'bonds', name: 'US bonds', kind: 'bonds' }],
    rule: 'Each asset class replays US stocks when its standard deviation is 10% or more.',
    data: { firstYear: 1871, lastYear: 2022 },
  },
  badTiming: {
    probabilityOfSuccess: 0.61, monteCarloProbability: 0.83,
    averageReturn: outcome(true, null, 2500000), averageWithBadTiming: outcome(true, null, 800000),
    years: [2048, 2049],
    size: { label: '1973–1974: −21.4% then −23.1% a year after inflation for this mix', historicalYears: [1973, 1974], mixRealReturns: [-0.214, -0.231], isDefault: true },
    mix: { stocks: 0.7, bonds: 0.25, cash: 0.05 },
  },
  randomLifetimes: {
    probabilityOfSuccess: 0.9, trials: 1000, lifeTableYear: 2025, years: [2026, 2027], alive: [1000, 987], clientAlive: [1000, 980], spouseAlive: [1000, 990],
    client: { ageToday: 43, sex: 'M', tableAgeAtDeath: 79.6, meanAgeAtDeath: 79.1, planLifeExpectancy: 95 }, spouse: null,
  },
  fatTails: { probabilityOfSuccess: 0.79, lognormalProbability: 0.83, crisisProbability: 0.1, crisisVolatility: 2.5 },
};

beforeEach(() => {
  useSession.getState().signIn('test-token', testAdvisor);
});

function renderWith(ui: React.ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map() }}><PortalProvider>{ui}</PortalProvider></SWRConfig>);
}

describe('StressPanel', () => {
  it('shows the four stress results, the worst start years and bad timing beside Monte Carlo; the bad years can be changed', async () => {
    const requests = serveApi({ '/api/gateway/calcs/profile/5/stress': result });
    renderWith(<StressPanel profileId={5} />);
    const historical = await screen.findByTestId('stress-historical');
    expect(within(historical).getByText('67%')).toBeInTheDocument();
    expect(within(historical).getByText(/2 of 3 historical sequences never ran out/)).toBeInTheDocument();
    expect(within(screen.getByTestId('stress-badTiming')).getByText('61%')).toBeInTheDocument();
    expect(within(screen.getByTestId('stress-badTiming')).getByText(/Monte Carlo 83%/)).toBeInTheDocument();
    expect(within(screen.getByTestId('stress-randomLifetimes')).getByText('90%')).toBeInTheDocument();
    expect(within(screen.getByTestId('stress-fatTails')).getByText('79%')).toBeInTheDocument();
    expect(within(screen.getByTestId('stress-fatTails')).getByText(/Monte Carlo without crisis years 83%/)).toBeInTheDocument();
    expect(within(screen.getByTestId('stress-worst')).getByText('1901 (plan year 2055, age 72)')).toBeInTheDocument();
    expect(screen.getByTestId('stress-mapping')).toHaveTextContent('US large cap: stocks · US bonds: bonds');

    const before = requests.length;
    fireEvent.change(screen.getByLabelText(/Poor years to replay/), { target: { value: '1929' } });
    fireEvent.click(screen.getByRole('button', { name: 'Replay these years' }));
    await waitFor(() => expect(requests.length).toBe(before + 1));
    expect(await screen.findByRole('button', { name: 'Worst two years for this mix' })).toBeInTheDocument();
  });

  it('the year drawer line counts the random-lifetime trials alive that year', async () => {
    serveApi({ '/api/gateway/calcs/profile/5/stress': result });
    renderWith(<AliveInYear profileId={5} year={2027} />);
    expect(await screen.findByTestId('year-alive')).toHaveTextContent('Random lifetimes: someone is alive in 2027 in 987 of 1,000 trials (99%).');
  });
});
