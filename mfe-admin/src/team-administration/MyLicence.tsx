import { useState } from 'react';
import { Alert, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { call, DataTable, downloadEndpoint, endpoints, refreshAccount, useEndpoint } from '@portal/shared';
import { act, day, money, type Payment } from './teamApi';
import { PaymentNotice } from './PaymentNotice';
import { ConfirmPurchase, type PurchaseQuestion } from './ConfirmPurchase';

/** The signed-in advisor's own licence: its state, the price (with any agreed price), renewal and open invoices. */
export function MyLicence({ userId }: { userId: number }) {
  const res = useEndpoint(endpoints.payments.ownPrice, { id: userId });
  const [started, setStarted] = useState<Payment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<PurchaseQuestion | null>(null);
  const [busy, setBusy] = useState(false);
  const p = res.data;

  // With Stripe the card is taken on Stripe Checkout's own page; the licence is extended when Stripe confirms.
  const renew = async () => {
    setBusy(true);
    if (p?.provider === 'stripe') {
      const r = await act((o) => call(endpoints.payments.checkoutOwn, { params: { payerId: userId } }, o));
      setBusy(false);
      if (r.ok) { window.location.assign(r.value.url); return; }
      setAsking(null);
      setError(r.message);
      return;
    }
    const r = await act((o) => call(endpoints.payments.buyOwn, { params: { payerId: userId } }, o));
    setBusy(false);
    setAsking(null);
    if (r.ok) { setStarted(r.value); setError(null); } else setError(r.message);
    await res.mutate();
    await refreshAccount().catch(() => undefined);
  };
  const invoice = (pay: Payment) => downloadEndpoint(endpoints.payments.invoicePdf, { params: { id: pay.id } }, `invoice-${pay.id}.pdf`)
    .catch(() => setError('The invoice could not be downloaded. Try again.'));
  const cancel = async (pay: Payment) => {
    const r = await act((o) => call(endpoints.payments.cancelOwn, { params: { payerId: userId, vendorId: pay.vendorId ?? '' } }, o));
    setError(r.ok ? null : r.message);
    setStarted(null);
    await res.mutate();
  };

  if (!p) return <Spinner aria-label="Loading your licence" />;
  return (
    <Stack gap="4" mb="8">
      <Box bg="white" p="5" rounded="lg" borderWidth="1px">
        <Heading as="h2" size="md" mb="2">My licence</Heading>
        <Text mb="1" color={p.expired ? 'red.600' : undefined} fontWeight={p.expired ? 'semibold' : undefined}>
          {p.expirationDate == null ? 'Your licence has no end date.' : p.expired
            ? `Your licence expired on ${day(p.expirationDate)}. Your plans are read-only until it is renewed.`
            : `Your licence is valid until ${day(p.expirationDate)}${p.teamLicence ? ' (a licence of your team)' : ''}.`}
        </Text>
        <Text color="fg.muted" mb="3">
          A year costs {money(p.priceCents, p.currency)}{p.override ? ` (your agreed price; list price ${money(p.listPriceCents, p.currency)})` : ''}.
          {p.provider === 'invoice' ? ' You receive an invoice; the licence starts when the payment is recorded.' : ' Paid by card through Stripe.'}
        </Text>
        <HStack><Button onClick={() => setAsking({
          what: 'Renew your licence for a year', amount: money(p.priceCents, p.currency),
          how: p.provider === 'stripe' ? "by card on Stripe's secure page (you leave the portal to pay)" : 'by invoice; the licence starts when the payment is recorded',
        })}>Renew my licence for a year</Button></HStack>
      </Box>
      {error && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{error}</Alert.Description></Alert.Root>}
      {started && <PaymentNotice payment={started} />}
      <ConfirmPurchase question={asking} busy={busy} onConfirm={() => void renew()} onCancel={() => setAsking(null)} />
      <DataTable<Payment>
        caption="My licence purchases"
        rows={p.payments}
        emptyText="No purchases yet."
        columns={[
          { key: 'vendorId', header: 'Reference' },
          { key: 'createdAt', header: 'Date', render: (x) => day(x.createdAt) },
          { key: 'amountCents', header: 'Amount', align: 'end', render: (x) => money(x.amountCents, x.currency) },
          { key: 'status', header: 'Status', render: (x) => (x.status === 'OPEN' ? 'Owed' : x.status === 'PAID' ? `Paid ${day(x.paidAt)}` : 'Cancelled') },
          {
            key: 'actions', header: 'Actions', render: (x) => (
              <HStack gap="1">
                <Button size="xs" variant="outline" onClick={() => void invoice(x)}>Invoice PDF</Button>
                {x.status === 'OPEN' && <Button size="xs" variant="outline" onClick={() => cancel(x)}>Cancel</Button>}
              </HStack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
