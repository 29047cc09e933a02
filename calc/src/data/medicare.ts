import type { FilingStatus } from '../types';

/**
 * Medicare Part B and Part D premiums with the income-related monthly adjustment amounts (IRMAA), by modified AGI
 * of the tax return two years earlier (42 U.S.C. 1395r(i), 1395w-113(a)(7); 20 CFR 418.1115 and 418.2115 for the
 * tiers; Part D base beneficiary premium 42 CFR 423.286(c)).
 * 2025: CMS fact sheet "2025 Medicare Parts A & B Premiums and Deductibles" (Part B 185.00) and the 2025 Part D
 * base beneficiary premium 36.78; 2026: CMS fact sheet "2026 Medicare Parts A & B Premiums and Deductibles" (Part B
 * 202.90) and the 2026 Part D base beneficiary premium 38.99. Tiers (MAGI of 2023 for 2025, of 2024 for 2026):
 * at most 106,000 / 212,000 joint (2025), 109,000 / 218,000 (2026) pays the standard premium; each tier above
 * adds the listed amounts; 500,000 / 750,000 and over is the top tier. Married filing separately (having lived
 * with the spouse): over 106,000 / 109,000 the fourth tier, from 394,000 / 391,000 the top one.
 * Cross-read with PolicyEngine US gov/hhs/medicare/part_b and part_d.
 * Later years: premiums, surcharges and tier edges indexed by the plan inflation (edges rounded to 1,000, as SSA
 * indexes them by CPI-U).
 */
export interface MedicareYearTable {
  year: number;
  source: string;
  /** Monthly standard Part B premium and Part D base beneficiary premium. */
  partB: number;
  partD: number;
  /** Upper MAGI edges of the standard tier and tiers 1-4 (a MAGI above an edge is in the next tier). */
  edges: { single: readonly number[]; joint: readonly number[]; separate: readonly number[] };
  /** Monthly Part B and Part D adjustments of tiers 1-5. */
  surchargeB: readonly number[];
  surchargeD: readonly number[];
}

export const MEDICARE_TABLES: readonly MedicareYearTable[] = [
  {
    year: 2025,
    source: 'CMS 2025 Medicare Parts A & B premiums fact sheet; 2025 Part D base beneficiary premium; 20 CFR 418.2115',
    partB: 185,
    partD: 36.78,
    edges: {
      single: [106_000, 133_000, 167_000, 200_000, 499_999.99],
      joint: [212_000, 266_000, 334_000, 400_000, 749_999.99],
      separate: [106_000, 106_000, 106_000, 106_000, 393_999.99],
    },
    surchargeB: [74, 185, 295.9, 406.9, 443.9],
    surchargeD: [13.7, 35.3, 57, 78.6, 85.8],
  },
  {
    year: 2026,
    source: 'CMS 2026 Medicare Parts A & B premiums fact sheet; 2026 Part D base beneficiary premium; 20 CFR 418.2115',
    partB: 202.9,
    partD: 38.99,
    edges: {
      single: [109_000, 137_000, 171_000, 205_000, 499_999.99],
      joint: [218_000, 274_000, 342_000, 410_000, 749_999.99],
      separate: [109_000, 109_000, 109_000, 109_000, 390_999.99],
    },
    surchargeB: [81.2, 202.9, 324.6, 446.3, 487],
    surchargeD: [14.5, 37.5, 60.4, 83.3, 91],
  },
];

/** Medicare eligibility age (42 U.S.C. 426(a)). */
export const MEDICARE_AGE = 65;

export const medicareEdgesFor = (t: MedicareYearTable, status: FilingStatus): readonly number[] =>
  status === 'MFJ' ? t.edges.joint : status === 'MFS' ? t.edges.separate : t.edges.single;
