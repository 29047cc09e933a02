import type { Ref } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import {
  electionSchema, increasingMatchPercentages, messages, MoneyField, SelectField, TextField, type Election, type ProfileAggregate, endpoints } from '@portal/shared';
import { FieldGrid } from '../plan-form/AreaLayout';
import { optionsOf, PercentField } from '../plan-form/fields';
import { addError, errorKey, type FormErrors } from '../plan-form/formErrors';
import { RecordListEditor, type RowFieldsProps } from '../plan-form/RecordListEditor';
import type { AreaEditorHandle } from '../plan-form/useAreaSave';
import type { EditRow } from '../plan-form/useRowList';
import { planClient, planSpouse } from '../plan/profileBody';

type ElectionDraft = Partial<Election>;
type Tier = Election['matchTiers'][number];

const CATEGORIES = [{ code: 'PLAN', description: 'Plan Election' }, { code: 'PAYROLL', description: 'Payroll Election' }];
const TYPES = [
  { code: 'PRE', description: 'Pre-Tax' }, { code: 'ROTH', description: 'Roth' }, { code: 'POST', description: 'After-Tax' },
  { code: 'HSA', description: 'Health Savings' }, { code: 'OTH', description: 'Other Deduction' },
];

/** Each match tier's percentage must exceed the previous one (spec document 1 section 5). */
export function checkMatchTiers(rows: EditRow<ElectionDraft>[], errors: FormErrors): void {
  for (const row of rows) {
    for (const i of increasingMatchPercentages((row.matchTiers ?? []).map((t) => t.matchPercentage))) {
      addError(errors, errorKey(row.rowKey, `matchTiers.${i}.matchPercentage`), messages.matchPercentage());
    }
  }
}

function ElectionFields({ row, update, errors, readOnly, profile }: RowFieldsProps<ElectionDraft> & { profile: ProfileAggregate }) {
  const people = [planClient(profile), planSpouse(profile)].filter((p) => !!p);
  const accounts = profile.investments.filter((a) => a.type === 'ES' || a.type === 'IR');
  const tiers = row.matchTiers ?? [];
  const setTier = (i: number, patch: Partial<Tier>) => update({ matchTiers: tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  return (
    <Box>
      <FieldGrid>
        <SelectField label="Person" required options={optionsOf(people, (p) => p.id, (p) => `${p.firstName} ${p.lastName}`)} value={row.clientId == null ? '' : String(row.clientId)} onChange={(v) => update({ clientId: v ? Number(v) : undefined })} error={errors.clientId} disabled={readOnly} />
        <SelectField label="Category" options={CATEGORIES} value={row.category} onChange={(v) => update({ category: (v || undefined) as ElectionDraft['category'] })} error={errors.category} disabled={readOnly} />
        <TextField label="Description" required value={row.description} onChange={(description) => update({ description })} error={errors.description} disabled={readOnly} maxLength={100} />
        <SelectField label="Contribution Type" required options={TYPES} value={row.type} onChange={(v) => update({ type: (v || undefined) as ElectionDraft['type'] })} error={errors.type} disabled={readOnly} />
        <PercentField label="Contribution Percent" value={row.contributionPercent} onChange={(contributionPercent) => update({ contributionPercent })} error={errors.contributionPercent} disabled={readOnly} />
        <MoneyField label="Contribution Amount" value={row.contributionAmount} onChange={(contributionAmount) => update({ contributionAmount })} error={errors.contributionAmount} disabled={readOnly} helperText="A year" />
        <SelectField label="Account" options={optionsOf(accounts, (a) => a.id, (a) => a.description)} placeholder={accounts.length ? 'None' : 'No employer plan or IRA yet'} value={row.investmentId == null ? '' : String(row.investmentId)} onChange={(v) => update({ investmentId: v ? Number(v) : null })} error={errors.investmentId} disabled={readOnly} />
      </FieldGrid>
      <Text fontWeight="medium" mt="4" mb="2">Employer match</Text>
      {tiers.length === 0 && <Text color="fg.muted" fontSize="sm">No employer match.</Text>}
      {tiers.map((t, i) => (
        <HStack key={i} align="flex-start" gap="3" mb="2">
          <PercentField label={`Tier ${i + 1} Match Percentage`} value={t.matchPercentage} onChange={(v) => setTier(i, { matchPercentage: v as number })} error={errors[`matchTiers.${i}.matchPercentage`]} disabled={readOnly} />
          <PercentField label={`Tier ${i + 1} Employer Rate`} value={t.employerRate} onChange={(v) => setTier(i, { employerRate: v as number })} error={errors[`matchTiers.${i}.employerRate`]} disabled={readOnly} />
          {!readOnly && <Button mt="6" size="xs" variant="ghost" onClick={() => update({ matchTiers: tiers.filter((_, j) => j !== i) })}>Remove tier {i + 1}</Button>}
        </HStack>
      ))}
      {!readOnly && (
        <Button size="xs" variant="outline" onClick={() => update({ matchTiers: [...tiers, { matchPercentage: null as unknown as number, employerRate: null as unknown as number }] })}>
          Add match tier
        </Button>
      )}
    </Box>
  );
}

/** Plan and payroll elections: contributions from pay into an employer plan or IRA, with the employer's match. */
export function ElectionsEditor({ profile, readOnly, onSaved, ref }: {
  profile: ProfileAggregate; readOnly: boolean; onSaved?: () => void; ref?: Ref<AreaEditorHandle>;
}) {
  const client = planClient(profile);
  return (
    <RecordListEditor<ElectionDraft>
      ref={ref}
      hideSaveButton
      profile={profile}
      readOnly={readOnly}
      title="Elections"
      description="Contributions taken from pay: retirement plan deferrals and other payroll deductions."
      itemName="Election"
      select={(p) => p.elections}
      schema={electionSchema}
      endpoint={endpoints.records.election}
      newRecord={() => ({ active: true, clientId: client?.id, category: 'PLAN', description: '', type: 'PRE', contributionPercent: null, contributionAmount: null, investmentId: null, matchTiers: [] })}
      subtitle={(e) => e.description || undefined}
      emptyText="No elections yet."
      checkRows={checkMatchTiers}
      onSaved={onSaved}
      renderFields={(p) => <ElectionFields {...p} profile={profile} />}
    />
  );
}
