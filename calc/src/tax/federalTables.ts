import { CAPITAL_GAINS_RATES as GAINS_IMPORT, DEFAULT_TAX_INDEXING_RATE, FEDERAL_TABLES, ORDINARY_RATES as ORDINARY_IMPORT, type BracketEdges, type FederalYearTable } from '../data/federalTax';
import type { FilingStatus } from '../types';

// Module-local bindings for the hot loops.
const ORDINARY_RATES = ORDINARY_IMPORT;
const CAPITAL_GAINS_RATES = GAINS_IMPORT;
const FIRST = FEDERAL_TABLES[0];
const LATEST = FEDERAL_TABLES[FEDERAL_TABLES.length - 1];
const STATUSES: FilingStatus[] = ['S', 'MFJ', 'MFS', 'HOH', 'QSS'];
/** Indexed tables by inflation rate, then year. */
const cache = new Map<number, Map<number, FederalYearTable>>();

const roundDown = (value: number, step: number): number => Math.floor(value / step) * step;

/**
 * The federal table for a year. Published years are returned as is; years after the latest table are indexed
 * by `inflationRate` per year from the latest table (brackets rounded down to $25, deductions to $50, as
 * IRC sec. 1(f)(7) and 63(c)(4) do); years before the first table use the first table.
 */
export function federalTableFor(year: number, inflationRate: number = DEFAULT_TAX_INDEXING_RATE): FederalYearTable {
  for (let k = 0; k < FEDERAL_TABLES.length; k++) if (FEDERAL_TABLES[k].year === year) return FEDERAL_TABLES[k];
  if (year < FIRST.year) return FIRST;
  let byYear = cache.get(inflationRate);
  if (!byYear) {
    if (cache.size > 50) cache.clear();
    byYear = new Map();
    cache.set(inflationRate, byYear);
  }
  const hit = byYear.get(year);
  if (hit) return hit;
  const factor = Math.pow(1 + inflationRate, year - LATEST.year);
  const brackets = {} as Record<FilingStatus, BracketEdges>;
  const standardDeduction = {} as Record<FilingStatus, number>;
  const capitalGains = {} as Record<FilingStatus, readonly [number, number]>;
  for (const s of STATUSES) {
    brackets[s] = LATEST.brackets[s].map((edge) => roundDown(edge * factor, 25)) as unknown as BracketEdges;
    standardDeduction[s] = roundDown(LATEST.standardDeduction[s] * factor, 50);
    capitalGains[s] = [roundDown(LATEST.capitalGains[s][0] * factor, 25), roundDown(LATEST.capitalGains[s][1] * factor, 25)];
  }
  const table: FederalYearTable = {
    year,
    source: `${LATEST.source}, indexed ${(inflationRate * 100).toFixed(2)}% a year from ${LATEST.year}`,
    brackets,
    standardDeduction,
    additionalAged: {
      married: roundDown(LATEST.additionalAged.married * factor, 50),
      unmarried: roundDown(LATEST.additionalAged.unmarried * factor, 50),
    },
    capitalGains,
  };
  byYear.set(year, table);
  return table;
}

/** Tax on ordinary income by the rate schedule (unrounded). */
export function ordinaryTax(income: number, edges: BracketEdges): number {
  if (income <= 0) return 0;
  let tax = 0;
  let lower = 0;
  for (let i = 0; i < edges.length; i++) {
    const upper = edges[i];
    if (income <= upper) return tax + (income - lower) * ORDINARY_RATES[i];
    tax += (upper - lower) * ORDINARY_RATES[i];
    lower = upper;
  }
  return tax + (income - lower) * ORDINARY_RATES[ORDINARY_RATES.length - 1];
}

/** Marginal ordinary rate at an income. */
export function marginalRate(income: number, edges: BracketEdges): number {
  for (let i = 0; i < edges.length; i++) if (income < edges[i]) return ORDINARY_RATES[i];
  return ORDINARY_RATES[ORDINARY_RATES.length - 1];
}

/**
 * Regular tax with the Qualified Dividends and Capital Gain Tax Worksheet (Form 1040 instructions):
 * gains stack on top of ordinary income and are taxed 0/15/20%; the result never exceeds the schedule tax.
 */
export function regularTax(table: FederalYearTable, status: FilingStatus, taxableIncome: number, longTermGains: number): number {
  const tops = table.capitalGains[status];
  return regularTaxOn(table.brackets[status], tops[0], tops[1], taxableIncome, longTermGains);
}

/** `regularTax` over one filing status's bracket edges and capital-gains tops (the projection looks them up once a year). */
export function regularTaxOn(edges: BracketEdges, zeroTop: number, fifteenTop: number, taxableIncome: number, longTermGains: number): number {
  const income = Math.max(0, taxableIncome);
  const gains = Math.min(Math.max(0, longTermGains), income);
  if (gains === 0) return ordinaryTax(income, edges);
  const ordinary = income - gains;
  const atZero = Math.max(0, Math.min(income, zeroTop) - ordinary);
  const atFifteen = Math.min(gains - atZero, Math.max(0, Math.min(income, fifteenTop) - Math.max(ordinary, zeroTop)));
  const atTwenty = gains - atZero - atFifteen;
  // One walk of the schedule gives both ordinaryTax(ordinary) and ordinaryTax(income) (the same sums, in the same order).
  let onOrdinary = ordinary <= 0 ? 0 : -1;
  let onIncome = -1;
  let tax = 0;
  let lower = 0;
  for (let i = 0; i < edges.length; i++) {
    const upper = edges[i];
    if (onOrdinary < 0 && ordinary <= upper) onOrdinary = tax + (ordinary - lower) * ORDINARY_RATES[i];
    if (income <= upper) {
      onIncome = tax + (income - lower) * ORDINARY_RATES[i];
      break;
    }
    tax += (upper - lower) * ORDINARY_RATES[i];
    lower = upper;
  }
  const top = ORDINARY_RATES[ORDINARY_RATES.length - 1];
  if (onIncome < 0) {
    onIncome = tax + (income - lower) * top;
    if (onOrdinary < 0) onOrdinary = tax + (ordinary - lower) * top;
  }
  const withGains = onOrdinary + CAPITAL_GAINS_RATES[0] * atZero + CAPITAL_GAINS_RATES[1] * atFifteen + CAPITAL_GAINS_RATES[2] * atTwenty;
  return Math.min(withGains, onIncome);
}
