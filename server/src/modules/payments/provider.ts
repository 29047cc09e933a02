import Stripe from 'stripe';
import type { Config } from '../../config';
import type { payments } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;

/** What the browser needs to pay: our invoice number, or Stripe's intent and its client secret (no card data here). */
export interface PaymentStart { vendorId: string; clientSecret: string | null }

/** One interface, two providers (README "Payment"). */
export interface PaymentProvider {
  name: 'invoice' | 'stripe';
  start(p: PaymentRow): Promise<PaymentStart>;
  /** Stops collecting an open payment. */
  cancel(p: PaymentRow): Promise<void>;
}

/** Invoice: the purchase is owed; the site administrator marks it paid when the money arrives. */
export const invoiceProvider: PaymentProvider = {
  name: 'invoice',
  start: async (p) => ({ vendorId: `INV-${String(p.id).padStart(6, '0')}`, clientSecret: null }),
  cancel: async () => {},
};

/** Stripe payment intents; licences change only when a verified webhook event says the intent succeeded. */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async start(p) {
      const intent = await stripe.paymentIntents.create({
        amount: p.amount,
        currency: p.currency,
        automatic_payment_methods: { enabled: true },
        description: p.kind === 'TEAM' ? `${p.licenseCount} team licence(s)` : 'Advisor licence',
        metadata: { paymentId: String(p.id), kind: p.kind },
      }, { idempotencyKey: `portal-payment-${p.id}` });
      return { vendorId: intent.id, clientSecret: intent.client_secret };
    },
    async cancel(p) {
      if (p.vendorId) await stripe.paymentIntents.cancel(p.vendorId);
    },
  };
}

/**
 * A Stripe Checkout session for a purchase: Stripe's hosted page takes the card (no card data reaches the portal);
 * the webhook's checkout.session.completed extends the licence. The session carries our payment id.
 */
export async function checkoutSession(stripe: Stripe, p: PaymentRow, urls: { success: string; cancel: string }) {
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{
      quantity: p.licenseCount,
      price_data: {
        currency: p.currency, unit_amount: p.unitPriceCents,
        product_data: { name: p.kind === 'TEAM' ? 'Team advisor licence, one year' : 'Advisor licence, one year' },
      },
    }],
    client_reference_id: String(p.id),
    metadata: { paymentId: String(p.id), kind: p.kind },
    success_url: urls.success,
    cancel_url: urls.cancel,
  }, { idempotencyKey: `portal-checkout-${p.id}` });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return { vendorId: session.id, url: session.url };
}

export function stripeClient(config: Config): Stripe | null {
  if (!config.stripeSecretKey) return null;
  if (!config.stripeApiUrl) return new Stripe(config.stripeSecretKey);
  const api = new URL(config.stripeApiUrl);
  return new Stripe(config.stripeSecretKey, {
    host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'http:' ? 'http' : 'https',
  });
}

export function providerFor(config: Config): PaymentProvider {
  const stripe = stripeClient(config);
  return stripe ? stripeProvider(stripe) : invoiceProvider;
}
