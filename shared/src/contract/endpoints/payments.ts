import { z } from 'zod';
import { dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';

const tag = 'Payment';
const int = z.number().int();

/** A purchase (licences): enough for the browser to pay (Stripe's clientSecret) or to show the invoice. */
export const paymentSchema = z.object({
  id: int, kind: z.string(), teamId: int.nullable(), userId: int.nullable(), payerId: int, licenseCount: int, renew: z.boolean(),
  unitPriceCents: int, amountCents: int, currency: z.string(), provider: z.string(), vendorId: z.string().nullable(),
  status: z.string(), createdAt: z.string(), paidAt: z.string().nullable(), clientSecret: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The payer's price (a site administrator may override the list price for a payer). */
export const priceSchema = z.object({ priceCents: int, listPriceCents: int, override: z.boolean(), currency: z.string() });

/** An invoice in the site administrator's list: the payment with who owes it. */
export const invoiceSchema = paymentSchema.extend({ teamName: z.string().nullable(), payerName: z.string(), payerEmail: z.string() });
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/client/payment/user/{id}/price: an advisor's own licence and price. */
export const advisorLicenceSchema = priceSchema.extend({
  provider: z.string(),
  expirationDate: z.string().nullable(),
  expired: z.boolean(),
  ownLicence: z.object({ id: int, expiresAt: z.string(), renew: z.boolean() }).nullable(),
  teamLicence: z.boolean(),
  payments: z.array(paymentSchema),
});
export type AdvisorLicence = z.infer<typeof advisorLicenceSchema>;

const vendorId = z.string().min(1).max(200);
const advisorRule = 'The advisor, team members at level 2+ over them, site administrators.';

/** Payment calls (spec document 2 section 7, "Payment") and the site administrator's invoices. */
export const payments = {
  buyOwn: defineEndpoint({
    method: 'POST', path: '/api/client/payment/user/{payerId}', params: z.object({ payerId: dbIdParam() }), response: paymentSchema, tag,
    summary: "Starts an advisor's own licence purchase (the open one when there is one)", access: `${advisorRule} (write)`,
  }),
  cancelOwn: defineEndpoint({
    method: 'DELETE', path: '/api/client/payment/user/{payerId}/cancel/{vendorId}', params: z.object({ payerId: dbIdParam(), vendorId }),
    response: paymentSchema, tag, summary: "Cancels an open own purchase, or stops a paid one renewing", access: `${advisorRule} (write)`,
  }),
  ownPrice: defineEndpoint({
    method: 'GET', path: '/api/client/payment/user/{id}/price', params: z.object({ id: dbIdParam() }), response: advisorLicenceSchema, tag,
    summary: "An advisor's price, licence and open purchases", access: advisorRule,
  }),
  adopt: defineEndpoint({
    method: 'POST', path: '/api/client/payment/team/{teamId}/adopt/advisor/{advisorUserId}',
    params: z.object({ teamId: dbIdParam(), advisorUserId: dbIdParam() }),
    response: z.object({ id: int, teamId: int, userId: int, expiresAt: z.string() }), tag,
    summary: "Gives one of the team's free licences to an advisor of the team", access: 'Team members at level 2 or more.',
  }),
  cancelTeam: defineEndpoint({
    method: 'DELETE', path: '/api/client/payment/team/payer/{payerId}/cancel/{vendorId}', params: z.object({ payerId: dbIdParam(), vendorId }),
    response: paymentSchema, tag, summary: "Stops a team payer's payment: an open one is cancelled, a paid one stops renewing",
    access: 'Managers of the team the payment is for; site administrators.',
  }),
  buyTeam: defineEndpoint({
    method: 'POST', path: '/api/client/payment/team/{teamId}/count/{licenseCount}/renew/{renew}',
    params: z.object({
      teamId: dbIdParam(),
      licenseCount: z.coerce.number().int().min(1).max(500),
      renew: z.enum(['true', 'false'], { error: 'is not a valid value' }).transform((v) => v === 'true'),
    }),
    response: paymentSchema, tag, summary: 'Buys licenseCount new team licences (renew false) or renews that many (renew true)',
    access: 'Managers of the team; site administrators.',
  }),
  removeTeamLicence: defineEndpoint({
    method: 'DELETE', path: '/api/client/payment/team/license/{id}', params: z.object({ id: dbIdParam() }),
    response: z.object({ id: int, orphaned: z.boolean(), deleted: z.boolean() }), tag,
    summary: 'An assigned team licence is orphaned (the team keeps it, free); a free one is deleted', access: 'Managers of the team; site administrators.',
  }),
  invoices: defineEndpoint({
    method: 'GET', path: '/api/client/admin/site/invoices', query: z.object({ status: z.enum(['OPEN', 'PAID', 'CANCELLED']).optional() }),
    response: z.array(invoiceSchema), tag, summary: 'Invoices (purchases), optionally of one status', access: 'Site administrators.',
  }),
  markPaid: defineEndpoint({
    method: 'POST', path: '/api/client/admin/site/invoice/{id}/paid', params: z.object({ id: dbIdParam() }), response: paymentSchema, tag,
    summary: 'Marks an invoice paid, which starts its licences', access: 'Site administrators.',
  }),
  checkoutOwn: defineEndpoint({
    method: 'POST', path: '/api/client/payment/user/{payerId}/checkout', params: z.object({ payerId: dbIdParam() }),
    response: z.object({ url: z.string(), payment: paymentSchema }), tag,
    summary: "Renews an advisor's own licence by card on Stripe Checkout's hosted page (409 when Stripe is not configured); the licence is extended when Stripe's checkout.session.completed webhook arrives",
    access: `${advisorRule} (write)`,
  }),
  invoicePdf: defineEndpoint({
    method: 'GET', path: '/api/client/payment/{id}/invoice', params: z.object({ id: dbIdParam() }), response: z.unknown().describe('application/pdf'), tag,
    summary: 'The invoice of a purchase as a PDF (open, paid or cancelled)',
    access: "An advisor's own purchase: the advisor level's readers; a team's: the team's managers; site administrators.",
  }),
  stripeWebhook: defineEndpoint({
    method: 'POST', path: '/api/client/payment/stripe/webhook',
    body: z.unknown().describe('A Stripe event; its Stripe-Signature is checked over the raw bytes of the body'),
    response: z.object({ received: z.boolean(), duplicate: z.boolean(), changed: z.boolean() }), tag,
    summary: "Stripe's webhook: a verified payment_intent.succeeded or paid checkout.session.completed starts licences; replays change nothing",
    access: 'Stripe (the Stripe-Signature header must verify).',
  }),
};
