import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ficaTax, socialSecurityWageBase } from './fica';

test('SSA contribution and benefit base: 2024 168,600, 2025 176,100, 2026 184,500', () => {
  assert.equal(socialSecurityWageBase(2024), 168600);
  assert.equal(socialSecurityWageBase(2025), 176100);
  assert.equal(socialSecurityWageBase(2026), 184500);
  // Indexed later years are multiples of 300.
  assert.equal(socialSecurityWageBase(2027, 0.04) % 300, 0);
  assert.ok(socialSecurityWageBase(2027, 0.04) > 184500);
});

test('IRC 3101, 2025 single, wages 100,000: 6,200 + 1,450', () => {
  assert.deepEqual(ficaTax({ wages: 100000, filingStatus: 'S', year: 2025 }), {
    socialSecurity: 6200,
    medicare: 1450,
    additionalMedicare: 0,
    total: 7650,
  });
});

test('IRC 3101(b)(2), 2025 single, wages 250,000: SS capped at 176,100 (10,918.20), 0.9% on 50,000', () => {
  assert.deepEqual(ficaTax({ wages: 250000, filingStatus: 'S', year: 2025 }), {
    socialSecurity: 10918.2,
    medicare: 3625,
    additionalMedicare: 450,
    total: 14993.2,
  });
});

test('2024 wage base 168,600: SS tax 10,453.20; MFS threshold 125,000', () => {
  const f = ficaTax({ wages: 200000, filingStatus: 'MFS', year: 2024 });
  assert.equal(f.socialSecurity, 10453.2);
  assert.equal(f.additionalMedicare, 675);
});

test('MFJ couple: wage base per person, additional Medicare on combined wages over 250,000', () => {
  const f = ficaTax({ wages: [150000, 150000], filingStatus: 'MFJ', year: 2025 });
  assert.equal(f.socialSecurity, 18600);
  assert.equal(f.medicare, 4350);
  assert.equal(f.additionalMedicare, 450);
  assert.equal(f.total, 23400);
  assert.equal(ficaTax({ wages: 200000, filingStatus: 'S', year: 2026 }).socialSecurity, 11439);
});
