import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { outbox, registrations, users } from '../../db/schema/index';

const idFromLink = (link: string | null | undefined) => new URL(link!).searchParams.get('id')!;

describe('advisor trial registration', () => {
  let t: TestApp;
  before(async () => { t = await createTestApp(); });
  after(async () => { await t.close(); });

  const lastMail = async (to: string) => {
    const [m] = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
    return m;
  };
  const signUp = (email: string, more: Record<string, unknown> = {}) => t.call('POST', '/api/client/registration', {
    body: { firstName: 'Riley', lastName: 'Nguyen', email, jobRole: 'ADV', marketingSource: 'WEB', ...more },
  });

  it('offers the job role and marketing source lists without sign-in', async () => {
    const roles = await t.call('GET', '/api/setting/code/registration/jobrole');
    const sources = await t.call('GET', '/api/setting/code/registration/marketingsource');
    assert.equal(roles.statusCode, 200);
    assert.ok(roles.json().some((c: { code: string }) => c.code === 'ADV'));
    assert.ok(sources.json().some((c: { code: string }) => c.code === 'WEB'));
  });

  it('validates the form with the spec messages and the code lists', async () => {
    const res = await t.call('POST', '/api/client/registration', { body: { firstName: '', email: 'bad', jobRole: 'ADV', marketingSource: 'WEB' } });
    assert.equal(res.statusCode, 400);
    const errors = res.json().errors as Array<{ field: string; message: string }>;
    assert.deepEqual(errors.find((e) => e.field === 'firstName'), { field: 'firstName', message: 'First Name is required' });
    assert.deepEqual(errors.find((e) => e.field === 'email'), { field: 'email', message: 'must be a valid email address' });
    const badRole = await signUp('x@example.org', { jobRole: 'NOPE' });
    assert.equal(badRole.statusCode, 400);
    assert.equal(badRole.json().errors[0].field, 'jobRole');
  });

  it('answers an address already registered like a new one (no ALREADY_REGISTERED), mailing its owner a sign-in note, no link', async () => {
    const res = await signUp('Advisor@Example.com');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json(), true);
    const mail = await lastMail('advisor@example.com');
    assert.equal(mail.subject, 'You already have an account');
    assert.equal(mail.link, null);
    assert.match(mail.text, /Sign in here: http:\/\/localhost:3000\/login/);
  });

  it('mails a confirmation link; completing it creates a trial advisor (role 2, 30-day licence) and signs them in', async () => {
    const res = await signUp('riley@example.org');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json(), true);
    const mail = await lastMail('riley@example.org');
    assert.match(mail.link!, /\/registration\/complete\?id=/);
    const id = idFromLink(mail.link);

    const valid = (await t.call('GET', `/api/client/registration/validate/${id}`)).json();
    assert.deepEqual([valid.valid, valid.kind, valid.email, valid.firstName], [true, 'ADVISOR', 'riley@example.org', 'Riley']);

    const taken = await t.call('POST', `/api/client/registration/complete/${id}`, { body: { username: 'advisor', acceptTerms: true } });
    assert.equal(taken.statusCode, 400);
    assert.equal(taken.json().errors[0].field, 'username');

    const done = await t.call('POST', `/api/client/registration/complete/${id}`, { body: { username: 'riley', acceptTerms: true } });
    assert.equal(done.statusCode, 200);
    const { token, account } = done.json();
    assert.equal(account.user.roleId, 2);
    assert.equal(account.expired, false);
    const days = (new Date(account.expirationDate).getTime() - Date.now()) / 86400_000;
    assert.ok(days > 29 && days <= 30, `trial of ${days} days`);
    assert.deepEqual(account.advisorCreate.map((a: { advisorName: string }) => a.advisorName), ['Riley Nguyen']);
    assert.equal((await t.call('GET', '/api/client/account', { token })).statusCode, 200);

    const again = await t.call('POST', `/api/client/registration/complete/${id}`, { body: { username: 'riley2', acceptTerms: true } });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().code, 'REGISTRATION_USED');
    assert.match(again.json().message, /already been used/);
    const used = (await t.call('GET', `/api/client/registration/validate/${id}`)).json();
    assert.deepEqual([used.valid, used.status], [false, 'USED']);
  });

  it('refuses an expired link with a message, and an unknown one', async () => {
    await signUp('late@example.org');
    const id = idFromLink((await lastMail('late@example.org')).link);
    await t.db.update(registrations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(registrations.id, id));
    const v = (await t.call('GET', `/api/client/registration/validate/${id}`)).json();
    assert.deepEqual([v.valid, v.status], [false, 'EXPIRED']);
    const res = await t.call('POST', `/api/client/registration/complete/${id}`, { body: { username: 'late', acceptTerms: true } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'REGISTRATION_EXPIRED');
    assert.equal((await t.db.select().from(users).where(eq(users.email, 'late@example.org'))).length, 0);
    const unknown = (await t.call('GET', '/api/client/registration/validate/nope')).json();
    assert.deepEqual([unknown.valid, unknown.status], [false, 'NOT_FOUND']);
  });

  it('requires the terms to be accepted', async () => {
    await signUp('terms@example.org');
    const id = idFromLink((await lastMail('terms@example.org')).link);
    const res = await t.call('POST', `/api/client/registration/complete/${id}`, { body: { username: 'terms' } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'acceptTerms');
  });
});
