/** What the engine's metrics carry for today's dollars (calc Metrics: inflation and priceIndex). */
export interface InflationPath {
  startYear: number;
  inflation: number;
  /** (1 + inflation)^(year - startYear) by year index from startYear. */
  priceIndex: number[];
}

/** A money figure of a year, shown as the current view asks. */
export type Dollars = (amount: number, year: number) => number;

/** The engine's inflation path of a result's metrics, or null when the result carries none (an older cached run). */
export function inflationPathOf(metrics: Partial<InflationPath> | null | undefined): InflationPath | null {
  if (!metrics || typeof metrics.startYear !== 'number' || typeof metrics.inflation !== 'number' || !Array.isArray(metrics.priceIndex)) return null;
  if (metrics.priceIndex.length === 0) return null;
  return { startYear: metrics.startYear, inflation: metrics.inflation, priceIndex: metrics.priceIndex };
}

/**
 * The engine's figure of `year` in today's (start-year) dollars: divided by the engine's price index of that year.
 * A year past the path (never, for the engine's own albums) is deflated by the path's rate compounded on.
 */
export function deflate(path: InflationPath, amount: number, year: number): number {
  const i = year - path.startYear;
  if (i <= 0) return amount;
  const index = path.priceIndex[i] ?? Math.pow(1 + path.inflation, i);
  return index > 0 ? amount / index : amount;
}

/** The converter a results screen uses: nominal figures as they are, or deflated when today's dollars are on. */
export function dollarsFor(path: InflationPath | null, todays: boolean): Dollars {
  if (!todays || !path) return (amount) => amount;
  return (amount, year) => deflate(path, amount, year);
}

/** Fields of album rows that are not money: years, ages, rates, names. */
const NOT_MONEY = new Set(['year', 'clientAge', 'spouseAge', 'effectiveRate', 'marginalRate', 'age']);

/**
 * An album row with each top-level money figure converted for its year (nested lists such as accounts stay as
 * they are). Identity when `dollars` leaves figures nominal.
 */
export function rowInDollars<T extends { year: number }>(row: T, dollars: Dollars): T {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'number' && !NOT_MONEY.has(key)) out[key] = dollars(value, row.year);
  }
  return out as T;
}
