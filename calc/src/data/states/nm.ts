import type { StateRules, StateTaxInput } from './types';

/**
 * New Mexico. NMSA 7-2-7 (rates from 2025, HB 252 of 2024; head of household on the joint schedule), 7-2-2
 * (federal taxable income, i.e. after the federal standard deduction, is the base), 7-2-5.14 (Social Security
 * exempt when AGI is at most 100,000 single / 150,000 joint and head of household, otherwise taxed as
 * federally; the federal senior deduction of OBBBA is added back), 7-2-5.2 (up to
 * 8,000 per filer 65+ when AGI is at most 28,500 single / 51,000 joint; not modelled above that),
 * 7-2-34 (net capital gain deduction, limited to 2,500 of gain from 2025 by HB 252: min(gain, 2,500));
 * PIT-1 instructions 2025.
 * Amounts fixed in statute. Cross-read with PolicyEngine US gov/states/nm.
 */
const JOINT = [[0, 0.015], [8000, 0.032], [25_000, 0.043], [50_000, 0.047], [100_000, 0.049], [315_000, 0.059]] as const;
const YEAR = {
  source: 'NMSA 7-2-2, 7-2-5.14, 7-2-7, 7-2-34 (HB 252, 2024); PIT-1 instructions 2025',
  brackets: {
    S: [[0, 0.015], [5500, 0.032], [16_500, 0.043], [33_500, 0.047], [66_500, 0.049], [210_000, 0.059]],
    MFJ: JOINT,
    HOH: JOINT,
    MFS: [[0, 0.015], [4000, 0.032], [12_500, 0.043], [25_000, 0.047], [50_000, 0.049], [157_500, 0.059]],
  },
  start: 'federalTaxable' as const,
  taxesSocialSecurity: true,
} as const;

function subtractions(x: StateTaxInput): number {
  const joint = x.status === 'MFJ' || x.status === 'QSS';
  const ssLimit = joint || x.status === 'HOH' ? 150_000 : x.status === 'MFS' ? 75_000 : 100_000;
  const ss = x.federalAgi <= ssLimit ? x.taxableSocialSecurity : 0;
  const oldLimit = joint ? 51_000 : 28_500;
  const elders = x.federalAgi <= oldLimit ? 8000 * x.ages.filter((a) => a >= 65).length : 0;
  // The OBBBA senior deduction is added back: New Mexico's base is federal taxable income before it (PIT-ADJ).
  return ss + elders + Math.min(Math.max(0, x.capitalGains), 2500) - (x.federalDeduction - x.federalStandard);
}

export const NM: StateRules = {
  name: 'New Mexico',
  indexed: false,
  indexing: 'Fixed in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'NMSA 7-2-7 (unchanged for 2026)' } },
  subtract: subtractions,
};
