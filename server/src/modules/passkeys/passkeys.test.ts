import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../../test/harness';
import { SoftAuthenticator } from './softAuthenticator';

describe('passkeys', () => {
  let t: TestApp;
  let token: string;
  const origin = 'http://localhost:3000';
  const authenticator = new SoftAuthenticator(origin, 'localhost');
  before(async () => {
    t = await createTestApp();
    token = await t.login('advisor@example.com');
  });
  after(async () => { await t.close(); });

  it('needs a session to register or list', async () => {
    assert.equal((await t.call('POST', '/api/auth/passkey/register/options')).statusCode, 401);
    assert.equal((await t.call('GET', '/api/auth/passkeys')).statusCode, 401);
  });

  it('registers a passkey, lists it, and signs in with it (no e-mail needed)', async () => {
    const options = (await t.call('POST', '/api/auth/passkey/register/options', { token })).json();
    assert.equal(options.rp.id, 'localhost');
    assert.equal(options.authenticatorSelection.residentKey, 'required');
    const verify = await t.call('POST', '/api/auth/passkey/register/verify', { token, body: { response: authenticator.register(options), name: 'Laptop' } });
    assert.equal(verify.statusCode, 201, verify.body);
    assert.equal(verify.json().name, 'Laptop');
    const list = (await t.call('GET', '/api/auth/passkeys', { token })).json();
    assert.deepEqual(list.map((p: { name: string }) => p.name), ['Laptop']);

    const login = (await t.call('POST', '/api/auth/passkey/login/options')).json();
    assert.equal(login.options.rpId, 'localhost');
    const signedIn = await t.call('POST', '/api/auth/passkey/login/verify', {
      body: { challengeId: login.challengeId, response: authenticator.authenticate(login.options) },
    });
    assert.equal(signedIn.statusCode, 200, signedIn.body);
    assert.equal(signedIn.json().account.user.email, 'advisor@example.com');
    const me = await t.call('GET', '/api/client/account', { token: signedIn.json().token });
    assert.equal(me.statusCode, 200);
    assert.ok((await t.call('GET', '/api/auth/passkeys', { token })).json()[0].lastUsedAt);
  });

  it('a challenge answers once; a wrong origin or an unknown credential fails', async () => {
    const login = (await t.call('POST', '/api/auth/passkey/login/options')).json();
    const response = authenticator.authenticate(login.options);
    assert.equal((await t.call('POST', '/api/auth/passkey/login/verify', { body: { challengeId: login.challengeId, response } })).statusCode, 200);
    assert.equal((await t.call('POST', '/api/auth/passkey/login/verify', { body: { challengeId: login.challengeId, response } })).statusCode, 401);

    const again = (await t.call('POST', '/api/auth/passkey/login/options')).json();
    const phishing = authenticator.authenticate(again.options, 'https://evil.example');
    assert.equal((await t.call('POST', '/api/auth/passkey/login/verify', { body: { challengeId: again.challengeId, response: phishing } })).statusCode, 401);

    const stranger = new SoftAuthenticator(origin, 'localhost');
    const third = (await t.call('POST', '/api/auth/passkey/login/options')).json();
    const res = await t.call('POST', '/api/auth/passkey/login/verify', { body: { challengeId: third.challengeId, response: stranger.authenticate(third.options) } });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().code, 'PASSKEY_FAILED');
  });

  it('only the owner deletes a passkey; once deleted it no longer signs in', async () => {
    const [passkey] = (await t.call('GET', '/api/auth/passkeys', { token })).json();
    const other = await t.login('advisor2@example.com');
    assert.equal((await t.call('DELETE', `/api/auth/passkeys/${passkey.id}`, { token: other })).statusCode, 404);
    assert.deepEqual((await t.call('GET', '/api/auth/passkeys', { token: other })).json(), []);
    assert.equal((await t.call('DELETE', `/api/auth/passkeys/${passkey.id}`, { token })).statusCode, 204);
    const login = (await t.call('POST', '/api/auth/passkey/login/options')).json();
    const res = await t.call('POST', '/api/auth/passkey/login/verify', { body: { challengeId: login.challengeId, response: authenticator.authenticate(login.options) } });
    assert.equal(res.statusCode, 401);
  });
});
