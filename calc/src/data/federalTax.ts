import type { FilingStatus } from '../types';

/**
 * Federal income tax tables.
 * 2024: IRS Rev. Proc. 2023-34. 2025: Rev. Proc. 2024-40, with the standard deduction as amended by the
 * One Big Beautiful Bill Act (Pub. L. 119-21) sec. 70102 (15,750 / 31,500 / 23,625). 2026: Rev. Proc. 2025-32.
 * Senior deduction: OBBBA sec. 70103 (IRC 151(d)(5)(C)), tax years 2025-2028.
 */

/** Rates of the ordinary schedule, lowest first: one more rate than there are bracket edges. */
export const ORDINARY_RATES = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37] as const;

/** Long-term capital gains and qualified dividend rates (IRC 1(h)). */
export const CAPITAL_GAINS_RATES = [0, 0.15, 0.2] as const;

/** Default yearly indexing of tables past the latest published year. */
export const DEFAULT_TAX_INDEXING_RATE = 0.025;

/** Upper edges of the 10, 12, 22, 24, 32 and 35% brackets (taxable income); 37% above the last. */
export type BracketEdges = readonly [number, number, number, number, number, number];

export interface FederalYearTable {
  year: number;
  source: string;
  brackets: Record<FilingStatus, BracketEdges>;
  standardDeduction: Record<FilingStatus, number>;
  /** Additional standard deduction for each person 65 or older (IRC 63(f)). */
  additionalAged: { married: number; unmarried: number };
  /** Tops of the 0% and 15% capital-gains brackets. */
  capitalGains: Record<FilingStatus, readonly [number, number]>;
}

/** Published tables, oldest first. */
export const FEDERAL_TABLES: readonly FederalYearTable[] = [
  {
    year: 2024,
    source: 'IRS Rev. Proc. 2023-34',
    brackets: {
      S: [11600, 47150, 100525, 191950, 243725, 609350],
      MFJ: [23200, 94300, 201050, 383900, 487450, 731200],
      QSS: [23200, 94300, 201050, 383900, 487450, 731200],
      MFS: [11600, 47150, 100525, 191950, 243725, 365600],
      HOH: [16550, 63100, 100500, 191950, 243700, 609350],
    },
    standardDeduction: { S: 14600, MFJ: 29200, QSS: 29200, MFS: 14600, HOH: 21900 },
    additionalAged: { married: 1550, unmarried: 1950 },
    capitalGains: {
      S: [47025, 518900],
      MFJ: [94050, 583750],
      QSS: [94050, 583750],
      MFS: [47025, 291850],
      HOH: [63000, 551350],
    },
  },
  {
    year: 2025,
    source: 'IRS Rev. Proc. 2024-40; OBBBA sec. 70102',
    brackets: {
      S: [11925, 48475, 103350, 197300, 250525, 626350],
      MFJ: [23850, 96950, 206700, 394600, 501050, 751600],
      QSS: [23850, 96950, 206700, 394600, 501050, 751600],
      MFS: [11925, 48475, 103350, 197300, 250525, 375800],
      HOH: [17000, 64850, 103350, 197300, 250500, 626350],
    },
    standardDeduction: { S: 15750, MFJ: 31500, QSS: 31500, MFS: 15750, HOH: 23625 },
    additionalAged: { married: 1600, unmarried: 2000 },
    capitalGains: {
      S: [48350, 533400],
      MFJ: [96700, 600050],
      QSS: [96700, 600050],
      MFS: [48350, 300000],
      HOH: [64750, 566700],
    },
  },
  {
    year: 2026,
    source: 'IRS Rev. Proc. 2025-32',
    brackets: {
      S: [12400, 50400, 105700, 201775, 256225, 640600],
      MFJ: [24800, 100800, 211400, 403550, 512450, 768700],
      QSS: [24800, 100800, 211400, 403550, 512450, 768700],
      MFS: [12400, 50400, 105700, 201775, 256225, 384350],
      HOH: [17700, 67450, 105700, 201750, 256200, 640600],
    },
    standardDeduction: { S: 16100, MFJ: 32200, QSS: 32200, MFS: 16100, HOH: 24150 },
    additionalAged: { married: 1650, unmarried: 2050 },
    capitalGains: {
      S: [49450, 545500],
      MFJ: [98900, 613700],
      QSS: [98900, 613700],
      MFS: [49450, 306850],
      HOH: [66200, 579600],
    },
  },
];

/**
 * OBBBA senior deduction: 6,000 for each person 65 or older, reduced by 6% of modified AGI above the threshold
 * (150,000 on a joint return, 75,000 otherwise); not allowed on a separate return; 2025 through 2028.
 */
export const SENIOR_DEDUCTION: {
  readonly firstYear: number;
  readonly lastYear: number;
  readonly perPerson: number;
  readonly phaseOutRate: number;
  readonly threshold: Readonly<Record<FilingStatus, number>>;
} = {
  firstYear: 2025,
  lastYear: 2028,
  perPerson: 6000,
  phaseOutRate: 0.06,
  threshold: { S: 75000, HOH: 75000, QSS: 75000, MFJ: 150000, MFS: 75000 },
};

/**
 * Net investment income tax (IRC 1411, Form 8960): 3.8% of the smaller of net investment income and modified
 * AGI above the threshold. The thresholds are fixed in the statute and not indexed for inflation.
 */
export const NET_INVESTMENT_INCOME_TAX: {
  readonly rate: number;
  readonly threshold: Readonly<Record<FilingStatus, number>>;
} = {
  rate: 0.038,
  threshold: { S: 200000, HOH: 200000, MFJ: 250000, QSS: 250000, MFS: 125000 },
};

/**
 * Exclusion of gain on the sale of a main home (IRC 121(b)): 250,000, or 500,000 on a joint return; not indexed.
 * The two-of-five-years ownership and use tests are assumed met.
 */
export const HOME_SALE_EXCLUSION: { readonly joint: number; readonly other: number } = { joint: 500000, other: 250000 };

/**
 * Child tax credit (IRC 24 as amended by OBBBA sec. 70104): 2,200 per qualifying child under 17 for 2025 and
 * 2026 (Rev. Proc. 2025-32), indexed after 2025 in 100 steps; 500 for other dependents (not indexed); reduced
 * by 50 for each 1,000 (or part) of modified AGI over 400,000 joint / 200,000 otherwise (not indexed).
 * The engine applies it against regular tax only (the refundable part is not modelled).
 */
export const CHILD_TAX_CREDIT: {
  readonly perChild: Readonly<Record<number, number>>;
  readonly otherDependent: number;
  readonly threshold: Readonly<Record<FilingStatus, number>>;
  readonly reductionPer1000: number;
} = {
  perChild: { 2024: 2000, 2025: 2200, 2026: 2200 },
  otherDependent: 500,
  threshold: { S: 200000, HOH: 200000, MFS: 200000, MFJ: 400000, QSS: 400000 },
  reductionPer1000: 50,
};

/**
 * Alternative minimum tax (IRC 55; Form 6251 and its instructions): exemption by filing status, reduced by the
 * phase-out rate times alternative minimum taxable income over the phase-out start; 26% of the taxable excess up
 * to the breakpoint (half of it on a separate return), 28% above; qualified dividends and long-term gains keep
 * their 0/15/20% rates (Form 6251 Part III).
 * 2025: Rev. Proc. 2024-40 sec. 3.11 (exemption 88,100 / 137,000 / 68,500; phase-out from 626,350 / 1,252,700 at
 * 25%; breakpoint 239,100). 2026: OBBBA (Pub. L. 119-21) sec. 70107 resets the phase-out start to the 2018
 * amounts 500,000 / 1,000,000 and raises the phase-out rate to 50%; Rev. Proc. 2025-32 sec. 4.11 (exemption
 * 90,100 / 140,200 / 70,100; breakpoint 244,500). Later years: indexed (IRC 55(d)(4), rounded down to 100).
 */
export interface AmtYearTable {
  year: number;
  source: string;
  exemption: Record<FilingStatus, number>;
  phaseOutStart: Record<FilingStatus, number>;
  phaseOutRate: number;
  /** Top of the 26% band of the taxable excess (MFS: half). */
  breakpoint: number;
}

export const AMT_TABLES: readonly AmtYearTable[] = [
  {
    year: 2025,
    source: 'IRC 55; Rev. Proc. 2024-40 sec. 3.11; Form 6251 instructions 2025',
    exemption: { S: 88100, HOH: 88100, MFJ: 137000, QSS: 137000, MFS: 68500 },
    phaseOutStart: { S: 626350, HOH: 626350, MFJ: 1252700, QSS: 1252700, MFS: 626350 },
    phaseOutRate: 0.25,
    breakpoint: 239100,
  },
  {
    year: 2026,
    source: 'IRC 55 as amended by OBBBA sec. 70107; Rev. Proc. 2025-32 sec. 4.11',
    exemption: { S: 90100, HOH: 90100, MFJ: 140200, QSS: 140200, MFS: 70100 },
    phaseOutStart: { S: 500000, HOH: 500000, MFJ: 1000000, QSS: 1000000, MFS: 500000 },
    phaseOutRate: 0.5,
    breakpoint: 244500,
  },
];

/** AMT rates on the taxable excess below and above the breakpoint. */
export const AMT_RATES = [0.26, 0.28] as const;
