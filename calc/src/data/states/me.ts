import { bracketTax, byStatus, eldersOf, isJoint, peopleOf } from '../../tax/state/compute';
import type { ByStatus, StateRules, StateTaxInput, StateYear } from './types';

/**
 * Maine. 36 M.R.S. 5111 (rates; brackets indexed; sub-7: 2% surcharge on taxable income over 1,000,000 single /
 * 1,500,000 joint / 1,250,000 head of household / 750,000 separate from 2026, L.D. 2212 Part DDDD), 5124-C
 * (standard deduction at Maine's fixed-date conformity to the Code: 15,000 / 30,000 / 22,500 with the 65+ amounts
 * 2,000 single and head of household, 1,600 married; not the OBBBA amounts, and no senior deduction), 5126-A
 * (exemption 5,150 per filer for 2025; dependents get the dependent exemption credit of 5219-SS, refundable, so
 * outside this figure), their phase-outs (standard deduction over 75,000 / 150,000 joint /
 * 112,500 head of household of AGI above 100,000 / 200,050 / 150,000 for 2025 and 102,250 / 204,550 / 153,400
 * for 2026; exemption over 125,000 of AGI above 333,450 / 400,100 / 366,750 and 341,000 / 409,150 / 375,050),
 * 5122(2)(M-1) (pension deduction 48,216 per person for 2025, reduced by Social Security received) and (M-3) (from
 * 2025 phased out over 100,000 of AGI above 125,000 single / 250,000 joint / 187,500 head of household); Form
 * 1040ME and Schedule 1S instructions 2025, 2026 rate schedule. Social Security exempt (5122(2)(C)).
 * Cross-read with PolicyEngine US gov/states/me.
 */
interface MeYear extends StateYear {
  elderStandard: ByStatus<number>;
  standardPhase: ByStatus<[number, number]>;
  exemptionPhase: ByStatus<number>;
  pensionCap: number;
  pensionPhase: ByStatus<[number, number]>;
  surchargeOver?: ByStatus<number>;
}

const Y2025: MeYear = {
  source: '36 M.R.S. 5111, 5122, 5124-C, 5126-A; Form 1040ME and Schedule 1S instructions 2025',
  brackets: {
    S: [[0, 0.058], [26_800, 0.0675], [63_450, 0.0715]],
    MFJ: [[0, 0.058], [53_600, 0.0675], [126_900, 0.0715]],
    HOH: [[0, 0.058], [40_200, 0.0675], [95_150, 0.0715]],
  },
  standard: { S: 15_000, MFJ: 30_000, HOH: 22_500, MFS: 15_000 },
  elderStandard: { S: 2000, MFJ: 1600, HOH: 2000, MFS: 1600 },
  exemption: 5150,
  standardPhase: { S: [100_000, 75_000], MFJ: [200_050, 150_000], HOH: [150_000, 112_500], MFS: [100_000, 75_000] },
  exemptionPhase: { S: 333_450, MFJ: 400_100, HOH: 366_750, MFS: 200_050 },
  pensionCap: 48_216,
  pensionPhase: { S: [125_000, 100_000], MFJ: [250_000, 100_000], HOH: [187_500, 100_000], MFS: [125_000, 50_000] },
};
const Y2026: MeYear = {
  ...Y2025,
  source: '36 M.R.S. 5111 (incl. sub-7 surcharge), 5124-C, 5126-A; Maine individual income tax rate schedule 2026',
  brackets: {
    S: [[0, 0.058], [27_400, 0.0675], [64_850, 0.0715]],
    MFJ: [[0, 0.058], [54_850, 0.0675], [129_750, 0.0715]],
    HOH: [[0, 0.058], [41_100, 0.0675], [97_300, 0.0715]],
  },
  standardPhase: { S: [102_250, 75_000], MFJ: [204_550, 150_000], HOH: [153_400, 112_500], MFS: [102_250, 75_000] },
  exemptionPhase: { S: 341_000, MFJ: 409_150, HOH: 375_050, MFS: 204_575 },
  surchargeOver: { S: 1_000_000, MFJ: 1_500_000, HOH: 1_250_000, MFS: 750_000 },
};

const share = (agi: number, from: number, width: number): number => Math.max(0, 1 - Math.max(0, agi - from) / width);

function pensionDeduction(x: StateTaxInput, py: StateYear): number {
  const p = py as MeYear;
  if (x.ages.length === 0 || x.retirement <= 0) return 0;
  // Each person's own pensions and IRA money, up to the cap less their own Social Security.
  let total = 0;
  for (const q of peopleOf(x)) total += Math.max(0, Math.min(q.pension + q.ira, p.pensionCap * x.f - q.socialSecurity));
  const [from, width] = byStatus(p.pensionPhase, x.status);
  return total * share(x.federalAgi, from * x.f, width * x.f);
}

export const ME: StateRules = {
  name: 'Maine',
  indexed: true,
  indexing: 'Brackets, exemption, deduction phase-outs and pension deduction indexed by chained CPI (36 M.R.S. 5403); later years index the 2026 table by the plan inflation.',
  years: { 2025: Y2025, 2026: Y2026 },
  subtract: pensionDeduction,
  deductions: (x, py) => {
    const p = py as MeYear;
    const [from, width] = byStatus(p.standardPhase, x.status);
    const standard = (byStatus(p.standard as ByStatus<number>, x.status) + byStatus(p.elderStandard, x.status) * eldersOf(x)) * x.f;
    const exemptions = (p.exemption ?? 0) * (isJoint(x.status) ? 2 : 1) * x.f;
    const agi = x.federalAgi - x.taxableSocialSecurity;
    return standard * share(agi, from * x.f, width * x.f) + exemptions * share(agi, byStatus(p.exemptionPhase, x.status) * x.f, 125_000 * x.f);
  },
  rateTax: (taxable, x, py) => {
    const p = py as MeYear;
    const tax = bracketTax(byStatus(p.brackets, x.status), taxable, x.f);
    return p.surchargeOver ? tax + 0.02 * Math.max(0, taxable - byStatus(p.surchargeOver, x.status) * x.f) : tax;
  },
};
