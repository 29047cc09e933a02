import type { Ref } from 'react';
import { DateField, debtSchema, MoneyField, SelectField, TextField, type Debt, type ProfileAggregate, endpoints, urlOf } from '@portal/shared';
import { FieldGrid } from '../plan-form/AreaLayout';
import { NumberSelect, optionsOf, OwnerSelect, PercentField } from '../plan-form/fields';
import { RecordListEditor, type RowFieldsProps } from '../plan-form/RecordListEditor';
import type { AreaEditorHandle } from '../plan-form/useAreaSave';
import { spouseFlag } from '../plan/profileBody';

type DebtDraft = Partial<Debt>;

function DebtFields({ row, update, errors, readOnly, profile }: RowFieldsProps<DebtDraft> & { profile: ProfileAggregate }) {
  const realAssets = optionsOf(profile.realAssets, (a) => a.id, (a) => a.description);
  return (
    <FieldGrid>
      <SelectField label="Type" required codeList={urlOf(endpoints.codes.assetType, { params: { code: 'DBT' } })} value={row.type} onChange={(v) => update({ type: (v || undefined) as DebtDraft['type'] })} error={errors.type} disabled={readOnly} />
      <TextField label="Description" required value={row.description} onChange={(description) => update({ description })} error={errors.description} disabled={readOnly} maxLength={100} />
      <OwnerSelect spouseFlag={spouseFlag(profile)} value={row.owner} onChange={(v) => update({ owner: (v || undefined) as DebtDraft['owner'] })} error={errors.owner} disabled={readOnly} />
      <MoneyField label="Balance" value={row.balance} onChange={(balance) => update({ balance })} error={errors.balance} disabled={readOnly} />
      <PercentField label="Interest Rate" value={row.interestRate} onChange={(interestRate) => update({ interestRate })} error={errors.interestRate} disabled={readOnly} />
      <MoneyField label="Monthly Payment" value={row.monthlyPayment} onChange={(monthlyPayment) => update({ monthlyPayment })} error={errors.monthlyPayment} disabled={readOnly} />
      <NumberSelect label="Loan Term" codeList={urlOf(endpoints.codes.loanTermFixed)} value={row.loanTerm} onChange={(loanTerm) => update({ loanTerm })} error={errors.loanTerm} disabled={readOnly} placeholder="No fixed term" />
      <DateField label="Start Date" value={row.startDate} onChange={(startDate) => update({ startDate: startDate || null })} error={errors.startDate} disabled={readOnly} />
      <SelectField
        label="Secured By"
        options={realAssets}
        placeholder={realAssets.length ? 'Not secured' : 'No real assets in the plan'}
        value={row.realAssetId == null ? '' : String(row.realAssetId)}
        onChange={(v) => update({ realAssetId: v ? Number(v) : null })}
        error={errors.realAssetId}
        disabled={readOnly}
      />
    </FieldGrid>
  );
}

/** Debts of a plan: mortgages, student loans, other debt (code list DBT: RE, SD, OD). */
export function DebtsEditor({ profile, readOnly, hideSaveButton, ref }: {
  profile: ProfileAggregate; readOnly: boolean; hideSaveButton?: boolean; ref?: Ref<AreaEditorHandle>;
}) {
  return (
    <RecordListEditor<DebtDraft>
      ref={ref}
      profile={profile}
      readOnly={readOnly}
      hideSaveButton={hideSaveButton}
      title="Debts"
      description="Mortgages, student loans and other debt. A fixed loan term comes from the standard terms."
      itemName="Debt"
      select={(p) => p.debts}
      schema={debtSchema}
      endpoint={endpoints.records.debt}
      newRecord={() => ({ active: true, type: 'RE', description: '', owner: 'CL', balance: null, interestRate: null, monthlyPayment: null, loanTerm: null, startDate: null, realAssetId: null })}
      subtitle={(d) => d.description || undefined}
      emptyText="No debts yet. Add a mortgage, a loan or a credit card balance."
      renderFields={(p) => <DebtFields {...p} profile={profile} />}
    />
  );
}
