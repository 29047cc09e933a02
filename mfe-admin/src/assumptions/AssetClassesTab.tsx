import { useState } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { NumberField, SelectField, TextField, type AssetClass, type Assumption } from '@portal/shared';
import { formatPercent, fromPercent, toPercent } from '../levels/levelApi';
import { ItemForm, ItemTable } from './ItemTable';
import type { AssumptionsApi } from './useAssumptions';

type Draft = { id: string; name: string; groupId: string; expectedReturn: number | null; standardDeviation: number | null; incomeYield: number | null; isNew: boolean };

const draftOf = (c: AssetClass | null): Draft => c
  ? { id: c.id, name: c.name, groupId: c.groupId ?? '', expectedReturn: toPercent(c.expectedReturn), standardDeviation: toPercent(c.standardDeviation), incomeYield: toPercent(c.incomeYield), isNew: false }
  : { id: '', name: '', groupId: '', expectedReturn: null, standardDeviation: null, incomeYield: 0, isNew: true };

/** Asset classes of a set: expected return, standard deviation and income yield (shown in percent). */
export function AssetClassesTab({ set, api }: { set: Assumption; api: AssumptionsApi }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const groups = set.data.assetClassGroups.map((g) => ({ code: g.id, description: g.name }));
  const err = (f: string) => api.errors[`assetClass.${f}`] ?? null;
  const save = async () => {
    if (!draft) return;
    const assetClass = {
      id: draft.id, name: draft.name, groupId: draft.groupId || null,
      expectedReturn: fromPercent(draft.expectedReturn), standardDeviation: fromPercent(draft.standardDeviation), incomeYield: fromPercent(draft.incomeYield),
    };
    if (await api.item(set, { call: 'assetClass', body: { assetClass } })) setDraft(null);
  };
  const set1 = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  return (
    <ItemTable
      label="Asset classes"
      rows={set.data.assetClasses}
      nameOf={(c) => c.name}
      editable={set.editable}
      columns={[
        { header: 'Asset class', render: (c) => c.name },
        { header: 'Id', render: (c) => c.id },
        { header: 'Group', render: (c) => set.data.assetClassGroups.find((g) => g.id === c.groupId)?.name ?? '—' },
        { header: 'Expected return', render: (c) => formatPercent(c.expectedReturn), align: 'end' },
        { header: 'Standard deviation', render: (c) => formatPercent(c.standardDeviation), align: 'end' },
        { header: 'Income yield', render: (c) => formatPercent(c.incomeYield), align: 'end' },
      ]}
      onEdit={(c) => { api.setErrors({}); setDraft(draftOf(c)); }}
      onDelete={(c) => void api.item(set, { call: 'removeAssetClass', body: { id: c.id } })}
      onAdd={() => { api.setErrors({}); setDraft(draftOf(null)); }}
      addLabel="Add Asset Class"
      form={draft && (
        <ItemForm title={draft.isNew ? 'New asset class' : `Edit ${draft.name}`} saveLabel="Save Asset Class" busy={api.busy}
          onSave={() => void save()} onCancel={() => setDraft(null)} error={api.errors.correlations ?? api.errors['(body)']}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <TextField label="Id" required value={draft.id} onChange={(id) => set1({ id: id.toUpperCase() })} disabled={!draft.isNew} error={err('id')} helperText="Letters, digits and _ (e.g. US_LARGE_CAP)." />
            <TextField label="Name" required value={draft.name} onChange={(name) => set1({ name })} error={err('name')} />
            <SelectField label="Group" value={draft.groupId} onChange={(groupId) => set1({ groupId })} options={groups} placeholder="No group" />
            <NumberField label="Expected Return" required suffix="%" value={draft.expectedReturn} onChange={(v) => set1({ expectedReturn: v })} error={err('expectedReturn')} />
            <NumberField label="Standard Deviation" required suffix="%" value={draft.standardDeviation} onChange={(v) => set1({ standardDeviation: v })} error={err('standardDeviation')} />
            <NumberField label="Income Yield" suffix="%" value={draft.incomeYield} onChange={(v) => set1({ incomeYield: v })} error={err('incomeYield')} />
          </SimpleGrid>
        </ItemForm>
      )}
    />
  );
}
