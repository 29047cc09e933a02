import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness';
import { outbox } from '../../db/schema/index';
import { RECOVERY_QUESTIONS } from './recovery';

// Issue 12 findings 1, 2, 3, 12 and 14, tried as an attacker would: each test failed on the code before the fix.
describe('safe to expose: sign-in, recovery, client address, outbox', () => {
  let t: TestApp;
  before(async () => { t = await createTestApp(); });
  after(async () => { await t.close(); });

  /** A request from a given TCP peer (light-my-request sets the socket's remote address), with any headers. */
  const from = (ip: string, method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload: body as InjectOptions['payload'], remoteAddress: ip, headers });
  const latest = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1))[0];
  const setQuestion = async (email: string, answer: string) => {
    const token = await t.login(email);
    const res = await t.call('PUT', '/api/auth/recovery/question', { token, body: { question: RECOVERY_QUESTIONS[0], answer } });
    assert.equal(res.statusCode, 200);
  };

  describe('finding 1: recovery answers', () => {
    it('the demo users share no guessable answer: the old seeded one fails for the administrator', async () => {
      const start = (await t.call('POST', '/api/auth/recovery/start', { body: { email: 'admin@example.com' } })).json();
      const res = await t.call('POST', '/api/auth/recovery/answer', { body: { stateToken: start.stateToken, answer: 'Springfield' } });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().token, undefined);
    });

    it('a right answer is not a session: it mails a code, and the session needs that code', async () => {
      await setQuestion('manager@example.com', 'Rex the dog');
      const start = (await t.call('POST', '/api/auth/recovery/start', { body: { email: 'manager@example.com' } })).json();
      assert.equal(start.question, RECOVERY_QUESTIONS[0]);
      const answered = await t.call('POST', '/api/auth/recovery/answer', { body: { stateToken: start.stateToken, answer: 'rex the DOG' } });
      assert.equal(answered.statusCode, 200);
      assert.deepEqual(Object.keys(answered.json()).sort(), ['stateToken', 'status']);
      const mail = await latest('manager@example.com');
      assert.equal(mail.subject, 'Your account recovery code');
      // The first step's token cannot skip the mailbox, and the code does not work as a plain sign-in code.
      const skip = await t.call('POST', '/api/auth/recovery/verify', { body: { stateToken: start.stateToken, code: mail.code } });
      assert.equal(skip.statusCode, 403);
      const plain = await t.call('POST', '/api/auth/verify', { body: { email: 'manager@example.com', code: mail.code } });
      assert.equal(plain.statusCode, 401);
      const done = await t.call('POST', '/api/auth/recovery/verify', { body: { stateToken: answered.json().stateToken, code: mail.code } });
      assert.equal(done.statusCode, 200);
      assert.ok(done.json().token);
    });

    it('locks a state token after 3 answers: even the right answer is then refused', async () => {
      await setQuestion('advisor2@example.com', 'Maple Street');
      const { stateToken } = (await t.call('POST', '/api/auth/recovery/start', { body: { email: 'advisor2@example.com' } })).json();
      for (const guess of ['Oak', 'Elm', 'Pine']) {
        assert.equal((await t.call('POST', '/api/auth/recovery/answer', { body: { stateToken, answer: guess } })).statusCode, 403);
      }
      const right = await t.call('POST', '/api/auth/recovery/answer', { body: { stateToken, answer: 'Maple Street' } });
      assert.equal(right.statusCode, 403);
      assert.equal(right.json().errorCode, 'RECOVERY_LOCKED');
    });

    it('limits answers per account whatever the client address or X-Forwarded-For: 10 an hour, fresh tokens or not', async () => {
      await setQuestion('client@example.com', 'Blue Hill Road');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const ip = `198.51.100.${i + 1}`;
        const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
        const { stateToken } = (await from(ip, 'POST', '/api/auth/recovery/start', { email: 'client@example.com' }, headers)).json();
        statuses.push((await from(ip, 'POST', '/api/auth/recovery/answer', { stateToken, answer: `guess ${i}` }, headers)).statusCode);
      }
      assert.deepEqual(statuses.slice(0, 10), Array(10).fill(403));
      assert.deepEqual(statuses.slice(10), [429, 429]);
    });

    it('/account sets the question: only an offered question, an answer of 3+ characters, each a 400 naming the field', async () => {
      const token = await t.login('advisor@example.com');
      const bad = await t.call('PUT', '/api/auth/recovery/question', { token, body: { question: 'My own question?', answer: 'x' } });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json().errors.map((e: { field: string }) => e.field).sort(), ['answer', 'question']);
      assert.equal((await t.call('GET', '/api/auth/recovery/question', { token })).json().question, null);
      await t.call('PUT', '/api/auth/recovery/question', { token, body: { question: RECOVERY_QUESTIONS[2], answer: 'Lincoln Elementary' } });
      const read = (await t.call('GET', '/api/auth/recovery/question', { token })).json();
      assert.equal(read.question, RECOVERY_QUESTIONS[2]);
      assert.deepEqual(read.choices, [...RECOVERY_QUESTIONS]);
      assert.equal((await t.call('GET', '/api/auth/recovery/question')).statusCode, 401);
    });
  });

  describe('finding 2: client address and e-mailed links come from configuration, not from headers', () => {
    it('X-Forwarded-For does not choose req.ip: rotating it does not reset the per-address limit of 30 code requests', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        statuses.push((await from('192.0.2.50', 'POST', '/api/auth/code', { email: `xff${i}@example.org` }, { 'x-forwarded-for': `10.9.8.${i}` })).statusCode);
      }
      assert.deepEqual(statuses.slice(0, 30), Array(30).fill(202));
      assert.equal(statuses[30], 429);
    });

    it('a registration link ignores Host and X-Forwarded-Host: it points at the configured origin', async () => {
      const email = `hosty.${Date.now()}@example.org`;
      const res = await from('192.0.2.60', 'POST', '/api/client/registration',
        { firstName: 'Hosty', lastName: 'Mc', email, jobRole: 'ADV', marketingSource: 'WEB' },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
      assert.equal(res.statusCode, 200, res.body);
      assert.match((await latest(email)).link!, /^http:\/\/localhost:3000\/registration\/complete\?id=/);
    });
  });

  describe('finding 3: limits hold under concurrency', () => {
    it('50 concurrent code requests for one address: exactly 5 accepted', async () => {
      const all = await Promise.all(Array.from({ length: 50 }, (_, i) =>
        from(`192.0.2.${100 + (i % 50)}`, 'POST', '/api/auth/code', { email: 'burst@example.org' })));
      assert.equal(all.filter((r) => r.statusCode === 202).length, 5);
      assert.equal(all.filter((r) => r.statusCode === 429).length, 45);
    });

    it('100 concurrent verifies from one address: exactly 60 get past the per-IP limit', async () => {
      const all = await Promise.all(Array.from({ length: 100 }, (_, i) =>
        from('192.0.2.70', 'POST', '/api/auth/verify', { email: `nobody${i}@example.org`, code: '123456' })));
      assert.equal(all.filter((r) => r.statusCode === 401).length, 60);
      assert.equal(all.filter((r) => r.statusCode === 429).length, 40);
    });

    it('20 concurrent wrong guesses at one code from one place count as 5; the owner still signs in with it', async () => {
      await from('192.0.2.80', 'POST', '/api/auth/code', { email: 'advisor@example.com' });
      const code = (await latest('advisor@example.com')).code!;
      const wrong = code === '000000' ? '111111' : '000000';
      const all = await Promise.all(Array.from({ length: 20 }, () =>
        from('192.0.2.81', 'POST', '/api/auth/verify', { email: 'advisor@example.com', code: wrong })));
      assert.equal(all.filter((r) => r.json().code === 'CODE_INVALID').length, 5);
      assert.equal(all.filter((r) => r.json().code === 'CODE_LOCKED').length, 15);
      const owner = await from('192.0.2.80', 'POST', '/api/auth/verify', { email: 'advisor@example.com', code });
      assert.equal(owner.statusCode, 200);
    });
  });

  describe('finding 12: the dev outbox', () => {
    it('listens on 127.0.0.1 unless HOST says otherwise', async () => {
      const { loadConfig } = await import('../../config');
      assert.equal(loadConfig({}).host, '127.0.0.1');
      assert.equal(loadConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0');
    });

    it('answers loopback callers only, judged by the socket (X-Forwarded-For: 127.0.0.1 does not help)', async () => {
      assert.equal((await from('127.0.0.1', 'GET', '/api/dev/outbox')).statusCode, 200);
      assert.equal((await from('::1', 'GET', '/api/dev/outbox')).statusCode, 200);
      assert.equal((await from('203.0.113.9', 'GET', '/api/dev/outbox')).statusCode, 404);
      assert.equal((await from('203.0.113.9', 'GET', '/api/dev/outbox', undefined, { 'x-forwarded-for': '127.0.0.1' })).statusCode, 404);
      assert.equal((await from('203.0.113.9', 'GET', '/dev/outbox')).statusCode, 404);
    });
  });

  describe('finding 14: no account enumeration, no lockout by strangers', () => {
    it('recovery start answers known and unknown addresses alike: same shape, a stable question from the same list', async () => {
      const ask = async (email: string) => (await t.call('POST', '/api/auth/recovery/start', { body: { email } })).json();
      const unknown = await ask('stranger@example.org');
      const noQuestion = await ask('admin@example.com');
      for (const r of [unknown, noQuestion]) {
        assert.deepEqual(Object.keys(r).sort(), ['question', 'stateToken']);
        assert.ok((RECOVERY_QUESTIONS as readonly string[]).includes(r.question));
      }
      assert.equal((await ask('stranger@example.org')).question, unknown.question);
      const wrong = await t.call('POST', '/api/auth/recovery/answer', { body: { stateToken: unknown.stateToken, answer: 'anything' } });
      assert.equal(wrong.statusCode, 403);
      assert.equal(wrong.json().errorCode, 'RECOVERY_FAILED');
    });

    it('five wrong guesses from a stranger do not lock the owner out of their current code', async () => {
      await from('192.0.2.90', 'POST', '/api/auth/code', { email: 'manager@example.com' });
      const code = (await latest('manager@example.com')).code!;
      const wrong = code === '999999' ? '888888' : '999999';
      for (let i = 0; i < 5; i++) {
        assert.equal((await from('203.0.113.66', 'POST', '/api/auth/verify', { email: 'manager@example.com', code: wrong })).statusCode, 401);
      }
      assert.equal((await from('203.0.113.66', 'POST', '/api/auth/verify', { email: 'manager@example.com', code })).json().code, 'CODE_LOCKED');
      assert.equal((await from('192.0.2.90', 'POST', '/api/auth/verify', { email: 'manager@example.com', code })).statusCode, 200);
    });
  });
});
