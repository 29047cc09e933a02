import { useImperativeHandle, useState, type Ref } from 'react';
import { localitiesIn, localityOf, type Locality } from '@portal/calc';
import { Box, Heading, Stack } from '@chakra-ui/react';
import {
  NumberField, SelectField, taxAssumptionSchema, type ProfileAggregate, endpoints, urlOf, call,
} from '@portal/shared';
import { AreaSection, FieldGrid, SaveBar } from '../plan-form/AreaLayout';
import { PercentField } from '../plan-form/fields';
import { addServerErrors, errorsOf, validateRecord } from '../plan-form/formErrors';
import { useAreaSave, type AreaEditorHandle } from '../plan-form/useAreaSave';
import { reloadPlan } from '../plan/loadPlan';
import { planSpouse } from '../plan/profileBody';
import { newTaxAssumption, taxSaveAction, type TaxDraft } from './taxAssumptionRules';

const draftOf = (profile: ProfileAggregate): TaxDraft => {
  const saved = profile.taxAssumptions.find((t) => t.active !== false) ?? profile.taxAssumptions[0];
  // No filing status chosen yet: the one the projection uses (with a spouse, as "Married" brings: MFJ; else Single).
  return saved ? { ...saved } : { ...newTaxAssumption(), filingStatus: planSpouse(profile) ? 'MFJ' : 'S' };
};

function PersonTaxFields({ who, draft, set, errors, readOnly }: {
  who: 'client' | 'spouse'; draft: TaxDraft; set: (patch: TaxDraft) => void; errors: Record<string, string>; readOnly: boolean;
}) {
  const k = <F extends 'Country' | 'State' | 'LocalRate' | 'Locality' | 'Exemptions'>(field: F) => `${who}${field}` as `${typeof who}${F}`;
  const label = who === 'client' ? 'Client' : 'Spouse';
  const text = (f: 'Country' | 'State' | 'Locality') => draft[k(f)] as string | null | undefined;
  const num = (f: 'LocalRate' | 'Exemptions') => draft[k(f)] as number | null | undefined;
  const country = text('Country');
  const state = text('State') ?? '';
  const localities = (country ?? 'USA') === 'USA' ? localitiesIn(state) : [];
  const chosen = localities.length > 0 && text('Locality') ? localityOf(text('Locality')!) : undefined;
  // A locality of the list sets the rate (shown, read-only) and its base; without one the typed rate applies.
  const pickLocality = (code: string) => {
    const l = code ? localityOf(code) : undefined;
    set(l ? { [k('Locality')]: l.code, [k('LocalRate')]: Math.round(l.rate * 100_000) / 1000 } : { [k('Locality')]: null });
  };
  return (
    <Box>
      <Heading as="h3" size="sm" mb="3">{label}</Heading>
      <FieldGrid columns={4}>
        <SelectField label={`${label} Country`} codeList={urlOf(endpoints.codes.country)} value={country} onChange={(v) => set({ [k('Country')]: v || null })} error={errors[k('Country')]} disabled={readOnly} />
        <SelectField label={`${label} State`} codeList={urlOf(endpoints.codes.state)} value={text('State')} onChange={(v) => set({ [k('State')]: v || null, ...(text('Locality') ? { [k('Locality')]: null, [k('LocalRate')]: 0 } : {}) })} error={errors[k('State')]} disabled={readOnly || (country ?? 'USA') !== 'USA'} />
        {localities.length > 0 && (
          <SelectField
            label={`${label} Locality`} value={chosen?.code ?? ''} onChange={pickLocality} placeholder="None (type a rate)"
            options={localities.map((l) => ({ code: l.code, description: `${l.name} (${describe(l)})` }))}
            helperText={chosen?.note} error={errors[k('Locality')]} disabled={readOnly}
          />
        )}
        <PercentField
          required
          label={`${label} Local Rate`} value={num('LocalRate')} onChange={(v) => set({ [k('LocalRate')]: v ?? 0 })} error={errors[k('LocalRate')]}
          disabled={readOnly || chosen !== undefined}
        />
        <NumberField required label={`${label} Exemptions`} value={num('Exemptions')} onChange={(v) => set({ [k('Exemptions')]: v ?? 0 })} error={errors[k('Exemptions')]} disabled={readOnly} />
      </FieldGrid>
    </Box>
  );
}

/** How a locality's rate applies, for its option label. */
function describe(l: Locality): string {
  const rate = `${Math.round(l.rate * 100_000) / 1000}%`;
  return l.base === 'earned' ? `${rate} of wages` : l.base === 'stateTax' ? `${rate} of state tax` : rate;
}

/** The plan's tax assumption (spec document 2): filing status and client / spouse location, local rate and exemptions. */
export function TaxAssumptionsEditor({ profile, readOnly, onSaved, ref }: {
  profile: ProfileAggregate; readOnly: boolean; onSaved?: () => void; ref?: Ref<AreaEditorHandle>;
}) {
  const [draft, setDraft] = useState<TaxDraft>(() => draftOf(profile));
  const [baseline, setBaseline] = useState(() => JSON.stringify(draftOf(profile)));
  const dirty = JSON.stringify(draft) !== baseline;
  const spouse = planSpouse(profile);
  const set = (patch: TaxDraft) => setDraft((d) => ({ ...d, ...patch }));

  const { errors, saving, outcome, save } = useAreaSave(async (errs) => {
    if (!dirty) return true;
    const action = taxSaveAction(draft);
    if (action === 'nothing') return true;
    try {
      if (action === 'delete') {
        await call(endpoints.records.tax.remove, { params: { id: draft.id! } });
      } else {
        const record = validateRecord(taxAssumptionSchema, { ...draft, profileId: profile.id }, 'tax', errs);
        if (!record) return false;
        await call(endpoints.records.tax.save, { body: record });
      }
    } catch (e) {
      addServerErrors(e, errs, 'tax');
      return false;
    }
    const fresh = await reloadPlan(profile.id);
    onSaved?.();
    const next = draftOf(fresh);
    setDraft(next);
    setBaseline(JSON.stringify(next));
    return true;
  }, dirty, 'Tax assumptions');
  useImperativeHandle(ref, () => ({ save, dirty: () => dirty }), [save, dirty]);
  const e = errorsOf(errors, 'tax');

  return (
    <Box>
      <AreaSection title="Tax assumption" description="Saved once a filing status is chosen. Clearing the filing status of a saved assumption deletes it.">
        <Stack gap="6">
          <Box maxW="sm">
            <SelectField label="Filing Status" codeList={urlOf(endpoints.codes.filingStatus)} placeholder="None" value={draft.filingStatus} onChange={(v) => set({ filingStatus: (v || undefined) as TaxDraft['filingStatus'] })} error={e.filingStatus} disabled={readOnly} />
          </Box>
          <PersonTaxFields who="client" draft={draft} set={set} errors={e} readOnly={readOnly} />
          {spouse && <PersonTaxFields who="spouse" draft={draft} set={set} errors={e} readOnly={readOnly} />}
        </Stack>
      </AreaSection>
      <SaveBar onSave={() => void save()} saving={saving} outcome={outcome} readOnly={readOnly} dirty={dirty} />
    </Box>
  );
}
