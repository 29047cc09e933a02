import { useMemo, useState } from 'react';
import { Badge, Box, Button, Flex, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import {
  call, endpoints, PageHeader, useEndpoint, usePlan, useSession, type PlanHistoryEntry,
} from '@portal/shared';
import { SuccessChart } from './SuccessChart';

const day = (d: Date) => d.toISOString().slice(0, 10);

function shown(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) >= 1000 ? v.toLocaleString('en-US') : String(v);
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/** Plan History: who changed what and when, newest first, with each field's old and new value. */
export default function PlanHistoryPage() {
  const profileId = usePlan((s) => s.profileId);
  const isAdvisor = useSession((s) => s.account?.user.roleId != null);
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 365 * 86_400_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const [area, setArea] = useState('');
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const events = useEndpoint(endpoints.events.list, profileId && from && to ? { profileId, startDate: from, endDate: to } : null);
  const success = useEndpoint(endpoints.history.success, profileId ? { profileId } : null);
  const entries = useMemo(() => [...(events.data ?? [])].reverse().filter((e) => !area || e.area === area), [events.data, area]);
  const areas = useMemo(() => [...new Map((events.data ?? []).filter((e) => e.area).map((e) => [e.area!, e.areaLabel])).entries()], [events.data]);

  const toggle = (id: number) => setOpen((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id); else next.add(id);
    return next;
  });
  const restore = async (e: PlanHistoryEntry) => {
    setMessage(null);
    try {
      await call(endpoints.history.restore, { params: { profileId: profileId!, eventId: e.id } }, { handledStatuses: [400, 409] });
      setMessage(`Restored the values from before “${e.description}”.`);
      await Promise.all([events.mutate(), success.mutate()]);
    } catch {
      setMessage('These values could not be restored.');
    }
  };

  return (
    <>
      <PageHeader title="Plan History" description="Changes made to this plan: who, when, and what changed." />
      <Flex gap="6" wrap="wrap" align="flex-end" mb="4">
        <HStack gap="3" align="flex-end">
          <Box><Text asChild fontSize="sm"><label htmlFor="history-from">From</label></Text><Input id="history-from" type="date" size="sm" value={from} onChange={(e) => setFrom(e.target.value)} /></Box>
          <Box><Text asChild fontSize="sm"><label htmlFor="history-to">To</label></Text><Input id="history-to" type="date" size="sm" value={to} onChange={(e) => setTo(e.target.value)} /></Box>
          <Box>
            <Text asChild fontSize="sm"><label htmlFor="history-area">Area</label></Text>
            <NativeSelect.Root size="sm" width="48">
              <NativeSelect.Field id="history-area" value={area} onChange={(e) => setArea(e.target.value)}>
                <option value="">All areas</option>
                {areas.map(([code, label]) => <option key={code} value={code}>{label}</option>)}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Box>
        </HStack>
        <SuccessChart points={success.data ?? []} />
      </Flex>
      {message && <Text mb="3" role="status">{message}</Text>}
      {events.data && entries.length === 0 && <Text color="fg.muted">No changes in this period.</Text>}
      <Stack gap="2" aria-label="Plan changes" role="list">
        {entries.map((e) => (
          <Box key={e.id} role="listitem" bg="white" borderWidth="1px" rounded="md" p="3">
            <Flex justify="space-between" align="center" gap="3">
              <Box>
                <Text fontWeight="medium">{e.description}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {new Date(e.occurredAt).toLocaleString()} · {e.userName ?? 'System'} <Badge ml="1">{e.areaLabel}</Badge>
                </Text>
              </Box>
              <HStack gap="2">
                {e.changes.length > 0 && (
                  <Button size="xs" variant="outline" onClick={() => toggle(e.id)} aria-expanded={open.has(e.id)}>
                    {open.has(e.id) ? 'Hide changes' : `Show ${e.changes.length} change${e.changes.length === 1 ? '' : 's'}`}
                  </Button>
                )}
                {isAdvisor && e.restorable && <Button size="xs" onClick={() => void restore(e)} aria-label={`Restore values from before ${e.description}`}>Restore</Button>}
              </HStack>
            </Flex>
            {open.has(e.id) && (
              <Table.Root size="sm" mt="2" aria-label={`Changes of ${e.description}`}>
                <Table.Header><Table.Row><Table.ColumnHeader>Record</Table.ColumnHeader><Table.ColumnHeader>Field</Table.ColumnHeader><Table.ColumnHeader>Before</Table.ColumnHeader><Table.ColumnHeader>After</Table.ColumnHeader></Table.Row></Table.Header>
                <Table.Body>
                  {e.changes.map((c, i) => (
                    <Table.Row key={i}>
                      <Table.Cell>{c.record ?? ''}</Table.Cell><Table.Cell>{c.label}</Table.Cell>
                      <Table.Cell>{c.beforeText ?? shown(c.before)}</Table.Cell><Table.Cell>{c.afterText ?? shown(c.after)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Box>
        ))}
      </Stack>
    </>
  );
}
