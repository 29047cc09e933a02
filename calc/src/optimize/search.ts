import type { RecordValidator } from '../scenario/applyActions';
import { evalContext, joinSamples, runTask, SpendingSearch, type EvalContext, type EvalTask, type Evaluation, type OptimizeInputs, type SpendingSolve } from './evaluate';
import { explainCandidate } from './explain';
import {
  actionsForChoice, choiceKey, describeChoice, dimensionChoice, dimensionValue, leverDimensions, leverParts, LEVERS, normalizeChoice,
  type DimensionKey, type LeverChoice, type LeverDimension, type LeverName, type SolverAction,
} from './levers';

export const OBJECTIVES = ['sustainableSpending', 'maxProbability', 'maxEstate', 'minTax'] as const;
export type Objective = (typeof OBJECTIVES)[number];

export interface OptimizeRequest {
  objective: Objective;
  /** Probability of success to meet (0-1): the spending objective's target, the estate and tax objectives' floor. */
  target?: number;
  /** Levers the search may move (default all). */
  levers?: readonly LeverName[];
  /**
   * Values to try for some settings instead of the defaults (e.g. `{ clientClaimAge: [62, 67, 70] }`;
   * `conversionBracket` takes brackets and 'none').
   */
  values?: Partial<Record<Exclude<DimensionKey, 'conversion'> | 'conversionBracket', ReadonlyArray<number | string>>>;
}

/** Runs a task (in this thread, a web worker or a worker thread: the same `evaluateChoice`). */
export type Evaluator = (task: EvalTask) => Promise<Evaluation>;

export interface OptimizeProgress {
  phase: 'baseline' | 'screening' | 'combining' | 'explaining';
  done: number;
  total: number;
  /** The combination being tried, in words. */
  trying: string;
  /** Trials per evaluation in this round. */
  trials: number;
}

export interface OptimizeOptions {
  validateRecord: RecordValidator;
  /** The firm's success_threshold (0-1), the default target. */
  defaultTarget: number;
  heirsTaxRate?: number;
  /** Runs the evaluations (default: here, one after another). */
  evaluate?: Evaluator;
  /** Evaluations run at once (the evaluator's workers). */
  concurrency?: number;
  onProgress?: (p: OptimizeProgress) => void;
  signal?: AbortSignal;
  /** Trials of the cheap first look at each setting (default 100). */
  screeningTrials?: number;
  /** Combinations tried together after the screening (default 32). */
  maxCombinations?: number;
  /** Candidates reported (default 5). */
  top?: number;
}

export interface CandidateFigures {
  probabilityOfSuccess: number;
  sustainableSpending?: number;
  medianEstate?: number;
  lifetimeTax?: number;
}

export interface OptimizeCandidate extends CandidateFigures {
  levers: LeverChoice;
  /** The combination in a few words. */
  title: string;
  /** One sentence per lever changed, then the combination's effect. */
  explanation: string[];
  /** The scenario actions that give the plan this combination (Apply saves them). */
  actions: SolverAction[];
}

export interface OptimizeResult {
  objective: Objective;
  target: number;
  trials: number;
  seed: number;
  baseline: CandidateFigures & { annualSpending: number };
  candidates: OptimizeCandidate[];
  /** True when no combination beats the plan by more than the noise of the trials. */
  nothingToImprove: boolean;
  message?: string;
  /** Combinations evaluated, simulations run and trials simulated (all rounds). */
  evaluations: number;
  simulations: number;
  trialsRun: number;
}

export class OptimizeCancelled extends Error {
  constructor() {
    super('The search was cancelled.');
  }
}

const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Higher is better. Estate and tax objectives rank combinations below the target after every one meeting it. */
export function score(objective: Objective, e: Evaluation, target: number): number {
  const feasible = e.probabilityOfSuccess >= target - 1e-12;
  switch (objective) {
    case 'sustainableSpending': return (e.sustainableSpending ?? 0) + e.probabilityOfSuccess * 1e-3;
    case 'maxProbability': return e.probabilityOfSuccess + Math.max(0, e.medianEstate) * 1e-15;
    case 'maxEstate': return feasible ? e.medianEstate : -1e15 + e.probabilityOfSuccess * 1e12;
    case 'minTax': return feasible ? -e.lifetimeTax : -1e15 + e.probabilityOfSuccess * 1e12;
  }
}

/** Whether `best` beats `base` by more than noise (the same draws, so differences are the levers'). */
export function improves(objective: Objective, best: Evaluation, base: Evaluation, target: number): boolean {
  switch (objective) {
    case 'sustainableSpending': {
      const b = base.sustainableSpending ?? 0;
      return (best.sustainableSpending ?? 0) - b > Math.max(500, 0.01 * b);
    }
    case 'maxProbability': return best.probabilityOfSuccess - base.probabilityOfSuccess >= 0.005;
    case 'maxEstate': {
      if (best.probabilityOfSuccess < target - 1e-12) return false;
      if (base.probabilityOfSuccess < target - 1e-12) return true;
      return best.medianEstate - base.medianEstate > Math.max(1000, 0.005 * Math.abs(base.medianEstate));
    }
    case 'minTax': {
      if (best.probabilityOfSuccess < target - 1e-12) return false;
      if (base.probabilityOfSuccess < target - 1e-12) return base.lifetimeTax - best.lifetimeTax > 1000 || best.lifetimeTax < base.lifetimeTax;
      return base.lifetimeTax - best.lifetimeTax > Math.max(1000, 0.005 * base.lifetimeTax);
    }
  }
}

/** Trial counts of the rounds: the screening's, tripled each round, ending at the plan's full count. */
export function trialLadder(screening: number, full: number): number[] {
  const out: number[] = [];
  // A round within a factor of two of the full count is skipped: the full count follows at once.
  for (let t = Math.min(screening, full); t * 2 < full; t *= 3) out.push(t);
  out.push(full);
  return out;
}

/**
 * Keeps the best values of each dimension (by its one-at-a-time screening score) so that the product of the kept
 * counts stays within `max`: one each first, then one more for the dimension whose next value scores closest to
 * its best, repeatedly.
 */
export function keptValues(ranked: Array<Array<{ value: number | string; score: number }>>, max: number): Array<Array<number | string>> {
  const k = ranked.map((r) => Math.min(1, r.length));
  const product = () => k.reduce((p, x) => p * Math.max(1, x), 1);
  for (;;) {
    let pick = -1;
    let gap = Infinity;
    ranked.forEach((r, d) => {
      if (k[d] >= r.length) return;
      if ((product() / Math.max(1, k[d])) * (k[d] + 1) > max) return;
      const g = (r[0].score - r[k[d]].score) / (Math.abs(r[0].score) + 1e-9);
      if (g < gap) { gap = g; pick = d; }
    });
    if (pick < 0) break;
    k[pick]++;
  }
  return ranked.map((r, d) => r.slice(0, k[d]).map((x) => x.value));
}

/** The dimensions with the values the request names (the plan's own setting always kept as the reference). */
export function restrictValues(dims: LeverDimension[], values: OptimizeRequest['values']): LeverDimension[] {
  if (!values) return dims;
  return dims.map((d) => {
    const wanted = d.key === 'conversion' ? values.conversionBracket?.map(String) : values[d.key];
    if (!wanted) return d;
    const kept = [...new Set([d.current, ...wanted])];
    return { ...d, values: kept };
  });
}

function cartesian(dims: readonly LeverDimension[], kept: Array<Array<number | string>>): LeverChoice[] {
  let out: LeverChoice[] = [{}];
  dims.forEach((d, i) => {
    out = out.flatMap((c) => kept[i].map((v) => ({ ...c, ...dimensionChoice(d.key, v) })));
  });
  return out;
}

/** Evaluations of at least this many trials are split between the workers (each part its own trials). */
export const SPLIT_TRIALS = 400;

/** Trials 0 .. trials - 1 in `parts` consecutive ranges. */
export function splitTrials(trials: number, parts: number): Array<{ first: number; count: number }> {
  const out: Array<{ first: number; count: number }> = [];
  for (let k = 0, first = 0; k < parts; k++) {
    const count = Math.floor(trials / parts) + (k < trials % parts ? 1 : 0);
    if (count > 0) out.push({ first, count });
    first += count;
  }
  return out;
}

/**
 * Solves for the best combinations of the levers on the full engine (issue 33): every candidate runs on the same
 * draws (trials 0 .. n - 1 of the plan's seed); each setting is first screened alone on a few trials, the best
 * settings are combined, and the combinations go through successive halving (a third kept each round, the trials
 * tripled) up to the plan's full trial count; the answer is the top combinations with their figures and each
 * lever's effect in words.
 *
 * The work: an evaluation asked for twice runs once; an evaluation on the full trials is split between the
 * workers (so that a spending search, one level after another, keeps every worker busy); the finalists' spending
 * searches start where the last round's probability and the plan's own slope put the answer; the explanations'
 * single settings run beside the last round.
 */
export async function optimizePlan(inputs: OptimizeInputs, request: OptimizeRequest, options: OptimizeOptions): Promise<OptimizeResult> {
  const ctx = evalContext(inputs, options.validateRecord, options.heirsTaxRate);
  const { objective } = request;
  const target = request.target ?? options.defaultTarget;
  const levers = request.levers ?? LEVERS;
  const full = inputs.trials;
  const screening = Math.min(options.screeningTrials ?? 100, full);
  const top = options.top ?? 5;
  const solveSpending = objective === 'sustainableSpending';
  const local: Evaluator = async (task) => {
    await yieldToEvents();
    return runTask(ctx, task);
  };
  const evaluate = options.evaluate ?? local;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const dims = restrictValues(leverDimensions(ctx.settings, levers), request.values);
  let evaluations = 0;
  let simulations = 0;
  let trialsRun = 0;

  const checkCancelled = () => {
    if (options.signal?.aborted) throw new OptimizeCancelled();
  };
  // At most two tasks a worker wait at once, so that a cancelled search leaves little behind it.
  let inFlight = 0;
  const queue: Array<() => void> = [];
  const dispatch = async (task: EvalTask): Promise<Evaluation> => {
    checkCancelled();
    if (inFlight >= concurrency * 2) await new Promise<void>((resolve) => queue.push(resolve));
    inFlight++;
    try {
      checkCancelled();
      return await evaluate(task);
    } finally {
      inFlight--;
      queue.shift()?.();
    }
  };
  const counts: Record<OptimizeProgress['phase'], { done: number; total: number }> = {
    baseline: { done: 0, total: 0 }, screening: { done: 0, total: 0 }, combining: { done: 0, total: 0 }, explaining: { done: 0, total: 0 },
  };
  const report = (phase: OptimizeProgress['phase'], choice: LeverChoice, trials: number) => {
    if (options.signal?.aborted) return;
    const { annualSpending, ...levers } = choice;
    const what = describeChoice(levers, ctx.settings);
    const trying = annualSpending !== undefined ? `${what}, spending $${Math.round(annualSpending).toLocaleString('en-US')} a year` : what;
    options.onProgress?.({ phase, ...counts[phase], trying, trials });
  };
  /** One simulation of a combination on the first `trials` trials (asked for twice, run once). */
  const cache = new Map<string, Promise<Evaluation>>();
  const simulate = (choice: LeverChoice, trials: number, phase: OptimizeProgress['phase']): Promise<Evaluation> => {
    const key = `${trials}|${choiceKey(choice)}`;
    const known = cache.get(key);
    if (known) return known;
    counts[phase].total++;
    const run = (async () => {
      report(phase, choice, trials);
      let e: Evaluation;
      if (trials >= SPLIT_TRIALS && concurrency > 1) {
        const parts = await Promise.all(splitTrials(trials, concurrency).map((r) => dispatch({ choice, trials: r.count, first: r.first, samples: true })));
        e = joinSamples(parts);
      } else e = await dispatch({ choice, trials });
      checkCancelled();
      simulations++;
      trialsRun += trials;
      counts[phase].done++;
      report(phase, choice, trials);
      return e;
    })();
    cache.set(key, run);
    return run;
  };
  const evaluateOne = async (choice: LeverChoice, trials: number, phase: OptimizeProgress['phase']) => {
    evaluations++;
    return simulate(choice, trials, phase);
  };
  /** The spending search of a combination (SpendingSearch), each level a simulation on the same draws. */
  const solveFor = async (choice: LeverChoice, trials: number, solve: SpendingSolve, phase: OptimizeProgress['phase']): Promise<Evaluation> => {
    evaluations++;
    const search = new SpendingSearch(solve);
    for (let s: number | null = search.first(); s !== null; s = search.next()) {
      search.add(s, await simulate({ ...choice, annualSpending: s }, trials, phase));
    }
    const r = search.result();
    const final = r.e ?? await simulate({ ...choice, annualSpending: 0 }, trials, phase);
    return { ...final, sustainableSpending: r.sustainableSpending, slope: r.slope, runs: search.runs };
  };

  // The plan as it is: its probability at its own spending (the plan's gauge) and, for the spending objective,
  // its sustainable spending, both at the full trial count. When the plan's spending is its retirement goal's,
  // the plan as it is is the spending search's first level (the same figures), so it runs once.
  const planSpending = Math.round(ctx.settings.annualSpending);
  const basePlain = await evaluateOne(ctx.settings.spendingIsGoal && planSpending === ctx.settings.annualSpending ? { annualSpending: planSpending } : {}, full, 'baseline');
  const base: Evaluation = solveSpending
    ? await solveFor({}, full, { target, guess: ctx.settings.annualSpending, tolerance: 0.005 }, 'baseline')
    : basePlain;
  // The spending objective's rounds before the last rank by the probability (then the median estate) at the
  // plan's own sustainable spending: one simulation instead of a spending search, and a setting that raises the
  // probability there raises the spending that meets the target. The last round solves for the spending.
  const probe = base.sustainableSpending !== undefined && base.sustainableSpending > 0 ? base.sustainableSpending : undefined;
  const screenChoice = (choice: LeverChoice): LeverChoice => (probe !== undefined ? { ...choice, annualSpending: probe } : choice);
  const roundScore = (e: Evaluation) => (solveSpending && e.sustainableSpending === undefined ? score('maxProbability', e, target) : score(objective, e, target));

  // Screening: each setting alone, on a few trials (the plan itself too, on the same trials).
  const singles: LeverChoice[] = [{}];
  for (const d of dims) for (const v of d.values) if (v !== d.current) singles.push(dimensionChoice(d.key, v));
  const screened = await Promise.all(singles.map((choice) => evaluateOne(screenChoice(choice), screening, 'screening')));
  const baseScreen = screened[0];
  const ranked = await Promise.all(dims.map(async (d) => (await Promise.all(d.values.map(async (value) => {
    const e = value === d.current ? baseScreen : await simulate(screenChoice(dimensionChoice(d.key, value)), screening, 'screening');
    return { value, score: roundScore(e) };
  }))).sort((a, b) => b.score - a.score)));
  const kept = keptValues(ranked, options.maxCombinations ?? 32);

  // Successive halving over the combinations of the kept settings.
  const seen = new Set<string>();
  let pool: LeverChoice[] = [];
  for (const c of cartesian(dims, kept)) {
    const n = normalizeChoice(c, dims);
    const key = choiceKey(n);
    if (key === choiceKey({}) || seen.has(key)) continue;
    seen.add(key);
    pool.push(n);
  }
  // A single setting that screened well is always in the race, even when the product left it out.
  for (const d of dims) {
    const best = ranked[dims.indexOf(d)][0];
    const n = normalizeChoice(dimensionChoice(d.key, best.value), dims);
    const key = choiceKey(n);
    if (key !== choiceKey({}) && !seen.has(key)) { seen.add(key); pool.push(n); }
  }
  const ladder = trialLadder(screening, full);
  let previous = new Map<string, Evaluation>();
  for (const trials of ladder.slice(0, -1)) {
    if (pool.length <= top) break;
    const results = await Promise.all(pool.map((choice) => evaluateOne(screenChoice(choice), trials, 'combining')));
    previous = new Map(pool.map((c, i) => [choiceKey(c), results[i]]));
    pool = pool.map((choice, i) => ({ choice, e: results[i] })).sort((a, b) => roundScore(b.e) - roundScore(a.e))
      .slice(0, Math.max(top, Math.ceil(pool.length / 3))).map((x) => x.choice);
  }

  // Each lever's own effect (the explanations): the setting alone on the full trials, at the plan's spending,
  // for every setting of the last round's combinations, run beside the last round.
  const effectRuns = new Map<string, Promise<Evaluation>>();
  const effectOf = (single: LeverChoice) => {
    const key = choiceKey(single);
    let run = effectRuns.get(key);
    if (!run) {
      run = evaluateOne(single, full, 'combining');
      run.catch(() => undefined);
      effectRuns.set(key, run);
    }
    return run;
  };
  for (const c of pool) for (const single of leverParts(c)) void effectOf(single);

  // Claiming by month: around the claiming year of each person in the best combination of the last round, a
  // pattern search of 6 then 3 months either side (on that round's trials and the same draws); a month that
  // beats the year joins the last round as one more combination.
  const refineTrials = ladder.length > 1 ? Math.min(full, ladder[ladder.length - 2]) : full;
  // (Not for a person whose claiming ages the request lists: the search then tries those only.)
  const claimDims = dims.filter((d) => (d.key === 'clientClaimAge' || d.key === 'spouseClaimAge') && !request.values?.[d.key]);
  const monthRun = (async (): Promise<LeverChoice | null> => {
    if (claimDims.length === 0 || pool.length === 0) return null;
    let center = pool[0];
    let centerScore = roundScore(await evaluateOne(screenChoice(center), refineTrials, 'combining'));
    for (const d of claimDims) {
      const role = d.key === 'clientClaimAge' ? 'client' : 'spouse';
      const earliest = Math.max(62, ctx.settings.age[role]!);
      for (const months of [6, 3]) {
        const at = Number(dimensionValue(d.key, center) ?? d.current);
        const tries = [at - months / 12, at + months / 12]
          .map((x) => Math.round(x * 12) / 12)
          .filter((x) => x >= earliest - 1e-9 && x <= 70 + 1e-9)
          .map((x) => normalizeChoice({ ...center, ...dimensionChoice(d.key, x) }, dims));
        const scores = await Promise.all(tries.map(async (c) => roundScore(await evaluateOne(screenChoice(c), refineTrials, 'combining'))));
        scores.forEach((sc, k) => {
          if (sc > centerScore) {
            centerScore = sc;
            center = tries[k];
          }
        });
      }
    }
    return choiceKey(center) === choiceKey(pool[0]) || pool.some((c) => choiceKey(c) === choiceKey(center)) ? null : center;
  })();
  monthRun.catch(() => undefined);

  // The last round on the plan's full trials: the spending objective solves each combination's spending. The
  // best of the last round goes first, from where its probability at the probe and the plan's slope put the
  // answer; the others start from its answer (they differ from it by a little), which saves most of their levels.
  const baseSlope = base.slope !== undefined && base.slope < 0 ? base.slope : -1 / Math.max(1000, probe ?? 1000);
  const clamp = (x: number, around: number, share: number) => Math.max(around * (1 - share), Math.min(around * (1 + share), x));
  const leader = solveSpending && probe !== undefined && pool.length > 0
    ? (() => {
      const seen = previous.get(choiceKey(pool[0]));
      const guess = seen ? probe + (seen.probabilityOfSuccess - target) / -baseSlope : probe;
      return solveFor(pool[0], full, { target, guess: clamp(guess, probe, 0.5), tolerance: 0.005, slope: baseSlope }, 'combining');
    })()
    : null;
  const finish = async (choice: LeverChoice, i: number): Promise<{ choice: LeverChoice; e: Evaluation }> => {
    if (!leader) return { choice, e: await evaluateOne(screenChoice(choice), full, 'combining') };
    if (i === 0) return { choice, e: await leader };
    const first = await leader;
    const answer = first.sustainableSpending ?? probe!;
    const slope = first.slope !== undefined && first.slope < 0 ? first.slope : baseSlope;
    const mine = await simulate(screenChoice(choice), refineTrials, 'combining');
    const theirs = await simulate(screenChoice(pool[0]), refineTrials, 'combining');
    const guess = answer + (mine.probabilityOfSuccess - theirs.probabilityOfSuccess) / -slope;
    return { choice, e: await solveFor(choice, full, { target, guess: clamp(guess, answer, 0.03), tolerance: 0.005, slope }, 'combining') };
  };
  const finalRuns = pool.map((choice, i) => finish(choice, i));
  finalRuns.push((async () => {
    const variant = await monthRun;
    if (!variant) return null;
    for (const single of leverParts(variant)) void effectOf(single);
    return finish(variant, pool.length);
  })() as Promise<{ choice: LeverChoice; e: Evaluation }>);
  let finalists: Array<{ choice: LeverChoice; e: Evaluation }>;
  try {
    const done = (await Promise.all(finalRuns)).filter((x): x is { choice: LeverChoice; e: Evaluation } => x !== null);
    finalists = dropIdle(done.sort((a, b) => roundScore(b.e) - roundScore(a.e)));
  } catch (e) {
    await Promise.allSettled([...effectRuns.values(), ...finalRuns, monthRun]);
    throw e;
  }

  const better = finalists.filter((f) => improves(objective, f.e, base, target)).slice(0, top);
  const baseline = {
    ...figures('maxProbability', basePlain),
    ...(base.sustainableSpending !== undefined ? { sustainableSpending: base.sustainableSpending } : {}),
    annualSpending: ctx.settings.annualSpending,
  };
  const result: OptimizeResult = {
    objective, target, trials: full, seed: inputs.seed, baseline, candidates: [], nothingToImprove: better.length === 0,
    evaluations, simulations, trialsRun,
  };
  if (better.length === 0) {
    await Promise.allSettled(effectRuns.values());
    result.message = nothingMessage(objective, dims.length);
    result.simulations = simulations;
    result.trialsRun = trialsRun;
    return result;
  }

  const explainList = [...new Map(better.flatMap((f) => leverParts(f.choice)).map((c) => [choiceKey(c), c])).values()];
  const effectsRun = await Promise.all(explainList.map(effectOf));
  // The deterministic projection's lifetime figures of the plan and of each setting alone (no trials).
  counts.explaining.total = explainList.length + 1;
  const det = await Promise.all([{}, ...explainList].map(async (choice) => {
    report('explaining', choice, 0);
    const e = await dispatch({ choice, trials: 0, deterministic: true });
    counts.explaining.done++;
    return e.deterministic!;
  }));
  await Promise.allSettled(effectRuns.values());
  const effects = new Map(explainList.map((c, i) => [choiceKey(c), { e: effectsRun[i], det: det[i + 1] }]));
  const baseDet = det[0];
  result.evaluations = evaluations;
  result.simulations = simulations;
  result.trialsRun = trialsRun;
  result.candidates = better.map((f) => {
    const choice: LeverChoice = solveSpending ? { ...f.choice, annualSpending: f.e.sustainableSpending } : f.choice;
    return {
      levers: choice,
      title: describeChoice(f.choice, ctx.settings),
      ...figures(objective, f.e),
      explanation: explainCandidate(ctx, objective, target, f.choice, f.e, { plain: basePlain, base }, effects, baseDet),
      actions: actionsForChoice(choice, ctx.settings),
    };
  });
  return result;
}

/**
 * Drops a combination when one with fewer levers (all of its settings among this one's) has the very same figures:
 * the extra lever does nothing for this plan and would only repeat a candidate.
 */
function dropIdle(ranked: Array<{ choice: LeverChoice; e: Evaluation }>): Array<{ choice: LeverChoice; e: Evaluation }> {
  const same = (a: Evaluation, b: Evaluation) => a.probabilityOfSuccess === b.probabilityOfSuccess && a.medianEstate === b.medianEstate
    && a.lifetimeTax === b.lifetimeTax && a.sustainableSpending === b.sustainableSpending;
  const entries = (c: LeverChoice) => Object.entries(c).filter(([k]) => k !== 'annualSpending');
  return ranked.filter((x) => !ranked.some((y) => y !== x && entries(y.choice).length < entries(x.choice).length
    && entries(y.choice).every(([k, v]) => (x.choice as Record<string, unknown>)[k] === v) && same(x.e, y.e)));
}

function figures(objective: Objective, e: Evaluation): CandidateFigures {
  return {
    probabilityOfSuccess: e.probabilityOfSuccess,
    ...(objective === 'sustainableSpending' ? { sustainableSpending: e.sustainableSpending ?? 0 } : {}),
    medianEstate: Math.round(e.medianEstate),
    lifetimeTax: Math.round(e.lifetimeTax),
  };
}

function nothingMessage(objective: Objective, dims: number): string {
  if (dims === 0) return 'Nothing to improve: the plan has no lever left to move (Social Security claimed, no tax-deferred money, everyone retired).';
  const what: Record<Objective, string> = {
    sustainableSpending: 'sustainable spending',
    maxProbability: 'probability of success',
    maxEstate: 'after-tax estate',
    minTax: 'lifetime tax',
  };
  return `Nothing to improve: no combination of the levers changes the ${what[objective]} by more than the noise of the trials.`;
}

export type { EvalContext };
