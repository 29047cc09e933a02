import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STATE_RULES } from '../data/states';
import { localIncomeTax, stateIncomeTax } from './stateIncomeTax';

const ALL = ['AL','AK','AZ','AR','CA','CO','CT','DE','DC','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME','MD','MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI','SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY'];

test('every state and DC has rules with a cited source for 2025', () => {
  assert.equal(ALL.length, 51);
  for (const code of ALL) {
    const rules = STATE_RULES[code];
    assert.ok(rules, code);
    assert.ok(rules.years[2025]?.source, `${code} 2025 source`);
    assert.ok(rules.none || rules.indexing, `${code} says how later years are derived`);
  }
  assert.equal(Object.keys(STATE_RULES).length, 51);
});

test('the nine states without a wage tax return 0 (WA taxes only large capital gains; NH interest and dividends repealed)', () => {
  for (const code of ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY']) {
    for (const year of [2025, 2026]) {
      assert.equal(stateIncomeTax({ taxableIncome: 150000, interest: 20000, dividends: 20000, state: code, filingStatus: 'S', year }), 0, code);
    }
  }
});

test('years after the latest table index the dollar amounts; statutory amounts stay fixed; unknown codes are rejected', () => {
  const ny2026 = stateIncomeTax({ taxableIncome: 100000, state: 'CA', filingStatus: 'S', year: 2026, inflationRate: 0 });
  const ny2035 = stateIncomeTax({ taxableIncome: 100000, state: 'CA', filingStatus: 'S', year: 2035, inflationRate: 0.03 });
  assert.ok(ny2035 < ny2026);
  // New Jersey's brackets are fixed in statute: 2035 as 2026.
  const nj = (year: number) => stateIncomeTax({ taxableIncome: 100000, state: 'NJ', filingStatus: 'S', year, inflationRate: 0.03 });
  assert.equal(nj(2035), nj(2026));
  // Years before 2025 use the 2025 rules.
  assert.equal(stateIncomeTax({ taxableIncome: 100000, state: 'NC', filingStatus: 'S', year: 2024 }), stateIncomeTax({ taxableIncome: 100000, state: 'NC', filingStatus: 'S', year: 2025 }));
  assert.throws(() => stateIncomeTax({ taxableIncome: 1, state: 'XX', filingStatus: 'S', year: 2025 }), /Unknown state code/);
});

test('head of household: own schedule where the state has one, dependents counted', () => {
  const hoh = stateIncomeTax({ taxableIncome: 70000, state: 'CA', filingStatus: 'HOH', year: 2025, dependents: 1 });
  const single = stateIncomeTax({ taxableIncome: 70000, state: 'CA', filingStatus: 'S', year: 2025 });
  // CA single on 70,000: 64,294 taxable: 110.79 + 303.70 + 607.52 + 965.40 + 8% x 6,752 = 2,527.57 - 153;
  // head of household 443.19 (see statesAtoI).
  assert.equal(single, 2374.57);
  assert.equal(hoh, 443.19);
});

test('local tax is a flat rate', () => {
  assert.equal(localIncomeTax({ taxableIncome: 80000, rate: 0.01 }), 800);
});
