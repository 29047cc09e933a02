import { test } from 'node:test';
import assert from 'node:assert/strict';
import { amortize, loanPayment } from './loan';

test('standard amortization formula: 30-year 300,000 at 6.5% → 1,896.20 a month', () => {
  assert.equal(loanPayment({ principal: 300000, annualRate: 0.065, years: 30 }), 1896.2);
});

test('standard amortization formula: 15-year 200,000 at 5% → 1,581.59 a month; zero rate divides evenly', () => {
  assert.equal(loanPayment({ principal: 200000, annualRate: 0.05, years: 15 }), 1581.59);
  assert.equal(loanPayment({ principal: 12000, annualRate: 0, years: 1 }), 1000);
});

test('amortization schedule: first month 1,625.00 interest, 360 payments, balance reaches 0', () => {
  const rows = amortize({ principal: 300000, annualRate: 0.065, years: 30 });
  assert.equal(rows[0].interest, 1625);
  assert.equal(rows[0].principal, 271.2);
  assert.equal(rows.length, 360);
  assert.equal(rows[rows.length - 1].balance, 0);
  const paid = rows.reduce((s, r) => s + r.principal, 0);
  assert.ok(Math.abs(paid - 300000) < 0.005);
});

test('a payment below the interest never amortizes', () => {
  assert.throws(() => amortize({ principal: 100000, annualRate: 0.12, years: 30, payment: 500 }), /never amortizes/);
});
