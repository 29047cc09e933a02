import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STATE_RULES } from '../data/states';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../fixtures/demoPlan';
import { computeStateTax } from '../tax/state/compute';
import type { FilingStatus } from '../types';
import { householdTax, taxIncome } from './householdTax';
import { buildSchedule } from './schedule';

/**
 * householdTax works the state computation's fixed parts out once per tax year (the status's schedule, the generic
 * deductions and credits, the input's fixed fields) and skips stateBase's subtractions that are exactly 0 (issue
 * 32): its state figure must be computeStateTax's on the same input, to the bit, in every state, filing status and
 * year, with and without Social Security, pensions, gains and dividends.
 */
test('the state tax of householdTax is computeStateTax on the same input, in every state and year', () => {
  let compared = 0;
  let positive = 0;
  for (const code of Object.keys(STATE_RULES)) {
    for (const status of ['MFJ', 'S', 'HOH'] as FilingStatus[]) {
      const single = status !== 'MFJ';
      const plan = {
        ...demoPlan, state: code, moves: [], filingStatus: status,
        ...(single ? { spouse: undefined } : {}),
      };
      const s = buildSchedule(plan, demoAssumptions, DEMO_START_YEAR);
      for (let i = 0; i < s.years.length; i += 3) {
        const t = s.years[i].tax;
        const base = s.years[i].base;
        for (const [ordinary, gains, dividends] of [[0, 0, 0], [25_000, 4_000, 1_500], [180_000, 60_000, 9_000], [900_000, 250_000, 20_000]]) {
          const inc = taxIncome(base.wages, base.ordinary + ordinary, base.gains + gains, base.socialSecurity, base.investment + gains + ordinary / 10, dividends);
          const r = householdTax(t, inc);
          if (t.stateOn === 0) {
            assert.equal(r.state, 0);
            continue;
          }
          const expected = computeStateTax(t.state!, t.stateInput!, t.stateYear!);
          assert.ok(Object.is(r.state, expected), `${code} ${status} ${t.year}: ${r.state} against ${expected}`);
          compared++;
          if (expected > 0) positive++;
        }
      }
    }
  }
  assert.ok(compared > 2000 && positive > 1000, `${compared} computations compared, ${positive} with a state tax`);
});
