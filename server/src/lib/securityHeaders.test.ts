import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

// Issue 12 finding 13: no response carried a CSP, frame protection, nosniff or a referrer policy.
describe('security headers', () => {
  let t: TestApp;
  before(async () => { t = await createTestApp(); });
  after(async () => { await t.close(); });

  it('every response carries CSP, frame protection, nosniff and a referrer policy; no HSTS over plain HTTP', async () => {
    for (const url of ['/healthz', '/api/setting/code/registration/jobrole', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.match(csp, /style-src 'self' 'unsafe-inline'/);
      assert.match(csp, /worker-src 'self' blob:/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin');
      // X-Forwarded-Proto from an untrusted caller says nothing: this is plain HTTP.
      assert.equal(res.headers['strict-transport-security'], undefined, url);
    }
  });

  it('lists remotes served elsewhere in script-src; sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const config = {
      ...t.app.config,
      trustProxy: ['127.0.0.1'],
      remoteUrls: { planData: 'https://cdn.example.com/plan-data/mf-manifest.json', scenarios: undefined, admin: undefined, integrations: undefined },
    };
    const proxied = await buildApp({ db: t.db, config });
    try {
      const res = await proxied.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      assert.match(String(res.headers['content-security-policy']), /script-src 'self' https:\/\/cdn\.example\.com;/);
      assert.match(String(res.headers['strict-transport-security']), /max-age=31536000/);
    } finally {
      await proxied.close();
    }
  });
});
