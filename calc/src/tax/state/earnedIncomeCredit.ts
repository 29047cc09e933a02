import type { FilingStatus } from '../../types';

/**
 * The federal earned income credit (IRC 32) as the states that match it need it (DE, and others by share): by
 * qualifying children (0 to 3), on earned income and AGI. Rev. Proc. 2024-40 (2025) and 2025-32 (2026); later
 * years index 2026 by the given factor. Childless filers qualify from 25 to 64; investment income over the limit
 * ends the credit.
 */
interface EitcYear {
  /** By children 0, 1, 2, 3+: phase-in rate, earned amount, maximum credit, phase-out rate. */
  rate: readonly number[];
  max: readonly number[];
  earned: readonly number[];
  phaseOutRate: readonly number[];
  /** Phase-out start by 0 children / 1 or more, other filers and joint. */
  start: readonly [number, number];
  startJoint: readonly [number, number];
  investmentLimit: number;
}
const YEARS: Record<number, EitcYear> = {
  2025: {
    rate: [0.0765, 0.34, 0.4, 0.45], max: [649, 4328, 7152, 8046], earned: [8490, 12_730, 17_880, 17_880], phaseOutRate: [0.0765, 0.1598, 0.2106, 0.2106],
    start: [10_620, 23_350], startJoint: [17_730, 30_470], investmentLimit: 11_950,
  },
  2026: {
    rate: [0.0765, 0.34, 0.4, 0.45], max: [664, 4427, 7316, 8231], earned: [8680, 13_020, 18_290, 18_290], phaseOutRate: [0.0765, 0.1598, 0.2106, 0.2106],
    start: [10_860, 23_890], startJoint: [18_140, 31_160], investmentLimit: 12_200,
  },
};

export function earnedIncomeCredit(a: {
  year: number; status: FilingStatus; children: number; earned: number; agi: number; investment: number; ages: readonly number[]; f?: number;
}): number {
  if (a.status === 'MFS') return 0;
  const y = YEARS[Math.min(2026, Math.max(2025, a.year))];
  const f = a.f ?? 1;
  const k = Math.min(3, Math.max(0, a.children));
  if (k === 0 && !a.ages.some((age) => age >= 25 && age <= 64)) return 0;
  if (a.investment > y.investmentLimit * f) return 0;
  const joint = a.status === 'MFJ';
  const max = y.max[k] * f;
  const phaseIn = Math.min(max, y.rate[k] * Math.max(0, a.earned));
  const start = (joint ? y.startJoint : y.start)[k === 0 ? 0 : 1] * f;
  const over = Math.max(0, Math.max(a.agi, a.earned) - start);
  return Math.max(0, Math.min(phaseIn, max - y.phaseOutRate[k] * over));
}
