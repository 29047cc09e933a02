import { useImperativeHandle, type Ref } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import {
  CheckboxField, MoneyField, socialSecuritySchema, useCodeList, type ProfileAggregate, type SocialSecurity, endpoints, urlOf
} from '@portal/shared';
import { AreaSection, EmptyRows, FieldGrid, RowCard, SaveBar, saveOnEnter } from '../plan-form/AreaLayout';
import { NumberSelect } from '../plan-form/fields';
import { errorsOf } from '../plan-form/formErrors';
import { saveRecordRows } from '../plan-form/saveRecords';
import { useAreaSave, type AreaEditorHandle } from '../plan-form/useAreaSave';
import { useRowList } from '../plan-form/useRowList';
import { reloadPlan } from '../plan/loadPlan';
import { planClient, planSpouse } from '../plan/profileBody';
import { claimingAgeOptions } from './claimingAges';

type SocialSecurityDraft = Partial<SocialSecurity>;

/**
 * Social Security per person: the client, and the spouse only when the plan flags a spouse and one exists
 * (spec document 1 section 4). Claiming ages come with the full retirement age of the person's birth year.
 */
export function SocialSecurityEditor({ profile, readOnly, hideSaveButton, onSaved, ref }: {
  profile: ProfileAggregate; readOnly: boolean; hideSaveButton?: boolean; onSaved?: () => void; ref?: Ref<AreaEditorHandle>;
}) {
  const client = planClient(profile);
  const spouse = planSpouse(profile);
  const people = [client && { owner: 'CL' as const, person: client, title: 'Client' }, spouse && { owner: 'SP' as const, person: spouse, title: 'Spouse' }]
    .filter((p): p is NonNullable<typeof p> => !!p);
  const owners = new Set<string | null | undefined>(people.map((p) => p.owner));
  const list = useRowList<SocialSecurityDraft>(profile.socialSecurityIncome.filter((s) => owners.has(s.ownerValue)));
  const retirementAges = useCodeList(urlOf(endpoints.codes.retirementAge));

  const { errors, saving, outcome, save } = useAreaSave(async (errs) => {
    if (!list.dirty) return true;
    const result = await saveRecordRows(list, socialSecuritySchema, profile.id, endpoints.records.socialSecurity, errs);
    if (result === 'invalid') return false;
    const fresh = await reloadPlan(profile.id);
    onSaved?.();
    if (result === 'ok') list.reset(fresh.socialSecurityIncome.filter((s) => owners.has(s.ownerValue)));
    return result === 'ok';
  }, list.dirty, 'Social Security');
  useImperativeHandle(ref, () => ({ save, dirty: () => list.dirty }), [save, list.dirty]);

  return (
    <Box onKeyDown={readOnly ? undefined : saveOnEnter(() => void save())}>
      <AreaSection title="Social Security" description="Monthly benefit at full retirement age, from the person's Social Security statement, and when they claim it.">
        {people.length === 0 && <EmptyRows>Add the client on the Profile page first.</EmptyRows>}
        {people.map(({ owner, person, title }) => {
          const row = list.rows.find((r) => r.ownerValue === owner);
          const name = `${person.firstName} ${person.lastName}`;
          if (!row) {
            return (
              <Box key={owner} mb="3">
                <Text color="fg.muted" mb="2">No Social Security income for {name}.</Text>
                {!readOnly && (
                  <Button size="sm" variant="outline" onClick={() => list.add({ active: true, type: 'SS', ownerValue: owner, pia: null, claimAge: 67, spousalBenefit: true })}>
                    Add Social Security for {person.firstName}
                  </Button>
                )}
              </Box>
            );
          }
          const e = errorsOf(errors, row.rowKey);
          const update = (patch: SocialSecurityDraft) => list.update(row.rowKey, patch);
          return (
            <RowCard key={row.rowKey} legend={`${title} Social Security`} subtitle={name} readOnly={readOnly} onRemove={() => list.remove(row.rowKey)}>
              <FieldGrid>
                <MoneyField label="Monthly Benefit at Full Retirement Age" value={row.pia} onChange={(pia) => update({ pia })} error={e.pia} disabled={readOnly} />
                <NumberSelect label="Claiming Age" required options={claimingAgeOptions(retirementAges.items, person.dateOfBirth)} value={row.claimAge} onChange={(claimAge) => update({ claimAge: claimAge ?? undefined })} error={e.claimAge} disabled={readOnly} />
                {spouse && <CheckboxField label="Take the spousal benefit when larger" checked={row.spousalBenefit ?? true} onChange={(spousalBenefit) => update({ spousalBenefit })} disabled={readOnly} />}
              </FieldGrid>
            </RowCard>
          );
        })}
      </AreaSection>
      {!hideSaveButton && <SaveBar onSave={() => void save()} saving={saving} outcome={outcome} readOnly={readOnly} dirty={list.dirty} />}
    </Box>
  );
}
