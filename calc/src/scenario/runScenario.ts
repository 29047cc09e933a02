import { planFromProfile } from '../fromProfile';
import type { ProfileLike } from '../profileInput';
import { projectPlan } from '../projection/projectPlan';
import type { CashFlowRow, Metrics, NetWorthRow } from '../projection/results';
import { simulate } from '../simulation/simulate';
import type { Assumptions } from '../types';
import { applyActions, type ActionLike, type RecordValidator } from './applyActions';

/** Monte Carlo trials of a scenario run: the browser worker and the server must use the same count. */
export const SCENARIO_TRIALS = 1000;

export interface ScenarioRunOptions {
  /** Calendar year the projection starts (the server's, sent to the browser with the inputs). */
  startYear: number;
  trials?: number;
  /** Checks records the actions add or change (the portal's contract schemas). */
  validateRecord: RecordValidator;
}

/** What a scenario run gives: the albums the workshop and comparison draw, and the metrics. */
export interface ScenarioRun {
  startYear: number;
  seed: number;
  trials: number;
  /** Ids of the actions applied, in the order applied. */
  actionIds: number[];
  cashFlowAlbum: CashFlowRow[];
  netWorthAlbum: NetWorthRow[];
  /** Deterministic metrics with probabilityOfSuccess from the simulation. */
  metricsCollection: Metrics;
  /** Median simulated net worth at the end of each year. */
  medianNetWorth: number[];
}


/**
 * Applies `actions` to a copy of `profile` and runs the engine: the one code path of the server's scenario
 * calculation and the workshop's web worker (same inputs and seed give the same numbers).
 */
export function runScenario(
  profile: ProfileLike, assumptions: Assumptions, actions: readonly ActionLike[], seed: number, options: ScenarioRunOptions,
): ScenarioRun {
  const trials = options.trials ?? SCENARIO_TRIALS;
  const applied = actions.filter((a) => a.active !== false);
  const scenarioPlan = applyActions(profile, applied, options.validateRecord);
  const plan = planFromProfile(scenarioPlan, { startYear: options.startYear });
  const projection = projectPlan(plan, assumptions, { startYear: options.startYear, details: false });
  const simulation = simulate(plan, assumptions, { seed, startYear: options.startYear, trials });
  return {
    startYear: options.startYear,
    seed,
    trials,
    actionIds: applied.map((a) => a.id ?? 0),
    cashFlowAlbum: projection.cashFlowAlbum,
    netWorthAlbum: projection.netWorthAlbum,
    metricsCollection: simulation.metricsCollection,
    medianNetWorth: simulation.netWorthPercentiles.p50.map((v) => Math.round(v)),
  };
}

/** Headline numbers compared between the browser's and the server's answers. */
export function scenarioSummary(run: Pick<ScenarioRun, 'metricsCollection' | 'netWorthAlbum'>) {
  const m = run.metricsCollection;
  return {
    probabilityOfSuccess: m.probabilityOfSuccess,
    estateValue: m.estateValue,
    depletionAge: m.depletionAge,
    finalNetWorth: run.netWorthAlbum.at(-1)?.netWorth ?? 0,
  };
}

/** True when two runs of the same scenario agree (same inputs and seed must give the same numbers). */
export function runsAgree(a: Pick<ScenarioRun, 'metricsCollection' | 'netWorthAlbum'>, b: Pick<ScenarioRun, 'metricsCollection' | 'netWorthAlbum'>): boolean {
  const x = scenarioSummary(a);
  const y = scenarioSummary(b);
  const close = (p: number | null, q: number | null, tol: number) => (p == null || q == null ? p === q : Math.abs(p - q) <= tol);
  return close(x.probabilityOfSuccess, y.probabilityOfSuccess, 1e-9) && close(x.estateValue, y.estateValue, 0.5)
    && x.depletionAge === y.depletionAge && close(x.finalNetWorth, y.finalNetWorth, 0.5);
}
