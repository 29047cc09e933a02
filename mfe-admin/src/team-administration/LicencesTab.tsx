import { useState } from 'react';
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Spinner, Stack, Stat, Text } from '@chakra-ui/react';
import { call, DataTable, downloadEndpoint, endpoints, NumberField, useEndpoint } from '@portal/shared';
import { act, day, money, type LicenceRow, type Payment } from './teamApi';
import { PaymentNotice } from './PaymentNotice';
import { ConfirmPurchase, type PurchaseQuestion } from './ConfirmPurchase';

/** The team's licences: counts, each licence and who holds it, buying and renewing, open payments. */
export function LicencesTab({ teamId, level }: { teamId: number; level: number }) {
  const summary = useEndpoint(endpoints.teams.licence, { teamId });
  const detail = useEndpoint(endpoints.teams.licenceDetail, { teamId });
  const [count, setCount] = useState<number | null>(1);
  const [message, setMessage] = useState<string | null>(null);
  const [started, setStarted] = useState<Payment | null>(null);
  const [asking, setAsking] = useState<(PurchaseQuestion & { renew: boolean }) | null>(null);
  const manage = level >= 3;
  const s = summary.data;

  const refresh = () => Promise.all([summary.mutate(), detail.mutate()]);
  /** Asks first, naming the amount; the purchase is made only on confirmation. */
  const ask = (renew: boolean) => {
    const n = count ?? 0;
    if (!Number.isInteger(n) || n < 1 || n > 500) {
      setMessage('Number of licences: enter a whole number from 1 to 500.');
      return;
    }
    setAsking({
      renew, what: `${renew ? 'Renew' : 'Buy'} ${n} licence${n === 1 ? '' : 's'} for a year`, amount: money((s?.priceCents ?? 0) * n, s?.currency),
      how: s?.provider === 'invoice' ? 'by invoice; the licences start when the payment is recorded' : 'by card through Stripe',
    });
  };
  const buy = async (renew: boolean) => {
    const n = count ?? 0;
    setAsking(null);
    const r = await act((o) => call(endpoints.payments.buyTeam, { params: { teamId, licenseCount: n, renew: renew ? 'true' : 'false' } }, o));
    if (r.ok) { setStarted(r.value); setMessage(null); } else setMessage(r.message);
    await refresh();
  };
  const drop = async (l: LicenceRow) => {
    const r = await act((o) => call(endpoints.payments.removeTeamLicence, { params: { id: l.id } }, o));
    setMessage(r.ok ? null : r.message);
    await refresh();
  };
  const cancel = async (p: Payment) => {
    const r = await act((o) => call(endpoints.payments.cancelTeam, { params: { payerId: p.payerId, vendorId: p.vendorId ?? '' } }, o));
    setMessage(r.ok ? null : r.message);
    await refresh();
  };

  if (!s) return <Spinner aria-label="Loading licences" />;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {[['Bought', s.bought], ['Assigned', s.assigned], ['Free', s.free], ['Next expiry', day(s.nextExpiry)]].map(([label, value]) => (
          <Stat.Root key={label} bg="white" p="4" rounded="md" borderWidth="1px"><Stat.Label>{label}</Stat.Label><Stat.ValueText>{value}</Stat.ValueText></Stat.Root>
        ))}
      </SimpleGrid>
      {message && <Alert.Root status="error" role="alert"><Alert.Indicator /><Alert.Description>{message}</Alert.Description></Alert.Root>}
      {started && <PaymentNotice payment={started} />}
      <ConfirmPurchase question={asking} busy={false} onConfirm={() => void buy(asking?.renew ?? false)} onCancel={() => setAsking(null)} />
      {manage && (
        <Box bg="white" p="5" rounded="lg" borderWidth="1px">
          <Heading as="h2" size="md" mb="1">Buy or renew licences</Heading>
          <Text color="fg.muted" mb="3">
            {money(s.priceCents, s.currency)} per licence per year{s.override ? ' (your agreed price)' : ''}. Renewing extends the licences that end first by a year.
            {s.provider === 'invoice' ? ' You are invoiced; licences start when the payment is recorded.' : ' Paid by card through Stripe.'}
          </Text>
          <HStack align="end" gap="3" wrap="wrap">
            <Box w="48"><NumberField label="Number of licences" value={count} onChange={setCount} /></Box>
            <Button onClick={() => ask(false)}>Buy licences</Button>
            <Button variant="outline" onClick={() => ask(true)} disabled={s.bought === 0}>Renew licences</Button>
            <Text color="fg.muted">Total {money(s.priceCents * (count ?? 0), s.currency)}</Text>
          </HStack>
        </Box>
      )}
      <DataTable<LicenceRow>
        caption="Licences"
        rows={detail.data ?? []}
        emptyText="The team has no licences yet."
        columns={[
          { key: 'id', header: 'Licence' },
          { key: 'userName', header: 'Assigned to', render: (l) => l.userName ?? 'Free' },
          { key: 'expiresAt', header: 'Valid until', render: (l) => (l.expired ? `Expired ${day(l.expiresAt)}` : day(l.expiresAt)) },
          { key: 'renew', header: 'Renews', render: (l) => (l.renew ? 'Yes' : 'No') },
          {
            key: 'actions', header: 'Actions', render: (l) => (manage ? (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => drop(l)}
                title={l.userId ? 'The advisor keeps their plans, read-only until they hold a licence again.' : undefined}>{l.userId ? 'Take back licence' : 'Delete'}</Button>
            ) : null),
          },
        ]}
      />
      {manage && (
        <DataTable<Payment>
          caption="Purchases"
          rows={s.payments}
          emptyText="No purchases yet."
          columns={[
            { key: 'vendorId', header: 'Reference' },
            { key: 'licenseCount', header: 'Licences', render: (p) => `${p.licenseCount}${p.renew ? ' renewed' : ' new'}` },
            { key: 'amountCents', header: 'Amount', align: 'end', render: (p) => money(p.amountCents, p.currency) },
            { key: 'status', header: 'Status', render: (p) => (p.status === 'OPEN' ? 'Owed' : p.status === 'PAID' ? `Paid ${day(p.paidAt)}` : 'Cancelled') },
            {
              key: 'actions', header: 'Actions', render: (p) => (
                <HStack gap="1">
                  <Button size="xs" variant="outline" onClick={() => void downloadEndpoint(endpoints.payments.invoicePdf, { params: { id: p.id } }, `invoice-${p.id}.pdf`).catch(() => setMessage('The invoice could not be downloaded. Try again.'))}>Invoice PDF</Button>
                  {p.status === 'OPEN' && <Button size="xs" variant="outline" onClick={() => cancel(p)}>Cancel</Button>}
                </HStack>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
