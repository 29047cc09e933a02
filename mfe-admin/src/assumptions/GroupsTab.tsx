import { useState } from 'react';
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { TextField, type Assumption, type AssumptionGroup } from '@portal/shared';
import { ItemForm, ItemTable } from './ItemTable';
import type { AssumptionsApi, ItemCall } from './useAssumptions';

type Kind = 'asset' | 'portfolio';
const SAVE = { asset: 'assetClassGroup', portfolio: 'portfolioGroup' } as const satisfies Record<Kind, ItemCall>;
const REMOVE = { asset: 'removeAssetClassGroup', portfolio: 'removePortfolioGroup' } as const satisfies Record<Kind, ItemCall>;

function GroupList({ set, api, kind }: { set: Assumption; api: AssumptionsApi; kind: Kind }) {
  const [draft, setDraft] = useState<(AssumptionGroup & { isNew: boolean }) | null>(null);
  const rows = kind === 'asset' ? set.data.assetClassGroups : set.data.portfolioGroups;
  const members = (g: AssumptionGroup) => (kind === 'asset' ? set.data.assetClasses : set.data.portfolios).filter((m) => m.groupId === g.id).map((m) => m.name).join(', ');
  const save = async () => {
    if (!draft) return;
    const { isNew: _isNew, ...group } = draft;
    if (await api.item(set, { call: SAVE[kind], body: { group } })) setDraft(null);
  };
  return (
    <ItemTable
      label={kind === 'asset' ? 'Asset class groups' : 'Portfolio groups'}
      rows={rows}
      nameOf={(g) => g.name}
      editable={set.editable}
      columns={[{ header: 'Group', render: (g) => g.name }, { header: 'Members', render: (g) => members(g) || '—' }]}
      onEdit={(g) => setDraft({ ...g, isNew: false })}
      onDelete={(g) => void api.item(set, { call: REMOVE[kind], body: { id: g.id } })}
      onAdd={() => setDraft({ id: '', name: '', isNew: true })}
      addLabel={kind === 'asset' ? 'Add Asset Class Group' : 'Add Portfolio Group'}
      form={draft && (
        <ItemForm title={draft.isNew ? 'New group' : `Edit ${draft.name}`} saveLabel="Save Group" busy={api.busy}
          onSave={() => void save()} onCancel={() => setDraft(null)} error={api.errors['group.id'] ?? api.errors['(body)']}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <TextField label="Id" required value={draft.id} onChange={(id) => setDraft({ ...draft, id: id.toUpperCase() })} disabled={!draft.isNew} />
            <TextField label="Name" required value={draft.name} onChange={(name) => setDraft({ ...draft, name })} error={api.errors['group.name']} />
          </SimpleGrid>
        </ItemForm>
      )}
    />
  );
}

/** Asset class groups and portfolio groups (members name their group). */
export function GroupsTab({ set, api }: { set: Assumption; api: AssumptionsApi }) {
  return (
    <Stack gap="6">
      <div><Heading size="sm" mb="2">Asset class groups</Heading><GroupList set={set} api={api} kind="asset" /></div>
      <div><Heading size="sm" mb="2">Portfolio groups</Heading><GroupList set={set} api={api} kind="portfolio" /></div>
    </Stack>
  );
}
