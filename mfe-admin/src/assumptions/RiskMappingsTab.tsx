import { useState } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { NumberField, SelectField, TextField, type Assumption, type RiskMapping } from '@portal/shared';
import { ItemForm, ItemTable } from './ItemTable';
import type { AssumptionsApi } from './useAssumptions';

type Draft = { id: string; minScore: number | null; maxScore: number | null; portfolioId: string; isNew: boolean };

/** Risk mappings: a risk score range (0-100, inclusive) picks a portfolio. */
export function RiskMappingsTab({ set, api }: { set: Assumption; api: AssumptionsApi }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const portfolios = set.data.portfolios.map((p) => ({ code: p.id, description: p.name }));
  const open = (r: RiskMapping | null) => {
    api.setErrors({});
    setDraft(r ? { ...r, isNew: false } : { id: `RISK_${set.data.riskMappings.length + 1}`, minScore: null, maxScore: null, portfolioId: '', isNew: true });
  };
  const save = async () => {
    if (!draft) return;
    const { isNew: _isNew, ...riskMapping } = draft;
    if (await api.item(set, { call: 'riskMapping', body: { riskMapping } })) setDraft(null);
  };
  const rows = [...set.data.riskMappings].sort((a, b) => a.minScore - b.minScore);
  return (
    <ItemTable
      label="Risk mappings"
      rows={rows}
      nameOf={(r) => `risk scores ${r.minScore}-${r.maxScore}`}
      editable={set.editable}
      columns={[
        { header: 'Risk score', render: (r) => `${r.minScore} – ${r.maxScore}` },
        { header: 'Portfolio', render: (r) => set.data.portfolios.find((p) => p.id === r.portfolioId)?.name ?? r.portfolioId },
      ]}
      onEdit={open}
      onDelete={(r) => void api.item(set, { call: 'removeRiskMapping', body: { id: r.id } })}
      onAdd={() => open(null)}
      addLabel="Add Risk Mapping"
      form={draft && (
        <ItemForm title={draft.isNew ? 'New risk mapping' : 'Edit risk mapping'} saveLabel="Save Risk Mapping" busy={api.busy}
          onSave={() => void save()} onCancel={() => setDraft(null)} error={api.errors.riskMappings ?? api.errors['(body)']}>
          <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
            <TextField label="Id" required value={draft.id} onChange={(id) => setDraft({ ...draft, id: id.toUpperCase() })} disabled={!draft.isNew} />
            <NumberField label="Minimum Score" required value={draft.minScore} onChange={(minScore) => setDraft({ ...draft, minScore })} error={api.errors['riskMapping.minScore']} />
            <NumberField label="Maximum Score" required value={draft.maxScore} onChange={(maxScore) => setDraft({ ...draft, maxScore })} error={api.errors['riskMapping.maxScore']} />
            <SelectField label="Portfolio" required value={draft.portfolioId} onChange={(portfolioId) => setDraft({ ...draft, portfolioId })} options={portfolios} error={api.errors['riskMapping.portfolioId']} />
          </SimpleGrid>
        </ItemForm>
      )}
    />
  );
}
