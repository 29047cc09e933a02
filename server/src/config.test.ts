import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig, ownOrigin } from './config';

test('RATE_LIMIT_FACTOR defaults to 1, accepts a larger number, and refuses anything below 1', () => {
  assert.equal(loadConfig({}).rateLimitFactor, 1);
  assert.equal(loadConfig({ RATE_LIMIT_FACTOR: '50' }).rateLimitFactor, 50);
  assert.throws(() => loadConfig({ RATE_LIMIT_FACTOR: '0' }), /RATE_LIMIT_FACTOR/);
  assert.throws(() => loadConfig({ RATE_LIMIT_FACTOR: 'many' }), /RATE_LIMIT_FACTOR/);
});

test('TRUST_PROXY: off by default; true, a hop count or a list of addresses as Fastify takes them; nonsense refused', () => {
  assert.equal(loadConfig({}).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
  assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
  assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustProxy, ['10.0.0.1', '192.168.0.0/16', '::1']);
  assert.throws(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' }), /TRUST_PROXY/);
});

test('HOST defaults to 127.0.0.1; e-mailed links use PUBLIC_URL, else the configured origin (localhost for loopback)', () => {
  assert.equal(loadConfig({}).host, '127.0.0.1');
  assert.equal(ownOrigin(loadConfig({ PORT: '4100' })), 'http://localhost:4100');
  assert.equal(ownOrigin(loadConfig({ PORT: '80', HOST: '10.1.2.3' })), 'http://10.1.2.3:80');
  assert.equal(ownOrigin(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' })), 'https://portal.example.com');
});
