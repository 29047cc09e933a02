import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from './config';

test('RATE_LIMIT_FACTOR defaults to 1, accepts a larger number, and refuses anything below 1', () => {
  assert.equal(loadConfig({}).rateLimitFactor, 1);
  assert.equal(loadConfig({ RATE_LIMIT_FACTOR: '50' }).rateLimitFactor, 50);
  assert.throws(() => loadConfig({ RATE_LIMIT_FACTOR: '0' }), /RATE_LIMIT_FACTOR/);
  assert.throws(() => loadConfig({ RATE_LIMIT_FACTOR: 'many' }), /RATE_LIMIT_FACTOR/);
});
