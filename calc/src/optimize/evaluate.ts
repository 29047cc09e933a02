import { projectPlan } from '../projection/projectPlan';
import type { ProfileLike } from '../profileInput';
import { prepareScenario, type PreparedScenario } from '../scenario/runScenario';
import type { RecordValidator } from '../scenario/applyActions';
import { percentilesInPlace } from '../simulation/percentiles';
import { runTrials, type TrialOutcomes } from '../simulation/trials';
import type { Assumptions } from '../types';
import { actionsForChoice, planSettings, type LeverChoice, type PlanSettings } from './levers';

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
}

export function evalContext(inputs: OptimizeInputs, validateRecord: RecordValidator, heirsTaxRate = DEFAULT_HEIRS_TAX_RATE): EvalContext {
  return { inputs, settings: planSettings(inputs.profile, inputs.startYear), validateRecord, heirsTaxRate };
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
  /** Simulations run for this evaluation (a spending search runs several). */
  runs: number;
  /** With `deterministic`: the projection's lifetime Social Security benefits and income tax, today's dollars. */
  deterministic?: { lifetimeBenefits: number; lifetimeTax: number };
}

/** One evaluation the search asks for: a combination on the first `trials` trials, and the spending search. */
export interface EvalTask {
  choice: LeverChoice;
  trials: number;
  solve?: SpendingSolve;
  /** Add the deterministic projection's lifetime figures (the explanations). */
  deterministic?: boolean;
}

/** Runs a task: what a web worker or a worker thread does with it, and the search itself when it runs alone. */
export function runTask(ctx: EvalContext, task: EvalTask): Evaluation {
  const e = evaluateChoice(ctx, task.choice, task.trials, task.solve);
  return task.deterministic ? { ...e, deterministic: deterministicFigures(ctx, task.choice) } : e;
}

/** The spending search: the probability to meet, a starting guess, and the precision (a share of the answer). */
export interface SpendingSolve {
  target: number;
  guess: number;
  tolerance: number;
}

function simulateChoice(ctx: EvalContext, choice: LeverChoice, trials: number): Omit<Evaluation, 'runs'> {
  const { inputs } = ctx;
  const prepared: PreparedScenario = prepareScenario(inputs.profile, inputs.assumptions, actionsForChoice(choice, ctx.settings), inputs.seed, {
    startYear: inputs.startYear, trials, validateRecord: ctx.validateRecord,
  });
  const { schedule, model } = prepared.simulation;
  const outcomes: TrialOutcomes = { lifetimeTax: new Float64Array(trials), finalDeferred: new Float64Array(trials) };
  const block = runTrials(schedule, model, inputs.seed, 0, trials, undefined, outcomes);
  const n = block.years;
  const deflate = schedule.ctx.inflationFactor[n - 1];
  let successes = 0;
  const estate = new Float64Array(trials);
  for (let t = 0; t < trials; t++) {
    if (block.depletedAt[t] < 0) successes++;
    estate[t] = (block.netWorth[t * n + n - 1] - ctx.heirsTaxRate * outcomes.finalDeferred[t]) / deflate;
  }
  const [medianEstate] = percentilesInPlace(estate, [50]);
  const [lifetimeTax] = percentilesInPlace(outcomes.lifetimeTax, [50]);
  return { trials, probabilityOfSuccess: successes / trials, medianEstate, lifetimeTax };
}

/**
 * Runs one combination on the first `trials` trials of the plan's seed: its probability of success, median
 * after-tax estate and lifetime tax; with `solve`, also the highest retirement spending whose probability is at
 * least the target (bracketing from the guess, then bisection on the same draws, so the probability is a step
 * function of spending that never rises with it).
 */
export function evaluateChoice(ctx: EvalContext, choice: LeverChoice, trials: number, solve?: SpendingSolve): Evaluation {
  if (!solve) return { ...simulateChoice(ctx, choice, trials), runs: 1 };
  let runs = 0;
  const at = (spending: number) => {
    runs++;
    return simulateChoice(ctx, { ...choice, annualSpending: Math.round(spending) }, trials);
  };
  const meets = (e: Omit<Evaluation, 'runs'>) => e.probabilityOfSuccess >= solve.target - 1e-12;
  let guess = Math.max(1000, solve.guess);
  let lo = 0;
  let loEval: Omit<Evaluation, 'runs'> | null = null;
  let hi = Infinity;
  // Bracket: step from the guess by a factor that starts near the tolerance and doubles.
  let step = Math.max(solve.tolerance * 2, 0.01);
  const first = at(guess);
  if (meets(first)) {
    lo = guess;
    loEval = first;
    while (hi === Infinity && runs < 40) {
      const next = lo * (1 + step);
      const e = at(next);
      if (meets(e)) { lo = next; loEval = e; } else hi = next;
      step *= 2;
    }
  } else {
    hi = guess;
    while (loEval === null && runs < 40) {
      guess = hi / (1 + step);
      if (guess < 100) { lo = 0; break; }
      const e = at(guess);
      if (meets(e)) { lo = guess; loEval = e; } else hi = guess;
      step *= 2;
    }
  }
  if (hi === Infinity) hi = lo * 2;
  while (loEval && (hi - lo) / hi > solve.tolerance && hi - lo > 50 && runs < 60) {
    const mid = (lo + hi) / 2;
    const e = at(mid);
    if (meets(e)) { lo = mid; loEval = e; } else hi = mid;
  }
  // Every spending tried is rounded to the dollar, so loEval holds the figures of exactly what Apply writes.
  const final = loEval ?? at(0);
  return { ...final, sustainableSpending: loEval ? Math.round(lo) : 0, runs };
}

/** The deterministic projection's lifetime figures of a combination (the explanations' "in today's dollars"). */
export function deterministicFigures(ctx: EvalContext, choice: LeverChoice) {
  const { inputs } = ctx;
  const prepared = prepareScenario(inputs.profile, inputs.assumptions, actionsForChoice(choice, ctx.settings), inputs.seed, {
    startYear: inputs.startYear, trials: 1, validateRecord: ctx.validateRecord,
  });
  const r = projectPlan(prepared.plan, inputs.assumptions, { startYear: inputs.startYear, details: false, roundToCents: false });
  const index = r.metricsCollection.priceIndex;
  let benefits = 0;
  let tax = 0;
  r.incomeAlbum.forEach((row, i) => { benefits += (row.socialSecurity.client + row.socialSecurity.spouse) / index[i]; });
  r.taxAlbum.forEach((row, i) => { tax += (row.total - row.fica) / index[i]; });
  return { lifetimeBenefits: benefits, lifetimeTax: tax };
}

export type { ProfileLike };
