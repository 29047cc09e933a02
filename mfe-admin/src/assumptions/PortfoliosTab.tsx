import { useState } from 'react';
import { SimpleGrid, Text } from '@chakra-ui/react';
import { NumberField, SelectField, TextField, type Assumption, type Portfolio } from '@portal/shared';
import { formatPercent } from '../levels/levelApi';
import { ItemForm, ItemTable } from './ItemTable';
import type { AssumptionsApi } from './useAssumptions';

type Draft = { id: string; name: string; groupId: string; weights: Record<string, number | null>; isNew: boolean };

/** Portfolios: weights over the asset classes (percent, summing to 100); return and risk are computed by the server. */
export function PortfoliosTab({ set, api }: { set: Assumption; api: AssumptionsApi }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const classes = set.data.assetClasses;
  const groups = set.data.portfolioGroups.map((g) => ({ code: g.id, description: g.name }));
  const total = draft ? Object.values(draft.weights).reduce<number>((s, w) => s + (w ?? 0), 0) : 0;
  const open = (p: Portfolio | null) => {
    api.setErrors({});
    setDraft(p
      ? { id: p.id, name: p.name, groupId: p.groupId ?? '', weights: Object.fromEntries(classes.map((c) => [c.id, p.weights[c.id] ?? null])), isNew: false }
      : { id: '', name: '', groupId: '', weights: {}, isNew: true });
  };
  const save = async () => {
    if (!draft) return;
    const weights = Object.fromEntries(Object.entries(draft.weights).filter(([, w]) => (w ?? 0) > 0)) as Record<string, number>;
    const portfolio = { id: draft.id, name: draft.name, groupId: draft.groupId || null, weights };
    if (await api.item(set, { call: 'portfolio', body: { portfolio } })) setDraft(null);
  };
  const weightText = (p: Portfolio) => classes.filter((c) => (p.weights[c.id] ?? 0) > 0).map((c) => `${c.name} ${p.weights[c.id]}%`).join(', ');

  return (
    <ItemTable
      label="Portfolios"
      rows={set.data.portfolios}
      nameOf={(p) => p.name}
      editable={set.editable}
      columns={[
        { header: 'Portfolio', render: (p) => <>{p.name}<Text as="span" color="fg.muted"> ({p.id})</Text></> },
        { header: 'Group', render: (p) => set.data.portfolioGroups.find((g) => g.id === p.groupId)?.name ?? '—' },
        { header: 'Expected return', render: (p) => formatPercent(p.expectedReturn), align: 'end' },
        { header: 'Standard deviation', render: (p) => formatPercent(p.standardDeviation), align: 'end' },
        { header: 'Income yield', render: (p) => formatPercent(p.incomeYield), align: 'end' },
        { header: 'Weights', render: (p) => <Text fontSize="xs" color="fg.muted" maxW="md">{weightText(p)}</Text> },
      ]}
      onEdit={open}
      onDelete={(p) => void api.item(set, { call: 'removePortfolio', body: { id: p.id } })}
      onAdd={() => open(null)}
      addLabel="Add Portfolio"
      form={draft && (
        <ItemForm title={draft.isNew ? 'New portfolio' : `Edit ${draft.name}`} saveLabel="Save Portfolio" busy={api.busy}
          onSave={() => void save()} onCancel={() => setDraft(null)}
          error={Object.entries(api.errors).find(([k]) => k.includes('weights'))?.[1] ?? api.errors['(body)']}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4">
            <TextField label="Id" required value={draft.id} onChange={(id) => setDraft({ ...draft, id: id.toUpperCase() })} disabled={!draft.isNew} error={api.errors['portfolio.id']} />
            <TextField label="Name" required value={draft.name} onChange={(name) => setDraft({ ...draft, name })} error={api.errors['portfolio.name']} />
            <SelectField label="Group" value={draft.groupId} onChange={(groupId) => setDraft({ ...draft, groupId })} options={groups} placeholder="No group" />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {classes.map((c) => (
              <NumberField key={c.id} label={`${c.name} weight`} suffix="%" value={draft.weights[c.id] ?? null}
                onChange={(w) => setDraft({ ...draft, weights: { ...draft.weights, [c.id]: w } })} />
            ))}
          </SimpleGrid>
          <Text mt="2" fontSize="sm" color={Math.abs(total - 100) < 0.01 ? 'fg.muted' : 'fg.error'}>Total {Math.round(total * 100) / 100}% (must be 100%)</Text>
        </ItemForm>
      )}
    />
  );
}
