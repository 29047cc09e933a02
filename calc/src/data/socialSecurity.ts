import type { FilingStatus } from '../types';

/**
 * Social Security figures.
 * Bend points of the PIA formula by year of first eligibility (the year the worker turns 62): SSA,
 * "Benefit formula bend points" (42 U.S.C. 415(a)(1)(B)). Factors 90% / 32% / 15% (415(a)(1)(A)).
 * Full retirement age: 42 U.S.C. 416(l) and SSA's FRA tables (retirement; survivors).
 * Reductions: 20 CFR 404.410 (retirement 5/9% a month for 36 months then 5/12%; spouse 25/36% then 5/12%);
 * survivors 28.5% at 60 prorated to FRA (42 U.S.C. 402(e)(2), 402(q)); widow(er)'s limit 82.5% of the PIA
 * (402(e)(2)(D)). Delayed retirement credits: 42 U.S.C. 402(w).
 * Benefit taxation: IRC sec. 86, IRS Pub 915.
 */
export const BEND_POINTS: Readonly<Record<number, readonly [number, number]>> = {
  2015: [826, 4980],
  2016: [856, 5157],
  2017: [885, 5336],
  2018: [895, 5397],
  2019: [926, 5583],
  2020: [960, 5785],
  2021: [996, 6002],
  2022: [1024, 6172],
  2023: [1115, 6721],
  2024: [1174, 7078],
  2025: [1226, 7391],
  2026: [1286, 7749],
};

export const PIA_FACTORS = [0.9, 0.32, 0.15] as const;

/** Full retirement age in months, by SSA birth year (see `ssaBirthYear`). */
export function fullRetirementAgeMonths(birthYear: number): number {
  if (birthYear <= 1937) return 65 * 12;
  if (birthYear <= 1942) return 65 * 12 + (birthYear - 1937) * 2;
  if (birthYear <= 1954) return 66 * 12;
  if (birthYear <= 1959) return 66 * 12 + (birthYear - 1954) * 2;
  return 67 * 12;
}

/** Full retirement age for survivors' benefits in months: the same steps two years later. */
export function survivorFullRetirementAgeMonths(birthYear: number): number {
  if (birthYear <= 1939) return 65 * 12;
  if (birthYear <= 1944) return 65 * 12 + (birthYear - 1939) * 2;
  if (birthYear <= 1956) return 66 * 12;
  if (birthYear <= 1961) return 66 * 12 + (birthYear - 1956) * 2;
  return 67 * 12;
}

/** Yearly delayed retirement credit by birth year (8% from 1943). */
export function delayedCreditPerYear(birthYear: number): number {
  if (birthYear >= 1943) return 0.08;
  if (birthYear <= 1924) return 0.03;
  // 3.5% for 1925-1926, rising half a point every two birth years to 7.5% for 1941-1942.
  return 0.035 + Math.floor((birthYear - 1925) / 2) * 0.005;
}

export const EARLIEST_CLAIM_AGE_MONTHS = 62 * 12;
export const MAX_CREDIT_AGE_MONTHS = 70 * 12;

export const RETIREMENT_REDUCTION = { first36: 5 / 900, beyond: 5 / 1200 } as const;
export const SPOUSAL_REDUCTION = { first36: 25 / 3600, beyond: 5 / 1200 } as const;

export const SURVIVOR_EARLIEST_AGE_MONTHS = 60 * 12;
export const SURVIVOR_MAX_REDUCTION = 0.285;
/** Widow(er)'s limit: at least 82.5% of the deceased's PIA when the deceased claimed early. */
export const SURVIVOR_RIB_LIM = 0.825;

/** Pub 915 base and adjusted base amounts (MFS living with the spouse: 0). */
export const BENEFIT_TAX_THRESHOLDS: {
  readonly base: Readonly<Record<FilingStatus, number>>;
  readonly adjusted: Readonly<Record<FilingStatus, number>>;
} = {
  base: { S: 25000, HOH: 25000, QSS: 25000, MFJ: 32000, MFS: 0 },
  adjusted: { S: 34000, HOH: 34000, QSS: 34000, MFJ: 44000, MFS: 0 },
};
