import { byStatus, isJoint, peopleOf } from '../../tax/state/compute';
import type { ByStatus, StateRules, StateTaxInput, StateYear } from './types';

/**
 * South Carolina. S.C. Code 12-6-510 (rates on federal taxable income: 0% up to 3,560, 3% to 17,830, 6.0% above
 * for 2025 after the 2025 reduction, Act 57 of 2025; brackets indexed), 12-6-1140(6) (44% of net long-term
 * capital gain deducted), 12-6-1170 (retirement income deduction of each person's own retirement income, up
 * to 3,000 under 65, 10,000 at 65+; 65+ deduction 15,000 less the retirement deduction taken), 12-6-1160
 * (Social Security subtracted);
 * 12-6-1160 (dependent exemption 4,930 for 2025); SC1040 instructions 2025. South Carolina has not adopted OBBBA
 * (Pub. L. 119-21): the senior deduction and the OBBBA increase of the standard deduction over 15,000 / 30,000 /
 * 22,500 are added back (SC1040 line e). 2026 (H.4216): rates 1.99% and 5.21%, the base is federal AGI less the
 * subtractions and the SC income adjusted deduction (15,000 / 30,000 / 22,500, phased out over AGI 40,000-95,000 /
 * 80,000-190,000 / 60,000-142,500). 12-6-3330: two-wage-earner credit (0.7% of the lower earner's own earned
 * income up to 50,000). Cross-read with
 * PolicyEngine US gov/states/sc.
 */
interface ScYear extends StateYear {
  /** The OBBBA part of the federal basic standard deduction, added back (SC1040 line e); 2025. */
  obbbaAddback?: ByStatus<number>;
  /** From 2026: the SC income adjusted deduction and its phase-out over federal AGI: [amount, start, width]. */
  sciad?: ByStatus<readonly [number, number, number]>;
}

const Y2025: ScYear = {
  source: 'S.C. Code 12-6-510, 12-6-1140, 12-6-1160, 12-6-1170; SC1040 instructions 2025',
  brackets: { S: [[0, 0], [3560, 0.03], [17_830, 0.06]], MFJ: [[0, 0], [3560, 0.03], [17_830, 0.06]] },
  start: 'federalTaxable',
  gainsExclusion: 0.44,
  dependentExemption: 4930,
  obbbaAddback: { S: 750, MFJ: 1500, HOH: 1125, MFS: 750 },
};
const Y2026: ScYear = {
  source: 'S.C. Code 12-6-510(C), 12-6-1140(15) as amended by H.4216 (2026), 12-6-1140, 12-6-1160, 12-6-1170; as cross-read with PolicyEngine US gov/states/sc',
  brackets: { S: [[0, 0.0199], [30_000, 0.0521]], MFJ: [[0, 0.0199], [30_000, 0.0521]] },
  start: 'agi',
  gainsExclusion: 0.44,
  dependentExemption: 4930,
  sciad: { S: [15_000, 40_000, 55_000], MFJ: [30_000, 80_000, 110_000], HOH: [22_500, 60_000, 82_500], MFS: [15_000, 40_000, 55_000] },
};

/** 2026 SC income adjusted deduction: the amount less its share of AGI over the start, the cut rounded down to 10. */
function sciad(x: StateTaxInput, p: ScYear): number {
  if (!p.sciad) return 0;
  const [amount, start, width] = byStatus(p.sciad, x.status);
  const cut = Math.floor((amount * x.f * Math.min(1, Math.max(0, x.federalAgi - start * x.f) / (width * x.f))) / 10) * 10;
  return Math.max(0, amount * x.f - cut);
}

function retirementDeductions(x: StateTaxInput, py: StateYear): number {
  const p = py as ScYear;
  const n = x.ages.length;
  // Added back: the federal senior deduction and the OBBBA increase of the basic standard deduction, which
  // South Carolina has not adopted; subtracted: dependent exemptions.
  let total = (p.dependentExemption ?? 0) * x.dependents * x.f + sciad(x, p);
  if (p.obbbaAddback) total -= x.federalDeduction - x.federalStandard + byStatus(p.obbbaAddback, x.status) * x.f;
  if (n === 0) return total;
  // Each filer's deduction is of their own retirement income (pensions and IRA money).
  const people = peopleOf(x);
  for (let i = 0; i < n; i++) {
    const age = x.ages[i];
    const retirement = Math.min(people[i].pension + people[i].ira, age >= 65 ? 10_000 : 3000);
    total += retirement;
    if (age >= 65) total += Math.max(0, 15_000 - retirement);
  }
  return total;
}

export const SC: StateRules = {
  name: 'South Carolina',
  indexed: true,
  indexing: 'Bracket edges indexed (12-6-520) until 2025; 2026: the two-rate schedule of H.4216 (1.99% to 30,000, 5.21% above); later years index the 2026 table by the plan inflation.',
  years: { 2025: Y2025, 2026: Y2026 },
  subtract: retirementDeductions,
  deductions: () => 0,
  // Two-wage-earner credit (12-6-3330): 0.7% of the lower earner's own earned income up to 50,000.
  credits: (tax, x) => {
    if (!isJoint(x.status) || x.ages.length !== 2) return tax;
    const [a, b] = peopleOf(x);
    return tax - 0.007 * Math.min(Math.max(0, Math.min(a.wages, b.wages)), 50_000 * x.f);
  },
};
