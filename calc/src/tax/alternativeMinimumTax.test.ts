import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alternativeMinimumTax, amtParameters } from './alternativeMinimumTax';

// Worked by hand on Form 6251 (2025) and its instructions, with the Qualified Dividends and Capital Gain Tax
// Worksheet of the Form 1040 instructions for the regular tax. Tables: Rev. Proc. 2024-40 (2025), Rev. Proc.
// 2025-32 and OBBBA sec. 70107 (2026).

test('exemptions, phase-out starts and rates for 2025 and 2026', () => {
  assert.deepEqual(amtParameters('MFJ', 2025), { exemption: 137_000, phaseOutStart: 1_252_700, phaseOutRate: 0.25, breakpoint: 239_100 });
  assert.deepEqual(amtParameters('S', 2025), { exemption: 88_100, phaseOutStart: 626_350, phaseOutRate: 0.25, breakpoint: 239_100 });
  assert.deepEqual(amtParameters('MFS', 2025), { exemption: 68_500, phaseOutStart: 626_350, phaseOutRate: 0.25, breakpoint: 119_550 });
  assert.deepEqual(amtParameters('MFJ', 2026), { exemption: 140_200, phaseOutStart: 1_000_000, phaseOutRate: 0.5, breakpoint: 244_500 });
  assert.deepEqual(amtParameters('HOH', 2026), { exemption: 90_100, phaseOutStart: 500_000, phaseOutRate: 0.5, breakpoint: 244_500 });
  // 2027 indexed from 2026 by 2%, rounded down to 100: 140,200 x 1.02 = 143,004 -> 143,000
  assert.equal(amtParameters('MFJ', 2027, 0.02).exemption, 143_000);
});

test('2025, joint, high income with large state tax deducted on Schedule A: the taxes are added back, no AMT due', () => {
  // Wages 450,000 (MAGI under 500,000, so the 40,000 SALT cap of OBBBA applies in full); Schedule A: state
  // income and property taxes 40,000, mortgage interest 20,000: taxable income 390,000.
  // Regular tax (MFJ schedule): 2,385 + 8,772 + 24,145 + 24% x 183,300 = 79,294.
  // Form 6251: line 1 390,000 + line 2a taxes 40,000 = AMTI 430,000 (line 4); exemption 137,000 (AMTI under
  // 1,252,700); line 6 = 293,000; line 7: 28% x 293,000 - 4,782 (2% x 239,100) = 77,258 = tentative minimum tax;
  // below the regular tax, so line 11 is 0.
  const r = alternativeMinimumTax({ taxableIncome: 390_000, filingStatus: 'MFJ', year: 2025, addBack: 40_000 });
  assert.deepEqual(r, { amti: 430_000, exemption: 137_000, tentativeMinimumTax: 77_258, regularTax: 79_294, amt: 0 });
});

test('2026, joint, high income with state tax and gains: exemption phased out at 50%, AMT due', () => {
  // Wages 600,000 and long-term gains 600,000; Schedule A: state and local taxes 10,000 (MAGI over 600,000: the
  // SALT cap is at its 10,000 floor, although far more state tax is paid), other itemized 30,000: taxable
  // income 1,160,000 of which 600,000 gains, ordinary 560,000.
  // Regular: ordinary 560,000 on the 2026 MFJ schedule = 2,480 + 9,120 + 24,332 + 46,116 + 34,848
  // + 35% x 47,550 = 133,538.50; gains: none at 0% (ordinary income is past 98,900), 613,700 - 560,000 = 53,700
  // at 15% = 8,055, the other 546,300 at 20% = 109,260: regular 250,853.50.
  // Form 6251: AMTI 1,170,000; exemption 140,200 - 50% x 170,000 = 55,200; line 6 1,114,800; Part III:
  // line 17 = 514,800 at 28% - 4,890 = 139,254; gains as in the regular worksheet 8,055 + 109,260;
  // line 40 = 256,569 (under line 41, 28% x 1,114,800 - 4,890 = 307,254): AMT 256,569 - 250,853.50 = 5,715.50.
  const r = alternativeMinimumTax({ taxableIncome: 1_160_000, longTermGains: 600_000, filingStatus: 'MFJ', year: 2026, addBack: 10_000 });
  assert.deepEqual(r, { amti: 1_170_000, exemption: 55_200, tentativeMinimumTax: 256_569, regularTax: 250_853.5, amt: 5715.5 });
});

test('2025, joint, large long-term gains with the standard deduction: AMT from the exemption phase-out', () => {
  // Wages 100,000 and long-term gains 1,500,000; standard deduction 31,500: taxable income 1,568,500.
  // Regular: ordinary 68,500: 2,385 + 12% x 44,650 = 7,743; gains 28,200 at 0% (to 96,700), 503,350 at 15% (to
  // 600,050) = 75,502.50, 968,450 at 20% = 193,690: 276,935.50.
  // Form 6251: line 2a adds back the 31,500: AMTI 1,600,000; exemption 137,000 - 25% x 347,300 = 50,175;
  // line 6 1,549,825; line 17 = 49,825 at 26% = 12,954.50; lines 19-34 as the worksheet: 75,502.50 + 193,690;
  // line 40 = 282,147 (line 41: 28% x 1,549,825 - 4,782 = 429,169); AMT 282,147 - 276,935.50 = 5,211.50.
  const r = alternativeMinimumTax({ taxableIncome: 1_568_500, longTermGains: 1_500_000, filingStatus: 'MFJ', year: 2025, addBack: 31_500 });
  assert.deepEqual(r, { amti: 1_600_000, exemption: 50_175, tentativeMinimumTax: 282_147, regularTax: 276_935.5, amt: 5211.5 });
});

test('a worker with the standard deduction owes no AMT', () => {
  // Single, wages 200,000: taxable 184,250; AMTI 200,000 - 88,100 = 111,900 at 26% = 29,094, under the regular tax.
  const r = alternativeMinimumTax({ taxableIncome: 184_250, filingStatus: 'S', year: 2025, addBack: 15_750 });
  assert.equal(r.tentativeMinimumTax, 29_094);
  assert.equal(r.amt, 0);
});
