import { metrics } from '../projection/projectPlan';
import type { Metrics } from '../projection/results';
import { runSchedule } from '../projection/run';
import { buildSchedule, type PlanSchedule } from '../projection/schedule';
import { ageIn } from '../projection/context';
import type { Assumptions, PlanInput, SimulationOptions } from '../types';
import { percentilesInPlace } from './percentiles';
import { returnModel, runTrials, type ReturnModel, type TrialBlock } from './trials';
export type { TrialBlock } from './trials';

export const DEFAULT_TRIALS = 1000;
export const MAX_TRIALS = 10000;
const PERCENTILES = [5, 25, 50, 75, 95] as const;

export interface SimulationResult {
  trials: number;
  seed: number;
  years: number[];
  /** Share of trials with no unfunded shortfall through the last life expectancy. */
  probabilityOfSuccess: number;
  /** Net worth at the end of each year, by percentile across trials. */
  netWorthPercentiles: Record<'p5' | 'p25' | 'p50' | 'p75' | 'p95', number[]>;
  /** Client age at depletion: count and share of trials per age; trials never depleting are not listed. */
  depletionAges: { age: number; count: number; share: number }[];
  /** Deterministic metrics with probabilityOfSuccess filled in. */
  metricsCollection: Metrics;
  /** Every trial's year-end net worth (only with keepPaths). */
  paths?: Float64Array[];
}

/** The Monte Carlo outcome kept with a plan's results (the gauge and the net-worth band): the simulation without its metrics and paths. */
export type MonteCarloSummary = Omit<SimulationResult, 'metricsCollection' | 'paths'>;

export function checkTrials(value: number | undefined): number {
  const trials = Math.floor(value ?? DEFAULT_TRIALS);
  if (!(trials >= 1 && trials <= MAX_TRIALS)) throw new RangeError(`trials must be between 1 and ${MAX_TRIALS}.`);
  return trials;
}

/**
 * Monte Carlo at full fidelity: every trial runs the projection's year logic (RMDs, conversions, withdrawals
 * grossed up for that trial's taxes, realized gains) with correlated lognormal asset-class returns (README).
 * The deterministic projection is the same code with expected returns.
 */
export function simulate(plan: PlanInput, assumptions: Assumptions, options: SimulationOptions): SimulationResult {
  const trials = checkTrials(options.trials);
  const schedule = buildSchedule(plan, assumptions, options.startYear);
  const block = runTrials(schedule, returnModel(assumptions), options.seed, 0, trials);
  return summarize(schedule, [block], options.seed, options.keepPaths ?? false);
}

/** A plan made ready to simulate in blocks of trials (in several threads or web workers): built once per plan. */
export interface PreparedSimulation {
  schedule: PlanSchedule;
  model: ReturnModel;
}

export function prepareSimulation(plan: PlanInput, assumptions: Assumptions, startYear: number): PreparedSimulation {
  return { schedule: buildSchedule(plan, assumptions, startYear), model: returnModel(assumptions) };
}

/**
 * Trials first .. first + count - 1 of a simulation. Each trial draws from its own seeded stream, so blocks run
 * anywhere and joined in trial order by `summarizeBlocks` give exactly `simulate`'s result.
 */
export function simulateBlock(p: PreparedSimulation, seed: number, first: number, count: number): TrialBlock {
  return runTrials(p.schedule, p.model, seed, first, count);
}

/** The simulation result of blocks covering trials 0 .. n - 1, in trial order. */
export function summarizeBlocks(p: PreparedSimulation, blocks: TrialBlock[], seed: number, keepPaths = false): SimulationResult {
  let next = 0;
  for (const b of blocks) {
    if (b.first !== next) throw new RangeError('Blocks of trials must follow one another from trial 0.');
    next += b.count;
  }
  checkTrials(next);
  return summarize(p.schedule, blocks, seed, keepPaths);
}

/**
 * Joins blocks of trials (in trial order) into the simulation result. Its loops are functions of their own: a loop
 * here made V8 compile the whole summary on the stack (OSR) in every simulation and then drop that code at the
 * next one (issue 32: about 6% of a simulation's instructions went to compiling it again).
 */
export function summarize(schedule: PlanSchedule, blocks: TrialBlock[], seed: number, keepPaths: boolean): SimulationResult {
  const { ctx } = schedule;
  const n = ctx.years.length;
  const trials = trialCount(blocks);
  const depletionCount = new Map<number, number>();
  const successes = countDepletions(schedule, blocks, depletionCount);
  const paths = keepPaths ? pathsOf(blocks, n) : undefined;
  const bands = netWorthBands(blocks, n, trials);
  const probabilityOfSuccess = successes / trials;
  const deterministic = metrics(runSchedule(schedule));
  return {
    trials,
    seed,
    years: ctx.years.slice(),
    probabilityOfSuccess,
    netWorthPercentiles: bands,
    depletionAges: [...depletionCount.entries()].sort((x, y) => x[0] - y[0]).map(([age, count]) => ({ age, count, share: count / trials })),
    metricsCollection: { ...deterministic, probabilityOfSuccess },
    paths,
  };
}

function trialCount(blocks: TrialBlock[]): number {
  let trials = 0;
  for (let k = 0; k < blocks.length; k++) trials += blocks[k].count;
  return trials;
}

/**
 * Counts the depleted trials by the client's age at depletion into `byAge`; returns the trials never depleted. It
 * reads each block's count of trials by year of depletion (runTrials keeps it), so its loop runs over years, not
 * trials (issue 32: a loop over every trial, run once a simulation, was compiled by V8 inside the measured ones).
 */
function countDepletions(schedule: PlanSchedule, blocks: TrialBlock[], byAge: Map<number, number>): number {
  const { ctx } = schedule;
  let successes = 0;
  // Index loops: a for-of loop wraps its body in a try block for the iterator, which V8 compiles at a greater cost.
  for (let j = 0; j < blocks.length; j++) {
    const blk = blocks[j];
    const depletedIn = blk.depletedIn;
    let depleted = 0;
    for (let i = 0; i < depletedIn.length; i++) {
      const count = depletedIn[i];
      if (count === 0) continue;
      depleted += count;
      const age = ageIn(ctx.client, ctx.years[i]);
      byAge.set(age, (byAge.get(age) ?? 0) + count);
    }
    successes += blk.count - depleted;
  }
  return successes;
}

function pathsOf(blocks: TrialBlock[], n: number): Float64Array[] {
  const paths: Float64Array[] = [];
  for (const blk of blocks) for (let t = 0; t < blk.count; t++) paths.push(blk.netWorth.slice(t * n, (t + 1) * n));
  return paths;
}

function netWorthBands(blocks: TrialBlock[], n: number, trials: number): SimulationResult['netWorthPercentiles'] {
  const bands = { p5: [] as number[], p25: [] as number[], p50: [] as number[], p75: [] as number[], p95: [] as number[] };
  const column = new Float64Array(trials);
  for (let i = 0; i < n; i++) {
    let k = 0;
    for (let j = 0; j < blocks.length; j++) {
      const blk = blocks[j];
      const netWorth = blk.netWorth;
      for (let t = 0, at = i; t < blk.count; t++, at += n) column[k++] = netWorth[at];
    }
    const values = percentilesInPlace(column, PERCENTILES);
    PERCENTILES.forEach((p, q) => bands[`p${p}`].push(Math.round(values[q] * 100) / 100));
  }
  return bands;
}
