import { byStatus, eldersOf, isJoint } from '../../tax/state/compute';
import type { StateRules, StateTaxInput } from './types';

/**
 * Minnesota. Minn. Stat. 290.06 subd. 2c (rates and 2025 brackets), 290.0123 (standard deduction 14,950 /
 * 29,900 / 22,500 for 2025, 65+ amounts 2,000 single / 1,600 per married filer, reduced by 3% of AGI from
 * 238,950 to 330,300 and 10% above, at most 80%, Schedule M1SA worksheet), 290.0121 (dependent exemption 5,200,
 * 2% less for each 2,500 of AGI over 239,050 single / 298,800 head of household / 358,550 joint), 290.0132 subd. 26 (Social Security
 * subtraction: all taxable benefits when AGI is at most 84,490 single / 108,320 joint / 54,160 separate for 2025,
 * reduced 10% for each 4,000 over (2,000 separate); the 2024 limits 82,190 / 105,380 / 52,690 of the 2024 M1M,
 * as read from PolicyEngine US, indexed as subd. 26(d) requires); M1 and M1M instructions 2025. Pensions and IRA money are taxed.
 * Cross-read with PolicyEngine US gov/states/mn.
 */
const Y2025 = {
  source: 'Minn. Stat. 290.06, 290.0121, 290.0123, 290.0132; Form M1 instructions 2025',
  brackets: {
    S: [[0, 0.0535], [32_570, 0.068], [106_990, 0.0785], [198_630, 0.0985]],
    MFJ: [[0, 0.0535], [47_620, 0.068], [189_180, 0.0785], [330_410, 0.0985]],
    HOH: [[0, 0.0535], [40_100, 0.068], [161_130, 0.0785], [264_050, 0.0985]],
    MFS: [[0, 0.0535], [23_810, 0.068], [94_590, 0.0785], [165_205, 0.0985]],
  },
  standard: { S: 14_950, MFJ: 29_900, HOH: 22_500, MFS: 14_950 },
  taxesSocialSecurity: true,
} as const;

function benefitSubtraction(x: StateTaxInput): number {
  const limit = (isJoint(x.status) ? 108_320 : x.status === 'MFS' ? 54_160 : 84_490) * x.f;
  const steps = Math.ceil(Math.max(0, x.federalAgi - limit) / (x.status === 'MFS' ? 2000 : 4000));
  return x.taxableSocialSecurity * Math.max(0, 1 - 0.1 * steps);
}

export const MN: StateRules = {
  name: 'Minnesota',
  indexed: true,
  indexing: 'Brackets, deduction, exemption and subtraction limits indexed by chained CPI (290.06 subd. 2d); 2026: 2025 indexed by the plan inflation until the 2026 M1 is published.',
  years: { 2025: Y2025 },
  subtract: benefitSubtraction,
  deductions: (x, p) => {
    const joint = isJoint(x.status);
    const standard = (byStatus(p.standard as { S: number; MFJ: number; HOH: number; MFS: number }, x.status) + eldersOf(x) * (joint || x.status === 'MFS' ? 1600 : 2000)) * x.f;
    // 3% of AGI from 238,950 to 330,300 (half for separate filers) and 10% above, at most 80%; all 80% over 1,083,150.
    const low = (x.status === 'MFS' ? 119_475 : 238_950) * x.f;
    const high = (x.status === 'MFS' ? 165_150 : 330_300) * x.f;
    const agi = x.federalAgi;
    const reduction = 0.03 * Math.min(Math.max(0, agi - low), high - low) + 0.1 * Math.max(0, agi - high);
    const cut = agi > 1_083_150 * x.f ? 0.8 * standard : Math.min(reduction, 0.8 * standard);
    // Dependent exemptions lose 2% for each 2,500 (1,250 separate) of AGI over the threshold (290.0121 subd. 2).
    const from = (joint ? 358_550 : x.status === 'HOH' ? 298_800 : x.status === 'MFS' ? 179_275 : 239_050) * x.f;
    const kept = Math.max(0, 1 - 0.02 * Math.ceil(Math.max(0, agi - from) / ((x.status === 'MFS' ? 1250 : 2500) * x.f)));
    return standard - cut + 5200 * x.f * x.dependents * kept;
  },
};
