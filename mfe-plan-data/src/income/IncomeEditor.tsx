import { useImperativeHandle, useRef, type Ref } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { incomeSchema, MoneyField, NumberField, TextField, type ProfileAggregate, endpoints, urlOf } from '@portal/shared';
import { AreaSection, EmptyRows, FieldGrid, RowCard, SaveBar, saveOnEnter } from '../plan-form/AreaLayout';
import { NumberSelect, PercentField } from '../plan-form/fields';
import { errorsOf, hasErrors } from '../plan-form/formErrors';
import { saveRowArray, validateRows } from '../plan-form/saveRecords';
import { useAreaSave, type AreaEditorHandle } from '../plan-form/useAreaSave';
import { useRowList } from '../plan-form/useRowList';
import { applySavedPlan } from '../plan/loadPlan';
import { planClient, planSpouse } from '../plan/profileBody';
import { ElectionsEditor } from './ElectionsEditor';
import { checkIncomeYears, sortIncomes, type IncomeDraft } from './incomeRules';

const newIncome = (clientId: number, current: boolean): IncomeDraft => ({
  active: true, clientId, description: '', annualPreTax: 0, takeHomePay: 0, frequency: 26, age: current ? null : undefined, raiseRate: null,
});

export interface IncomeEditorProps {
  profile: ProfileAggregate;
  readOnly: boolean;
  hideSaveButton?: boolean;
  /** Onboarding shows incomes only; the income page adds the elections. */
  withElections?: boolean;
  onSaved?: () => void;
  ref?: Ref<AreaEditorHandle>;
}

/** Employment income of the client and spouse, kept separately and sorted (spec document 1 section 3). */
export function IncomeEditor({ profile, readOnly, hideSaveButton, withElections, onSaved, ref }: IncomeEditorProps) {
  const client = planClient(profile);
  const spouse = planSpouse(profile);
  const people = [client && { person: client, title: 'Client income' }, spouse && { person: spouse, title: 'Spouse income' }]
    .filter((p): p is NonNullable<typeof p> => !!p);
  const list = useRowList<IncomeDraft>(sortIncomes(profile.incomes));
  const elections = useRef<AreaEditorHandle>(null);

  const { errors, saving, outcome, save } = useAreaSave(async (errs) => {
    if (list.dirty) {
      checkIncomeYears(list.rows, errs);
      const toSave = validateRows(list, incomeSchema, profile.id, errs);
      if (hasErrors(errs)) return false;
      // One request: the answer holds the rows saved with their ids and the plan's new version, which go into
      // the selected plan as they are (no reload of the plan).
      const removed = new Set(list.removed.map((r) => r.id));
      const { ok, version, rows } = await saveRowArray(list, toSave, endpoints.people.incomes, errs);
      const byId = new Map(profile.incomes.filter((i) => !removed.has(i.id)).map((i) => [i.id, i]));
      for (const row of rows as ProfileAggregate['incomes']) byId.set(row.id, row);
      const incomes = [...byId.values()].filter((i) => i.active !== false);
      await applySavedPlan(profile.id, { incomes, ...(version != null ? { version } : {}) });
      onSaved?.();
      if (!ok) return false;
      list.reset(sortIncomes(incomes));
    }
    return elections.current ? elections.current.save() : true;
  }, list.dirty, 'Income');
  useImperativeHandle(ref, () => ({ save, dirty: () => list.dirty || !!elections.current?.dirty() }), [save, list.dirty]);

  if (!client) return <Text color="fg.muted">Add the client on the Profile page first: incomes belong to a person.</Text>;
  return (
    <Box onKeyDown={readOnly ? undefined : saveOnEnter(() => void save())}>
      {people.map(({ person, title }) => {
        const rows = list.rows.filter((r) => r.clientId === person.id);
        return (
          <AreaSection
            key={person.id}
            title={title}
            description={`${person.firstName} ${person.lastName}: the current income, and any later income from a starting age.`}
            actions={!readOnly && (
              <Button size="sm" variant="outline" onClick={() => list.add(newIncome(person.id, !rows.some((r) => r.age == null)))}>Add income</Button>
            )}
          >
            {rows.length === 0 && <EmptyRows>No employment income for {person.firstName} yet.</EmptyRows>}
            {rows.map((row, i) => {
              const e = errorsOf(errors, row.rowKey);
              const update = (patch: Partial<IncomeDraft>) => list.update(row.rowKey, patch);
              return (
                <RowCard key={row.rowKey} legend={`Income ${i + 1}`} subtitle={row.description || (row.age == null ? 'Current income' : `From age ${row.age}`)} readOnly={readOnly} onRemove={() => list.remove(row.rowKey)}>
                  <FieldGrid>
                    <TextField label="Description" value={row.description} onChange={(description) => update({ description })} error={e.description} disabled={readOnly} maxLength={100} placeholder="Employer or job" />
                    <MoneyField required label="Annual Pre-Tax" value={row.annualPreTax} onChange={(v) => update({ annualPreTax: v ?? 0 })} error={e.annualPreTax} disabled={readOnly} />
                    <MoneyField required label="Take-Home Pay" value={row.takeHomePay} onChange={(v) => update({ takeHomePay: v ?? 0 })} error={e.takeHomePay} disabled={readOnly} helperText="Per pay period" />
                    <NumberSelect label="Pay Frequency" required codeList={urlOf(endpoints.codes.payFrequency)} value={row.frequency} onChange={(frequency) => update({ frequency: frequency ?? undefined })} error={e.frequency} disabled={readOnly} />
                    <NumberField label="Starting Age" value={row.age} onChange={(age) => update({ age })} error={e.age} disabled={readOnly} helperText="Empty for the current income" />
                    <PercentField label="Yearly Raise" value={row.raiseRate} onChange={(raiseRate) => update({ raiseRate })} error={e.raiseRate} disabled={readOnly} helperText="Empty: the plan's assumption" />
                  </FieldGrid>
                </RowCard>
              );
            })}
          </AreaSection>
        );
      })}
      {withElections && <ElectionsEditor ref={elections} profile={profile} readOnly={readOnly} onSaved={onSaved} />}
      {!hideSaveButton && <SaveBar onSave={() => void save()} saving={saving} outcome={outcome} readOnly={readOnly} dirty={list.dirty} />}
    </Box>
  );
}
