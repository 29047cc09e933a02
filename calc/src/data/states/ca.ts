import { bracketTax, byStatus, eldersOf, isJoint } from '../../tax/state/compute';
import type { StateRules } from './types';

/**
 * California. Rev. & Tax. Code 17041 (rates, indexed by the California CPI, 17041(h)), 17043 (1% Mental Health
 * Services Tax over 1,000,000 for every status), 17054 (exemption credits), 17054.1 (their phase-out: 6 per
 * 2,500 of AGI over the threshold, per credit), 17073.5 (standard deduction); FTB 2025 tax rate schedules and
 * Form 540 instructions: personal credit 153 per filer, senior 153 per filer 65+, dependent 475.
 * Social Security is exempt (17087); retirement income and capital gains are ordinary income.
 * Figures cross-read with PolicyEngine US gov/states/ca.
 */
const Y2025 = {
  source: 'FTB 2025 California tax rate schedules X, Y, Z; Form 540 instructions 2025 (exemption credits, standard deduction)',
  brackets: {
    S: [[0, 0.01], [11_079, 0.02], [26_264, 0.04], [41_452, 0.06], [57_542, 0.08], [72_724, 0.093], [371_479, 0.103], [445_771, 0.113], [742_953, 0.123]],
    MFJ: [[0, 0.01], [22_158, 0.02], [52_528, 0.04], [82_904, 0.06], [115_084, 0.08], [145_448, 0.093], [742_958, 0.103], [891_542, 0.113], [1_485_906, 0.123]],
    HOH: [[0, 0.01], [22_173, 0.02], [52_530, 0.04], [67_716, 0.06], [83_805, 0.08], [98_990, 0.093], [505_208, 0.103], [606_251, 0.113], [1_010_417, 0.123]],
  },
  standard: { S: 5706, MFJ: 11_412, HOH: 11_412, MFS: 5706 },
  credit: 153,
  elderCredit: 153,
  dependentCredit: 475,
} as const;
const PHASE_OUT = { S: 252_203, MFJ: 504_411, HOH: 378_310, MFS: 252_203 };

export const CA: StateRules = {
  name: 'California',
  indexed: true,
  indexing: 'Brackets, deduction and credits indexed by the California CPI (June to June, R&TC 17041(h)); 2026 figures indexed by the plan inflation until the FTB publishes them.',
  years: { 2025: Y2025 },
  rateTax: (taxable, x, p) => bracketTax(byStatus(p.brackets, x.status), taxable, x.f) + 0.01 * Math.max(0, taxable - 1_000_000),
  credits: (tax, x, p) => {
    const over = Math.max(0, x.federalAgi - x.taxableSocialSecurity - byStatus(PHASE_OUT, x.status) * x.f);
    const steps = Math.ceil(over / (x.status === 'MFS' ? 1250 : 2500));
    const each = (amount: number): number => Math.max(0, amount * x.f - 6 * steps);
    const personal = isJoint(x.status) ? 2 : 1;
    return tax - personal * each(p.credit ?? 0) - eldersOf(x) * each(p.elderCredit ?? 0) - x.dependents * each(p.dependentCredit ?? 0);
  },
};
