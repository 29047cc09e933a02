import { test } from 'node:test';
import assert from 'node:assert/strict';
import { federalIncomeTax, seniorDeduction, standardDeduction } from './federalIncomeTax';

test('IRS Rev. Proc. 2024-40, MFJ 2025: taxable 100,000 → 11,828', () => {
  assert.equal(federalIncomeTax({ taxableIncome: 100000, filingStatus: 'MFJ', year: 2025 }), 11828);
});

test('IRS Rev. Proc. 2024-40 Table 3, single 2025: over 626,350 → 188,769.75 plus 37% of the excess', () => {
  assert.equal(federalIncomeTax({ taxableIncome: 626350, filingStatus: 'S', year: 2025 }), 188769.75);
  assert.equal(federalIncomeTax({ taxableIncome: 1000000, filingStatus: 'S', year: 2025 }), 327020.25);
});

test('IRS Rev. Proc. 2024-40, single 2025: taxable 50,000 → 5,914.00 and HOH 60,000 → 6,860.00', () => {
  assert.equal(federalIncomeTax({ taxableIncome: 50000, filingStatus: 'S', year: 2025 }), 5914);
  assert.equal(federalIncomeTax({ taxableIncome: 60000, filingStatus: 'HOH', year: 2025 }), 6860);
});

test('IRS Rev. Proc. 2024-40, MFS 2025 uses half the MFJ 35% edge: 400,000 → 116,700.75 + 37% of 24,200', () => {
  // 10/12/22/24/32% portions equal the single schedule up to 250,525 (57,231.00), then 35% to 375,800.
  const expected = 57231 + 0.35 * (375800 - 250525) + 0.37 * (400000 - 375800);
  assert.equal(federalIncomeTax({ taxableIncome: 400000, filingStatus: 'MFS', year: 2025 }), Math.round(expected * 100) / 100);
});

test('IRS Rev. Proc. 2023-34, single 2024: taxable 100,000 → 17,053.00', () => {
  assert.equal(federalIncomeTax({ taxableIncome: 100000, filingStatus: 'S', year: 2024 }), 17053);
});

test('IRS Rev. Proc. 2025-32, MFJ 2026: taxable 100,000 → 11,504.00; QSS uses the MFJ schedule', () => {
  assert.equal(federalIncomeTax({ taxableIncome: 100000, filingStatus: 'MFJ', year: 2026 }), 11504);
  assert.equal(federalIncomeTax({ taxableIncome: 100000, filingStatus: 'QSS', year: 2026 }), 11504);
});

test('Form 1040 Qualified Dividends and Capital Gain Tax Worksheet, MFJ 2025: 120,000 with 30,000 gains → 13,818', () => {
  // Ordinary 90,000 → 10,323; gains: 6,700 at 0% (to 96,700), 23,300 at 15% → 3,495.
  assert.equal(federalIncomeTax({ taxableIncome: 120000, longTermGains: 30000, filingStatus: 'MFJ', year: 2025 }), 13818);
});

test('Rev. Proc. 2024-40 sec. 3.12, single 2025: gains above 533,400 are taxed at 20%', () => {
  const withGains = federalIncomeTax({ taxableIncome: 700000, longTermGains: 200000, filingStatus: 'S', year: 2025 });
  const ordinaryPart = federalIncomeTax({ taxableIncome: 500000, filingStatus: 'S', year: 2025 });
  assert.equal(withGains, Math.round((ordinaryPart + 0.15 * 33400 + 0.2 * 166600) * 100) / 100);
});

test('gains never raise tax above the ordinary schedule and gains-only income under the 0% edge is untaxed', () => {
  assert.equal(federalIncomeTax({ taxableIncome: 40000, longTermGains: 40000, filingStatus: 'S', year: 2025 }), 0);
  const ordinary = federalIncomeTax({ taxableIncome: 80000, filingStatus: 'S', year: 2025 });
  assert.ok(federalIncomeTax({ taxableIncome: 80000, longTermGains: 10000, filingStatus: 'S', year: 2025 }) < ordinary);
});

test('OBBBA sec. 70102 / Rev. Proc. 2025-32: standard deductions 2025 and 2026, with the 65+ additional amounts', () => {
  assert.equal(standardDeduction('S', 2025), 15750);
  assert.equal(standardDeduction('MFJ', 2025), 31500);
  assert.equal(standardDeduction('HOH', 2025), 23625);
  assert.equal(standardDeduction('MFJ', 2025, { over65Count: 2 }), 34700);
  assert.equal(standardDeduction('S', 2025, { over65Count: 1 }), 17750);
  assert.equal(standardDeduction('S', 2026), 16100);
  assert.equal(standardDeduction('MFJ', 2026, { over65Count: 1 }), 33850);
  assert.equal(standardDeduction('S', 2024), 14600);
});

test('future years index the 2026 table by the given inflation, rounded down to $25 / $50', () => {
  // 12,400 × 1.03 = 12,772 → 12,750; 16,100 × 1.03 = 16,583 → 16,550.
  assert.equal(federalIncomeTax({ taxableIncome: 12750, filingStatus: 'S', year: 2027, inflationRate: 0.03 }), 1275);
  assert.equal(federalIncomeTax({ taxableIncome: 12760, filingStatus: 'S', year: 2027, inflationRate: 0.03 }), 1276.2);
  assert.equal(standardDeduction('S', 2027, { inflationRate: 0.03 }), 16550);
});

test('OBBBA sec. 70103 senior deduction: 6,000 each, less 6% of MAGI over 150,000 joint, none for MFS or 2029', () => {
  assert.equal(seniorDeduction({ filingStatus: 'MFJ', year: 2025, over65Count: 2, modifiedAgi: 100000 }), 12000);
  assert.equal(seniorDeduction({ filingStatus: 'MFJ', year: 2026, over65Count: 2, modifiedAgi: 200000 }), 6000);
  assert.equal(seniorDeduction({ filingStatus: 'S', year: 2025, over65Count: 1, modifiedAgi: 175000 }), 0);
  assert.equal(seniorDeduction({ filingStatus: 'MFS', year: 2025, over65Count: 1, modifiedAgi: 10000 }), 0);
  assert.equal(seniorDeduction({ filingStatus: 'S', year: 2029, over65Count: 1, modifiedAgi: 10000 }), 0);
});

test('money is rounded half away from zero and never shows a negative zero', async () => {
  const { roundCents } = await import('../money');
  assert.equal(roundCents(1.005), 1.01);
  assert.equal(roundCents(-1.005), -1.01);
  assert.ok(Object.is(roundCents(-0.000001), 0));
});
