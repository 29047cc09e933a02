import type { RecordValidator } from '../scenario/applyActions';
import { evalContext, runTask, type EvalContext, type EvalTask, type Evaluation, type OptimizeInputs } from './evaluate';
import { explainCandidate } from './explain';
import {
  actionsForChoice, choiceKey, describeChoice, leverDimensions, LEVERS, normalizeChoice,
  type LeverChoice, type LeverDimension, type LeverName, type SolverAction,
} from './levers';

export const OBJECTIVES = ['sustainableSpending', 'maxProbability', 'maxEstate', 'minTax'] as const;
export type Objective = (typeof OBJECTIVES)[number];

export interface OptimizeRequest {
  objective: Objective;
  /** Probability of success to meet (0-1): the spending objective's target, the estate and tax objectives' floor. */
  target?: number;
  /** Levers the search may move (default all). */
  levers?: readonly LeverName[];
  /** Values to try for some settings instead of the defaults (e.g. `{ clientClaimAge: [62, 67, 70] }`). */
  values?: Partial<Record<LeverDimension['key'], ReadonlyArray<number | string>>>;
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
    const wanted = values[d.key];
    if (!wanted) return d;
    const kept = [...new Set([d.current, ...wanted])];
    return { ...d, values: kept };
  });
}

function cartesian(dims: readonly LeverDimension[], kept: Array<Array<number | string>>): LeverChoice[] {
  let out: LeverChoice[] = [{}];
  dims.forEach((d, i) => {
    out = out.flatMap((c) => kept[i].map((v) => ({ ...c, [d.key]: v })));
  });
  return out;
}

/**
 * Solves for the best combinations of the levers on the full engine (issue 33): every candidate runs on the same
 * draws (trials 0 .. n - 1 of the plan's seed); each setting is first screened alone on a few trials, the best
 * settings are combined, and the combinations go through successive halving (a third kept each round, the trials
 * tripled) up to the plan's full trial count; the answer is the top combinations with their figures and each
 * lever's effect in words.
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
  /** Runs tasks `concurrency` at a time, reporting each as it starts. */
  const runAll = async (tasks: EvalTask[], phase: OptimizeProgress['phase']): Promise<Evaluation[]> => {
    const results: Evaluation[] = new Array(tasks.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < tasks.length) {
        checkCancelled();
        const i = next++;
        const task = tasks[i];
        options.onProgress?.({ phase, done, total: tasks.length, trying: describeChoice(task.choice, ctx.settings), trials: task.trials });
        const e = await evaluate(task);
        checkCancelled();
        results[i] = e;
        done++;
        evaluations++;
        simulations += e.runs;
        trialsRun += e.runs * e.trials;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
    return results;
  };

  // The plan as it is: its probability at its own spending (the plan's gauge) and, for the spending objective,
  // its sustainable spending, both at the full trial count.
  const baseTasks: EvalTask[] = [{ choice: {}, trials: full }];
  if (solveSpending) baseTasks.push({ choice: {}, trials: full, solve: { target, guess: ctx.settings.annualSpending, tolerance: 0.005 } });
  const [basePlain, baseSolved] = await runAll(baseTasks, 'baseline');
  const base: Evaluation = baseSolved ?? basePlain;
  // The spending objective's rounds before the last rank by the probability (then the median estate) at the
  // plan's own sustainable spending: one simulation instead of a spending search, and a setting that raises the
  // probability there raises the spending that meets the target. The last round solves for the spending.
  const probe = base.sustainableSpending;
  const screenTask = (choice: LeverChoice, trials: number): EvalTask =>
    (probe !== undefined ? { choice: { ...choice, annualSpending: probe }, trials } : { choice, trials });
  const roundScore = (e: Evaluation) => (probe !== undefined && e.sustainableSpending === undefined ? score('maxProbability', e, target) : score(objective, e, target));

  // Screening: each setting alone, on a few trials (the plan itself too, on the same trials).
  const singles: LeverChoice[] = [{}];
  for (const d of dims) for (const v of d.values) if (v !== d.current) singles.push({ [d.key]: v });
  const screened = await runAll(singles.map((choice) => screenTask(choice, screening)), 'screening');
  const known = new Map<string, Evaluation>();
  singles.forEach((c, i) => known.set(`${screening}|${choiceKey(c)}`, screened[i]));
  const baseScreen = screened[0];
  const ranked = dims.map((d) => d.values.map((value) => {
    const e = value === d.current ? baseScreen : known.get(`${screening}|${choiceKey({ [d.key]: value })}`)!;
    return { value, score: roundScore(e) };
  }).sort((a, b) => b.score - a.score));
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
    const n = normalizeChoice({ [d.key]: best.value }, dims);
    const key = choiceKey(n);
    if (key !== choiceKey({}) && !seen.has(key)) { seen.add(key); pool.push(n); }
  }
  const ladder = trialLadder(screening, full);
  let finalists: Array<{ choice: LeverChoice; e: Evaluation }> = [];
  for (const trials of ladder) {
    if (pool.length === 0) break;
    const last = trials >= full;
    // The spending objective's last round solves for spending: its figures are not the probes' of earlier rounds.
    const tag = last && probe !== undefined ? `solved|${trials}` : `${trials}`;
    const missing = pool.filter((c) => !known.has(`${tag}|${choiceKey(c)}`));
    let tasks = missing.map((choice) => screenTask(choice, trials));
    if (last && probe !== undefined) {
      // A coarse spending search on the previous round's trials gives each finalist its own starting guess.
      const coarseTrials = ladder.length > 1 ? ladder[ladder.length - 2] : full;
      const coarse = coarseTrials < full
        ? await runAll(missing.map((choice) => ({ choice, trials: coarseTrials, solve: { target, guess: probe, tolerance: 0.03 } })), 'combining')
        : missing.map(() => ({ sustainableSpending: probe }));
      tasks = missing.map((choice, i) => ({ choice, trials, solve: { target, guess: coarse[i].sustainableSpending ?? probe, tolerance: 0.005 } }));
    }
    const results = await runAll(tasks, 'combining');
    missing.forEach((c, i) => known.set(`${tag}|${choiceKey(c)}`, results[i]));
    const rankedPool = pool.map((choice) => ({ choice, e: known.get(`${tag}|${choiceKey(choice)}`)! }))
      .sort((a, b) => roundScore(b.e) - roundScore(a.e));
    if (last) {
      finalists = dropIdle(rankedPool);
      break;
    }
    pool = rankedPool.slice(0, Math.max(top, Math.ceil(rankedPool.length / 3))).map((x) => x.choice);
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
    result.message = nothingMessage(objective, dims.length);
    return result;
  }

  // Each lever's own effect: the setting alone on the full trials, at the plan's spending.
  const singleKeys = new Map<string, LeverChoice>();
  for (const f of better) {
    for (const [k, v] of Object.entries(f.choice)) {
      if (k === 'annualSpending') continue;
      const c = { [k]: v } as LeverChoice;
      singleKeys.set(choiceKey(c), c);
    }
  }
  const singleList = [...singleKeys.values()];
  const explained = await runAll([{}, ...singleList].map((choice) => ({ choice, trials: full, deterministic: true })), 'explaining');
  const effects = new Map(singleList.map((c, i) => [choiceKey(c), { e: explained[i + 1], det: explained[i + 1].deterministic! }]));
  const baseDet = explained[0].deterministic!;
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
