import { rowInDollars, type Dollars } from '@portal/shared';
import type { CombinedResult } from '@portal/shared';
import type { MonteCarloSummary } from '@portal/calc';

/** The parts of the combined result the results panel shows, each figure converted by `dollars` for its year. */
export function resultInDollars(result: CombinedResult, dollars: Dollars): CombinedResult {
  const m = result.metricsCollection;
  return {
    ...result,
    cashFlowAlbum: result.cashFlowAlbum.map((r) => rowInDollars(r, dollars)),
    netWorthAlbum: result.netWorthAlbum.map((r) => rowInDollars(r, dollars)),
    taxAlbum: result.taxAlbum.map((r) => rowInDollars(r, dollars)),
    metricsCollection: m && { ...m, estateValue: dollars(m.estateValue, m.endYear) },
    monteCarlo: result.monteCarlo && monteCarloInDollars(result.monteCarlo, dollars),
  };
}

function monteCarloInDollars(mc: MonteCarloSummary, dollars: Dollars): MonteCarloSummary {
  const p = mc.netWorthPercentiles;
  const convert = (values: number[]) => values.map((v, i) => dollars(v, mc.years[i] ?? mc.years[0]));
  return {
    ...mc,
    netWorthPercentiles: { p5: convert(p.p5), p25: convert(p.p25), p50: convert(p.p50), p75: convert(p.p75), p95: convert(p.p95) },
  };
}
