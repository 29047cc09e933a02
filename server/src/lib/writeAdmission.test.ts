import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { WriteAdmission } from './writeAdmission';

/** A real HTTP server whose handler answers when the test says so, behind an admission of 1 place and 150 ms of waiting. */
describe('write admission', () => {
  const admission = new WriteAdmission(1, 150, 1);
  const holds: Array<() => void> = [];
  let server: http.Server;
  let port = 0;
  before(async () => {
    server = http.createServer((req, res) => admission.admit(res, () => {
      if (req.url === '/hold') holds.push(() => res.end('held'));
      else res.end('ok');
    }));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  const get = (path: string) => new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers['retry-after'] as string | undefined }));
    }).on('error', reject);
  });

  it('refuses with 503 and Retry-After a write that cannot start in time, and admits the next one once a place is free', async () => {
    const first = get('/hold');
    while (!holds.length) await new Promise((r) => setTimeout(r, 5));
    const refused = await get('/other');
    assert.equal(refused.status, 503);
    assert.equal(refused.retryAfter, '1');
    assert.match(refused.body, /DATABASE_UNAVAILABLE/);
    const waiting = get('/other');
    await new Promise((r) => setTimeout(r, 30));
    holds.shift()!();
    assert.equal((await first).body, 'held');
    assert.deepEqual(await waiting, { status: 200, body: 'ok', retryAfter: undefined });
    assert.equal(admission.refused, 1);
  });
});
