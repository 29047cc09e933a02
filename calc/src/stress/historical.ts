import { ageIn } from '../projection/context';
import { buildSchedule, type PlanSchedule } from '../projection/schedule';
import { returnModel, runTrials, type ReturnSource, type TrialBlock } from '../simulation/trials';
import type { Assumptions, PlanInput } from '../types';
import { classMapping, HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR, HISTORY_YEARS, historicalRealReturns, MAPPING_RULE, nominal, type ClassMapping } from './mapping';

export interface HistoricalStartYear {
  /** Historical year whose returns the plan's first year gets (year i of the plan gets year + i). */
  year: number;
  success: boolean;
  /** Historical year in which the money ran out (the plan year `depletedPlanYear`). */
  depletedYear?: number;
  depletedPlanYear?: number;
  /** The client's age in the plan year the money ran out. */
  depletedAge?: number;
  /** Net worth at the end of the plan, in today's (start-year) dollars. */
  endingNetWorth: number;
}

export interface HistoricalResult {
  /** Start years that never ran out / all start years (null when the plan is longer than the data). */
  successRate: number | null;
  startYears: HistoricalStartYear[];
  /** Up to five start years: those that ran out, earliest first, then the lowest ending net worth. */
  worst: HistoricalStartYear[];
  /** Plan years of each path. */
  years: number[];
  /** Each start year's year-end net worth in today's dollars, in the order of startYears (rounded to dollars). */
  paths: number[][];
  mapping: ClassMapping[];
  rule: string;
  data: { firstYear: number; lastYear: number };
}

export const WORST_SHOWN = 5;

/** The replay's returns: window t (start year HISTORY_FIRST_YEAR + t) gives plan year i historical year t + i. */
function historicalSource(assumptions: Assumptions): ReturnSource {
  const K = assumptions.assetClasses.length;
  const real = historicalRealReturns(assumptions);
  const rows = real.map((r) => nominal(r, assumptions.inflation));
  return {
    fill(trial: number, year: number, out: Float64Array): void {
      const base = (trial + year) * K;
      for (let k = 0; k < K; k++) out[k] = rows[base + k];
    },
  };
}

/** The worst start years: those that ran out soonest first, then the lowest ending net worth. */
export function worstStartYears(startYears: HistoricalStartYear[], count = WORST_SHOWN): HistoricalStartYear[] {
  const yearsLasted = (s: HistoricalStartYear): number => (s.depletedYear !== undefined ? s.depletedYear - s.year : Infinity);
  return startYears
    .slice()
    .sort((a, b) => (yearsLasted(a) !== yearsLasted(b) ? yearsLasted(a) - yearsLasted(b) : a.endingNetWorth - b.endingNetWorth))
    .slice(0, count);
}

/**
 * Historical replay: the plan's full year logic (taxes, RMDs, conversions, Social Security, withdrawals grossed
 * up) run through every historical sequence of annual returns that fits its horizon, one start year per path.
 * Plan year i of the path starting in historical year Y gets the real returns of year Y + i (January to
 * January), each class by the mapping rule, turned into the plan's nominal terms with its inflation (README
 * "Stress tests").
 */
export function historicalReplay(plan: PlanInput, assumptions: Assumptions, startYear: number, schedule?: PlanSchedule): HistoricalResult {
  const s = schedule ?? buildSchedule(plan, assumptions, startYear);
  const n = s.years.length;
  const windows = HISTORY_YEARS - n + 1;
  const base = {
    years: s.ctx.years.slice(), mapping: classMapping(assumptions), rule: MAPPING_RULE,
    data: { firstYear: HISTORY_FIRST_YEAR, lastYear: HISTORY_LAST_YEAR },
  };
  if (windows < 1) return { successRate: null, startYears: [], worst: [], paths: [], ...base };
  const block: TrialBlock = runTrials(s, returnModel(assumptions), 0, 0, windows, historicalSource(assumptions));
  const startYears: HistoricalStartYear[] = [];
  const paths: number[][] = [];
  let successes = 0;
  for (let t = 0; t < windows; t++) {
    const year = HISTORY_FIRST_YEAR + t;
    const path: number[] = [];
    for (let i = 0; i < n; i++) path.push(Math.round(block.netWorth[t * n + i] / s.ctx.inflationFactor[i]));
    paths.push(path);
    const at = block.depletedAt[t];
    const entry: HistoricalStartYear = { year, success: at < 0, endingNetWorth: path[n - 1] };
    if (at >= 0) {
      entry.depletedYear = year + at;
      entry.depletedPlanYear = s.ctx.years[at];
      entry.depletedAge = ageIn(s.ctx.client, s.ctx.years[at]);
    } else successes++;
    startYears.push(entry);
  }
  return { successRate: successes / windows, startYears, worst: worstStartYears(startYears), paths, ...base };
}
