import { bracketTax, byStatus } from '../../tax/state/compute';
import { times } from './helpers';
import type { Bracket, ByStatus, StateRules, StateTaxInput } from './types';

/**
 * Connecticut. C.G.S. 12-700 (rates, the 2% rate phase-out of Table C and the benefit recapture of Table D),
 * 12-702 (personal exemption 15,000 / 24,000 / 19,000 / 12,000, reduced 1,000 per 1,000 of AGI over
 * 30,000 / 48,000 / 38,000 / 24,000), 12-701(a)(20)(B) (Social Security fully exempt under 75,000 / 100,000 of
 * AGI, else at most 25% of benefits taxed; pensions and annuities exempt under the same limits, and IRA
 * distributions 75% for 2025, all from 2026, phased out up to 100,000 / 150,000 from 2025, P.A. 24-151);
 * CT-1040 instructions 2025 (Tables A-D).
 * 12-703 (personal tax credit of Table E: 75% down to 1% of the tax as AGI rises, none over 64,500 single /
 * 78,500 head of household / 100,500 joint; separate filers use the single table here).
 * Table C, D and E amounts cross-read with PolicyEngine US gov/states/ct/tax/income/add_back, /recapture and
 * /credits/personal. Amounts are fixed in statute.
 */
const S: Bracket[] = [[0, 0.02], [10_000, 0.045], [50_000, 0.055], [100_000, 0.06], [200_000, 0.065], [250_000, 0.069], [500_000, 0.0699]];
const YEAR = {
  source: 'C.G.S. 12-700, 12-701, 12-702; Form CT-1040 instructions 2025, Tables A to D',
  brackets: { S, MFJ: times(S, 2), HOH: times(S, 1.6), MFS: S },
  taxesSocialSecurity: true,
};
const EXEMPTION: ByStatus<[number, number]> = { S: [15_000, 30_000], MFJ: [24_000, 48_000], HOH: [19_000, 38_000], MFS: [12_000, 24_000] };
const LIMIT: ByStatus<[number, number]> = { S: [75_000, 100_000], MFJ: [100_000, 150_000], HOH: [75_000, 100_000], MFS: [75_000, 100_000] };
/** Table C and Table D: [start, amount per step, step, maximum] by status. */
type Tier = ByStatus<readonly [number, number, number, number]>;
const TIERS: Tier[] = [
  { S: [56_500, 20, 5000, 200], MFJ: [100_500, 40, 5000, 400], HOH: [78_500, 32, 4000, 320], MFS: [50_250, 20, 2500, 200] },
  { S: [105_000, 25, 5000, 250], MFJ: [210_000, 50, 10_000, 500], HOH: [168_000, 40, 8000, 400], MFS: [105_000, 25, 5000, 250] },
  { S: [200_000, 90, 5000, 2700], MFJ: [400_000, 180, 10_000, 5400], HOH: [320_000, 140, 8000, 4200], MFS: [200_000, 90, 5000, 2700] },
  { S: [500_000, 50, 5000, 450], MFJ: [1_000_000, 100, 10_000, 900], HOH: [800_000, 80, 8000, 720], MFS: [500_000, 50, 5000, 450] },
];

/** Table E: [AGI above which the share applies, share of tax credited]. */
const steps = (edges: number[], shares: number[]): (readonly [number, number])[] => edges.map((e, k) => [e, shares[k]] as const);
const SHARES = [0.75, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45, 0.4, 0.35, 0.3, 0.25, 0.2, 0.15, 0.14, 0.13, 0.12, 0.11, 0.1, 0.09, 0.08, 0.07, 0.06, 0.05, 0.04, 0.03, 0.02, 0.01, 0];
const by500 = (from: number, n: number): number[] => Array.from({ length: n }, (_, k) => from + 500 * k);
const TABLE_E: ByStatus<(readonly [number, number])[]> = {
  S: steps([15_000, ...by500(18_800, 8), ...by500(25_000, 4), ...by500(31_300, 5), ...by500(60_000, 10)], SHARES),
  MFJ: steps([24_000, ...by500(30_000, 8), ...by500(40_000, 4), ...by500(50_000, 5), ...by500(96_000, 10)], SHARES),
  HOH: steps([19_000, ...by500(24_000, 8), ...by500(34_000, 4), ...by500(44_000, 5), ...by500(74_000, 10)], SHARES),
};

function personalCreditShare(agi: number, status: StateTaxInput['status']): number {
  let share = 0;
  for (const [edge, rate] of byStatus(TABLE_E, status)) if (agi > edge) share = rate;
  return share;
}

const ctAgi = (x: StateTaxInput): number => x.federalAgi - exemptRetirement(x) - exemptBenefits(x);

function exemptBenefits(x: StateTaxInput): number {
  const [limit] = byStatus(LIMIT, x.status);
  if (x.federalAgi < limit) return x.taxableSocialSecurity;
  return Math.max(0, x.taxableSocialSecurity - 0.25 * x.socialSecurity);
}

function exemptRetirement(x: StateTaxInput): number {
  const [from, to] = byStatus(LIMIT, x.status);
  const share = x.federalAgi <= from ? 1 : x.federalAgi >= to ? 0 : (to - x.federalAgi) / (to - from);
  // IRA distributions are phased in: 25% for 2023, 50% for 2024, 75% for 2025, all from 2026 (12-701(a)(20)(B)(xxi)).
  const iraShare = x.year >= 2026 ? 1 : x.year === 2025 ? 0.75 : x.year === 2024 ? 0.5 : 0.25;
  const ira = Math.max(0, x.retirement - x.pension);
  return (x.pension + ira * iraShare) * share;
}

export const CT: StateRules = {
  name: 'Connecticut',
  indexed: false,
  indexing: 'Brackets, exemptions and recapture tables are fixed in statute; 2026 as 2025.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'C.G.S. 12-700 (unchanged for 2026)' } },
  subtract: (x) => exemptRetirement(x) + exemptBenefits(x),
  deductions: (x) => {
    const [amount, from] = byStatus(EXEMPTION, x.status);
    return Math.max(0, amount - Math.max(0, Math.ceil((ctAgi(x) - from) / 1000)) * 1000);
  },
  rateTax: (taxable, x, p) => {
    let tax = bracketTax(byStatus(p.brackets, x.status), taxable);
    const agi = ctAgi(x);
    for (const tier of TIERS) {
      const [start, amount, step, max] = byStatus(tier, x.status);
      if (agi > start) tax += Math.min(max, Math.ceil((agi - start) / step) * amount);
    }
    return tax;
  },
  credits: (tax, x) => tax * (1 - personalCreditShare(ctAgi(x), x.status)),
};
