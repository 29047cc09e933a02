import { buildSchedule } from '../projection/schedule';
import { checkTrials } from '../simulation/simulate';
import { DEFAULT_FAT_TAILS, returnModel, runTrials } from '../simulation/trials';
import type { Assumptions, FatTails, PlanInput } from '../types';
import { badTiming, type BadTimingResult, type BadTimingSize } from './badTiming';
import { historicalReplay, type HistoricalResult } from './historical';
import { randomLifetimes, type LifeTableSex, type RandomLifetimesResult } from './lifetimes';

export interface StressOptions {
  startYear: number;
  seed: number;
  /** Monte Carlo trials of bad timing, random lifetimes and fat tails (default 1,000). */
  trials?: number;
  sexes?: { client?: LifeTableSex; spouse?: LifeTableSex };
  badTiming?: BadTimingSize;
  /** The fat-tail model compared with the lognormal one (default: the assumptions' own, else DEFAULT_FAT_TAILS). */
  fatTails?: FatTails;
}

export interface FatTailsResult {
  probabilityOfSuccess: number;
  /** The lognormal model's, same seed and trials. */
  lognormalProbability: number;
  crisisProbability: number;
  crisisVolatility: number;
}

export interface StressResult {
  startYear: number;
  trials: number;
  seed: number;
  historical: HistoricalResult;
  badTiming: BadTimingResult;
  randomLifetimes: RandomLifetimesResult;
  fatTails: FatTailsResult;
}

/**
 * The plan's stress tests (README "Stress tests"): historical replay of every start year since 1871, bad timing at
 * retirement beside Monte Carlo and the average-return result, random lifetimes, fat-tailed returns. All at full
 * fidelity; seeded, so the same inputs give the same figures.
 */
export function stressTest(plan: PlanInput, assumptions: Assumptions, options: StressOptions): StressResult {
  return joinStress(stressMarkets(plan, assumptions, options), stressLifetimes(plan, assumptions, options));
}

/** The stress tests but random lifetimes: what the markets do to the plan (historical, bad timing, fat tails). */
export type StressMarkets = Omit<StressResult, 'randomLifetimes'>;

/**
 * The market half of `stressTest` (about a third of its work): with `stressLifetimes` on another thread, the two
 * halves joined by `joinStress` are exactly `stressTest`'s answer.
 */
export function stressMarkets(plan: PlanInput, assumptions: Assumptions, options: StressOptions): StressMarkets {
  const trials = checkTrials(options.trials);
  const { startYear, seed } = options;
  const lognormal: Assumptions = { ...assumptions, fatTails: undefined };
  const schedule = buildSchedule(plan, lognormal, startYear);
  const model = returnModel(lognormal);
  const bad = badTiming(schedule, lognormal, { seed, trials, size: options.badTiming, model });
  const tails = options.fatTails ?? assumptions.fatTails ?? DEFAULT_FAT_TAILS;
  const fat = runTrials(schedule, returnModel({ ...assumptions, fatTails: tails }), seed, 0, trials);
  const fatSuccess = fat.depletedAt.reduce((c, d) => c + (d < 0 ? 1 : 0), 0) / trials;
  return {
    startYear,
    trials,
    seed,
    historical: historicalReplay(plan, lognormal, startYear, schedule),
    badTiming: bad,
    fatTails: {
      probabilityOfSuccess: fatSuccess, lognormalProbability: bad.monteCarloProbability,
      crisisProbability: tails.crisisProbability, crisisVolatility: tails.crisisVolatility,
    },
  };
}

/** The random-lifetimes half of `stressTest` (about two thirds of its work). */
export function stressLifetimes(plan: PlanInput, assumptions: Assumptions, options: StressOptions): RandomLifetimesResult {
  const trials = checkTrials(options.trials);
  const lognormal: Assumptions = { ...assumptions, fatTails: undefined };
  return randomLifetimes(plan, lognormal, { startYear: options.startYear, seed: options.seed, trials, sexes: options.sexes });
}

/** `stressTest`'s answer from its two halves (its fields in their usual order). */
export function joinStress(markets: StressMarkets, lifetimes: RandomLifetimesResult): StressResult {
  const { startYear, trials, seed, historical, badTiming: bad, fatTails } = markets;
  return { startYear, trials, seed, historical, badTiming: bad, randomLifetimes: lifetimes, fatTails };
}
