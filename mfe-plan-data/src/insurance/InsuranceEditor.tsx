import type { Ref } from 'react';
import {
  insuranceSchema, MoneyField, NumberField, SelectField, TextField, type Insurance, type ProfileAggregate, endpoints, urlOf,
} from '@portal/shared';
import { FieldGrid } from '../plan-form/AreaLayout';
import { NumberSelect, optionsOf, OwnerSelect } from '../plan-form/fields';
import { RecordListEditor, type RowFieldsProps } from '../plan-form/RecordListEditor';
import type { AreaEditorHandle } from '../plan-form/useAreaSave';
import { planClient, planSpouse, spouseFlag } from '../plan/profileBody';

type InsuranceDraft = Partial<Insurance>;
/** Life policies: term, cash value and beneficiary apply. */
const LIFE = new Set(['LI', 'CV']);

function InsuranceFields({ row, update, errors, readOnly, profile }: RowFieldsProps<InsuranceDraft> & { profile: ProfileAggregate }) {
  const people = [planClient(profile), planSpouse(profile)].filter((p) => !!p);
  const life = LIFE.has(row.type ?? '');
  return (
    <FieldGrid>
      <SelectField label="Type" required codeList={urlOf(endpoints.codes.assetType, { params: { code: 'INS' } })} value={row.type} onChange={(v) => update({ type: (v || undefined) as InsuranceDraft['type'] })} error={errors.type} disabled={readOnly} />
      <TextField label="Description" required value={row.description} onChange={(description) => update({ description })} error={errors.description} disabled={readOnly} maxLength={100} />
      <SelectField label="Insured" options={optionsOf(people, (p) => p.id, (p) => `${p.firstName} ${p.lastName}`)} value={row.insuredId == null ? '' : String(row.insuredId)} onChange={(v) => update({ insuredId: v ? Number(v) : null })} error={errors.insuredId} disabled={readOnly} />
      <OwnerSelect spouseFlag={spouseFlag(profile)} value={row.owner} onChange={(v) => update({ owner: (v || undefined) as InsuranceDraft['owner'] })} error={errors.owner} disabled={readOnly} />
      <MoneyField required label="Coverage Amount" value={row.coverageAmount} onChange={(v) => update({ coverageAmount: v ?? 0 })} error={errors.coverageAmount} disabled={readOnly} />
      <MoneyField required label="Premium" value={row.premium} onChange={(v) => update({ premium: v ?? 0 })} error={errors.premium} disabled={readOnly} helperText="Each payment" />
      <NumberSelect label="Premium Frequency" codeList={urlOf(endpoints.codes.premiumFrequency)} value={row.premiumFrequency} onChange={(premiumFrequency) => update({ premiumFrequency })} error={errors.premiumFrequency} disabled={readOnly} />
      {life && (
        <SelectField label="Term" codeList={urlOf(endpoints.codes.insuranceTerm)} value={row.term} onChange={(v) => update({ term: (v || null) as InsuranceDraft['term'], ...(v === 'TERM' ? {} : { termYears: null }) })} error={errors.term} disabled={readOnly} />
      )}
      {life && row.term === 'TERM' && (
        <NumberField label="Term Years" value={row.termYears} onChange={(termYears) => update({ termYears })} error={errors.termYears} disabled={readOnly} />
      )}
      {life && <MoneyField label="Cash Value" value={row.cashValue} onChange={(cashValue) => update({ cashValue })} error={errors.cashValue} disabled={readOnly} />}
      {life && <TextField label="Beneficiary" value={row.beneficiary} onChange={(beneficiary) => update({ beneficiary: beneficiary || null })} error={errors.beneficiary} disabled={readOnly} maxLength={100} />}
    </FieldGrid>
  );
}

/** Insurance policies (code list INS: CV, DI, HE, LI, LT, MD, PC, PT). */
export function InsuranceEditor({ profile, readOnly, hideSaveButton, ref }: {
  profile: ProfileAggregate; readOnly: boolean; hideSaveButton?: boolean; ref?: Ref<AreaEditorHandle>;
}) {
  const client = planClient(profile);
  return (
    <RecordListEditor<InsuranceDraft>
      ref={ref}
      profile={profile}
      readOnly={readOnly}
      hideSaveButton={hideSaveButton}
      title="Insurance"
      description="Life, disability, health, long-term care and other policies."
      itemName="Policy"
      select={(p) => p.insurances}
      schema={insuranceSchema}
      endpoint={endpoints.records.insurance}
      newRecord={() => ({ active: true, type: 'LI', description: '', insuredId: client?.id ?? null, owner: 'CL', coverageAmount: 0, premium: 0, premiumFrequency: 12, term: 'TERM', termYears: null, cashValue: null, beneficiary: null })}
      subtitle={(i) => i.description || undefined}
      emptyText="No insurance policies yet."
      renderFields={(p) => <InsuranceFields {...p} profile={profile} />}
    />
  );
}
