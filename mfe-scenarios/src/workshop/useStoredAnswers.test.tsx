import { renderHook } from '@testing-library/react';
import type { CombinedResult, ScenarioResults, ScenarioRun } from '@portal/shared';
import { calculateOnServer, type DraftAction } from '../plan-scenarios/api';
import type { CalcAnswer } from './calcClient';
import type { ScenarioInputs } from './calcProtocol';
import { baseFromFigures, storedScenarioRun } from './useStoredAnswers';
import { useServerConfirmation } from './useWorkshopCalc';

// The server's run of a selection (POST .../scenario/{id}): counted, never answered (the tests look at whether it is asked).
jest.mock('../plan-scenarios/api', () => ({ ...jest.requireActual('../plan-scenarios/api'), calculateOnServer: jest.fn(() => new Promise(() => undefined)) }));
const serverRuns = calculateOnServer as jest.Mock;

const inputs = { profile: { version: 7 }, seed: 11, trials: 1000, startYear: 2026, fingerprint: 'f' } as unknown as ScenarioInputs;

const metrics = { probabilityOfSuccess: 0.685, estateValue: 1_000_000, depletionAge: null };
const figures = {
  cashFlowAlbum: [{ year: 2026, netCashFlow: 5 }],
  netWorthAlbum: [{ year: 2026, netWorth: 100 }],
  metricsCollection: metrics,
  monteCarlo: { trials: 1000, seed: 11, netWorthPercentiles: { p5: [1], p25: [2], p50: [10.6], p75: [4], p95: [5] } },
  calc: { version: 7, startYear: 2026, computedAt: '2026-11-26T00:00:00Z' },
} as unknown as CombinedResult;

const results = (over: Partial<ScenarioResults> = {}) => ({
  kind: 'workshop', scenarioId: 3, profileVersion: 7, selectedActions: [{ id: 1 }, { id: 2 }], computedAt: '', stale: false,
  startYear: 2026, seed: 11, trials: 1000, actionIds: [1, 2], cashFlowAlbum: [], netWorthAlbum: [{ year: 2026, netWorth: 90 }],
  metricsCollection: { ...metrics, probabilityOfSuccess: 0.7 }, medianNetWorth: [9], ...over,
}) as unknown as ScenarioResults;

const selected = (...ids: number[]) => ids.map((id) => ({ id, key: `id:${id}` })) as unknown as DraftAction[];

describe('baseFromFigures', () => {
  it("is the plan's stored figures as a base run when they were computed from these inputs", () => {
    expect(baseFromFigures(figures, inputs)).toEqual({
      startYear: 2026, seed: 11, trials: 1000, actionIds: [], cashFlowAlbum: figures.cashFlowAlbum, netWorthAlbum: figures.netWorthAlbum,
      metricsCollection: metrics, medianNetWorth: [11],
    });
  });

  it('is nothing for figures of another plan version, seed, trial count or year, or without a simulation', () => {
    expect(baseFromFigures(figures, { ...inputs, profile: { version: 8 } } as unknown as ScenarioInputs)).toBeNull();
    expect(baseFromFigures(figures, { ...inputs, seed: 12 })).toBeNull();
    expect(baseFromFigures(figures, { ...inputs, trials: 500 })).toBeNull();
    expect(baseFromFigures(figures, { ...inputs, startYear: 2027 })).toBeNull();
    expect(baseFromFigures({ ...figures, monteCarlo: null }, inputs)).toBeNull();
    expect(baseFromFigures({ ...figures, calc: { ...figures.calc, incomplete: 'No income' } }, inputs)).toBeNull();
    expect(baseFromFigures(undefined, inputs)).toBeNull();
  });
});

describe('storedScenarioRun', () => {
  it('answers the selection shown when the stored results are for exactly it, fresh', () => {
    expect(storedScenarioRun(results(), 3, inputs, selected(1, 2), false)?.metricsCollection.probabilityOfSuccess).toBe(0.7);
  });

  it('is nothing for stale results, another scenario, selection, order or plan version, or unsaved action changes', () => {
    expect(storedScenarioRun(results({ stale: true }), 3, inputs, selected(1, 2), false)).toBeNull();
    expect(storedScenarioRun(results(), 4, inputs, selected(1, 2), false)).toBeNull();
    expect(storedScenarioRun(results(), 3, inputs, selected(1), false)).toBeNull();
    expect(storedScenarioRun(results(), 3, inputs, selected(2, 1), false)).toBeNull();
    expect(storedScenarioRun(results({ profileVersion: 6 }), 3, inputs, selected(1, 2), false)).toBeNull();
    expect(storedScenarioRun(results({ trials: 500 }), 3, inputs, selected(1, 2), false)).toBeNull();
    expect(storedScenarioRun(results(), 3, inputs, selected(1, 2), true)).toBeNull();
    expect(storedScenarioRun({}, 3, inputs, selected(1, 2), false)).toBeNull();
  });
});

describe('useServerConfirmation with stored results', () => {
  beforeEach(() => serverRuns.mockClear());
  const answer = (run: Partial<ScenarioRun>): CalcAnswer => ({ run: { ...(results() as ScenarioRun), ...run }, ms: 5, where: 'worker' });

  it('confirms the browser answer against the stored results without asking the server again', async () => {
    const stored = results() as ScenarioRun;
    const { result } = renderHook(() => useServerConfirmation(1, 3, selected(1, 2), answer({}), true, stored));
    expect(result.current.status).toBe('confirmed');
    await new Promise((r) => setTimeout(r, 300));
    expect(serverRuns).not.toHaveBeenCalled();
  });

  it('shows the stored numbers when the browser answer differs', () => {
    const stored = results() as ScenarioRun;
    const { result } = renderHook(() => useServerConfirmation(1, 3, selected(1, 2), answer({ metricsCollection: { ...metrics, probabilityOfSuccess: 0.5 } as ScenarioRun['metricsCollection'] }), true, stored));
    expect(result.current).toEqual({ status: 'differs', server: stored });
  });

  it('asks the server when the browser answered another selection than the stored one', async () => {
    const stored = results() as ScenarioRun;
    const { result } = renderHook(() => useServerConfirmation(1, 3, selected(1), answer({ actionIds: [1] }), true, stored));
    expect(result.current.status).toBe('checking');
    await new Promise((r) => setTimeout(r, 300));
    expect(serverRuns).toHaveBeenCalledWith(1, 3, [1]);
  });
});
