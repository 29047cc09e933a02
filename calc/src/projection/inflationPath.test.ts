import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../fixtures/demoPlan';
import { projectPlan } from './projectPlan';

test('metrics carry the inflation path every today\'s-dollars figure is deflated by', () => {
  const m = projectPlan(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR }).metricsCollection;
  const years = m.endYear - m.startYear + 1;
  assert.equal(m.inflation, demoAssumptions.inflation);
  assert.equal(m.priceIndex.length, years);
  assert.equal(m.priceIndex[0], 1);
  m.priceIndex.forEach((f, i) => assert.ok(Math.abs(f - (1 + demoAssumptions.inflation) ** i) < 1e-5, `year ${i}`));
});
