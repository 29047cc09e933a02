import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProvider } from '../ui/PortalProvider';
import { useDollarsView } from '../state/dollarsViewStore';
import { useSession } from '../state/sessionStore';
import type { Account } from '../contract';
import { deflate, dollarsFor, inflationPathOf, rowInDollars } from '../contract/todaysDollars';
import { chartPaletteFrom } from './useChartPalette';
import { TodaysDollarsSwitch } from './TodaysDollarsSwitch';
import { CHART_PALETTE } from '../ui/chartTheme';
import { DEFAULT_GRAPH_COLORS } from '../contract/settings';

const path = { startYear: 2026, inflation: 0.025, priceIndex: [1, 1.025, 1.050625] };

describe('today\'s dollars', () => {
  it('deflates a year\'s figure by the engine\'s price index of that year', () => {
    expect(deflate(path, 1000, 2026)).toBe(1000);
    expect(deflate(path, 1050.625, 2028)).toBeCloseTo(1000, 6);
    // Past the path (never for the engine's albums): the path's rate compounded on.
    expect(deflate(path, 1000 * 1.025 ** 5, 2031)).toBeCloseTo(1000, 6);
  });
  it('leaves figures nominal when the switch is off or the result carries no path', () => {
    expect(dollarsFor(path, false)(500, 2028)).toBe(500);
    expect(dollarsFor(null, true)(500, 2028)).toBe(500);
    expect(inflationPathOf({ startYear: 2026 })).toBeNull();
  });
  it('converts the money of an album row, not its year, ages or rates', () => {
    const row = { year: 2028, clientAge: 47, spouseAge: null, netWorth: 1050.625, effectiveRate: 0.2, state: 'CO' };
    expect(rowInDollars(row, dollarsFor(path, true))).toEqual({ ...row, netWorth: expect.closeTo(1000, 6) });
  });
});

describe('TodaysDollarsSwitch', () => {
  beforeEach(() => act(() => useDollarsView.setState({ view: 'nominal' })));
  it('turns today\'s dollars on for the session and names the plan\'s inflation', async () => {
    render(<PortalProvider><TodaysDollarsSwitch path={path} /></PortalProvider>);
    const toggle = screen.getByRole('checkbox', { name: /Today's dollars \(2\.5% inflation a year\)/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Today\'s dollars', { exact: false }));
    expect(useDollarsView.getState().view).toBe('today');
    expect(JSON.parse(sessionStorage.getItem('portal.dollarsView')!).state.view).toBe('today');
  });
  it('starts in today\'s dollars for an invited client and in future dollars for an advisor, until one is picked', () => {
    const as = (roleId: number | null) => act(() => {
      useDollarsView.setState({ view: null });
      useSession.setState({ account: { user: { roleId } } as unknown as Account });
    });
    as(null);
    const first = render(<PortalProvider><TodaysDollarsSwitch path={path} /></PortalProvider>);
    expect(screen.getByRole('checkbox', { name: /Today's dollars/ })).toBeChecked();
    first.unmount();
    as(2);
    render(<PortalProvider><TodaysDollarsSwitch path={path} /></PortalProvider>);
    expect(screen.getByRole('checkbox', { name: /Today's dollars/ })).not.toBeChecked();
    act(() => useSession.setState({ account: null }));
  });
  it('is not shown for a result without an inflation path', () => {
    const { container } = render(<PortalProvider><TodaysDollarsSwitch path={null} /></PortalProvider>);
    expect(container.querySelector('input')).toBeNull();
  });
});

describe('chart colours', () => {
  it('take the plan\'s graph_color settings, keeping the default for an unset or malformed one', () => {
    const palette = chartPaletteFrom({ graph_color_1: '#112233', graph_color_2: 'blue' });
    expect(palette[0]).toBe('#112233');
    expect(palette[1]).toBe(CHART_PALETTE[1]);
    expect(palette).toHaveLength(8);
  });
  it('default to the accessible chart palette', () => {
    expect(DEFAULT_GRAPH_COLORS).toEqual([...CHART_PALETTE]);
  });
});
