import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../test/harness';
import { licenses, paymentEvents, payments, users } from '../../db/schema/index';
import { EXPIRED_DEMO_EMAIL } from '../teams/seed';
import { WEBHOOK_PATH } from './webhook';

const SECRET = 'whsec_portal_test_secret';
// The SDK is only used offline here: signing test payloads and checking them. No call reaches Stripe.
const stripe = new Stripe('sk_test_portal_offline');

describe('Stripe webhook', () => {
  let t: TestApp;
  let advisorId: number;
  // A loopback stand-in for Stripe's API (no call leaves the machine): it answers the Checkout session creation
  // as Stripe does and keeps what the portal sent.
  let stripeApi: Server;
  const sent: Array<{ path: string; form: URLSearchParams }> = [];
  before(async () => {
    stripeApi = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => { body += c; });
      req.on('end', () => {
        sent.push({ path: req.url ?? '', form: new URLSearchParams(body) });
        const id = `cs_test_${sent.length}`;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, payment_status: 'unpaid', status: 'open' }));
      });
    });
    await new Promise<void>((r) => stripeApi.listen(0, '127.0.0.1', r));
    const { port } = stripeApi.address() as AddressInfo;
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_portal_offline', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: `http://127.0.0.1:${port}` });
    advisorId = (await t.db.select().from(users).where(eq(users.email, EXPIRED_DEMO_EMAIL)))[0].id;
  });
  after(async () => { await t?.close(); stripeApi?.close(); });

  const openIntent = async (vendorId: string) => {
    const [p] = await t.db.insert(payments).values({
      kind: 'USER', userId: advisorId, payerId: advisorId, licenseCount: 1, renew: true, unitPriceCents: 30_000, amount: 30_000,
      provider: 'stripe', vendorId, status: 'OPEN',
    }).returning();
    return p;
  };
  const event = (id: string, type: string, intentId: string, created: number) => JSON.stringify({
    id, object: 'event', type, created, api_version: '2024-06-20', data: { object: { id: intentId, object: 'payment_intent', amount: 30_000, currency: 'usd' } },
  });
  const send = (payload: string, secret = SECRET) => t.call('POST', WEBHOOK_PATH, {
    body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  });
  const expiry = async () => (await t.db.select().from(users).where(eq(users.id, advisorId)))[0].expirationDate!.getTime();
  const statusOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0].status;

  it('refuses a wrong signature and a tampered body, changing nothing', async () => {
    const p = await openIntent('pi_wrong_sig');
    const payload = event('evt_wrong', 'payment_intent.succeeded', 'pi_wrong_sig', 1_800_000_000);
    const wrong = await send(payload, 'whsec_someone_else');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().code, 'INVALID_SIGNATURE');
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const tampered = await t.call('POST', WEBHOOK_PATH, {
      body: payload.replace('30000', '1'), headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    assert.equal(tampered.statusCode, 400);
    const unsigned = await t.call('POST', WEBHOOK_PATH, { body: payload, headers: { 'content-type': 'application/json' } });
    assert.equal(unsigned.statusCode, 400);
    assert.equal(await statusOf(p.id), 'OPEN');
    assert.equal((await t.db.select().from(paymentEvents)).length, 0);
  });

  it('starts the licence on a verified payment_intent.succeeded, once however often it is replayed', async () => {
    const p = await openIntent('pi_valid');
    const before = await expiry();
    const payload = event('evt_valid', 'payment_intent.succeeded', 'pi_valid', 1_800_000_100);
    const ok = await send(payload);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), { received: true, duplicate: false, changed: true });
    assert.equal(await statusOf(p.id), 'PAID');
    const after = await expiry();
    assert.ok(after > Date.now() + 360 * 86400_000 && after !== before);

    const replay = await send(payload);
    assert.deepEqual(replay.json(), { received: true, duplicate: true, changed: false });
    assert.equal(await expiry(), after, 'a replayed event changes nothing');
    const own = await t.db.select().from(licenses).where(eq(licenses.userId, advisorId));
    assert.equal(own.length, 1);
  });

  it('an older event arriving after a newer one does not undo it', async () => {
    const p = await openIntent('pi_out_of_order');
    const start = await expiry();
    assert.equal((await send(event('evt_ooo_ok', 'payment_intent.succeeded', 'pi_out_of_order', 1_800_000_300))).json().changed, true);
    const paidUntil = await expiry();
    assert.ok(paidUntil > start, 'the second purchase extends the licence by another year');
    const failed = await send(event('evt_ooo_failed', 'payment_intent.payment_failed', 'pi_out_of_order', 1_800_000_200));
    const cancelled = await send(event('evt_ooo_cancel', 'payment_intent.canceled', 'pi_out_of_order', 1_800_000_250));
    assert.equal(failed.json().changed, false);
    assert.equal(cancelled.json().changed, false);
    assert.equal(await statusOf(p.id), 'PAID');
    assert.equal(await expiry(), paidUntil);
  });

  it('a cancelled intent is cancelled; a late success for an intent we never started is recorded and ignored', async () => {
    const p = await openIntent('pi_cancel');
    assert.equal((await send(event('evt_cancel', 'payment_intent.canceled', 'pi_cancel', 1_800_000_400))).json().changed, true);
    assert.equal(await statusOf(p.id), 'CANCELLED');
    const stray = await send(event('evt_stray', 'payment_intent.succeeded', 'pi_unknown', 1_800_000_500));
    assert.deepEqual(stray.json(), { received: true, duplicate: false, changed: false });
  });

  it('an expired advisor renews on Stripe Checkout: the hosted page\'s session, then checkout.session.completed extends the licence once', async () => {
    const token = await t.login(EXPIRED_DEMO_EMAIL);
    const before = await expiry();
    const res = await t.call('POST', `/api/client/payment/user/${advisorId}/checkout`, { token });
    assert.equal(res.statusCode, 200, res.body);
    const { url, payment } = res.json();
    assert.match(url, /^https:\/\/checkout\.stripe\.com\//, 'the browser goes to Stripe\'s hosted page');
    assert.equal(payment.provider, 'stripe');
    assert.equal(payment.status, 'OPEN');
    assert.match(payment.vendorId, /^cs_test_/);
    const call = sent.at(-1)!;
    assert.equal(call.path, '/v1/checkout/sessions');
    assert.equal(call.form.get('mode'), 'payment');
    assert.equal(call.form.get('line_items[0][price_data][unit_amount]'), String(payment.unitPriceCents));
    assert.equal(call.form.get('line_items[0][quantity]'), '1');
    assert.equal(call.form.get('metadata[paymentId]'), String(payment.id));
    assert.match(call.form.get('success_url') ?? '', /\/team\/administration\?tab=licence&paid=1$/);
    assert.equal(await expiry(), before, 'nothing changes before Stripe confirms');

    const session = (id: string, status: string) => JSON.stringify({
      id, object: 'event', type: 'checkout.session.completed', created: 1_800_000_600, api_version: '2024-06-20',
      data: { object: { id: payment.vendorId, object: 'checkout.session', payment_status: status, client_reference_id: String(payment.id) } },
    });
    const unpaid = await send(session('evt_cs_unpaid', 'unpaid'));
    assert.deepEqual(unpaid.json(), { received: true, duplicate: false, changed: false }, 'a completed but unpaid session extends nothing');
    const paid = await send(session('evt_cs_paid', 'paid'));
    assert.deepEqual(paid.json(), { received: true, duplicate: false, changed: true });
    assert.equal(await statusOf(payment.id), 'PAID');
    const extended = await expiry();
    assert.ok(extended > Date.now() + 360 * 86400_000, 'the licence runs a year from now');
    assert.deepEqual((await send(session('evt_cs_paid', 'paid'))).json(), { received: true, duplicate: true, changed: false });
    assert.equal(await expiry(), extended);
  });

  it('checkout is the advisor\'s own: another advisor gets no session for them', async () => {
    const other = await t.login('advisor2@example.com');
    const res = await t.call('POST', `/api/client/payment/user/${advisorId}/checkout`, { token: other });
    assert.ok([403, 404].includes(res.statusCode), res.body);
  });

  it('the invoice list refuses to mark a card payment paid by hand', async () => {
    const p = await openIntent('pi_manual');
    const admin = await t.login('admin@example.com');
    const res = await t.call('POST', `/api/client/admin/site/invoice/${p.id}/paid`, { token: admin });
    assert.equal(res.statusCode, 409);
    assert.equal(await statusOf(p.id), 'OPEN');
  });
});
