import type { FilingStatus } from '../types';

/**
 * Payroll figures.
 * Social Security contribution and benefit base: SSA (168,600 for 2024, 176,100 for 2025, 184,500 for 2026);
 * later years grow with the wage index and are rounded to a multiple of $300 (42 U.S.C. 430).
 * Rates: IRC sec. 3101(a) 6.2%, 3101(b)(1) 1.45%, 3101(b)(2) additional 0.9% over 200,000 / 250,000 MFJ /
 * 125,000 MFS (not indexed).
 * Elective deferral limits (IRC 402(g), catch-up 414(v), ages 60-63 from SECURE 2.0 sec. 109):
 * IRS Notices 2023-75 (2024), 2024-80 (2025), 2025-67 (2026).
 */
export const SOCIAL_SECURITY_WAGE_BASE: Readonly<Record<number, number>> = {
  2024: 168600,
  2025: 176100,
  2026: 184500,
};

/** The wage base is rounded to a multiple of this when indexed. */
export const WAGE_BASE_ROUNDING = 300;

export const SOCIAL_SECURITY_RATE = 0.062;
export const MEDICARE_RATE = 0.0145;
export const ADDITIONAL_MEDICARE_RATE = 0.009;

export const ADDITIONAL_MEDICARE_THRESHOLD: Readonly<Record<FilingStatus, number>> = {
  S: 200000,
  HOH: 200000,
  QSS: 200000,
  MFJ: 250000,
  MFS: 125000,
};

export interface DeferralLimit {
  /** 402(g) limit on a person's combined pre-tax and Roth elective deferrals. */
  base: number;
  /** Additional catch-up at 50 or older. */
  catchUp50: number;
  /** Catch-up at ages 60-63 (in place of catchUp50); before 2025 the ordinary catch-up. */
  catchUp60to63: number;
}

export const DEFERRAL_LIMITS: Readonly<Record<number, DeferralLimit>> = {
  2024: { base: 23000, catchUp50: 7500, catchUp60to63: 7500 },
  2025: { base: 23500, catchUp50: 7500, catchUp60to63: 11250 },
  2026: { base: 24500, catchUp50: 8000, catchUp60to63: 11250 },
};
