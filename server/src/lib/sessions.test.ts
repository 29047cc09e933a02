import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../test/harness';
import { sessions, users } from '../db/schema/index';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const NOOP = '/api/setting/code/client/gender';

/** A session row valid for an hour, and a token for it that expires in `seconds`. */
async function shortToken(email: string, seconds: number) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const id = randomUUID();
  await t.db.insert(sessions).values({ id, userId: user.id, expiresAt: new Date(Date.now() + 3600_000), method: 'code' });
  const token = await new SignJWT({ sid: id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(t.app.sessionSecret);
  return { token, id };
}

test('a token checked before is refused once its own expiry passes, though its session row lives on', async () => {
  const { token } = await shortToken('advisor@example.com', 2);
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 200);
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 200, 'the second use skips the signature check');
  await new Promise((r) => setTimeout(r, 3_100));
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 401);
});

test('a verified token does not vouch for a tampered one, and revocation still counts on the next request', async () => {
  const { token, id } = await shortToken('manager@example.com', 600);
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 200);
  const [head, body, sig] = token.split('.');
  const flipped = `${head}.${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
  assert.equal((await t.call('GET', NOOP, { token: flipped })).statusCode, 401);
  await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
  assert.equal((await t.call('GET', NOOP, { token })).statusCode, 401);
});
