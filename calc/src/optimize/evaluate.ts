import { projectPlan } from '../projection/projectPlan';
import type { ProfileLike } from '../profileInput';
import { prepareScenario, type PreparedScenario } from '../scenario/runScenario';
import type { RecordValidator } from '../scenario/applyActions';
import { percentilesInPlace } from '../simulation/percentiles';
import { runTrials, type TrialOutcomes } from '../simulation/trials';
import type { Assumptions } from '../types';
import { actionsForChoice, choiceKey, planSettings, type LeverChoice, type PlanSettings } from './levers';

/** What the solver reads: the same inputs a scenario run reads (server and browser alike). */
export interface OptimizeInputs {
  profile: ProfileLike;
  assumptions: Assumptions;
  seed: number;
  startYear: number;
  /** The plan's full trial count (the scenario runs' count). */
  trials: number;
}

/** Heirs' tax rate on inherited tax-deferred money (the after-tax estate), unless the request names one. */
export const DEFAULT_HEIRS_TAX_RATE = 0.24;

export interface EvalContext {
  inputs: OptimizeInputs;
  settings: PlanSettings;
  validateRecord: RecordValidator;
  heirsTaxRate: number;
  /** Prepared scenarios by combination (most recently used last). */
  prepared: Map<string, PreparedScenario>;
}

export function evalContext(inputs: OptimizeInputs, validateRecord: RecordValidator, heirsTaxRate = DEFAULT_HEIRS_TAX_RATE): EvalContext {
  return { inputs, settings: planSettings(inputs.profile, inputs.startYear), validateRecord, heirsTaxRate, prepared: new Map() };
}

/** One candidate's figures on trials 0 .. trials - 1 of the plan's seed (the same draws for every candidate). */
export interface Evaluation {
  trials: number;
  probabilityOfSuccess: number;
  /** Median after-tax estate at the end of the plan, in today's dollars (deferred money taxed at the heirs' rate). */
  medianEstate: number;
  /** Median lifetime income tax (federal, NIIT, state, local) in today's dollars. */
  lifetimeTax: number;
  /** With `solveSpending`: the highest retirement spending a year (today's dollars) meeting the target. */
  sustainableSpending?: number;
  /** With a spending search: the probability's change per dollar of spending near the answer (negative). */
  slope?: number;
  /** Simulations run for this evaluation (a spending search runs several). */
  runs: number;
  /** With `deterministic`: the projection's lifetime Social Security benefits and income tax, today's dollars. */
  deterministic?: { lifetimeBenefits: number; lifetimeTax: number };
  /** With `samples` (one part of an evaluation split between workers): successes and each trial's figures. */
  samples?: { successes: number; estate: Float64Array; tax: Float64Array };
}

/**
 * One simulation the search asks for: a combination on trials `first` .. `first + trials - 1` of the plan's seed.
 * A part of an evaluation split between workers asks for the trials' own figures (`samples`), which the search
 * joins (`joinSamples`); the figures are the same as the whole evaluation's in one piece.
 */
export interface EvalTask {
  choice: LeverChoice;
  trials: number;
  first?: number;
  samples?: boolean;
  /** Add the deterministic projection's lifetime figures (the explanations). */
  deterministic?: boolean;
}

/** Prepared scenarios a worker keeps (a combination's rounds at growing trial counts prepare it once). */
const PREPARED_KEPT = 12;

/** Runs a task: what a web worker or a worker thread does with it, and the search itself when it runs alone. */
export function runTask(ctx: EvalContext, task: EvalTask): Evaluation {
  if (task.trials === 0) {
    return { trials: 0, probabilityOfSuccess: 0, medianEstate: 0, lifetimeTax: 0, runs: 0, ...(task.deterministic ? { deterministic: deterministicFigures(ctx, task.choice) } : {}) };
  }
  const first = task.first ?? 0;
  const samples = simulateSamples(ctx, task.choice, first, task.trials);
  const e: Evaluation = task.samples
    ? { trials: task.trials, probabilityOfSuccess: samples.successes / task.trials, medianEstate: 0, lifetimeTax: 0, runs: 1, samples }
    : { ...summarize(samples, task.trials), runs: 1 };
  return task.deterministic ? { ...e, deterministic: deterministicFigures(ctx, task.choice) } : e;
}

/** The figures of an evaluation split between workers, from its parts in trial order. */
export function joinSamples(parts: readonly Evaluation[]): Evaluation {
  const trials = parts.reduce((n, p) => n + p.trials, 0);
  const estate = new Float64Array(trials);
  const tax = new Float64Array(trials);
  let successes = 0;
  let at = 0;
  for (const p of parts) {
    const s = p.samples!;
    estate.set(s.estate, at);
    tax.set(s.tax, at);
    successes += s.successes;
    at += p.trials;
  }
  const e: Evaluation = { ...summarize({ successes, estate, tax }, trials), runs: 1 };
  const det = parts.find((p) => p.deterministic)?.deterministic;
  return det ? { ...e, deterministic: det } : e;
}

/** The spending search: the probability to meet, a starting guess, and the precision (a share of the answer). */
export interface SpendingSolve {
  target: number;
  guess: number;
  tolerance: number;
  /** The probability's change per dollar of spending expected near the answer (negative; default -1 / guess). */
  slope?: number;
}

function prepared(ctx: EvalContext, choice: LeverChoice): PreparedScenario {
  const key = choiceKey(choice);
  const cache = ctx.prepared;
  let p = cache.get(key);
  if (p) {
    cache.delete(key);
  } else {
    const { inputs } = ctx;
    p = prepareScenario(inputs.profile, inputs.assumptions, actionsForChoice(choice, ctx.settings), inputs.seed, {
      startYear: inputs.startYear, trials: inputs.trials, validateRecord: ctx.validateRecord,
    });
    if (cache.size >= PREPARED_KEPT) cache.delete(cache.keys().next().value as string);
  }
  cache.set(key, p);
  return p;
}

function simulateSamples(ctx: EvalContext, choice: LeverChoice, first: number, count: number): { successes: number; estate: Float64Array; tax: Float64Array } {
  const { schedule, model } = prepared(ctx, choice).simulation;
  const outcomes: TrialOutcomes = { lifetimeTax: new Float64Array(count), finalDeferred: new Float64Array(count) };
  const block = runTrials(schedule, model, ctx.inputs.seed, first, count, undefined, outcomes);
  const n = block.years;
  const deflate = schedule.ctx.inflationFactor[n - 1];
  let successes = 0;
  const estate = new Float64Array(count);
  for (let t = 0; t < count; t++) {
    if (block.depletedAt[t] < 0) successes++;
    estate[t] = (block.netWorth[t * n + n - 1] - ctx.heirsTaxRate * outcomes.finalDeferred[t]) / deflate;
  }
  return { successes, estate, tax: outcomes.lifetimeTax };
}

function summarize(s: { successes: number; estate: Float64Array; tax: Float64Array }, trials: number): Omit<Evaluation, 'runs'> {
  const [medianEstate] = percentilesInPlace(s.estate, [50]);
  const [lifetimeTax] = percentilesInPlace(s.tax, [50]);
  return { trials, probabilityOfSuccess: s.successes / trials, medianEstate, lifetimeTax };
}

function simulateChoice(ctx: EvalContext, choice: LeverChoice, trials: number): Omit<Evaluation, 'runs'> {
  return summarize(simulateSamples(ctx, choice, 0, trials), trials);
}

const meetsTarget = (p: number, target: number) => p >= target - 1e-12;

/**
 * The highest retirement spending whose probability of success (on the same draws) is at least the target, as
 * a sequence of spending levels to try: each next level is where the probability line through the points tried
 * so far (their widest pair, or the tightest bracket) meets the target, moved half the tolerance to the side
 * that closes the bracket, and kept inside the bracket (bisection when a step would not shrink it enough). The
 * search ends when a level that meets the target and one that misses are within the tolerance; the answer is
 * the one that meets it. The probability is a step function of spending that never rises with it.
 */
export class SpendingSearch {
  private readonly points: Array<{ s: number; e: Omit<Evaluation, 'runs'> }> = [];
  private lo: { s: number; e: Omit<Evaluation, 'runs'> } | null = null;
  private hi: { s: number; e: Omit<Evaluation, 'runs'> } | null = null;
  private sameSide = 0;
  private lastMet: boolean | null = null;
  runs = 0;

  constructor(private readonly solve: SpendingSolve) {}

  /** The first spending to try. */
  first(): number {
    return Math.round(Math.max(1000, this.solve.guess));
  }

  add(s: number, e: Omit<Evaluation, 'runs'>): void {
    this.runs++;
    this.points.push({ s, e });
    const met = meetsTarget(e.probabilityOfSuccess, this.solve.target);
    if (met) {
      if (!this.lo || s > this.lo.s) this.lo = { s, e };
    } else if (!this.hi || s < this.hi.s) this.hi = { s, e };
    this.sameSide = this.lastMet === met ? this.sameSide + 1 : 0;
    this.lastMet = met;
  }

  /** The probability's change per dollar: the tightest bracket's when it spans a few trials, else the widest pair's. */
  slope(): number {
    const { lo, hi } = this;
    const steps = (a: number, b: number) => Math.abs(a - b) * Math.max(1, lo?.e.trials ?? hi?.e.trials ?? 1);
    if (lo && hi && steps(lo.e.probabilityOfSuccess, hi.e.probabilityOfSuccess) >= 3) {
      return (hi.e.probabilityOfSuccess - lo.e.probabilityOfSuccess) / (hi.s - lo.s);
    }
    let min = this.points[0];
    let max = this.points[0];
    for (const p of this.points) {
      if (p.s < min.s) min = p;
      if (p.s > max.s) max = p;
    }
    if (max && max.s > min.s && max.e.probabilityOfSuccess < min.e.probabilityOfSuccess) {
      return (max.e.probabilityOfSuccess - min.e.probabilityOfSuccess) / (max.s - min.s);
    }
    return this.solve.slope !== undefined && this.solve.slope < 0 ? this.solve.slope : -1 / Math.max(1000, this.solve.guess);
  }

  /** The next spending to try, or null when the answer is known. */
  next(): number | null {
    const { lo, hi, solve } = this;
    const tol = solve.tolerance;
    if (lo && hi && ((hi.s - lo.s) / hi.s <= tol || hi.s - lo.s <= 50)) return null;
    if (!lo && hi && hi.s < 200) return null;
    if (this.runs >= 40) return null;
    const m = this.slope();
    const { target } = solve;
    let x: number;
    if (lo && hi) {
      const span = hi.s - lo.s;
      const w = 0.45 * tol * hi.s;
      const dp = lo.e.probabilityOfSuccess - hi.e.probabilityOfSuccess;
      const r = dp > 0 ? lo.s + ((lo.e.probabilityOfSuccess - target) / dp) * span : (lo.s + hi.s) / 2;
      x = hi.s - r < r - lo.s ? r - w : r + w;
      const margin = 0.1 * span;
      if (span <= 2 * tol * hi.s || this.sameSide >= 2 || !(x > lo.s + margin && x < hi.s - margin)) {
        x = span <= 2 * tol * hi.s || this.sameSide >= 2 ? (lo.s + hi.s) / 2 : Math.min(hi.s - margin, Math.max(lo.s + margin, x));
      }
    } else if (lo) {
      const r = lo.s + (lo.e.probabilityOfSuccess - target) / -m;
      x = Math.min(lo.s * 2, Math.max(lo.s * (1 + tol), r + 0.45 * tol * r));
    } else {
      const h = hi!;
      const r = h.s - (target - h.e.probabilityOfSuccess) / -m;
      x = Math.max(h.s / 2, Math.min(h.s * (1 - tol), r - 0.45 * tol * r));
    }
    const rounded = Math.round(x);
    if (this.points.some((p) => p.s === rounded)) return null;
    return rounded;
  }

  /** The answer: the highest spending tried that meets the target (0 when none does), with its figures. */
  result(): { sustainableSpending: number; e: Omit<Evaluation, 'runs'> | null; slope: number } {
    return { sustainableSpending: this.lo ? this.lo.s : 0, e: this.lo?.e ?? null, slope: this.slope() };
  }
}

/**
 * Runs one combination on the first `trials` trials of the plan's seed: its probability of success, median
 * after-tax estate and lifetime tax; with `solve`, also the highest retirement spending whose probability is at
 * least the target (SpendingSearch, on the same draws).
 */
export function evaluateChoice(ctx: EvalContext, choice: LeverChoice, trials: number, solve?: SpendingSolve): Evaluation {
  if (!solve) return { ...simulateChoice(ctx, choice, trials), runs: 1 };
  const search = new SpendingSearch(solve);
  for (let s: number | null = search.first(); s !== null; s = search.next()) {
    search.add(s, simulateChoice(ctx, { ...choice, annualSpending: s }, trials));
  }
  const r = search.result();
  // Every spending tried is a whole dollar, so the figures are exactly those of what Apply writes.
  const final = r.e ?? simulateChoice(ctx, { ...choice, annualSpending: 0 }, trials);
  return { ...final, sustainableSpending: r.sustainableSpending, slope: r.slope, runs: search.runs + (r.e ? 0 : 1) };
}

/** The deterministic projection's lifetime figures of a combination (the explanations' "in today's dollars"). */
export function deterministicFigures(ctx: EvalContext, choice: LeverChoice) {
  const { inputs } = ctx;
  const plan = prepared(ctx, choice).plan;
  const r = projectPlan(plan, inputs.assumptions, { startYear: inputs.startYear, details: false, roundToCents: false });
  const index = r.metricsCollection.priceIndex;
  let benefits = 0;
  let tax = 0;
  r.incomeAlbum.forEach((row, i) => { benefits += (row.socialSecurity.client + row.socialSecurity.spouse) / index[i]; });
  r.taxAlbum.forEach((row, i) => { tax += (row.total - row.fica) / index[i]; });
  return { lifetimeBenefits: benefits, lifetimeTax: tax };
}

export type { ProfileLike };
