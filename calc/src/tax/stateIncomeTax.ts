import { STATE_TAX_TABLES, STATE_TABLE_YEAR, type StateTaxTable } from '../data/stateTax';
import { DEFAULT_TAX_INDEXING_RATE } from '../data/federalTax';
import { roundCents } from '../money';
import type { FilingStatus } from '../types';
import { standardDeduction } from './federalIncomeTax';

export interface StateIncomeTaxInput {
  /**
   * Income subject to the state's tax before the state's own deduction and exemptions (the engine passes
   * federal AGI less taxable Social Security). The state deduction and exemptions are subtracted here.
   */
  taxableIncome: number;
  /** USPS code, e.g. 'CA', 'DC'. */
  state: string;
  filingStatus: FilingStatus;
  year: number;
  /** Indexing of thresholds and deductions for years after the table year (default 2.5%). */
  inflationRate?: number;
}

const JOINT: ReadonlySet<FilingStatus> = new Set(['MFJ', 'QSS']);

export function stateTaxTable(state: string): StateTaxTable {
  const table = STATE_TAX_TABLES[state.toUpperCase()];
  if (!table) throw new RangeError(`Unknown state code "${state}": use a two-letter USPS code of a state or DC.`);
  return table;
}

/** State income tax, rounded to the cent. Tables are tax year 2025, indexed by inflation for later years. */
export function stateIncomeTax(input: StateIncomeTaxInput): number {
  return roundCents(stateTax(stateTaxTable(input.state), input.taxableIncome, input.filingStatus, input.year, input.inflationRate));
}

/** Year- and status-dependent parts of a state computation: threshold indexing and total deductions. */
export interface StateTaxParams {
  joint: boolean;
  factor: number;
  deduction: number;
}

export function stateTaxParams(
  table: StateTaxTable,
  filingStatus: FilingStatus,
  year: number,
  inflationRate: number = DEFAULT_TAX_INDEXING_RATE,
): StateTaxParams {
  const joint = JOINT.has(filingStatus);
  const factor = year > STATE_TABLE_YEAR ? Math.pow(1 + inflationRate, year - STATE_TABLE_YEAR) : 1;
  let deduction = 0;
  if (table.federalDeduction) deduction = standardDeduction(filingStatus, Math.max(year, STATE_TABLE_YEAR), { inflationRate });
  else if (table.deduction) deduction = (joint ? table.deduction[1] : table.deduction[0]) * factor;
  deduction += (table.exemption ?? 0) * (joint ? 2 : 1) * factor;
  return { joint, factor, deduction };
}

/** Unrounded state tax from a table, used inside the projection. */
export function stateTax(
  table: StateTaxTable,
  income: number,
  filingStatus: FilingStatus,
  year: number,
  inflationRate: number = DEFAULT_TAX_INDEXING_RATE,
): number {
  if (table.none || !table.single || income <= 0) return 0;
  return stateTaxWith(table, income, stateTaxParams(table, filingStatus, year, inflationRate));
}

/** State tax with precomputed parameters. */
export function stateTaxWith(table: StateTaxTable, income: number, params: StateTaxParams): number {
  if (table.none || !table.single) return 0;
  const taxable = income - params.deduction;
  if (taxable <= 0) return 0;
  const { joint, factor } = params;
  const multiplier = joint && !table.joint ? (table.jointMultiplier ?? 2) : 1;
  const brackets = joint && table.joint ? table.joint : table.single;
  let tax = 0;
  for (let i = 0; i < brackets.length; i++) {
    const from = brackets[i][0] * multiplier * factor;
    if (taxable <= from) break;
    const to = i + 1 < brackets.length ? brackets[i + 1][0] * multiplier * factor : Infinity;
    tax += (Math.min(taxable, to) - from) * brackets[i][1];
  }
  return tax;
}

/** Local income tax as a flat rate on the same base as the state tax (before state deductions). */
export function localIncomeTax(input: { taxableIncome: number; rate: number }): number {
  return roundCents(Math.max(0, input.taxableIncome) * Math.max(0, input.rate));
}
