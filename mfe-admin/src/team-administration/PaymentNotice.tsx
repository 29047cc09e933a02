import { Alert } from '@chakra-ui/react';
import { money, type Payment } from './teamApi';

/** What a new purchase means for the buyer: an owed invoice, or a card payment Stripe confirms. */
export function PaymentNotice({ payment }: { payment: Payment }) {
  const amount = money(payment.amountCents, payment.currency);
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Description>
        {payment.provider === 'invoice'
          ? `Invoice ${payment.vendorId} for ${amount} is open. The licence starts as soon as the site administrator records the payment.`
          : `Card payment ${payment.vendorId} for ${amount} is waiting for Stripe's confirmation; the licence starts when Stripe confirms it.`}
      </Alert.Description>
    </Alert.Root>
  );
}
