import { byStatus, peopleOf } from '../../tax/state/compute';
import { same, flat } from './helpers';
import type { StateRules, StateTaxInput, StateYear } from './types';

/**
 * Kentucky. KRS 141.020(2) (4.0% for 2025, 3.5% for 2026 after the HB 1 (2025) trigger certification),
 * 141.081 (standard deduction 3,270 for 2025, indexed; one on a joint return, one each when a couple files
 * separately on a combined return, status 3, which it may do where that is lower), 141.019(1)(l) (pension and
 * annuity exclusion 31,110 per person, of that person's pensions and IRA money), 141.020(3) (credit 40 per filer
 * 65+); Form 740 instructions 2025. Social Security exempt. Cross-read with PolicyEngine US gov/states/ky.
 */
const YEAR = {
  source: 'KRS 141.020, 141.081, 141.019; Kentucky Form 740 instructions 2025',
  brackets: same(flat(0.04)),
  standard: { S: 3270, MFJ: 6540, HOH: 3270, MFS: 3270 },
  elderCredit: 40,
  retirementExclusion: { age: 0, perPerson: 31_110 },
};

/** Each person's Kentucky AGI less the deduction, jointly (one deduction) or on a combined return (one each). */
function kentucky(x: StateTaxInput, p: StateYear): number {
  const rate = byStatus(p.brackets, x.status)[0][1];
  const standard = (p.standard as { S: number }).S * x.f;
  const cap = (p.retirementExclusion?.perPerson ?? 0) * x.f;
  const agis = peopleOf(x).map((q) => q.wages + q.pension + q.ira + q.other - Math.min(cap, Math.max(0, q.pension + q.ira)));
  const joint = Math.max(0, agis.reduce((a, b) => a + b, 0) - standard);
  const separate = agis.length === 2 && x.status === 'MFJ' ? agis.reduce((s, a) => s + Math.max(0, a - standard), 0) : joint;
  return rate * Math.min(joint, separate) - (p.elderCredit ?? 0) * x.ages.filter((a) => a >= 65).length * x.f;
}

export const KY: StateRules = {
  name: 'Kentucky',
  indexed: true,
  indexing: 'Standard deduction indexed by CPI (KRS 141.081(2)(a)): 2026 taken as 3,360 = 3,270 indexed by about 2.7% and rounded to 10 as the statute does (check against the 2026 Form 740); the 31,110 exclusion is fixed.',
  compute: kentucky,
  years: {
    2025: YEAR,
    2026: { ...YEAR, brackets: same(flat(0.035)), standard: { S: 3360, MFJ: 6720, HOH: 3360, MFS: 3360 }, source: 'KRS 141.020(2)(g) (3.5% for 2026, HB 1 of 2025); standard deduction indexed under KRS 141.081(2)(a)' },
  },
};
