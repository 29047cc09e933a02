import { Heading, Stack, Text } from '@chakra-ui/react';
import { DataTable, endpoints, useEndpoint, type OutboxMail } from '@portal/shared';

/** Development only: e-mails the API would have sent (GET /api/dev/outbox answers 404 in production). */
export function OutboxPage() {
  const outbox = useEndpoint(endpoints.auth.devOutbox, {}, { public: true, ignoreErrors: true, swr: { refreshInterval: 3000 } });
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">Development outbox</Heading>
      {outbox.error ? (
        <Text color="fg.muted">The development outbox is not available on this server.</Text>
      ) : (
        <DataTable
          rowKey={(m, i) => `${m.sentAt}-${i}`}
          columns={[
            { key: 'sentAt', header: 'Sent', render: (m: OutboxMail) => new Date(m.sentAt).toLocaleTimeString() },
            { key: 'to', header: 'To' },
            { key: 'subject', header: 'Subject' },
            { key: 'code', header: 'Code', render: (m: OutboxMail) => <Text as="span" fontFamily="mono" fontWeight="bold">{m.code ?? ''}</Text> },
          ]}
          rows={outbox.data ?? []}
          emptyText="No e-mails yet."
        />
      )}
    </Stack>
  );
}
