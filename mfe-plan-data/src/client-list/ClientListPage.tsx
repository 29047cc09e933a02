import { useMemo, useState } from 'react';
import { Box, Button, EmptyState, Flex, HStack, Input, Spinner, Table, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useEndpoint, endpoints, call, PageHeader, usePlan, withPlan, type ProfileListItem } from '@portal/shared';
import { formatDate } from '../plan-form/format';
import { openPlan, startNewPlan } from '../plan/loadPlan';
import { planningStageName } from '../onboarding/planningStages';
import { filterAndSortClients, nextSort, type ClientSort, type ClientSortKey } from './clientListModel';
import { DeletePlanDialog } from './DeletePlanDialog';

const columns: Array<{ key: ClientSortKey; header: string }> = [
  { key: 'clientName', header: 'Client' },
  { key: 'advisorName', header: 'Advisor' },
  { key: 'planningStage', header: 'Planning stage' },
  { key: 'updatedAt', header: 'Last updated' },
];

/** /client-list: the advisor's plans, searchable and sortable; open, create or delete a plan. */
// On a narrow screen the table scrolls inside its own area; Open and Delete stay in view at its right edge.
const stickyEnd = { position: 'sticky', right: '0', bg: 'white', boxShadow: { base: '-6px 0 6px -6px rgba(0,0,0,0.25)', md: 'none' } } as const;

export default function ClientListPage() {
  const navigate = useNavigate();
  const list = useEndpoint(endpoints.profile.list, {});
  const selectedId = usePlan((s) => s.profileId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ClientSort>({ key: 'clientName', direction: 'asc' });
  const [opening, setOpening] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<ProfileListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const rows = useMemo(() => filterAndSortClients(list.data ?? [], search, sort), [list.data, search, sort]);

  const open = async (id: number) => {
    setOpening(id);
    try {
      await openPlan(id);
      navigate(withPlan('/profile', id));
    } catch {
      // The load-error banner says what happened.
    } finally {
      setOpening(null);
    }
  };
  const startNew = () => {
    startNewPlan();
    navigate('/onboarding');
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await call(endpoints.profile.remove, { params: { id: toDelete.id } });
      if (usePlan.getState().profileId === toDelete.id) startNewPlan();
      await list.mutate();
      setToDelete(null);
    } catch {
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Client List"
        description="Your clients' plans. Open one to work on it, or start a new plan."
        actions={(
          <HStack gap="2">
            <Button asChild variant="outline"><RouterLink to="/invite-client">Invite a client</RouterLink></Button>
            <Button onClick={startNew}>New plan</Button>
          </HStack>
        )}
      />
      <Box maxW="md" mb="4">
        <Input bg="white" type="search" aria-label="Search clients" placeholder="Search by client or advisor name" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Box>
      {list.isLoading && (
        <Flex align="center" gap="3" py="6" role="status"><Spinner size="sm" /><Text color="fg.muted">Loading plans…</Text></Flex>
      )}
      {!list.isLoading && (list.data ?? []).length === 0 && !list.error && (
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>No plans yet</EmptyState.Title>
              <EmptyState.Description>Start a new plan to onboard your first client.</EmptyState.Description>
            </VStack>
            <Button onClick={startNew}>New plan</Button>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
      {(list.data ?? []).length > 0 && rows.length === 0 && <Text color="fg.muted">No plan matches “{search}”.</Text>}
      {rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="white" tabIndex={0} role="region" aria-label="Client plans, scrollable" focusRing="outside">
          <Table.Root size="sm" aria-label="Client plans" interactive>
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.key} aria-sort={sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
                    <Button variant="plain" size="xs" px="0" fontWeight="semibold" color="fg" onClick={() => setSort((s) => nextSort(s, c.key))}>
                      {c.header}{sort.key === c.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                    </Button>
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end" {...stickyEnd}>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.id} bg={p.id === selectedId ? 'primary.subtle' : undefined}>
                  <Table.Cell fontWeight="medium" minW="32">{p.clientName}</Table.Cell>
                  <Table.Cell>{p.advisorName ?? '—'}</Table.Cell>
                  <Table.Cell>{planningStageName(p.planningStage)}</Table.Cell>
                  <Table.Cell>{formatDate(p.updatedAt)}</Table.Cell>
                  <Table.Cell textAlign="end" {...stickyEnd}>
                    <HStack justify="flex-end" gap="2">
                      {/* A link to the plan's address (a new tab, a copied link); a plain click opens it here after loading its results. */}
                      <Button asChild size="xs" aria-disabled={opening === p.id || undefined}>
                        <RouterLink
                          to={withPlan('/profile', p.id)}
                          aria-label={`Open ${p.clientName}`}
                          onClick={(e) => {
                            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                            e.preventDefault();
                            if (opening == null) void open(p.id);
                          }}
                        >
                          {opening === p.id ? <Spinner size="xs" /> : 'Open'}
                        </RouterLink>
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setToDelete(p)} aria-label={`Delete ${p.clientName}`}>Delete</Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <DeletePlanDialog clientName={toDelete?.clientName ?? null} deleting={deleting} onConfirm={() => void confirmDelete()} onCancel={() => setToDelete(null)} />
    </>
  );
}
