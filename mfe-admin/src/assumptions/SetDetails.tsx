import { useState } from 'react';
import { Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { NumberField, SelectField, TextField, type Assumption } from '@portal/shared';
import { fromPercent, toPercent } from '../levels/levelApi';
import type { AssumptionsApi } from './useAssumptions';

interface Draft { name: string; description: string; inflation: number | null; salaryGrowth: number | null; educationInflation: number | null; defaultPortfolioId: string; cashPortfolioId: string }

const draftOf = (set: Assumption): Draft => ({
  name: set.name, description: set.description ?? '', inflation: toPercent(set.data.inflation), salaryGrowth: toPercent(set.data.salaryGrowth),
  educationInflation: toPercent(set.data.educationInflation), defaultPortfolioId: set.data.defaultPortfolioId, cashPortfolioId: set.data.cashPortfolioId ?? '',
});

/** Name, description and the set-wide rates and defaults; Save posts the whole set, Recalculate refreshes portfolio statistics. */
export function SetDetails({ set, api }: { set: Assumption; api: AssumptionsApi }) {
  const [draft, setDraft] = useState(() => draftOf(set));
  const [seen, setSeen] = useState(set);
  if (seen !== set) {
    setSeen(set);
    setDraft(draftOf(set));
  }
  const portfolios = set.data.portfolios.map((p) => ({ code: p.id, description: p.name }));
  const e = (f: string) => api.errors[f] ?? api.errors[`data.${f}`] ?? null;
  const save = () => void api.saveSet(set, {
    name: draft.name,
    description: draft.description || null,
    data: {
      ...set.data,
      inflation: fromPercent(draft.inflation),
      salaryGrowth: fromPercent(draft.salaryGrowth),
      educationInflation: draft.educationInflation == null ? undefined : fromPercent(draft.educationInflation),
      defaultPortfolioId: draft.defaultPortfolioId,
      cashPortfolioId: draft.cashPortfolioId || undefined,
    },
  });
  const ro = !set.editable;
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField label="Name" required value={draft.name} onChange={(name) => setDraft({ ...draft, name })} readOnly={ro} error={e('name')} />
        <TextField label="Description" value={draft.description} onChange={(description) => setDraft({ ...draft, description })} readOnly={ro} />
        <NumberField label="Inflation" suffix="%" required value={draft.inflation} onChange={(inflation) => setDraft({ ...draft, inflation })} readOnly={ro} error={e('inflation')} />
        <NumberField label="Salary Growth" suffix="%" value={draft.salaryGrowth} onChange={(salaryGrowth) => setDraft({ ...draft, salaryGrowth })} readOnly={ro} error={e('salaryGrowth')} />
        <NumberField label="Education Inflation" suffix="%" value={draft.educationInflation} onChange={(educationInflation) => setDraft({ ...draft, educationInflation })} readOnly={ro} />
        <SelectField label="Default Portfolio" required value={draft.defaultPortfolioId} onChange={(defaultPortfolioId) => setDraft({ ...draft, defaultPortfolioId })} options={portfolios} disabled={ro} error={e('defaultPortfolioId')} />
        <SelectField label="Cash Portfolio" value={draft.cashPortfolioId} onChange={(cashPortfolioId) => setDraft({ ...draft, cashPortfolioId })} options={portfolios} placeholder="Default portfolio" disabled={ro} />
      </SimpleGrid>
      {set.data.source && <Text mt="2" fontSize="sm" color="fg.muted">Source: {set.data.source}</Text>}
      {api.errors['(body)'] && <Text color="fg.error" mt="2" role="alert">{api.errors['(body)']}</Text>}
      <HStack mt="4" gap="2">
        {set.editable && <Button size="sm" onClick={save} loading={api.busy}>Save Assumption Set</Button>}
        <Button size="sm" variant="outline" onClick={() => void api.recalculate(set)}>Recalculate</Button>
      </HStack>
    </>
  );
}
