import { test } from 'node:test';
import assert from 'node:assert/strict';
import { medicarePremiums } from './medicare';

// CMS fact sheets "2025 / 2026 Medicare Parts A & B Premiums and Deductibles" (Part B and its adjustments), the
// Part D base beneficiary premium (36.78 for 2025, 38.99 for 2026) and Part D adjustments; tiers by the MAGI of
// the return two years earlier (20 CFR 418.2115).

const at = (magi: number, filingStatus: 'S' | 'MFJ' | 'MFS', year: number) => medicarePremiums({ magi, filingStatus, year });

test('2025: each tier edge for single and joint returns', () => {
  const single: [number, number, number, number][] = [
    // MAGI, tier, Part B, Part D monthly
    [106_000, 0, 185, 36.78], [106_001, 1, 259, 50.48],
    [133_000, 1, 259, 50.48], [133_001, 2, 370, 72.08],
    [167_000, 2, 370, 72.08], [167_001, 3, 480.9, 93.78],
    [200_000, 3, 480.9, 93.78], [200_001, 4, 591.9, 115.38],
    [499_999, 4, 591.9, 115.38], [500_000, 5, 628.9, 122.58],
  ];
  for (const [magi, tier, b, d] of single) {
    const p = at(magi, 'S', 2025);
    assert.equal(p.tier, tier, `single MAGI ${magi}`);
    assert.equal(Math.round((p.partB + p.surchargeB) * 100) / 100, b, `Part B at ${magi}`);
    assert.equal(Math.round((p.partD + p.surchargeD) * 100) / 100, d, `Part D at ${magi}`);
  }
  const joint: [number, number][] = [[212_000, 0], [212_001, 1], [266_000, 1], [266_001, 2], [334_000, 2], [334_001, 3], [400_000, 3], [400_001, 4], [749_999, 4], [750_000, 5]];
  for (const [magi, tier] of joint) assert.equal(at(magi, 'MFJ', 2025).tier, tier, `joint MAGI ${magi}`);
  // Yearly for one person at the top tier: 12 x (628.90 + 122.58) = 9,017.76
  assert.equal(at(1_000_000, 'MFJ', 2025).yearly, 9017.76);
  // Separate returns: over 106,000 straight to the fourth tier's amounts, from 394,000 the top.
  assert.equal(at(106_000, 'MFS', 2025).tier, 0);
  assert.equal(at(106_001, 'MFS', 2025).surchargeB, 406.9);
  assert.equal(at(393_999, 'MFS', 2025).surchargeB, 406.9);
  assert.equal(at(394_000, 'MFS', 2025).surchargeB, 443.9);
});

test('2026: each tier edge for single and joint returns', () => {
  const single: [number, number, number, number][] = [
    [109_000, 0, 202.9, 38.99], [109_001, 1, 284.1, 53.49],
    [137_000, 1, 284.1, 53.49], [137_001, 2, 405.8, 76.49],
    [171_000, 2, 405.8, 76.49], [171_001, 3, 527.5, 99.39],
    [205_000, 3, 527.5, 99.39], [205_001, 4, 649.2, 122.29],
    [499_999, 4, 649.2, 122.29], [500_000, 5, 689.9, 129.99],
  ];
  for (const [magi, tier, b, d] of single) {
    const p = at(magi, 'S', 2026);
    assert.equal(p.tier, tier, `single MAGI ${magi}`);
    assert.equal(Math.round((p.partB + p.surchargeB) * 100) / 100, b, `Part B at ${magi}`);
    assert.equal(Math.round((p.partD + p.surchargeD) * 100) / 100, d, `Part D at ${magi}`);
  }
  const joint: [number, number][] = [[218_000, 0], [218_001, 1], [274_000, 1], [274_001, 2], [342_000, 2], [342_001, 3], [410_000, 3], [410_001, 4], [749_999, 4], [750_000, 5]];
  for (const [magi, tier] of joint) assert.equal(at(magi, 'MFJ', 2026).tier, tier, `joint MAGI ${magi}`);
  // Standard premiums for a year: 12 x (202.90 + 38.99) = 2,902.68
  assert.equal(at(50_000, 'S', 2026).yearly, 2902.68);
  assert.equal(at(391_000, 'MFS', 2026).surchargeB, 487);
});

test('after 2026 premiums and edges follow the plan inflation', () => {
  // 2027 at 3%: the first edge 109,000 x 1.03 = 112,270, rounded to 112,000; Part B 202.90 x 1.03 = 208.99 -> 209.00
  assert.equal(medicarePremiums({ magi: 112_000, filingStatus: 'S', year: 2027, inflationRate: 0.03 }).tier, 0);
  assert.equal(medicarePremiums({ magi: 112_001, filingStatus: 'S', year: 2027, inflationRate: 0.03 }).tier, 1);
  assert.equal(medicarePremiums({ magi: 0, filingStatus: 'S', year: 2027, inflationRate: 0.03 }).partB, 209);
});
