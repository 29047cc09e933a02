import { metrics } from '../projection/projectPlan';
import { accountReturns } from '../projection/portfolios';
import { runSchedule } from '../projection/run';
import type { PlanSchedule } from '../projection/schedule';
import { returnModel, runTrials, type ReturnModel, type ReturnSource } from '../simulation/trials';
import type { Assumptions } from '../types';
import { HISTORY_FIRST_YEAR, HISTORY_YEARS, historicalKind, historicalRealReturns, nominal } from './mapping';

/** The two poor years: a historical pair (default the worst for the plan's mix) or two real returns of the mix. */
export type BadTimingSize = { historicalStart: number } | { realReturns: [number, number] };

export interface BadTimingOutcome {
  success: boolean;
  depletionYear: number | null;
  depletionAge: number | null;
  /** Net worth at the end of the plan, in today's dollars. */
  estateValue: number;
}

export interface BadTimingResult {
  /** Monte Carlo with the two poor years at the start of retirement. */
  probabilityOfSuccess: number;
  /** Plain Monte Carlo, same seed and trials, for the side-by-side. */
  monteCarloProbability: number;
  /** Average returns every year (the deterministic projection). */
  averageReturn: BadTimingOutcome;
  /** Average returns except the two poor years. */
  averageWithBadTiming: BadTimingOutcome;
  /** Plan years that get the poor returns: the first two years the household is retired. */
  years: [number, number];
  size: {
    label: string;
    /** Historical years replayed, when the size is a historical pair. */
    historicalYears: [number, number] | null;
    /** Real returns of the plan's mix in the two years. */
    mixRealReturns: [number, number];
    /** The default: the worst two consecutive real years of the series for this mix. */
    isDefault: boolean;
  };
  /** The plan's mix (balance-weighted) by stocks, bonds, cash. */
  mix: { stocks: number; bonds: number; cash: number };
}

/** Balance-weighted asset-class weights of the plan's accounts (education money included). */
export function planMix(s: PlanSchedule): Float64Array {
  const K = s.portfolios.classes;
  const mix = new Float64Array(K);
  let total = 0;
  s.initialBalances.forEach((b, a) => {
    total += b;
    for (let k = 0; k < K; k++) mix[k] += b * s.portfolios.weights[a][k];
  });
  if (total > 0) for (let k = 0; k < K; k++) mix[k] /= total;
  else mix.fill(1 / K);
  return mix;
}

/** Real return of the mix in each historical year. */
export function mixHistory(assumptions: Assumptions, mix: Float64Array): Float64Array {
  const K = mix.length;
  const real = historicalRealReturns(assumptions);
  const out = new Float64Array(HISTORY_YEARS);
  for (let h = 0; h < HISTORY_YEARS; h++) for (let k = 0; k < K; k++) out[h] += mix[k] * real[h * K + k];
  return out;
}

/** First year of the worst two consecutive real years of the series for this mix. */
export function worstTwoYears(assumptions: Assumptions, mix: Float64Array): number {
  const m = mixHistory(assumptions, mix);
  let worst = 0;
  for (let h = 1; h + 1 < m.length; h++) if ((1 + m[h]) * (1 + m[h + 1]) < (1 + m[worst]) * (1 + m[worst + 1])) worst = h;
  return HISTORY_FIRST_YEAR + worst;
}

const pct = (r: number): string => `${r < 0 ? '−' : '+'}${Math.abs(r * 100).toFixed(1)}%`;

function outcome(s: PlanSchedule, returnsAt?: (i: number) => Float64Array): BadTimingOutcome {
  const m = metrics(runSchedule(s, returnsAt));
  const n = s.years.length;
  return {
    success: m.depletionYear === null, depletionYear: m.depletionYear, depletionAge: m.depletionAge,
    estateValue: Math.round(m.estateValue / s.ctx.inflationFactor[n - 1]),
  };
}

/**
 * Bad timing (as MoneyGuide shows it beside Monte Carlo and the average-return result): the plan with two poor
 * years at the start of retirement — the first two years in which nobody in the household works, or the first
 * two plan years when that is already past. Every asset class gets the historical real return of its kind in
 * those years (or, for a size given as two real returns, that return), in the plan's nominal terms.
 */
export function badTiming(s: PlanSchedule, assumptions: Assumptions, options: { seed: number; trials: number; size?: BadTimingSize; model?: ReturnModel }): BadTimingResult {
  const { ctx } = s;
  const n = s.years.length;
  const K = assumptions.assetClasses.length;
  const retired = Math.max(ctx.client.retireYear, ctx.spouse ? ctx.spouse.retireYear : -Infinity);
  const r = Math.max(0, Math.min(n - 2, retired - ctx.startYear));
  const mix = planMix(s);
  const kinds = assumptions.assetClasses.map(historicalKind);
  const mixShares = { stocks: 0, bonds: 0, cash: 0 };
  kinds.forEach((kind, k) => { mixShares[kind] += mix[k]; });

  const size = options.size ?? { historicalStart: worstTwoYears(assumptions, mix) };
  const poor = [new Float64Array(K), new Float64Array(K)];
  let historicalYears: [number, number] | null = null;
  let mixRealReturns: [number, number];
  if ('historicalStart' in size) {
    const h = size.historicalStart - HISTORY_FIRST_YEAR;
    if (!(Number.isInteger(size.historicalStart) && h >= 0 && h + 1 < HISTORY_YEARS)) {
      throw new RangeError(`The bad-timing years must start from ${HISTORY_FIRST_YEAR} to ${HISTORY_FIRST_YEAR + HISTORY_YEARS - 2}.`);
    }
    const real = historicalRealReturns(assumptions);
    const m = mixHistory(assumptions, mix);
    for (let y = 0; y < 2; y++) for (let k = 0; k < K; k++) poor[y][k] = nominal(real[(h + y) * K + k], assumptions.inflation);
    historicalYears = [size.historicalStart, size.historicalStart + 1];
    mixRealReturns = [m[h], m[h + 1]];
  } else {
    const [a, b] = size.realReturns;
    if (!(a > -1 && a < 1 && b > -1 && b < 1)) throw new RangeError('The bad-timing returns must be between -100% and 100%.');
    poor[0].fill(nominal(a, assumptions.inflation));
    poor[1].fill(nominal(b, assumptions.inflation));
    mixRealReturns = [a, b];
  }
  const label = `${historicalYears ? `${historicalYears[0]}–${historicalYears[1]}: ` : ''}${pct(mixRealReturns[0])} then ${pct(mixRealReturns[1])} a year after inflation for this mix`;

  const source: ReturnSource = {
    fill(_trial: number, year: number, out: Float64Array): void {
      if (year === r) out.set(poor[0]);
      else if (year === r + 1) out.set(poor[1]);
    },
  };
  const model = options.model ?? returnModel(assumptions);
  const count = (block: { depletedAt: Int32Array }): number => block.depletedAt.reduce((c, d) => c + (d < 0 ? 1 : 0), 0);
  const bad = runTrials(s, model, options.seed, 0, options.trials, source);
  const plain = runTrials(s, model, options.seed, 0, options.trials);
  const poorAccounts = poor.map((p) => {
    const out = new Float64Array(s.layout.accounts);
    accountReturns(s.portfolios, p, out);
    return out;
  });
  return {
    probabilityOfSuccess: count(bad) / options.trials,
    monteCarloProbability: count(plain) / options.trials,
    averageReturn: outcome(s),
    averageWithBadTiming: outcome(s, (i) => (i === r ? poorAccounts[0] : i === r + 1 ? poorAccounts[1] : s.returns)),
    years: [ctx.years[r], ctx.years[r + 1]],
    size: { label, historicalYears, mixRealReturns, isDefault: options.size === undefined },
    mix: mixShares,
  };
}
