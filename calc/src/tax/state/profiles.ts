import { stateIncomeTax, type StateIncomeTaxInput } from '../stateIncomeTax';
import assert from 'node:assert/strict';

/**
 * The household profiles the per-state tests work by hand. Federal figures they rely on (IRS rate schedules,
 * Rev. Proc. 2024-40 as amended by OBBBA, Rev. Proc. 2025-32; Pub 915):
 * - W, a worker: single, 40, wages 60,000. Federal taxable 44,250 (2025) / 43,900 (2026); tax 5,071.50 / 5,020.
 * - J, a joint couple: 45 and 45, wages 120,000. Federal taxable 88,500 / 87,800; tax 10,143 / 10,040.
 * - R, retirees filing jointly: 70 and 68, IRA distributions 50,000, Social Security 40,000. Taxable benefits
 *   28,100 (0.85 x (70,000 - 44,000) + 6,000), AGI 78,100; federal standard deduction 34,700 (2025: 31,500 +
 *   2 x 1,600) / 35,500 (2026: 32,200 + 2 x 1,650), senior deduction 2 x 6,000; federal taxable 31,400 / 30,600;
 *   tax 3,291 / 3,176.
 * - H, head of household: 38, wages 70,000, one child of 8. Federal tax 5,225 / 5,148 less the 2,200 child
 *   credit = 3,025 / 2,948.
 */
export const W = { taxableIncome: 60_000, filingStatus: 'S', ages: [40] } as const;
export const J = { taxableIncome: 120_000, filingStatus: 'MFJ', ages: [45, 45] } as const;
export const R = { taxableIncome: 0, filingStatus: 'MFJ', ages: [70, 68], retirement: 50_000, socialSecurity: 40_000 } as const;
export const H = { taxableIncome: 70_000, filingStatus: 'HOH', ages: [38], dependents: 1 } as const;

type Profile = Omit<StateIncomeTaxInput, 'state' | 'year' | 'ages'> & { ages: readonly number[] };

/**
 * Asserts a hand-worked figure to the cent (a cent of slack for half-cent rounding of the hand arithmetic).
 * States whose 2026 figures are not published yet are checked with `inflationRate: 0`, i.e. on the 2025 amounts.
 */
export function check(state: string, year: number, profile: Profile, expected: number, inflationRate?: number): void {
  const got = stateIncomeTax({ ...profile, ages: [...profile.ages], state, year, inflationRate });
  assert.ok(Math.abs(got - expected) <= 0.011, `${state} ${year}: expected ${expected.toFixed(2)}, got ${got.toFixed(2)}`);
}
