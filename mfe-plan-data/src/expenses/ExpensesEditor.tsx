import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import {
  expenseSchema, MoneyField, NumberField, profileSchema, SelectField, SwitchField, TextField, type Expense, type ProfileAggregate, endpoints, urlOf
} from '@portal/shared';
import { AreaSection, FieldGrid, SaveBar } from '../plan-form/AreaLayout';
import { NumberSelect, OwnerSelect, PercentField } from '../plan-form/fields';
import { addServerErrors, errorsOf, validateRecord } from '../plan-form/formErrors';
import { RecordListEditor, type RowFieldsProps } from '../plan-form/RecordListEditor';
import { useAreaSave, type AreaEditorHandle } from '../plan-form/useAreaSave';
import { reloadPlan } from '../plan/loadPlan';
import { postProfile, profileBody, spouseFlag } from '../plan/profileBody';

type ExpenseDraft = Partial<Expense>;
/** Triggers that happen at an age: the age field applies. */
const AT_AGE = new Set(['CA', 'SA']);

function ExpenseFields({ row, update, errors, readOnly, profile }: RowFieldsProps<ExpenseDraft> & { profile: ProfileAggregate }) {
  const flag = spouseFlag(profile);
  const triggers = urlOf(endpoints.codes.trigger, { params: { code: 'EXP', spouseFlag: flag } });
  return (
    <FieldGrid>
      <SelectField label="Type" required codeList={urlOf(endpoints.codes.assetType, { params: { code: 'EXP' } })} value={row.type} onChange={(v) => update({ type: (v || undefined) as ExpenseDraft['type'] })} error={errors.type} disabled={readOnly} />
      <TextField label="Description" required value={row.description} onChange={(description) => update({ description })} error={errors.description} disabled={readOnly} maxLength={100} />
      <OwnerSelect spouseFlag={flag} value={row.owner} onChange={(v) => update({ owner: (v || undefined) as ExpenseDraft['owner'] })} error={errors.owner} disabled={readOnly} />
      <MoneyField label="Amount" value={row.amount} onChange={(amount) => update({ amount })} error={errors.amount} disabled={readOnly} />
      <NumberSelect label="Frequency" required codeList={urlOf(endpoints.codes.expenseFrequency)} value={row.frequency} onChange={(frequency) => update({ frequency: frequency ?? undefined })} error={errors.frequency} disabled={readOnly} />
      <PercentField label="Inflation Rate" value={row.inflationRate} onChange={(inflationRate) => update({ inflationRate })} error={errors.inflationRate} disabled={readOnly} helperText="Empty: the plan's inflation" />
      <SelectField label="Starts" codeList={triggers} value={row.startTrigger} onChange={(v) => update({ startTrigger: (v || null) as ExpenseDraft['startTrigger'], ...(AT_AGE.has(v) ? {} : { startAge: null }) })} error={errors.startTrigger} disabled={readOnly} />
      {AT_AGE.has(row.startTrigger ?? '') && (
        <NumberField label="Start Age" value={row.startAge} onChange={(startAge) => update({ startAge })} error={errors.startAge} disabled={readOnly} />
      )}
      <SelectField label="Ends" codeList={triggers} placeholder="Never" value={row.endTrigger} onChange={(v) => update({ endTrigger: (v || null) as ExpenseDraft['endTrigger'], ...(AT_AGE.has(v) ? {} : { endAge: null }) })} error={errors.endTrigger} disabled={readOnly} />
      {AT_AGE.has(row.endTrigger ?? '') && (
        <NumberField label="End Age" value={row.endAge} onChange={(endAge) => update({ endAge })} error={errors.endAge} disabled={readOnly} />
      )}
    </FieldGrid>
  );
}

/**
 * Expenses: the base annual living expense is the profile's spending (`endpoints.profile.saveExpense`);
 * with itemizeExpenses on, the itemized list is kept as expense records.
 */
export function ExpensesEditor({ profile, readOnly, hideSaveButton, ref }: {
  profile: ProfileAggregate; readOnly: boolean; hideSaveButton?: boolean; ref?: Ref<AreaEditorHandle>;
}) {
  const [spending, setSpending] = useState<number | null>(profile.spending ?? null);
  const [itemize, setItemize] = useState(profile.itemizeExpenses ?? false);
  const items = useRef<AreaEditorHandle>(null);
  const profileDirty = (spending ?? null) !== (profile.spending ?? null) || itemize !== (profile.itemizeExpenses ?? false);

  const { errors, saving, outcome, save } = useAreaSave(async (errs) => {
    if (profileDirty) {
      const body = validateRecord(profileSchema, profileBody(profile, { spending, itemizeExpenses: itemize }), 'profile', errs);
      if (!body) return false;
      try {
        await postProfile(body, endpoints.profile.saveExpense);
      } catch (e) {
        addServerErrors(e, errs, 'profile');
        return false;
      }
      await reloadPlan(profile.id);
    }
    return itemize && items.current ? items.current.save() : true;
  }, profileDirty, 'Expenses');
  useImperativeHandle(ref, () => ({ save, dirty: () => profileDirty || (itemize && !!items.current?.dirty()) }));
  const profileErrors = errorsOf(errors, 'profile');

  return (
    <Box>
      <AreaSection title="Living expenses" description="What the household spends a year, in today's dollars.">
        <Stack gap="4" maxW="lg">
          {/* One source for the household's spending: the base figure, or the itemized expenses when they are on (the projection then reads only those). */}
          <MoneyField label="Base Annual Living Expense" value={spending} onChange={setSpending} error={profileErrors.spending} disabled={readOnly || itemize}
            helperText={itemize ? 'Not used while expenses are itemized: the itemized living and basic expenses are the spending.' : undefined} />
          <SwitchField label="Itemize expenses" checked={itemize} onChange={setItemize} disabled={readOnly} error={profileErrors.itemizeExpenses} />
        </Stack>
      </AreaSection>
      {itemize && (
        <RecordListEditor<ExpenseDraft>
          ref={items}
          hideSaveButton
          profile={profile}
          readOnly={readOnly}
          title="Itemized expenses"
          itemName="Expense"
          select={(p) => p.expenses}
          schema={expenseSchema}
          endpoint={endpoints.records.expense}
          newRecord={() => ({ active: true, type: 'LE', description: '', owner: 'CL', amount: null, frequency: 12, startTrigger: 'NW', startAge: null, endTrigger: null, endAge: null, inflationRate: null })}
          subtitle={(e) => e.description || undefined}
          emptyText="No itemized expenses yet. Add housing, food, travel and other costs."
          renderFields={(p) => <ExpenseFields {...p} profile={profile} />}
        />
      )}
      {!hideSaveButton && <SaveBar onSave={() => void save()} saving={saving} outcome={outcome} readOnly={readOnly} dirty={profileDirty} />}
    </Box>
  );
}
