import { useState } from 'react';
import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { call, DataTable, endpoints, SelectField, useEndpoint, type Invoice } from '@portal/shared';
import { act, day, money } from '../team-administration/teamApi';

type Status = 'OPEN' | 'PAID' | 'CANCELLED';

/**
 * Licence invoices (the invoice provider): open ones are owed; "Mark paid" records the payment and starts the
 * licences at once. Card payments are settled by Stripe and cannot be marked here.
 */
export function InvoicesPanel() {
  const [status, setStatus] = useState('OPEN');
  const res = useEndpoint(endpoints.payments.invoices, {}, { query: { status: (status || undefined) as Status | undefined } });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const markPaid = async (i: Invoice) => {
    const r = await act((o) => call(endpoints.payments.markPaid, { params: { id: i.id } }, o));
    setMessage(r.ok ? { ok: true, text: `${i.vendorId} is marked paid; its licences have started.` } : { ok: false, text: r.message });
    await res.mutate();
  };

  return (
    <Stack gap="4">
      <HStack align="end" gap="4">
        <SelectField label="Show" value={status} onChange={setStatus} placeholder="All invoices"
          options={[{ code: 'OPEN', description: 'Open (owed)' }, { code: 'PAID', description: 'Paid' }, { code: 'CANCELLED', description: 'Cancelled' }]} />
      </HStack>
      {message && <Alert.Root status={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'}><Alert.Indicator /><Alert.Description>{message.text}</Alert.Description></Alert.Root>}
      {!res.data ? <Spinner aria-label="Loading invoices" /> : (
        <DataTable<Invoice>
          caption="Licence invoices"
          rows={res.data}
          emptyText="No invoices to show."
          columns={[
            { key: 'vendorId', header: 'Invoice' },
            { key: 'createdAt', header: 'Date', render: (i) => day(i.createdAt) },
            { key: 'payer', header: 'Payer', render: (i) => <><Text>{i.payerName}</Text><Text fontSize="xs" color="fg.muted">{i.payerEmail}</Text></> },
            { key: 'what', header: 'For', render: (i) => (i.kind === 'TEAM' ? `${i.licenseCount} ${i.renew ? 'renewed' : 'new'} licence(s), ${i.teamName ?? 'team'}` : 'Own licence, one year') },
            { key: 'amountCents', header: 'Amount', align: 'end', render: (i) => money(i.amountCents, i.currency) },
            { key: 'status', header: 'Status', render: (i) => (i.status === 'OPEN' ? 'Owed' : i.status === 'PAID' ? `Paid ${day(i.paidAt)}` : 'Cancelled') },
            {
              key: 'actions', header: 'Actions', render: (i) => (i.status === 'OPEN' && i.provider === 'invoice'
                ? <Button size="xs" onClick={() => markPaid(i)} aria-label={`Mark ${i.vendorId} paid`}>Mark paid</Button> : null),
            },
          ]}
        />
      )}
    </Stack>
  );
}
