import { test } from 'node:test';
import assert from 'node:assert/strict';
import { earnedIncomeCredit } from './earnedIncomeCredit';

const near = (got: number, want: number): void => assert.ok(Math.abs(got - want) < 0.01, `${got} vs ${want}`);

// Rev. Proc. 2024-40 (2025) figures, worked by hand.
const base = { year: 2025, status: 'S' as const, children: 1, earned: 0, agi: 0, investment: 0, ages: [40] };

test('earned income credit: phase-in, plateau, phase-out, limits', () => {
  // One child: 34% of 10,000 earned
  near(earnedIncomeCredit({ ...base, earned: 10_000, agi: 10_000 }), 3400);
  // the maximum 4,328 on the plateau (earned 12,730 to the phase-out start 23,350)
  near(earnedIncomeCredit({ ...base, earned: 20_000, agi: 20_000 }), 4328);
  // 4,328 - 15.98% x (30,000 - 23,350) = 3,265.33
  near(earnedIncomeCredit({ ...base, earned: 30_000, agi: 30_000 }), 3265.33);
  // joint: the phase-out starts at 30,470, so the same income keeps the maximum
  near(earnedIncomeCredit({ ...base, status: 'MFJ', earned: 30_000, agi: 30_000, ages: [40, 40] }), 4328);
  // the larger of AGI and earned income is phased out: AGI 30,000 with 20,000 earned gives 3,265.33 too
  near(earnedIncomeCredit({ ...base, earned: 20_000, agi: 30_000 }), 3265.33);
  // investment income over 11,950 ends it; separate filers get none
  near(earnedIncomeCredit({ ...base, earned: 20_000, agi: 32_000, investment: 12_000 }), 0);
  near(earnedIncomeCredit({ ...base, status: 'MFS', earned: 20_000, agi: 20_000 }), 0);
  // no child: 7.65% up to 649, only from 25 to 64
  near(earnedIncomeCredit({ ...base, children: 0, earned: 8000, agi: 8000 }), 612);
  near(earnedIncomeCredit({ ...base, children: 0, earned: 8000, agi: 8000, ages: [70] }), 0);
});
