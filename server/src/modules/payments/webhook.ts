import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { endpoints } from '@portal/shared/contract';
import { paymentEvents, payments } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { route } from '../../lib/route';
import { applyPayment } from './licences';
import { stripeClient } from './provider';

export const WEBHOOK_PATH = endpoints.payments.stripeWebhook.path;

/**
 * Stripe's webhook (README "Payment"). The signature is checked by the SDK over the raw body, so this plugin reads
 * JSON as a Buffer (content-type parsers are scoped to the plugin). Licences change only here, on a verified
 * payment_intent.succeeded or a paid checkout.session.completed (an expired session cancels); each event id is stored, so a replayed event changes nothing; transitions only move
 * forward (OPEN to PAID or CANCELLED), so an older event arriving late cannot undo a newer one.
 */
export default async function stripeWebhook(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));

  route(app, endpoints.payments.stripeWebhook, { access: 'public' }, async (req) => {
    const stripe = stripeClient(app.config);
    const secret = app.config.stripeWebhookSecret;
    if (!stripe || !secret) throw new HttpError(404, 'STRIPE_NOT_CONFIGURED', 'Stripe payments are not configured on this server.');
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new HttpError(400, 'INVALID_SIGNATURE', 'Missing Stripe signature or body.');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body, signature, secret);
    } catch {
      throw new HttpError(400, 'INVALID_SIGNATURE', 'The Stripe signature does not match this payload.');
    }
    return handleEvent(app, event);
  });
}

export async function handleEvent(app: FastifyInstance, event: Stripe.Event) {
  // A payment intent (the portal's card payments) or a Checkout session (an expired advisor's renewal): the
  // payment row carries the intent's or the session's id.
  const object = event.type.startsWith('payment_intent.') || event.type.startsWith('checkout.session.')
    ? (event.data.object as { id?: string; payment_status?: string }) : null;
  const [payment] = object?.id ? await app.db.select().from(payments).where(and(eq(payments.vendorId, object.id), eq(payments.provider, 'stripe'))) : [];
  return app.db.transaction(async (tx) => {
    const fresh = await tx.insert(paymentEvents).values({
      id: event.id, type: event.type, paymentId: payment?.id ?? null, eventCreatedAt: new Date(event.created * 1000),
    }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (fresh.length === 0) return { received: true, duplicate: true, changed: false };
    if (!payment) return { received: true, duplicate: false, changed: false };
    let changed = false;
    const paidCheckout = (event.type === 'checkout.session.completed' && object?.payment_status === 'paid')
      || event.type === 'checkout.session.async_payment_succeeded';
    if (event.type === 'payment_intent.succeeded' || paidCheckout) changed = await applyPayment(tx, payment.id, { now: new Date() });
    else if (event.type === 'payment_intent.canceled' || event.type === 'checkout.session.expired') {
      changed = (await tx.update(payments).set({ status: 'CANCELLED' })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'OPEN'))).returning()).length === 1;
    }
    return { received: true, duplicate: false, changed };
  });
}
