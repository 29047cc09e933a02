import { test } from 'node:test';
import assert from 'node:assert/strict';
import { netInvestmentIncomeTax } from './netInvestmentIncomeTax';

// Source: IRS, "Questions and Answers on the Net Investment Income Tax", examples of the calculation; IRC 1411(b).

test('IRS NIIT Q&A: single, wages 180,000 and 15,000 of dividends and gains → MAGI under 200,000, no tax', () => {
  assert.equal(netInvestmentIncomeTax({ investmentIncome: 15000, modifiedAgi: 195000, filingStatus: 'S' }), 0);
});

test('IRS NIIT Q&A: joint, wages 200,000 and 75,000 of net investment income → 3.8% of the 25,000 over 250,000 = 950', () => {
  assert.ok(Math.abs(netInvestmentIncomeTax({ investmentIncome: 75000, modifiedAgi: 275000, filingStatus: 'MFJ' }) - 950) < 1e-9);
});

test('IRC 1411: the smaller of the income and the excess; thresholds 200,000 / 250,000 / 125,000, not indexed', () => {
  assert.ok(Math.abs(netInvestmentIncomeTax({ investmentIncome: 20000, modifiedAgi: 400000, filingStatus: 'S' }) - 760) < 1e-9);
  assert.ok(Math.abs(netInvestmentIncomeTax({ investmentIncome: 50000, modifiedAgi: 210000, filingStatus: 'HOH' }) - 380) < 1e-9);
  assert.ok(Math.abs(netInvestmentIncomeTax({ investmentIncome: 50000, modifiedAgi: 135000, filingStatus: 'MFS' }) - 380) < 1e-9);
  assert.equal(netInvestmentIncomeTax({ investmentIncome: 50000, modifiedAgi: 250000, filingStatus: 'QSS' }), 0);
  assert.equal(netInvestmentIncomeTax({ investmentIncome: 0, modifiedAgi: 900000, filingStatus: 'MFJ' }), 0);
});
