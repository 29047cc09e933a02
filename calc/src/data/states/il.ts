import { same, flat } from './helpers';
import type { StateRules } from './types';

/**
 * Illinois. 35 ILCS 5/201(b)(5.4) (4.95%), 5/204 (exemption 2,850 for 2025 per filer and dependent, indexed by
 * CPI; extra 1,000 per filer 65+; none when AGI is over 250,000 / 500,000 joint), 5/203(a)(2)(F) (Social
 * Security and qualified retirement income — pensions, IRA and 401(k) distributions — subtracted); IL-1040
 * instructions 2025. Cross-read with PolicyEngine US gov/states/il.
 */
const YEAR = {
  source: '35 ILCS 5/201, 5/203, 5/204; IL-1040 instructions 2025',
  brackets: same(flat(0.0495)),
  exemption: 2850,
  dependentExemption: 2850,
  elderExemption: 1000,
  retirementExclusion: { age: 0, perPerson: Infinity },
};

export const IL: StateRules = {
  name: 'Illinois',
  indexed: true,
  indexing: 'Exemption indexed by CPI (35 ILCS 5/204(d-5)); 2026: 2025 indexed by the plan inflation until published.',
  years: { 2025: YEAR },
  deductions: (x, p) => {
    const limit = x.status === 'MFJ' || x.status === 'QSS' ? 500_000 : 250_000;
    if (x.federalAgi > limit * x.f) return (p.elderExemption ?? 0) * x.ages.filter((a) => a >= 65).length;
    return ((p.exemption ?? 0) * x.ages.length + (p.dependentExemption ?? 0) * x.dependents) * x.f + (p.elderExemption ?? 0) * x.ages.filter((a) => a >= 65).length;
  },
};
