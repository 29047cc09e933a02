import {
  DEFAULT_TRIALS, MAX_TRIALS, planFromProfile, projectPlan, simulate,
  type Assumptions, type Metrics, type PlanInput, type ProjectionResult, type SimulationResult, type YearDetail,
} from '@portal/calc';
import type { ProfileAggregate } from '@portal/shared/contract';

/** Every album of the combined result, in the order the spec names them. */
export const RESULT_ALBUMS = [
  'cashFlowAlbum', 'netWorthAlbum', 'assetAlbum', 'incomeAlbum', 'debtAlbum', 'expenseAlbum', 'electionAlbum',
  'taxAlbum', 'additionsAlbum', 'withholdingAlbum',
] as const;

export type Albums = Pick<ProjectionResult, (typeof RESULT_ALBUMS)[number]>;

/** Monte Carlo outcome kept with the albums: the gauge and the net-worth band. */
export interface MonteCarloSummary {
  trials: number;
  seed: number;
  years: number[];
  probabilityOfSuccess: number;
  netWorthPercentiles: SimulationResult['netWorthPercentiles'];
  depletionAges: SimulationResult['depletionAges'];
}

/** What one calculation of a plan produces; stored in calc_cache.result. */
export interface PlanResults extends Albums {
  /** Null while the plan cannot be projected (see calc.incomplete). */
  metricsCollection: Metrics | null;
  monteCarlo: MonteCarloSummary | null;
  details: YearDetail[];
  /**
   * When and for which plan version and start year the engine ran. `incomplete` says why a plan still being
   * gathered (no client with a date of birth yet) has no projection; its albums are then empty. `missing` names
   * what a projected plan lacks to mean anything (no income and no assets: nothing pays for anything, so its
   * probability of success says nothing); absent when nothing is missing.
   */
  calc: { version: number; startYear: number; computedAt: string; incomplete?: string; missing?: string[] };
}

export interface RunOptions {
  startYear: number;
  trials: number;
  now?: Date;
}

/** Trials from the monte_carlo_trials setting: a whole number within the engine's bounds, else the default. */
export function trialsFrom(setting: unknown): number {
  const n = Number(setting);
  if (!Number.isFinite(n) || n < 1) return DEFAULT_TRIALS;
  return Math.min(MAX_TRIALS, Math.floor(n));
}

/**
 * Runs the engine over one plan: the deterministic projection (albums, details, metrics), then the Monte
 * Carlo simulation seeded with the profile's seed, so the same plan version always gives the same answer.
 */
export function runPlan(profile: ProfileAggregate, assumptions: Assumptions, options: RunOptions): PlanResults {
  const calc = { version: profile.version, startYear: options.startYear, computedAt: (options.now ?? new Date()).toISOString() };
  let plan: PlanInput;
  try {
    plan = planFromProfile(profile, { startYear: options.startYear });
  } catch (err) {
    // The adapter's RangeError names what the plan lacks (e.g. a client with a date of birth).
    if (!(err instanceof RangeError)) throw err;
    return { ...emptyAlbums(), metricsCollection: null, monteCarlo: null, details: [], calc: { ...calc, incomplete: err.message } };
  }
  const projection = projectPlan(plan, assumptions, { startYear: options.startYear });
  const simulation = simulate(plan, assumptions, { trials: options.trials, seed: profile.seed ?? 1, startYear: options.startYear });
  const { details, metricsCollection, ...albums } = projection;
  return {
    ...pickAlbums(albums),
    metricsCollection: { ...metricsCollection, probabilityOfSuccess: simulation.probabilityOfSuccess },
    monteCarlo: {
      trials: simulation.trials,
      seed: simulation.seed,
      years: simulation.years,
      probabilityOfSuccess: simulation.probabilityOfSuccess,
      netWorthPercentiles: roundPercentiles(simulation.netWorthPercentiles),
      depletionAges: simulation.depletionAges,
    },
    details,
    calc: { ...calc, ...missingOf(plan) },
  };
}

/** What the plan lacks: no income of any kind and no assets together (either alone is a real plan). */
export function missingOf(plan: PlanInput): { missing?: string[] } {
  const income = plan.employment.some((e) => e.annualSalary > 0) || plan.otherIncomes.some((o) => o.annualAmount > 0)
    || plan.socialSecurity.some((s) => s.pia > 0);
  const assets = plan.accounts.some((a) => a.balance > 0) || plan.realAssets.some((r) => r.value > 0);
  if (income || assets) return {};
  return {
    missing: [
      'No income: add employment income, other income or Social Security.',
      'No assets: add accounts or real assets.',
    ],
  };
}

function emptyAlbums(): Albums {
  return Object.fromEntries(RESULT_ALBUMS.map((name) => [name, []])) as unknown as Albums;
}

function pickAlbums(source: Albums): Albums {
  const out = {} as Record<string, unknown>;
  for (const name of RESULT_ALBUMS) out[name] = source[name];
  return out as unknown as Albums;
}

function roundPercentiles(p: SimulationResult['netWorthPercentiles']): SimulationResult['netWorthPercentiles'] {
  const round = (xs: number[]) => xs.map((x) => Math.round(x));
  return { p5: round(p.p5), p25: round(p.p25), p50: round(p.p50), p75: round(p.p75), p95: round(p.p95) };
}
