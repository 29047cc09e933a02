import type { Ref } from 'react';
import {
  CheckboxField, MoneyField, NumberField, realAssetSchema, SelectField, TextField, type ProfileAggregate, type RealAsset, endpoints, urlOf,
} from '@portal/shared';
import { FieldGrid } from '../plan-form/AreaLayout';
import { OwnerSelect, PercentField } from '../plan-form/fields';
import { RecordListEditor, type RowFieldsProps } from '../plan-form/RecordListEditor';
import type { AreaEditorHandle } from '../plan-form/useAreaSave';
import { spouseFlag } from '../plan/profileBody';

type RealAssetDraft = Partial<RealAsset>;

function RealAssetFields({ row, update, errors, readOnly, profile }: RowFieldsProps<RealAssetDraft> & { profile: ProfileAggregate }) {
  const future = row.category === 'FE';
  return (
    <FieldGrid>
      <SelectField label="Category" required codeList={urlOf(endpoints.codes.assetType, { params: { code: 'RA' } })} value={row.category} onChange={(v) => update({ category: (v || undefined) as RealAssetDraft['category'] })} error={errors.category} disabled={readOnly} />
      <TextField label="Description" required value={row.description} onChange={(description) => update({ description })} error={errors.description} disabled={readOnly} maxLength={100} />
      <OwnerSelect spouseFlag={spouseFlag(profile)} value={row.owner} onChange={(v) => update({ owner: (v || undefined) as RealAssetDraft['owner'] })} error={errors.owner} disabled={readOnly} />
      {!future && <MoneyField required label="Value" value={row.value} onChange={(v) => update({ value: v ?? 0 })} error={errors.value} disabled={readOnly} helperText="Today's market value" />}
      {!future && <MoneyField label="Cost Basis" value={row.costBasis} onChange={(costBasis) => update({ costBasis })} error={errors.costBasis} disabled={readOnly} helperText="Paid plus improvements, for the tax on a sale; empty: today's value" />}
      <PercentField label="Appreciation Rate" value={row.appreciationRate} onChange={(appreciationRate) => update({ appreciationRate })} error={errors.appreciationRate} disabled={readOnly} helperText="Empty: inflation" />
      {future && <NumberField label="Purchase Age" value={row.purchaseAge} onChange={(purchaseAge) => update({ purchaseAge })} error={errors.purchaseAge} disabled={readOnly} helperText="Client age" />}
      {future && <MoneyField label="Purchase Price" value={row.purchasePrice} onChange={(purchasePrice) => update({ purchasePrice })} error={errors.purchasePrice} disabled={readOnly} helperText="Today's dollars" />}
      <NumberField label="Sell Age" value={row.sellAge} onChange={(sellAge) => update({ sellAge })} error={errors.sellAge} disabled={readOnly} helperText="Client age; empty: kept" />
      <PercentField label="Selling Costs" value={row.sellingCostPercent} onChange={(sellingCostPercent) => update({ sellingCostPercent })} error={errors.sellingCostPercent} disabled={readOnly} />
      <MoneyField label="Annual Rental Income" value={row.annualRentalIncome} onChange={(annualRentalIncome) => update({ annualRentalIncome })} error={errors.annualRentalIncome} disabled={readOnly} />
      {row.category === 'RE' && (
        <CheckboxField label="Primary residence" checked={row.isPrimaryResidence ?? false} onChange={(isPrimaryResidence) => update({ isPrimaryResidence })} disabled={readOnly} />
      )}
    </FieldGrid>
  );
}

/** Real assets: real estate, future purchases and personal property. */
export function RealAssetsEditor({ profile, readOnly, hideSaveButton, onSaved, ref }: {
  profile: ProfileAggregate; readOnly: boolean; hideSaveButton?: boolean; onSaved?: () => void; ref?: Ref<AreaEditorHandle>;
}) {
  return (
    <RecordListEditor<RealAssetDraft>
      ref={ref}
      profile={profile}
      readOnly={readOnly}
      hideSaveButton={hideSaveButton}
      onSaved={onSaved}
      title="Real assets"
      description="Homes and other real estate, future purchases, and valuable personal property."
      itemName="Asset"
      select={(p) => p.realAssets}
      schema={realAssetSchema}
      endpoint={endpoints.records.realAsset}
      newRecord={() => ({ active: true, category: 'RE', description: '', owner: profile.spouse ? 'JT' : 'CL', value: 0, costBasis: null, appreciationRate: null, purchaseAge: null, purchasePrice: null, sellAge: null, sellingCostPercent: null, isPrimaryResidence: false, annualRentalIncome: null })}
      subtitle={(a) => a.description || undefined}
      emptyText="No real assets yet. Add the family home or other property."
      renderFields={(p) => <RealAssetFields {...p} profile={profile} />}
    />
  );
}
