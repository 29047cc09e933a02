import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { licenses, priceOverrides, profiles, teamMembers, users } from '../../db/schema/index';
import { EXPIRED_DEMO_EMAIL } from '../teams/seed';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Text of a PDF as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'invoice-')), 'i.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('licences paid by invoice', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let expired: string;
  let expiredId: number;
  let planId: number;
  let teamId: number;
  before(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
    manager = await t.login('manager@example.com');
    expired = await t.login(EXPIRED_DEMO_EMAIL);
    expiredId = (await t.db.select().from(users).where(eq(users.email, EXPIRED_DEMO_EMAIL)))[0].id;
    planId = (await t.db.select().from(profiles).where(eq(profiles.advisorUserId, expiredId)))[0].id;
    const managerId = (await t.db.select().from(users).where(eq(users.email, 'manager@example.com')))[0].id;
    teamId = (await t.db.select().from(teamMembers).where(eq(teamMembers.userId, managerId)))[0].teamId;
  });
  after(async () => { await t?.close(); });

  const save = (token: string) => t.call('POST', '/api/client/profile', { token, body: { id: planId, spending: 41_000 } });

  it('an expired licence makes the advisor\'s plans read-only and says why', async () => {
    const plan = await t.call('GET', `/api/client/profile/${planId}`, { token: expired });
    assert.equal(plan.statusCode, 200);
    assert.match(plan.json().licenceBlock, /licence expired on \d{4}-\d{2}-\d{2}/);
    assert.equal(plan.json().permissions.advisorAccess, 1, 'read-only rights while blocked');
    const combined = await t.call('GET', `/api/gateway/calcs/profile/${planId}/combined`, { token: expired });
    assert.match(combined.json().profile.licenceBlock, /licence expired/);
    const res = await save(expired);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().code, 'LICENSE_EXPIRED');
  });

  it('renews on the invoice provider: owed until the site administrator marks it paid, then saving works at once', async () => {
    const price = (await t.call('GET', `/api/client/payment/user/${expiredId}/price`, { token: expired })).json();
    assert.deepEqual([price.provider, price.override, price.expired], ['invoice', false, true]);
    const intent = await t.call('POST', `/api/client/payment/user/${expiredId}`, { token: expired });
    assert.equal(intent.statusCode, 200, intent.body);
    const inv = intent.json();
    assert.deepEqual([inv.status, inv.provider, inv.amountCents, inv.clientSecret], ['OPEN', 'invoice', price.priceCents, null]);
    assert.match(inv.vendorId, /^INV-\d{6}$/);
    // Asking again gives the same open invoice, not a second one.
    assert.equal((await t.call('POST', `/api/client/payment/user/${expiredId}`, { token: expired })).json().id, inv.id);
    assert.equal((await save(expired)).statusCode, 403, 'an owed invoice does not start the licence');

    assert.equal((await t.call('GET', '/api/client/admin/site/invoices', { token: manager })).statusCode, 403);
    const open = (await t.call('GET', '/api/client/admin/site/invoices?status=OPEN', { token: admin })).json();
    assert.ok(open.some((i: { id: number; payerEmail: string }) => i.id === inv.id && i.payerEmail === EXPIRED_DEMO_EMAIL));
    assert.equal((await t.call('POST', `/api/client/admin/site/invoice/${inv.id}/paid`, { token: manager })).statusCode, 403);
    const paid = await t.call('POST', `/api/client/admin/site/invoice/${inv.id}/paid`, { token: admin });
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(paid.json().status, 'PAID');
    assert.equal((await t.call('POST', `/api/client/admin/site/invoice/${inv.id}/paid`, { token: admin })).statusCode, 409, 'paid once only');

    const [u] = await t.db.select().from(users).where(eq(users.id, expiredId));
    assert.ok(u.expirationDate!.getTime() > Date.now() + 360 * 86400_000);
    assert.equal(u.roleDescription, 'Advisor');
    assert.equal((await save(expired)).statusCode, 200);
    assert.equal((await t.call('GET', `/api/client/profile/${planId}`, { token: expired })).json().licenceBlock, null);
  });

  it('without Stripe keys there is no card checkout (409) and the invoice flow stays as it is', async () => {
    const res = await t.call('POST', `/api/client/payment/user/${expiredId}/checkout`, { token: expired });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().code, 'STRIPE_NOT_CONFIGURED');
    const price = (await t.call('GET', `/api/client/payment/user/${expiredId}/price`, { token: expired })).json();
    assert.equal(price.provider, 'invoice');
  });

  it('every purchase has its invoice as a PDF: the payer and the site administrator read it, others do not', async () => {
    const mine = (await t.call('GET', `/api/client/payment/user/${expiredId}/price`, { token: expired })).json().payments as Array<{ id: number; vendorId: string; amountCents: number }>;
    const [pay] = mine.length ? mine : [(await t.call('POST', `/api/client/payment/user/${expiredId}`, { token: expired })).json()];
    const res = await t.call('GET', `/api/client/payment/${pay.id}/invoice`, { token: expired });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^application\/pdf/);
    const text = pdfText(res.rawPayload);
    assert.match(text, /Invoice INV-\d{6}/);
    assert.match(text, /Advisor licence, one year/);
    assert.ok(text.includes(`$${(pay.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`), 'the amount');
    assert.match(text, /Status: (Owed|Paid on)/);
    assert.equal((await t.call('GET', `/api/client/payment/${pay.id}/invoice`, { token: admin })).statusCode, 200);
    assert.ok([403, 404].includes((await t.call('GET', `/api/client/payment/${pay.id}/invoice`, { token: await t.login('advisor2@example.com') })).statusCode));
    assert.equal((await t.call('GET', '/api/client/payment/999999/invoice', { token: admin })).statusCode, 404);
  });

  it('honours the site administrator\'s payer price override, in integer cents', async () => {
    await t.db.insert(priceOverrides).values({ payerId: expiredId, price: 12_345 });
    const price = (await t.call('GET', `/api/client/payment/user/${expiredId}/price`, { token: expired })).json();
    assert.deepEqual([price.priceCents, price.override], [12_345, true]);
    const inv = (await t.call('POST', `/api/client/payment/user/${expiredId}`, { token: expired })).json();
    assert.equal(inv.amountCents, 12_345);
    const cancelled = await t.call('DELETE', `/api/client/payment/user/${expiredId}/cancel/${inv.vendorId}`, { token: expired });
    assert.equal(cancelled.json().status, 'CANCELLED');
    assert.equal((await t.call('POST', `/api/client/admin/site/invoice/${inv.id}/paid`, { token: admin })).statusCode, 409);
  });

  it('buys and renews team licences; adopts, orphans and deletes them; cancels a payer', async () => {
    const bad = await t.call('POST', `/api/client/payment/team/${teamId}/count/0/renew/false`, { token: manager });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errors[0].field, 'licenseCount');
    const buy = (await t.call('POST', `/api/client/payment/team/${teamId}/count/2/renew/false`, { token: manager })).json();
    assert.equal(buy.amountCents, buy.unitPriceCents * 2);
    const before = (await t.call('GET', `/api/setting/team/license/${teamId}`, { token: manager })).json();
    assert.equal(before.payments.filter((p: { status: string }) => p.status === 'OPEN').length, 1);
    await t.call('POST', `/api/client/admin/site/invoice/${buy.id}/paid`, { token: admin });
    const after = (await t.call('GET', `/api/setting/team/license/${teamId}`, { token: manager })).json();
    assert.deepEqual([after.bought, after.free], [before.bought + 2, before.free + 2]);

    const renew = (await t.call('POST', `/api/client/payment/team/${teamId}/count/1/renew/true`, { token: manager })).json();
    const [earliest] = await t.db.select().from(licenses).where(eq(licenses.teamId, teamId)).orderBy(licenses.expiresAt).limit(1);
    await t.call('POST', `/api/client/admin/site/invoice/${renew.id}/paid`, { token: admin });
    const [renewed] = await t.db.select().from(licenses).where(eq(licenses.id, earliest.id));
    assert.ok(renewed.expiresAt.getTime() - earliest.expiresAt.getTime() >= 364 * 86400_000);
    if (renewed.userId) {
      const [holder] = await t.db.select().from(users).where(eq(users.id, renewed.userId));
      assert.equal(holder.expirationDate!.getTime(), renewed.expiresAt.getTime(), 'the advisor\'s licence follows the renewal');
    }

    const [free] = await t.db.select().from(licenses).where(and(eq(licenses.teamId, teamId), isNull(licenses.userId))).limit(1);
    const del = (await t.call('DELETE', `/api/client/payment/team/license/${free.id}`, { token: manager })).json();
    assert.deepEqual([del.deleted, del.orphaned], [true, false]);
    const [assigned] = await t.db.select().from(licenses).innerJoin(users, eq(users.id, licenses.userId))
      .where(and(eq(licenses.teamId, teamId), eq(users.email, 'advisor2@example.com')));
    const orphan = (await t.call('DELETE', `/api/client/payment/team/license/${assigned.licenses.id}`, { token: manager })).json();
    assert.deepEqual([orphan.deleted, orphan.orphaned], [false, true]);
    const [a2] = await t.db.select().from(users).where(eq(users.email, 'advisor2@example.com'));
    assert.ok(a2.expirationDate!.getTime() <= Date.now());
    const adopt = await t.call('POST', `/api/client/payment/team/${teamId}/adopt/advisor/${a2.id}`, { token: manager });
    assert.equal(adopt.statusCode, 200, adopt.body);

    const pending = (await t.call('POST', `/api/client/payment/team/${teamId}/count/1/renew/false`, { token: manager })).json();
    const wrongPayer = await t.call('DELETE', `/api/client/payment/team/payer/${a2.id}/cancel/${pending.vendorId}`, { token: manager });
    assert.equal(wrongPayer.statusCode, 404);
    const cancel = await t.call('DELETE', `/api/client/payment/team/payer/${pending.payerId}/cancel/${pending.vendorId}`, { token: manager });
    assert.equal(cancel.json().status, 'CANCELLED');
  });
});
