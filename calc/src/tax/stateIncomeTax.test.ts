import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STATE_TAX_TABLES } from '../data/stateTax';
import { localIncomeTax, stateIncomeTax } from './stateIncomeTax';

const ALL = ['AL','AK','AZ','AR','CA','CO','CT','DE','DC','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME','MD','MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI','SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY'];

test('every state and DC has a 2025 table', () => {
  assert.equal(ALL.length, 51);
  for (const code of ALL) assert.ok(STATE_TAX_TABLES[code], code);
  assert.equal(Object.keys(STATE_TAX_TABLES).length, 51);
});

test('states without a wage income tax return 0', () => {
  for (const code of ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY']) {
    assert.equal(stateIncomeTax({ taxableIncome: 150000, state: code, filingStatus: 'S', year: 2025 }), 0, code);
  }
});

test('Pennsylvania 2025: flat 3.07% with no deduction → 3,070 on 100,000', () => {
  assert.equal(stateIncomeTax({ taxableIncome: 100000, state: 'PA', filingStatus: 'MFJ', year: 2025 }), 3070);
});

test('Illinois 2025: 4.95% after a 2,850 exemption per filer', () => {
  assert.equal(stateIncomeTax({ taxableIncome: 100000, state: 'IL', filingStatus: 'S', year: 2025 }), 4808.93);
  assert.equal(stateIncomeTax({ taxableIncome: 100000, state: 'IL', filingStatus: 'MFJ', year: 2025 }), 4667.85);
});

test('California 2025 single: 5,706 deduction then the 1%-9.3% brackets', () => {
  const taxable = 100000 - 5706;
  const expected = 110.79 + 0.02 * (26264 - 11079) + 0.04 * (41452 - 26264) + 0.06 * (57542 - 41452) + 0.08 * (72724 - 57542) + 0.093 * (taxable - 72724);
  assert.equal(stateIncomeTax({ taxableIncome: 100000, state: 'ca', filingStatus: 'S', year: 2025 }), Math.round(expected * 100) / 100);
});

test('later years index thresholds and deductions; unknown codes are rejected', () => {
  const y2025 = stateIncomeTax({ taxableIncome: 100000, state: 'NY', filingStatus: 'S', year: 2025 });
  const y2035 = stateIncomeTax({ taxableIncome: 100000, state: 'NY', filingStatus: 'S', year: 2035, inflationRate: 0.03 });
  assert.ok(y2035 < y2025);
  assert.throws(() => stateIncomeTax({ taxableIncome: 1, state: 'XX', filingStatus: 'S', year: 2025 }), /Unknown state code/);
});

test('local tax is a flat rate', () => {
  assert.equal(localIncomeTax({ taxableIncome: 80000, rate: 0.01 }), 800);
});
