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
 * every run (2026-11-26): the stress-test options must never move it.
 */
test('1,000 simulated paths of the demo plan hash as before the stress-test options', () => {
  const sim = simulate(demoPlan, demoAssumptions, { trials: 1000, seed: 20261126, startYear: DEMO_START_YEAR, keepPaths: true });
  const hash = createHash('sha256');
  for (const path of sim.paths!) hash.update(new Uint8Array(path.buffer, path.byteOffset, path.byteLength));
  assert.equal(hash.digest('hex'), EXPECTED);
});

const EXPECTED = '963bd1e94fe076bca0559f228a3dc9f45d8c4f7da557d8ba86d7690550d7c401';

/**
 * The deterministic projection (unrounded figures, year details) stays bit-identical through the engine's speed
 * work (issue 32): recorded 2026-11-26 before it, on the code that recorded the paths hash above.
 */
test('the demo projection hashes as before the engine speed work', () => {
  const result = projectPlan(demoPlan, demoAssumptions, { startYear: DEMO_START_YEAR, details: true, roundToCents: false });
  assert.equal(createHash('sha256').update(JSON.stringify(result)).digest('hex'), PROJECTION);
});

const PROJECTION = '0d689148f1c08e0bfd5d115bf536deed0081e1520a63626630e6d3bb7508320a';
