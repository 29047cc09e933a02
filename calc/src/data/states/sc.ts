import type { StateRules, StateTaxInput } from './types';

/**
 * South Carolina. S.C. Code 12-6-510 (rates on federal taxable income: 0% up to 3,560, 3% to 17,830, 6.0% above
 * for 2025 after the 2025 reduction, Act 57 of 2025; brackets indexed), 12-6-1140(6) (44% of net long-term
 * capital gain deducted), 12-6-1170 (retirement income deduction 3,000 per person under 65, 10,000 at 65+;
 * 65+ deduction 15,000 less the retirement deduction taken), 12-6-1160 (Social Security subtracted);
 * SC1040 instructions 2025. Cross-read with PolicyEngine US gov/states/sc.
 */
const Y2025 = {
  source: 'S.C. Code 12-6-510, 12-6-1140, 12-6-1160, 12-6-1170; SC1040 instructions 2025',
  brackets: { S: [[0, 0], [3560, 0.03], [17_830, 0.06]], MFJ: [[0, 0], [3560, 0.03], [17_830, 0.06]] },
  start: 'federalTaxable' as const,
  gainsExclusion: 0.44,
} as const;

function retirementDeductions(x: StateTaxInput): number {
  const n = x.ages.length;
  if (n === 0) return 0;
  let total = 0;
  for (const age of x.ages) {
    const retirement = Math.min(x.retirement / n, age >= 65 ? 10_000 : 3000);
    total += retirement;
    if (age >= 65) total += Math.max(0, 15_000 - retirement);
  }
  return total;
}

export const SC: StateRules = {
  name: 'South Carolina',
  indexed: true,
  indexing: 'Bracket edges indexed (12-6-520); the top rate falls further only when revenue triggers are met (not applied). 2026: 2025 indexed by the plan inflation.',
  years: { 2025: Y2025 },
  subtract: retirementDeductions,
};
