import { useMemo, useState, type FormEvent } from 'react';
import { Box, Button, HStack, Input, SimpleGrid, Table, Text } from '@chakra-ui/react';
import {
  call, CheckboxField, endpoints, isApiError, SelectField, TextField, useEndpoint, type CodeItem,
} from '@portal/shared';
import { fieldErrorsOf } from '../levels/levelApi';

const api = endpoints.classification;
type Draft = { ticker: string; name: string; assetClass: string; category: string; isEquity: boolean; isNew: boolean };

/** The ticker classification table (site administrators): search, add, change and remove tickers. */
export function ClassificationEditor() {
  const list = useEndpoint(api.list, {});
  const categories = useEndpoint(api.categories, {});
  const globals = useEndpoint(endpoints.assumptions.global.at, { levelKey: 1 });
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const classes = useMemo(() => {
    const seen = new Map<string, string>();
    for (const a of globals.data ?? []) for (const c of a.data.assetClasses) if (!seen.has(c.id)) seen.set(c.id, c.name);
    for (const r of list.data ?? []) if (!seen.has(r.assetClass)) seen.set(r.assetClass, r.assetClass);
    return [...seen].map<CodeItem>(([code, description]) => ({ code, description }));
  }, [globals.data, list.data]);
  const className = (id: string) => classes.find((c) => c.code === id)?.description ?? id;
  const q = search.trim().toLowerCase();
  const rows = (list.data ?? []).filter((r) => !q || r.ticker.toLowerCase().includes(q) || r.name.toLowerCase().includes(q) || r.category.toLowerCase().includes(q));

  const save = async () => {
    if (!draft) return;
    setErrors({});
    try {
      const { isNew: _isNew, ...body } = draft;
      await call(api.save, { body }, { handledStatuses: [400] });
      setDraft(null);
      await list.mutate();
    } catch (e) {
      if (isApiError(e) && e.status === 400) setErrors(fieldErrorsOf(e));
    }
  };
  const remove = async (ticker: string) => {
    try {
      await call(api.remove, { params: { ticker } });
      await list.mutate();
    } catch { /* the banner explains */ }
  };

  return (
    <Box>
      <Text color="fg.muted" mb="3">Funds and ETFs the portal recognises, and the asset class each is modelled as. A ticker missing here is classified by its category.</Text>
      <HStack mb="3" gap="3">
        <Input maxW="sm" bg="white" type="search" aria-label="Search tickers" placeholder="Search ticker, name or category" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Button size="sm" variant="outline" onClick={() => { setErrors({}); setDraft({ ticker: '', name: '', assetClass: '', category: '', isEquity: true, isNew: true }); }}>Add Ticker</Button>
        <Text fontSize="sm" color="fg.muted">{rows.length} of {(list.data ?? []).length}</Text>
      </HStack>
      {draft && (
        <Box as="form" p="4" mb="4" borderWidth="1px" rounded="md" bg="gray.50" aria-label="Ticker" onSubmit={(e: FormEvent) => { e.preventDefault(); void save(); }}>
          <SimpleGrid columns={{ base: 1, md: 5 }} gap="3" alignItems="end">
            <TextField label="Ticker" required value={draft.ticker} onChange={(ticker) => setDraft({ ...draft, ticker: ticker.toUpperCase() })} disabled={!draft.isNew} error={errors.ticker} />
            <TextField label="Fund Name" required value={draft.name} onChange={(name) => setDraft({ ...draft, name })} error={errors.name} />
            <SelectField label="Category" required value={draft.category} options={(categories.data ?? []).map((c) => ({ code: c.code, description: c.description }))}
              onChange={(category) => setDraft({ ...draft, category, assetClass: draft.assetClass || String(categories.data?.find((c) => c.code === category)?.value ?? '') })} error={errors.category} />
            <SelectField label="Asset Class" required value={draft.assetClass} options={classes} onChange={(assetClass) => setDraft({ ...draft, assetClass })} error={errors.assetClass} />
            <CheckboxField label="Equity" checked={draft.isEquity} onChange={(isEquity) => setDraft({ ...draft, isEquity })} />
          </SimpleGrid>
          <HStack mt="3" gap="2">
            <Button type="submit" size="sm">Save Ticker</Button>
            <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>Cancel</Button>
          </HStack>
        </Box>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="white" maxH="480px">
        <Table.Root size="sm" aria-label="Ticker classifications" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Ticker</Table.ColumnHeader><Table.ColumnHeader>Name</Table.ColumnHeader><Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader>Asset class</Table.ColumnHeader><Table.ColumnHeader>Equity</Table.ColumnHeader><Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.ticker}>
                <Table.Cell fontWeight="semibold">{r.ticker}</Table.Cell>
                <Table.Cell>{r.name}</Table.Cell>
                <Table.Cell>{r.category}</Table.Cell>
                <Table.Cell>{className(r.assetClass)}</Table.Cell>
                <Table.Cell>{r.isEquity ? 'Yes' : 'No'}</Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack justify="flex-end" gap="2">
                    <Button size="xs" variant="outline" aria-label={`Edit ${r.ticker}`} onClick={() => { setErrors({}); setDraft({ ...r, isEquity: r.isEquity ?? true, isNew: false }); }}>Edit</Button>
                    <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${r.ticker}`} onClick={() => void remove(r.ticker)}>Delete</Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
