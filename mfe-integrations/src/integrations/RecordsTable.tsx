import { useState } from 'react';
import { Box, Button, Heading, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { call, DataTable, endpoints, type Investment } from '@portal/shared';
import { messageOf, money, type ImportRecord } from './api';

const api = endpoints.integrations;

type SavedInvestment = Investment & { id: number };

/**
 * Imported accounts of one state. Staged ones can be linked to an investment of the plan (the investment then
 * follows every later import), turned into a new investment, ignored or deleted; ignored ones taken back or deleted.
 */
export function RecordsTable({ title, records, investments, profileId, onChanged, emptyText }: {
  title: string; records: ImportRecord[]; investments: SavedInvestment[]; profileId: number; onChanged: () => Promise<void>; emptyText: string;
}) {
  const [target, setTarget] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const ignoredList = title.startsWith('Ignored');

  const act = async (what: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await what();
      await onChanged();
    } catch (e) {
      setMessage(messageOf(e));
    }
  };
  const link = (r: ImportRecord) => act(() => call(api.linkRecord, { params: { recordId: r.id, assetId: Number(target[r.id]) } }));
  // Spec document 1 section 4: the investment saved from a staged record is linked to it afterwards (no recalculation).
  const create = (r: ImportRecord) => act(async () => {
    const saved = await call(endpoints.records.investment.save, { body: {
      profileId, type: r.investmentType, description: r.description.slice(0, 100), owner: 'CL', balance: r.balance, taxTreatment: null, contributionType: null,
      costBasis: r.costBasis, holdings: r.holdings.map((h) => ({ ticker: h.ticker, ...(h.name ? { name: h.name.slice(0, 100) } : {}), amount: h.amount })),
      integrationRecordId: r.id,
    } });
    await call(api.linkRecord, { params: { recordId: r.id, assetId: saved.id } });
  });

  return (
    <Box as="section" aria-label={title}>
      <Heading size="sm" mb="2">{title}</Heading>
      <DataTable
        caption={title}
        columns={[
          { key: 'description', header: 'Account', render: (r: ImportRecord) => <Text fontWeight="medium">{r.description}</Text> },
          { key: 'partnerName', header: 'From' },
          { key: 'statementDate', header: 'Statement date' },
          { key: 'balance', header: 'Balance', align: 'end', render: (r: ImportRecord) => money(r.balance) },
          { key: 'holdings', header: 'Positions', render: (r: ImportRecord) => r.holdings.map((h) => h.ticker).join(', ') || '—' },
          {
            key: 'state', header: 'Linked to', render: (r: ImportRecord) => (r.state === 'LINKED'
              ? <Text>{r.investmentDescription ?? `Investment ${r.investmentId}`}</Text>
              : r.state === 'IGNORED' ? <Text color="fg.muted">Ignored</Text> : (
                <HStack>
                  <NativeSelect.Root size="xs" width="48">
                    <NativeSelect.Field aria-label={`Investment for ${r.description}`} value={target[r.id] ?? ''}
                      onChange={(e) => setTarget({ ...target, [r.id]: e.currentTarget.value })}>
                      <option value="">Choose an investment…</option>
                      {investments.map((i) => <option key={i.id} value={i.id}>{i.description}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Button size="xs" disabled={!target[r.id]} onClick={() => link(r)} aria-label={`Link ${r.description}`}>Link</Button>
                </HStack>
              )),
          },
          {
            key: 'actions', header: 'Actions', align: 'end', render: (r: ImportRecord) => (
              <HStack justify="end">
                {r.state === 'STAGED' && <Button size="xs" colorPalette="blue" onClick={() => create(r)} aria-label={`Create investment from ${r.description}`}>Create investment</Button>}
                {ignoredList
                  ? <Button size="xs" variant="outline" onClick={() => act(() => call(api.stopIgnoring, { params: { id: r.id } }))} aria-label={`Stop ignoring ${r.description}`}>Stop ignoring</Button>
                  : <Button size="xs" variant="outline" onClick={() => act(() => call(api.ignore, { params: { id: r.id } }))} aria-label={`Ignore ${r.description}`}>Ignore</Button>}
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => act(() => call(api.removeRecord, { params: { id: r.id } }))} aria-label={`Delete ${r.description}`}>Delete</Button>
              </HStack>
            ),
          },
        ]}
        rows={records}
        emptyText={emptyText}
      />
      {message && <Text color="fg.error" mt="2" role="alert">{message}</Text>}
    </Box>
  );
}
