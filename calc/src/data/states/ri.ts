import { isJoint, peopleOf } from '../../tax/state/compute';
import { same } from './helpers';
import type { StateRules, StateTaxInput } from './types';

/**
 * Rhode Island. R.I. Gen. Laws 44-30-2.6(c)(3) (rates 3.75 / 4.75 / 5.99%, one schedule for every status;
 * brackets 79,900 / 181,650 for 2025, indexed), 44-30-2.6(c)(3)(iv)-(v) (standard deduction 10,900 / 21,800 /
 * 16,350 and exemption 5,100 for 2025, both phased out in 20% steps as modified AGI goes from 254,250 to
 * 283,150), 44-30-12(c)(6) and (c)(7) (Social Security and the first 20,000 of each filer's own pension and
 * annuity income at full retirement age exempt when AGI is under 104,200 single / 130,250 joint for 2025;
 * employer plans qualify, IRA distributions do not: Division of Taxation Publication 2021-02, section 1; the
 * engine counts employer pensions, its 401(k) money being with the IRA money); RI-1040 instructions 2025.
 * Cross-read with PolicyEngine US gov/states/ri.
 */
const Y2025 = {
  source: 'R.I. Gen. Laws 44-30-2.6, 44-30-12; RI-1040 instructions 2025',
  brackets: same([[0, 0.0375], [79_900, 0.0475], [181_650, 0.0599]] as const),
  standard: { S: 10_900, MFJ: 21_800, HOH: 16_350, MFS: 10_900 },
  taxesSocialSecurity: true,
};

function exemptRetirement(x: StateTaxInput): number {
  const limit = (isJoint(x.status) ? 130_250 : 104_200) * x.f;
  if (x.federalAgi >= limit) return 0;
  if (!x.ages.some((a) => a >= 67)) return 0;
  // The 20,000 is per person, of that person's own pension (IRA distributions are not pension and annuity
  // income).
  const people = peopleOf(x);
  let pensions = 0;
  for (let i = 0; i < people.length; i++) if (x.ages[i] >= 67) pensions += Math.min(people[i].pension, 20_000 * x.f);
  return x.taxableSocialSecurity + pensions;
}

export const RI: StateRules = {
  name: 'Rhode Island',
  indexed: true,
  indexing: 'Brackets, deduction, exemption and limits indexed by CPI-U (44-30-2.6(c)(3)(iii)); 2026: 2025 indexed by the plan inflation until published.',
  years: { 2025: Y2025 },
  subtract: exemptRetirement,
  deductions: (x, p) => {
    const std = p.standard as { S: number; MFJ: number; HOH: number; MFS: number };
    const base = isJoint(x.status) ? std.MFJ : x.status === 'HOH' ? std.HOH : std.S;
    const amount = (base + 5100 * ((isJoint(x.status) ? 2 : 1) + x.dependents)) * x.f;
    const over = x.federalAgi - 254_250 * x.f;
    if (over <= 0) return amount;
    const steps = Math.min(5, Math.ceil(over / (5780 * x.f)));
    return amount * (1 - 0.2 * steps);
  },
};
