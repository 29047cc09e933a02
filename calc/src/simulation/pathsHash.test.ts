import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../fixtures/demoPlan';
import { projectPlan } from '../projection/projectPlan';
import { simulate } from './simulate';

/**
 * The default (lognormal) return path stays bit-identical when options are added to the return model (fat
 * tails, fixed years of the stress tests): the year-end net worths of 1,000 trials of the demo plan hash to the
 * figure recorded before those options existed, re-recorded once when Medicare premiums with IRMAA (issue 31) joined
 * every run (2026-11-26), and again when Colorado's pension subtraction became per person with each person's Social
 * Security counted against its cap (issue 31; the demo plan lives in Colorado; the engine's speed work left both hashes
 * unchanged before and after that merge): the stress-test options must never move it.
 */
test('1,000 simulated paths of the demo plan hash as before the stress-test options', () => {
  const sim = simulate(demoPlan, demoAssumptions, { trials: 1000, seed: 20261126, startYear: DEMO_START_YEAR, keepPaths: true });
  const hash = createHash('sha256');
  for (const path of sim.paths!) hash.update(new Uint8Array(path.buffer, path.byteOffset, path.byteLength));
  assert.equal(hash.digest('hex'), EXPECTED);
});

const EXPECTED = '290e9c275ac6ea4ceb5640e16b858acd67a8ae70430a3c656d8ae088f8272342';

/**
 * The deterministic projection (unrounded figures, year details) stays bit-identical through the engine's speed
 * work (issue 32): recorded 2026-11-26 before it, on the code that recorded the paths hash above; re-recorded with
 * it for Colorado's rule (the speed work gives the same figure on the old and the new rule).
 */
test('the demo projection hashes as before the engine speed work', () => {
  const result = projectPlan(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR, details: true, roundToCents: false });
  assert.equal(createHash('sha256').update(JSON.stringify(result)).digest('hex'), PROJECTION);
});

const PROJECTION = 'd0974ccd94c5f10a03e6d257c6dd33c6d2cf71664ff76aaaae67c65733c88a85';
