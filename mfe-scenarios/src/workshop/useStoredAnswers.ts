import { useMemo } from 'react';
import { endpoints, useEndpoint, type CombinedResult, type ScenarioResults, type ScenarioRun } from '@portal/shared';
import type { DraftAction } from '../plan-scenarios/api';
import { useScenarioResults } from '../plan-scenarios/hooks';
import type { ScenarioInputs } from './calcProtocol';

/** The server's answers the workshop can show before its own engine has run: null when they do not apply. */
export interface StoredAnswers {
  /** The base plan as the server last computed it (the plan's figures: the same engine, inputs, seed and trials). */
  base: ScenarioRun | null;
  /** The scenario's stored results, when they are for exactly the selection shown (saved, in the same order). */
  scenario: ScenarioRun | null;
}

const sameRunInputs = (run: { startYear: number; seed: number; trials: number }, inputs: ScenarioInputs) =>
  run.startYear === inputs.startYear && run.seed === inputs.seed && run.trials === inputs.trials;

/** The base plan's run from the plan's stored figures, when they were computed from these inputs. */
export function baseFromFigures(combined: CombinedResult | undefined, inputs: ScenarioInputs | undefined): ScenarioRun | null {
  if (!combined || !inputs || !combined.metricsCollection || !combined.monteCarlo || combined.calc.incomplete) return null;
  const mc = combined.monteCarlo;
  if (combined.calc.version !== inputs.profile.version || !sameRunInputs({ startYear: combined.calc.startYear, seed: mc.seed, trials: mc.trials }, inputs)) return null;
  return {
    startYear: combined.calc.startYear,
    seed: mc.seed,
    trials: mc.trials,
    actionIds: [],
    cashFlowAlbum: combined.cashFlowAlbum,
    netWorthAlbum: combined.netWorthAlbum,
    metricsCollection: combined.metricsCollection,
    // As the engine's scenario run rounds it (runScenario.ts).
    medianNetWorth: mc.netWorthPercentiles.p50.map((v) => Math.round(v)),
  };
}

/** The scenario's stored results when they answer this very selection over these inputs (not stale, same actions in order). */
export function storedScenarioRun(
  answer: ScenarioResults | Record<string, never> | undefined, scenarioId: number | null, inputs: ScenarioInputs | undefined,
  selected: DraftAction[], actionsDirty: boolean,
): ScenarioRun | null {
  if (!answer || !('scenarioId' in answer) || !inputs || scenarioId == null || actionsDirty) return null;
  const stored = answer as ScenarioResults;
  if (stored.stale !== false || stored.scenarioId !== scenarioId || stored.profileVersion !== inputs.profile.version || !sameRunInputs(stored, inputs)) return null;
  const ids = selected.map((a) => a.id);
  if (ids.length !== stored.actionIds.length || ids.some((id, i) => id !== stored.actionIds[i])) return null;
  return stored;
}

/**
 * The server's stored answers for the workshop's first screen: the base plan's figures and the scenario's stored
 * results (main.js reads both while the page's code loads, when the workshop is opened by its address). They are the
 * engine's answers for the same inputs, so they are shown at once; the browser's engine computes the same run and
 * takes over (a what-if is only ever computed).
 */
export function useStoredAnswers(
  profileId: number | null, scenarioId: number | null, inputs: ScenarioInputs | undefined, selected: DraftAction[], actionsDirty: boolean,
): StoredAnswers {
  const figures = useEndpoint(endpoints.calcs.combined, profileId ? { id: profileId } : null, { handledStatuses: [403, 404, 501] });
  const results = useScenarioResults(profileId, scenarioId);
  const base = useMemo(() => baseFromFigures(figures.data, inputs), [figures.data, inputs]);
  const scenario = storedScenarioRun(results.data, scenarioId, inputs, selected, actionsDirty);
  return { base, scenario };
}
