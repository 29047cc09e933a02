import { eldersOf, isJoint } from '../../tax/state/compute';
import { same, flat } from './helpers';
import type { StateRules, StateYear } from './types';

/**
 * Arizona. A.R.S. 43-1011 (2.5% flat from 2023), 43-1023
 * (2,100 exemption per filer 65 or older), 43-1073.01 (dependent credit 100 per dependent under 17, 25 for
 * older dependents), 43-1041 (the federal basic standard deduction, without the additional amounts),
 * 43-1022(23) (25% of net long-term capital gain on assets acquired after 2011); Form 140 instructions 2025.
 * Social Security is subtracted (43-1022(2)). Figures cross-read with PolicyEngine US gov/states/az.
 */
interface AzYear extends StateYear {
  /** The federal additional standard deduction at 65 (per filer, single / married), not part of Arizona's. */
  federalElder: { S: number; MFJ: number };
}

const YEAR: AzYear = {
  source: 'A.R.S. 43-1011, 43-1022, 43-1023, 43-1041, 43-1073.01; Arizona Form 140 instructions 2025',
  brackets: same(flat(0.025)),
  elderExemption: 2100,
  gainsExclusion: 0.25,
  federalElder: { S: 2000, MFJ: 1600 },
};

export const AZ: StateRules = {
  name: 'Arizona',
  indexed: true,
  indexing: 'Standard deduction follows the federal one; the rate is fixed at 2.5%.',
  years: { 2025: YEAR, 2026: { ...YEAR, source: 'A.R.S. 43-1011 (2.5% unchanged for 2026); federal 2026 standard deduction (Rev. Proc. 2025-32)', federalElder: { S: 2050, MFJ: 1650 } } as AzYear },
  // The federal basic standard deduction (43-1041: IRC 63(c)(2), without the additional amounts at 65), the
  // OBBBA senior deduction (subtracted as adopted for 2025, 43-1022), and the 2,100 exemption per filer 65 or older.
  deductions: (x, py) => {
    const p = py as AzYear;
    const married = isJoint(x.status) || x.status === 'MFS';
    const basic = x.federalStandard - eldersOf(x) * (married ? p.federalElder.MFJ : p.federalElder.S) * x.f;
    return basic + (x.federalDeduction - x.federalStandard) + 2100 * eldersOf(x) * x.f;
  },
  // Dependent credit (43-1073.01): 100 per dependent under 17, 25 per older dependent.
  credits: (tax, x) => tax - (100 * x.children + 25 * (x.dependents - x.children)),
};
