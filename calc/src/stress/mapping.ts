import { HISTORY_BONDS, HISTORY_FIRST_YEAR, HISTORY_INFLATION, HISTORY_LAST_YEAR, HISTORY_STOCKS } from '../data/history';
import type { Assumptions, AssetClass } from '../types';

export type HistoricalKind = 'stocks' | 'bonds' | 'cash';

/** The rule the advisor sees: by each asset class's standard deviation. */
export const STOCKS_FROM_SD = 0.1;
export const BONDS_FROM_SD = 0.02;
export const MAPPING_RULE =
  'Each asset class replays US stocks when its standard deviation is 10% or more, 10-year Treasury bonds from 2% up to 10%, '
  + 'and cash below 2% (cash earns its own expected return less the plan\'s inflation in real terms, the series having no bill rate).';

export interface ClassMapping {
  id: string;
  name: string;
  kind: HistoricalKind;
}

export function historicalKind(c: AssetClass): HistoricalKind {
  if (c.standardDeviation >= STOCKS_FROM_SD) return 'stocks';
  if (c.standardDeviation >= BONDS_FROM_SD) return 'bonds';
  return 'cash';
}

export function classMapping(assumptions: Assumptions): ClassMapping[] {
  return assumptions.assetClasses.map((c) => ({ id: c.id, name: c.name, kind: historicalKind(c) }));
}

export const HISTORY_YEARS = HISTORY_LAST_YEAR - HISTORY_FIRST_YEAR + 1;

/** Real return of a cash class: its expected (nominal) return less the plan's inflation. */
export const cashRealReturn = (c: AssetClass, inflation: number): number => (1 + c.expectedReturn) / (1 + inflation) - 1;

/**
 * Real return of each asset class in each historical year (row h = year HISTORY_FIRST_YEAR + h, class-major
 * within a row).
 */
export function historicalRealReturns(assumptions: Assumptions): Float64Array {
  const K = assumptions.assetClasses.length;
  const out = new Float64Array(HISTORY_YEARS * K);
  const kinds = assumptions.assetClasses.map(historicalKind);
  for (let h = 0; h < HISTORY_YEARS; h++) {
    for (let k = 0; k < K; k++) {
      const kind = kinds[k];
      out[h * K + k] = kind === 'stocks' ? HISTORY_STOCKS[h] : kind === 'bonds' ? HISTORY_BONDS[h] : cashRealReturn(assumptions.assetClasses[k], assumptions.inflation);
    }
  }
  return out;
}

/** A real return in the plan's nominal terms: the plan's expenses and tax tables grow at its inflation. */
export const nominal = (real: number, inflation: number): number => (1 + real) * (1 + inflation) - 1;

export { HISTORY_FIRST_YEAR, HISTORY_LAST_YEAR, HISTORY_INFLATION };
