import { useImperativeHandle, useState, type Ref } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { endpoints, call, MoneyField, NumberField, retirementGoalSchema, type ProfileAggregate, type RetirementGoal } from '@portal/shared';
import { AreaSection, FieldGrid } from '../plan-form/AreaLayout';
import { addServerErrors, errorsOf, validateRecord } from '../plan-form/formErrors';
import { formatMoney, todayIso } from '../plan-form/format';
import { useAreaSave, type AreaEditorHandle } from '../plan-form/useAreaSave';
import { planClient, planSpouse } from '../plan/profileBody';
import { effectiveRetirementAge } from '../profile/profileRules';

type RetirementGoalDraft = Partial<RetirementGoal>;

function draftOf(profile: ProfileAggregate): RetirementGoalDraft {
  const today = todayIso();
  const client = planClient(profile);
  const spouse = planSpouse(profile);
  const saved = profile.retirementGoal;
  return {
    id: saved?.id ?? null,
    active: true,
    clientRetirementAge: saved?.clientRetirementAge ?? (client ? effectiveRetirementAge({ ...client, type: 'C' }, today) : null),
    spouseRetirementAge: spouse ? saved?.spouseRetirementAge ?? effectiveRetirementAge({ ...spouse, type: 'S' }, today) : null,
    annualSpending: saved?.annualSpending ?? null,
  };
}

/** The plan's one retirement goal (a save without id replaces it: `endpoints.records.retirementGoal.save`). */
export function RetirementGoalEditor({ profile, readOnly, ref }: { profile: ProfileAggregate; readOnly: boolean; ref?: Ref<AreaEditorHandle> }) {
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [baseline, setBaseline] = useState(() => JSON.stringify(draftOf(profile)));
  const dirty = JSON.stringify(draft) !== baseline || !profile.retirementGoal;
  const spouse = planSpouse(profile);
  const { errors, save } = useAreaSave(async (errs) => {
    if (!dirty) return true;
    const record = validateRecord(retirementGoalSchema, { ...draft, profileId: profile.id }, 'retirement', errs);
    if (!record) return false;
    try {
      const saved = await call(endpoints.records.retirementGoal.save, { body: record });
      const next = { ...draft, id: saved.id };
      setDraft(next);
      setBaseline(JSON.stringify(next));
      return true;
    } catch (e) {
      addServerErrors(e, errs, 'retirement');
      return false;
    }
  }, JSON.stringify(draft) !== baseline, 'the retirement goal');
  useImperativeHandle(ref, () => ({ save, dirty: () => dirty }), [save, dirty]);
  const e = errorsOf(errors, 'retirement');

  return (
    <AreaSection title="Retirement goal" description="When the client and spouse retire, and what they will spend a year.">
      <FieldGrid>
        <NumberField label="Client Retirement Age" value={draft.clientRetirementAge} onChange={(clientRetirementAge) => setDraft((d) => ({ ...d, clientRetirementAge }))} error={e.clientRetirementAge} disabled={readOnly} />
        {spouse && <NumberField label="Spouse Retirement Age" value={draft.spouseRetirementAge} onChange={(spouseRetirementAge) => setDraft((d) => ({ ...d, spouseRetirementAge }))} error={e.spouseRetirementAge} disabled={readOnly} />}
        <MoneyField
          label="Annual Retirement Spending"
          value={draft.annualSpending}
          onChange={(annualSpending) => setDraft((d) => ({ ...d, annualSpending }))}
          error={e.annualSpending}
          disabled={readOnly}
          helperText={`Empty: the base living expense (${formatMoney(profile.spending ?? null, { whole: true })})`}
        />
      </FieldGrid>
      {!profile.retirementGoal && !readOnly && <Box mt="3"><Text fontSize="sm" color="fg.muted">Not saved yet: the ages shown are the defaults from the profile.</Text></Box>}
    </AreaSection>
  );
}
