import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { licenses, payments, teams, users } from '../../db/schema/index';
import { MAX_PAYMENT_CENTS } from '@portal/shared/contract';
import { HttpError, badRequest } from '../../lib/errors';
import { applyPayment, priceFor } from './licences';
import { checkoutSession, providerFor, stripeClient, type PaymentRow } from './provider';

/** What a purchase call answers: enough for the browser to pay (Stripe) or to show the invoice. */
export function paymentView(p: PaymentRow, clientSecret: string | null = null) {
  return {
    id: p.id, kind: p.kind, teamId: p.teamId, userId: p.userId, payerId: p.payerId, licenseCount: p.licenseCount, renew: p.renew,
    unitPriceCents: p.unitPriceCents, amountCents: p.amount, currency: p.currency, provider: p.provider, vendorId: p.vendorId,
    status: p.status, createdAt: p.createdAt.toISOString(), paidAt: p.paidAt?.toISOString() ?? null, clientSecret,
  };
}

/**
 * Records a purchase (OPEN) at the payer's price and starts it with the configured provider. A provider failure
 * (Stripe unreachable) leaves nothing behind: the row is removed and the caller gets a 502.
 */
export async function startPurchase(app: FastifyInstance, input: {
  kind: 'TEAM' | 'USER'; teamId: number | null; userId: number | null; payerId: number; licenseCount: number; renew: boolean;
}) {
  const provider = providerFor(app.config);
  const price = await priceFor(app.db, input.payerId, app.config.licensePriceCents);
  const amount = price.priceCents * input.licenseCount;
  if (amount > MAX_PAYMENT_CENTS) {
    const most = Math.floor(MAX_PAYMENT_CENTS / price.priceCents);
    throw badRequest('licenseCount', `must be ${most} or less at ${price.priceCents} cents a licence: one payment carries at most ${MAX_PAYMENT_CENTS} cents`);
  }
  // A price of 0 is a free licence: applied at once, with no invoice and nothing sent to a payment processor.
  if (amount === 0) {
    const free = await app.db.transaction(async (tx) => {
      const [row] = await tx.insert(payments).values({
        ...input, unitPriceCents: 0, amount: 0, currency: price.currency, provider: 'free', status: 'OPEN', vendorId: `FREE-${randomUUID()}`,
      }).returning();
      await applyPayment(tx, row.id);
      return (await tx.select().from(payments).where(eq(payments.id, row.id)))[0];
    });
    return paymentView(free);
  }
  const [row] = await app.db.insert(payments).values({
    ...input, unitPriceCents: price.priceCents, amount, currency: price.currency, provider: provider.name,
    status: 'OPEN', vendorId: `starting-${randomUUID()}`,
  }).returning();
  try {
    const started = await provider.start(row);
    const [saved] = await app.db.update(payments).set({ vendorId: started.vendorId }).where(eq(payments.id, row.id)).returning();
    return paymentView(saved, started.clientSecret);
  } catch (err) {
    await app.db.delete(payments).where(eq(payments.id, row.id));
    app.log.error({ err }, 'payment provider refused to start a payment');
    throw new HttpError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment service did not answer. Nothing was charged; try again later.');
  }
}

/**
 * An advisor's own renewal on Stripe Checkout (the hosted page): an OPEN stripe payment whose vendorId is the
 * session id, and the page's URL for the browser. Without Stripe keys: 409 (the invoice flow is the way then).
 * A failure to reach Stripe leaves nothing behind (502).
 */
export async function startCheckout(app: FastifyInstance, payerId: number, baseUrl: string) {
  const stripe = stripeClient(app.config);
  if (!stripe) throw new HttpError(409, 'STRIPE_NOT_CONFIGURED', 'Card payments are not set up on this portal: renew with an invoice instead.');
  const price = await priceFor(app.db, payerId, app.config.licensePriceCents);
  const [row] = await app.db.insert(payments).values({
    kind: 'USER', teamId: null, userId: payerId, payerId, licenseCount: 1, renew: true,
    unitPriceCents: price.priceCents, amount: price.priceCents, currency: price.currency, provider: 'stripe',
    status: 'OPEN', vendorId: `starting-${randomUUID()}`,
  }).returning();
  try {
    const back = `${baseUrl}/team/administration?tab=licence`;
    const started = await checkoutSession(stripe, row, { success: `${back}&paid=1`, cancel: back });
    const [saved] = await app.db.update(payments).set({ vendorId: started.vendorId }).where(eq(payments.id, row.id)).returning();
    return { url: started.url, payment: paymentView(saved) };
  } catch (err) {
    await app.db.delete(payments).where(eq(payments.id, row.id));
    app.log.error({ err }, 'Stripe refused to start a checkout session');
    throw new HttpError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment service did not answer. Nothing was charged; try again later.');
  }
}

/**
 * Cancels a payment: an open one stops being collected (CANCELLED); a paid one stops renewing (its licences keep
 * their end date). `where` says whose payment it must be (404 otherwise).
 */
export async function cancelPayment(app: FastifyInstance, vendorId: string, where: { kind: 'TEAM' | 'USER'; payerId?: number; userId?: number }) {
  const conds = [eq(payments.vendorId, vendorId), eq(payments.kind, where.kind)];
  if (where.payerId != null) conds.push(eq(payments.payerId, where.payerId));
  if (where.userId != null) conds.push(eq(payments.userId, where.userId));
  const [p] = await app.db.select().from(payments).where(and(...conds));
  if (!p) throw new HttpError(404, 'NOT_FOUND', 'Payment not found');
  if (p.status === 'OPEN') {
    await providerFor(app.config).cancel(p).catch((err) => {
      app.log.error({ err }, 'payment provider refused to cancel');
      throw new HttpError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment service did not answer. Try again later.');
    });
    const [c] = await app.db.update(payments).set({ status: 'CANCELLED' }).where(and(eq(payments.id, p.id), eq(payments.status, 'OPEN'))).returning();
    return paymentView(c ?? p);
  }
  if (p.status === 'PAID') {
    if (p.kind === 'TEAM') await app.db.update(licenses).set({ renew: false }).where(eq(licenses.teamId, p.teamId!));
    else await app.db.update(licenses).set({ renew: false }).where(eq(licenses.userId, p.userId!));
  }
  return paymentView(p);
}

/** Open and settled payments for the site administrator's invoice list, with who owes them (free licences are no invoice). */
export async function invoiceList(app: FastifyInstance, status: string | undefined) {
  const rows = await app.db.select({ p: payments, teamName: teams.name, payerFirst: users.firstName, payerLast: users.lastName, payerEmail: users.email })
    .from(payments).leftJoin(teams, eq(teams.id, payments.teamId)).innerJoin(users, eq(users.id, payments.payerId))
    .where(and(ne(payments.provider, 'free'), status ? eq(payments.status, status) : undefined)).orderBy(payments.id).limit(500);
  return rows.map((r) => ({ ...paymentView(r.p), teamName: r.teamName, payerName: `${r.payerFirst} ${r.payerLast}`.trim(), payerEmail: r.payerEmail }));
}
