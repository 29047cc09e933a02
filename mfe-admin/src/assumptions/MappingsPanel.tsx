import { useState } from 'react';
import { Box, Button, Heading, HStack, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { SelectField, type Assumption, type AssumptionMapping } from '@portal/shared';
import { ItemForm } from './ItemTable';
import type { AssumptionsApi } from './useAssumptions';

type Draft = { id?: number; fromAssumptionId: string; toAssumptionId: string; portfolioMap: Record<string, string> };

/**
 * Assumption mappings of this level: which portfolio of one set replaces which portfolio of another when a
 * plan moves between them (without one the move answers 406 and the mapping-error snackbar shows).
 */
export function MappingsPanel({ api, canWrite }: { api: AssumptionsApi; canWrite: boolean }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const sets = api.list.data ?? [];
  const setOf = (id: string | number) => sets.find((s) => s.id === Number(id));
  const options = sets.map((s) => ({ code: String(s.id), description: s.name }));
  const from = draft ? setOf(draft.fromAssumptionId) : undefined;
  const to = draft ? setOf(draft.toAssumptionId) : undefined;
  const open = (m: AssumptionMapping | null) => {
    api.setErrors({});
    setDraft(m ? { id: m.id, fromAssumptionId: String(m.fromAssumptionId), toAssumptionId: String(m.toAssumptionId), portfolioMap: { ...m.portfolioMap } } : { fromAssumptionId: '', toAssumptionId: '', portfolioMap: {} });
  };
  const save = async () => {
    if (!draft) return;
    const portfolioMap = Object.fromEntries(Object.entries(draft.portfolioMap).filter(([, v]) => v));
    const body = { id: draft.id, fromAssumptionId: Number(draft.fromAssumptionId), toAssumptionId: Number(draft.toAssumptionId), portfolioMap };
    if (await api.saveMapping(body)) setDraft(null);
  };
  const name = (s: Assumption | undefined, id: string) => s?.data.portfolios.find((p) => p.id === id)?.name ?? id;

  return (
    <Box as="section" aria-label="Assumption mappings" mt="8">
      <Heading as="h2" size="lg" mb="1">Assumption Mappings</Heading>
      <Text color="fg.muted" mb="3">When a plan changes assumption set, each mapped portfolio replaces the plan&apos;s old one.</Text>
      {(api.mappings.data ?? []).length === 0 ? <Text color="fg.muted">No mappings at this level.</Text> : (
        <Table.Root size="sm" aria-label="Mappings" bg="white" borderWidth="1px" rounded="md">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>From</Table.ColumnHeader><Table.ColumnHeader>To</Table.ColumnHeader>
              <Table.ColumnHeader>Portfolios</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(api.mappings.data ?? []).map((m) => (
              <Table.Row key={m.id}>
                <Table.Cell>{m.fromName}</Table.Cell>
                <Table.Cell>{m.toName}</Table.Cell>
                <Table.Cell fontSize="xs">{Object.entries(m.portfolioMap).map(([a, b]) => `${a} → ${b}`).join(', ')}</Table.Cell>
                <Table.Cell textAlign="end">
                  {m.editable && (
                    <HStack justify="flex-end" gap="2">
                      <Button size="xs" variant="outline" onClick={() => open(m)} aria-label={`Edit mapping ${m.fromName} to ${m.toName}`}>Edit</Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => void api.deleteMapping(m.id)} aria-label={`Delete mapping ${m.fromName} to ${m.toName}`}>Delete</Button>
                    </HStack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {draft ? (
        <ItemForm title={draft.id ? 'Edit mapping' : 'New mapping'} saveLabel="Save Mapping" busy={api.busy} onSave={() => void save()} onCancel={() => setDraft(null)}
          error={Object.values(api.errors)[0]}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="3">
            <SelectField label="From Assumption Set" required value={draft.fromAssumptionId} options={options} onChange={(v) => setDraft({ ...draft, fromAssumptionId: v, portfolioMap: {} })} />
            <SelectField label="To Assumption Set" required value={draft.toAssumptionId} options={options} onChange={(v) => setDraft({ ...draft, toAssumptionId: v })} />
          </SimpleGrid>
          {from && to && (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              {from.data.portfolios.map((p) => (
                <SelectField key={p.id} label={`${name(from, p.id)} becomes`} value={draft.portfolioMap[p.id] ?? ''} placeholder="Not mapped"
                  options={to.data.portfolios.map((q) => ({ code: q.id, description: q.name }))}
                  onChange={(v) => setDraft({ ...draft, portfolioMap: { ...draft.portfolioMap, [p.id]: v } })} />
              ))}
            </SimpleGrid>
          )}
        </ItemForm>
      ) : canWrite && <Button mt="3" size="sm" variant="outline" onClick={() => open(null)}>Add Mapping</Button>}
    </Box>
  );
}
