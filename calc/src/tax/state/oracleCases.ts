import { readFileSync } from 'node:fs';
import { stateIncomeTax, type StateIncomeTaxInput } from '../stateIncomeTax';
import type { FilingStatus } from '../../types';

/**
 * The households priced by PolicyEngine-US (copied with their provenance from the shared tax cases into
 * ./oracle/households-2025-2026.json) and the engine's state tax for each. Test-only (reads a file).
 */
export interface OraclePerson {
  age: number;
  wages: number;
  interest: number;
  qualifiedDividends: number;
  longTermGains: number;
  socialSecurity: number;
  iraDistributions: number;
  pension: number;
}
export interface OracleCase {
  id: string;
  year: number;
  state: string;
  status: FilingStatus;
  kind: string;
  people: OraclePerson[];
  dependents: { age: number }[];
  oracle: {
    stateIncomeTax: number;
    stateAgi: number;
    stateTaxableIncome: number;
    agi: number;
    taxableSocialSecurity: number;
    federalIncomeTax: number;
    alternativeMinimumTax: number;
  };
}
interface OracleFile {
  localTaxInStateFigure: Record<string, { county: string; localIncomeTax: number }>;
  cases: OracleCase[];
}

export const ORACLE: OracleFile = JSON.parse(
  readFileSync(new URL('./oracle/households-2025-2026.json', import.meta.url), 'utf8'),
) as OracleFile;

const sum = (c: OracleCase, k: keyof OraclePerson): number => c.people.reduce((s, p) => s + p[k], 0);

/** The oracle's state figure without the county tax it includes (Maryland). */
export function oracleStateTax(c: OracleCase): number {
  return c.oracle.stateIncomeTax - (ORACLE.localTaxInStateFigure[c.id]?.localIncomeTax ?? 0);
}

/** The engine's state tax for a household of the file (household totals and each person's own amounts). */
export function engineStateTax(c: OracleCase): number {
  return stateIncomeTax(oracleInput(c));
}

/** A household of the file as the engine's state input (household totals and each person's own amounts). */
export function oracleInput(c: OracleCase): StateIncomeTaxInput {
  return {
    state: c.state,
    year: c.year,
    filingStatus: c.status,
    ages: c.people.map((p) => p.age),
    dependents: c.dependents.length,
    childrenUnder17: c.dependents.filter((d) => d.age < 17).length,
    taxableIncome: sum(c, 'wages'),
    retirement: sum(c, 'iraDistributions') + sum(c, 'pension'),
    pension: sum(c, 'pension'),
    interest: sum(c, 'interest'),
    dividends: sum(c, 'qualifiedDividends'),
    capitalGains: sum(c, 'longTermGains'),
    socialSecurity: sum(c, 'socialSecurity'),
    people: c.people.map((p) => ({
      wages: p.wages, pension: p.pension, ira: p.iraDistributions, socialSecurity: p.socialSecurity,
      other: p.interest + p.qualifiedDividends + p.longTermGains, gains: p.longTermGains,
    })),
    inflationRate: ORACLE_INFLATION,
  };
}

/** Indexing of state amounts past their latest table (2026 tables not yet published), the engine default. */
export const ORACLE_INFLATION = 0.025;

export const within = (got: number, want: number): boolean => Math.abs(got - want) <= Math.max(25, 0.02 * Math.abs(want));
