import type { Ref } from 'react';
import {
  CheckboxField, MoneyField, NumberField, otherIncomeSchema, SelectField, TextField, type OtherIncome, type ProfileAggregate, endpoints, urlOf
} from '@portal/shared';
import { FieldGrid } from '../plan-form/AreaLayout';
import { OwnerSelect, PercentField } from '../plan-form/fields';
import { RecordListEditor, type RowFieldsProps } from '../plan-form/RecordListEditor';
import type { AreaEditorHandle } from '../plan-form/useAreaSave';
import { spouseFlag } from '../plan/profileBody';

type OtherIncomeDraft = Partial<OtherIncome>;

function OtherIncomeFields({ row, update, errors, readOnly, profile }: RowFieldsProps<OtherIncomeDraft> & { profile: ProfileAggregate }) {
  return (
    <FieldGrid>
      <SelectField label="Type" required codeList={urlOf(endpoints.codes.otherIncomeType)} value={row.type} onChange={(v) => update({ type: (v || undefined) as OtherIncomeDraft['type'] })} error={errors.type} disabled={readOnly} />
      <TextField label="Description" required value={row.description} onChange={(description) => update({ description })} error={errors.description} disabled={readOnly} maxLength={100} />
      <OwnerSelect spouseFlag={spouseFlag(profile)} value={row.owner} onChange={(v) => update({ owner: (v || undefined) as OtherIncomeDraft['owner'] })} error={errors.owner} disabled={readOnly} />
      <MoneyField required label="Annual Amount" value={row.amount} onChange={(v) => update({ amount: v ?? 0 })} error={errors.amount} disabled={readOnly} helperText="Today's dollars" />
      <NumberField label="Start Age" value={row.startAge} onChange={(startAge) => update({ startAge })} error={errors.startAge} disabled={readOnly} helperText="Owner's age; empty: now" />
      <NumberField label="End Age" value={row.endAge} onChange={(endAge) => update({ endAge })} error={errors.endAge} disabled={readOnly} helperText="Empty: for life" />
      <PercentField label="Cost-of-Living Adjustment" value={row.cola} onChange={(cola) => update({ cola })} error={errors.cola} disabled={readOnly} />
      {profile.spouse && <PercentField label="Survivor Benefit" value={row.survivorPercent} onChange={(survivorPercent) => update({ survivorPercent })} error={errors.survivorPercent} disabled={readOnly} />}
      <CheckboxField label="Taxable" checked={row.taxable ?? true} onChange={(taxable) => update({ taxable })} disabled={readOnly} />
    </FieldGrid>
  );
}

/** Pensions, annuity income, rental and other income (code list: other income types). */
export function OtherIncomesEditor({ profile, readOnly, hideSaveButton, onSaved, ref }: {
  profile: ProfileAggregate; readOnly: boolean; hideSaveButton?: boolean; onSaved?: () => void; ref?: Ref<AreaEditorHandle>;
}) {
  return (
    <RecordListEditor<OtherIncomeDraft>
      ref={ref}
      profile={profile}
      readOnly={readOnly}
      hideSaveButton={hideSaveButton}
      onSaved={onSaved}
      title="Other incomes"
      description="Pensions, annuity payments, rental and other income."
      itemName="Income"
      select={(p) => p.otherIncomes}
      schema={otherIncomeSchema}
      endpoint={endpoints.records.otherIncome}
      newRecord={() => ({ active: true, type: 'EP', description: '', owner: 'CL', amount: 0, startAge: null, endAge: null, cola: 0, survivorPercent: 0, taxable: true })}
      subtitle={(i) => i.description || undefined}
      emptyText="No other income yet."
      renderFields={(p) => <OtherIncomeFields {...p} profile={profile} />}
    />
  );
}
