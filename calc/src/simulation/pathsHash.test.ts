import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { DEMO_START_YEAR, demoAssumptions, demoPlan } from '../fixtures/demoPlan';
import { simulate } from './simulate';

/**
 * The default (lognormal) return path stays bit-identical when options are added to the return model (fat
 * tails, fixed years of the stress tests): the year-end net worths of 1,000 trials of the demo plan hash to the
 * figure recorded before those options existed (2026-11-26, commit c22826d).
 */
test('1,000 simulated paths of the demo plan hash as before the stress-test options', () => {
  const sim = simulate(demoPlan, demoAssumptions, { trials: 1000, seed: 20261126, startYear: DEMO_START_YEAR, keepPaths: true });
  const hash = createHash('sha256');
  for (const path of sim.paths!) hash.update(new Uint8Array(path.buffer, path.byteOffset, path.byteLength));
  assert.equal(hash.digest('hex'), EXPECTED);
});

const EXPECTED = '0701ecf700c7c4489a92f8f66e6088216035533b410d37c63634c43964d909c6';
