import { test } from 'node:test';
import assert from 'node:assert/strict';
import { taxableSocialSecurity } from './taxableSocialSecurity';

test('IRS Pub 915 Worksheet 1: provisional income at or below the base amount → nothing taxable', () => {
  assert.equal(taxableSocialSecurity({ benefits: 20000, otherIncome: 15000, filingStatus: 'S' }), 0);
  assert.equal(taxableSocialSecurity({ benefits: 24000, otherIncome: 20000, filingStatus: 'MFJ' }), 0);
});

test('IRS Pub 915 Worksheet 1, single: 50% tier only (provisional 30,000 → 2,500)', () => {
  assert.equal(taxableSocialSecurity({ benefits: 20000, otherIncome: 20000, filingStatus: 'S' }), 2500);
});

test('IRS Pub 915 Worksheet 1, MFJ: benefits 30,000, other 40,000 → 6,000 + 85% of 11,000 = 15,350', () => {
  assert.equal(taxableSocialSecurity({ benefits: 30000, otherIncome: 40000, filingStatus: 'MFJ' }), 15350);
});

test('IRS Pub 915: at most 85% of benefits are taxable', () => {
  assert.equal(taxableSocialSecurity({ benefits: 40000, otherIncome: 200000, filingStatus: 'S' }), 34000);
});

test('IRS Pub 915: MFS living with spouse has a 0 base amount (85% of provisional, capped at 85% of benefits)', () => {
  assert.equal(taxableSocialSecurity({ benefits: 10000, otherIncome: 1000, filingStatus: 'MFS' }), 5100);
  assert.equal(taxableSocialSecurity({ benefits: 10000, otherIncome: 10000, filingStatus: 'MFS' }), 8500);
});
