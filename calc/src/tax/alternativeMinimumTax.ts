import { AMT_RATES, AMT_TABLES, CAPITAL_GAINS_RATES, DEFAULT_TAX_INDEXING_RATE, type AmtYearTable } from '../data/federalTax';
import { roundCents } from '../money';
import type { FilingStatus } from '../types';
import { federalTableFor, regularTaxOn } from './federalTables';

const LOW = AMT_RATES[0];
const HIGH = AMT_RATES[1];
const ZERO = CAPITAL_GAINS_RATES[0];
const FIFTEEN = CAPITAL_GAINS_RATES[1];
const TWENTY = CAPITAL_GAINS_RATES[2];
const FIRST = AMT_TABLES[0];
const LATEST = AMT_TABLES[AMT_TABLES.length - 1];

/** The AMT figures of one filing status and year (past the latest table: indexed, rounded down to 100). */
export interface AmtParameters {
  exemption: number;
  phaseOutStart: number;
  phaseOutRate: number;
  /** 26% band top for this filing status (half on a separate return). */
  breakpoint: number;
}

export function amtParameters(status: FilingStatus, year: number, inflationRate: number = DEFAULT_TAX_INDEXING_RATE): AmtParameters {
  let t: AmtYearTable = FIRST;
  for (const table of AMT_TABLES) if (table.year <= year) t = table;
  const factor = year > LATEST.year ? Math.pow(1 + inflationRate, year - LATEST.year) : 1;
  const index = (v: number): number => (factor === 1 ? v : Math.floor((v * factor) / 100) * 100);
  const breakpoint = index(t.breakpoint);
  return {
    exemption: index(t.exemption[status]),
    phaseOutStart: index(t.phaseOutStart[status]),
    phaseOutRate: t.phaseOutRate,
    breakpoint: status === 'MFS' ? breakpoint / 2 : breakpoint,
  };
}

/** 26% / 28% of a taxable excess (Form 6251 line 7 / 18 / 41). */
function amtRateTax(excess: number, breakpoint: number): number {
  return excess <= breakpoint ? LOW * excess : HIGH * excess - (HIGH - LOW) * breakpoint;
}

/**
 * Tentative minimum tax (Form 6251 lines 4-9 and Part III), allocation-free for the projection's hot path.
 * `amti`: alternative minimum taxable income; `taxableIncome` and `gains` (qualified dividends and net long-term
 * gains) are the regular return's, with the capital-gains tops `zeroTop` / `fifteenTop` of the filing status.
 */
export function tentativeMinimumTaxOn(
  amti: number, exemption: number, phaseOutStart: number, phaseOutRate: number, breakpoint: number,
  taxableIncome: number, gains: number, zeroTop: number, fifteenTop: number,
): number {
  // Lines 5-6: the exemption less the phase-out share of AMTI over the start.
  const allowed = Math.max(0, exemption - phaseOutRate * Math.max(0, amti - phaseOutStart));
  const excess = amti - allowed; // line 6
  if (excess <= 0) return 0;
  const g = Math.min(Math.max(0, gains), Math.max(0, taxableIncome)); // QDCG worksheet line 4
  if (g <= 0) return amtRateTax(excess, breakpoint); // line 7
  const ordinaryRegular = Math.max(0, taxableIncome - g); // QDCG worksheet line 5 (line 20)
  const gainsInExcess = Math.min(excess, g); // lines 16, 22
  const line18 = amtRateTax(excess - gainsInExcess, breakpoint);
  const line21 = Math.max(0, zeroTop - ordinaryRegular);
  const atZero = Math.min(line21, gainsInExcess); // line 23
  const line29 = Math.max(0, fifteenTop - (line21 + ordinaryRegular));
  const atFifteen = Math.min(gainsInExcess - atZero, line29); // line 30
  const atTwenty = gainsInExcess - atZero - atFifteen; // line 33
  const line40 = line18 + ZERO * atZero + FIFTEEN * atFifteen + TWENTY * atTwenty;
  return Math.min(line40, amtRateTax(excess, breakpoint)); // line 42
}

export interface AlternativeMinimumTaxInput {
  /** Regular taxable income (Form 1040 line 15). */
  taxableIncome: number;
  filingStatus: FilingStatus;
  year: number;
  /** Qualified dividends and net long-term capital gains within taxable income. */
  longTermGains?: number;
  /**
   * Deductions added back (Form 6251 line 2a): the standard deduction when it was taken (with the 65+ amounts,
   * not the OBBBA senior deduction), else the state and local taxes deducted on Schedule A.
   */
  addBack: number;
  /** Other adjustments and preferences (line 2b-3), e.g. the bargain element of incentive stock options. */
  otherAdjustments?: number;
  inflationRate?: number;
}

export interface AlternativeMinimumTaxResult {
  amti: number;
  exemption: number;
  tentativeMinimumTax: number;
  regularTax: number;
  /** Alternative minimum tax: tentative minimum tax over regular tax (foreign tax credit not modelled). */
  amt: number;
}

/** Federal alternative minimum tax of Form 6251 (figures to the cent). */
export function alternativeMinimumTax(input: AlternativeMinimumTaxInput): AlternativeMinimumTaxResult {
  const inflation = input.inflationRate ?? DEFAULT_TAX_INDEXING_RATE;
  const status = input.filingStatus;
  const p = amtParameters(status, input.year, inflation);
  const table = federalTableFor(input.year, inflation);
  const [zeroTop, fifteenTop] = table.capitalGains[status];
  const gains = input.longTermGains ?? 0;
  const amti = input.taxableIncome + input.addBack + (input.otherAdjustments ?? 0);
  const exemption = Math.max(0, p.exemption - p.phaseOutRate * Math.max(0, amti - p.phaseOutStart));
  const tmt = tentativeMinimumTaxOn(amti, p.exemption, p.phaseOutStart, p.phaseOutRate, p.breakpoint, input.taxableIncome, gains, zeroTop, fifteenTop);
  const regular = regularTaxOn(table.brackets[status], zeroTop, fifteenTop, input.taxableIncome, gains);
  return {
    amti: roundCents(amti),
    exemption: roundCents(exemption),
    tentativeMinimumTax: roundCents(tmt),
    regularTax: roundCents(regular),
    amt: roundCents(Math.max(0, tmt - regular)),
  };
}
