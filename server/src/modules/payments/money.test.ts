import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { MAX_PAYMENT_CENTS } from '@portal/shared/contract';
import { licenses, payments, teamMembers, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Issue 26 finding 5: a price override of 10,000,000 cents with more than 214 licences overflowed the 32-bit amount
 * column ("A value is out of range" on "(request)"), and a price of 0 made 0-cent invoices a card processor refuses.
 * Amounts are 64-bit cents now, one payment is bounded with a 400 on the licence count, and 0 is a free licence.
 */
describe('money in 64-bit cents, bounded, and free licences', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let managerId: number;
  let teamId: number;
  const freeLicences = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(licenses).where(eq(licenses.teamId, teamId)))[0].n;

  before(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
    manager = await t.login('manager@example.com');
    managerId = (await t.db.select().from(users).where(eq(users.email, 'manager@example.com')))[0].id;
    teamId = (await t.db.select().from(teamMembers).where(eq(teamMembers.userId, managerId)))[0].teamId;
  });
  after(async () => { await t?.close(); });

  it('a purchase over what one payment carries is a 400 on licenseCount, not a database error', async () => {
    assert.equal((await t.call('POST', `/api/client/admin/site/payer/${managerId}/10000000`, { token: admin })).statusCode, 200);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    const big = await t.call('POST', `/api/client/payment/team/${teamId}/count/215/renew/false`, { token: manager });
    assert.equal(big.statusCode, 400, big.body);
    assert.equal(big.json().code, 'VALIDATION_ERROR');
    assert.deepEqual(big.json().errors.map((e: { field: string }) => e.field), ['licenseCount']);
    assert.match(big.json().errors[0].message, /must be 9 or less at 10000000 cents a licence/);
    assert.deepEqual(await t.db.select({ n: sql<number>`count(*)::int` }).from(payments), before, 'nothing was recorded');
    const fits = await t.call('POST', `/api/client/payment/team/${teamId}/count/9/renew/false`, { token: manager });
    assert.equal(fits.statusCode, 200, fits.body);
    assert.equal(fits.json().amountCents, 90_000_000);
    assert.ok(90_000_000 <= MAX_PAYMENT_CENTS);
  });

  it('amounts beyond 32 bits are stored and summed exactly', async () => {
    const paidAt = new Date();
    await t.db.insert(payments).values([3_000_000_000, 4_000_000_000].map((amount, i) => ({
      kind: 'USER', userId: managerId, payerId: managerId, licenseCount: 1, renew: false, unitPriceCents: amount, amount,
      provider: 'invoice', vendorId: `INV-big-${i}`, status: 'PAID', paidAt,
    })));
    const list = await t.call('GET', '/api/client/admin/site/invoices?status=PAID', { token: admin });
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(list.json().filter((p: { vendorId: string }) => p.vendorId.startsWith('INV-big-')).map((p: { amountCents: number }) => p.amountCents), [3_000_000_000, 4_000_000_000]);
    const day = paidAt.toISOString().slice(0, 10);
    const paid = await t.call('GET', `/api/client/admin/site/advisors/paid/${day}/${day}`, { token: admin });
    assert.equal(paid.statusCode, 200, paid.body);
    const stats = await t.call('GET', `/api/client/admin/site/statistics/${day}/${day}`, { token: admin });
    assert.equal(stats.statusCode, 200, stats.body);
    assert.ok(stats.json().totals.revenueCents >= 7_000_000_000, `revenue ${stats.json().totals.revenueCents}`);
  });

  it('a price of 0 is a free licence: applied at once, no invoice, nothing sent to a processor', async () => {
    assert.equal((await t.call('POST', `/api/client/admin/site/payer/${managerId}/0`, { token: admin })).statusCode, 200);
    const before = await freeLicences();
    const res = await t.call('POST', `/api/client/payment/team/${teamId}/count/2/renew/false`, { token: manager });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().amountCents, 0);
    assert.equal(res.json().status, 'PAID');
    assert.equal(res.json().provider, 'free');
    assert.ok(!res.json().vendorId?.startsWith('INV-'), 'no invoice number');
    assert.equal(await freeLicences(), before + 2);
    const invoices = (await t.call('GET', '/api/client/admin/site/invoices', { token: admin })).json() as Array<{ amountCents: number }>;
    assert.ok(invoices.every((i) => i.amountCents > 0), 'no 0-cent invoice is listed');
  });

  it('a free licence never reaches the card processor (Stripe configured)', async () => {
    const s = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_issue26_unreachable', STRIPE_WEBHOOK_SECRET: 'whsec_issue26' });
    try {
      const sAdmin = await s.login('admin@example.com');
      const sManager = await s.login('manager@example.com');
      assert.equal((await s.call('POST', `/api/client/admin/site/payer/${managerId}/0`, { token: sAdmin })).statusCode, 200);
      const res = await s.call('POST', `/api/client/payment/team/${teamId}/count/1/renew/false`, { token: sManager });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().provider, 'free');
      assert.equal(res.json().clientSecret, null);
    } finally {
      await s.close();
    }
  });
});
