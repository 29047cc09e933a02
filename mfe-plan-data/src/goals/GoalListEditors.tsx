import type { Ref } from 'react';
import {
  educationGoalSchema, goalSchema, MoneyField, NumberField, SelectField, TextField, useCodeList,
  type EducationGoal, type Goal, type ProfileAggregate, endpoints, urlOf
} from '@portal/shared';
import { FieldGrid } from '../plan-form/AreaLayout';
import { optionsOf, OwnerSelect, PercentField } from '../plan-form/fields';
import { RecordListEditor, type RowFieldsProps } from '../plan-form/RecordListEditor';
import type { AreaEditorHandle } from '../plan-form/useAreaSave';
import { spouseFlag } from '../plan/profileBody';

type EducationGoalDraft = Partial<EducationGoal>;
type GoalDraft = Partial<Goal>;

/** A 409 on a goal delete shows the referenced-item snackbar (spec document 1 section 8). */
const deleteOptions = { conflictSnackbar: true };

function EducationGoalFields({ row, update, errors, readOnly, profile }: RowFieldsProps<EducationGoalDraft> & { profile: ProfileAggregate }) {
  const colleges = useCodeList(urlOf(endpoints.codes.collegeCost));
  // Kid names are options only while the kids flag is on (spec document 1 section 4).
  const kids = profile.kids ? profile.participants.filter((p) => p.type === 'K') : [];
  return (
    <FieldGrid>
      <SelectField
        label="Student"
        required
        options={optionsOf(kids, (k) => k.id, (k) => k.name)}
        placeholder={kids.length ? 'Select…' : 'Add kids on the Profile page first'}
        value={row.participantId == null ? '' : String(row.participantId)}
        onChange={(v) => update({ participantId: v ? Number(v) : undefined })}
        error={errors.participantId}
        disabled={readOnly}
      />
      <SelectField
        label="College"
        options={colleges.items}
        placeholder="Custom cost"
        value={row.collegeCode}
        onChange={(v) => {
          const college = colleges.items.find((c) => c.code === v);
          update({ collegeCode: v || null, ...(college?.value != null ? { annualCost: Number(college.value) } : {}) });
        }}
        error={errors.collegeCode}
        disabled={readOnly}
      />
      <MoneyField required label="Annual Cost" value={row.annualCost} onChange={(v) => update({ annualCost: v ?? 0 })} error={errors.annualCost} disabled={readOnly} helperText="Today's dollars" />
      <NumberField label="Start Age" value={row.startAge} onChange={(startAge) => update({ startAge })} error={errors.startAge} disabled={readOnly} helperText="Student's age" />
      <NumberField label="Years" value={row.years} onChange={(years) => update({ years })} error={errors.years} disabled={readOnly} />
      <PercentField label="Funded" value={row.fundedPercent} onChange={(fundedPercent) => update({ fundedPercent })} error={errors.fundedPercent} disabled={readOnly} helperText="Share of the cost the plan pays" />
      <TextField label="Description" value={row.description} onChange={(description) => update({ description: description || null })} error={errors.description} disabled={readOnly} maxLength={100} />
    </FieldGrid>
  );
}

export function EducationGoalsEditor({ profile, readOnly, ref }: { profile: ProfileAggregate; readOnly: boolean; ref?: Ref<AreaEditorHandle> }) {
  const kidName = (id?: number) => profile.participants.find((p) => p.id === id)?.name;
  return (
    <RecordListEditor<EducationGoalDraft>
      ref={ref}
      hideSaveButton
      profile={profile}
      readOnly={readOnly}
      title="Education goals"
      description="College for each kid, from average published costs or your own figure."
      itemName="Education goal"
      select={(p) => p.educationGoals}
      schema={educationGoalSchema}
      endpoint={endpoints.records.educationGoal} deleteOptions={deleteOptions}
      newRecord={() => ({ active: true, participantId: undefined, description: null, collegeCode: null, annualCost: 0, startAge: 18, years: 4, fundedPercent: 100 })}
      subtitle={(g) => kidName(g.participantId) ?? g.description ?? undefined}
      emptyText={profile.kids ? 'No education goals yet.' : 'No education goals. Turn on "Has kids" on the Profile page to add them.'}
      renderFields={(p) => <EducationGoalFields {...p} profile={profile} />}
    />
  );
}

/** Other goals: home, vehicle, travel, wedding, gifts... (retirement and education have their own forms). */
const OTHER_TYPES = (items: Array<{ code: string; description: string }>) => items.filter((i) => i.code !== 'RG' && i.code !== 'EG');
const AT_AGE = new Set(['CA', 'SA']);

function GoalFields({ row, update, errors, readOnly, profile }: RowFieldsProps<GoalDraft> & { profile: ProfileAggregate }) {
  const types = useCodeList(urlOf(endpoints.codes.assetType, { params: { code: 'GOAL' } }));
  const flag = spouseFlag(profile);
  return (
    <FieldGrid>
      <SelectField label="Goal Type" required options={OTHER_TYPES(types.items)} value={row.goalType} onChange={(v) => update({ goalType: (v || undefined) as GoalDraft['goalType'] })} error={errors.goalType} disabled={readOnly} />
      <TextField label="Description" required value={row.description} onChange={(description) => update({ description })} error={errors.description} disabled={readOnly} maxLength={100} />
      <MoneyField required label="Amount" value={row.amount} onChange={(v) => update({ amount: v ?? 0 })} error={errors.amount} disabled={readOnly} helperText="Today's dollars, each year" />
      <OwnerSelect spouseFlag={flag} value={row.owner} onChange={(v) => update({ owner: (v || undefined) as GoalDraft['owner'] })} error={errors.owner} disabled={readOnly} />
      <SelectField label="When" codeList={urlOf(endpoints.codes.trigger, { params: { code: 'GOAL', spouseFlag: flag } })} value={row.startTrigger} onChange={(v) => update({ startTrigger: (v || null) as GoalDraft['startTrigger'], ...(AT_AGE.has(v) ? {} : { age: null }) })} error={errors.startTrigger} disabled={readOnly} />
      {AT_AGE.has(row.startTrigger ?? '') && <NumberField label="Age" value={row.age} onChange={(age) => update({ age })} error={errors.age} disabled={readOnly} />}
      <NumberField label="Years" value={row.years} onChange={(years) => update({ years })} error={errors.years} disabled={readOnly} helperText="1: once" />
      <NumberField label="Priority" value={row.priority} onChange={(priority) => update({ priority })} error={errors.priority} disabled={readOnly} helperText="1 (highest) to 10" />
    </FieldGrid>
  );
}

export function OtherGoalsEditor({ profile, readOnly, ref }: { profile: ProfileAggregate; readOnly: boolean; ref?: Ref<AreaEditorHandle> }) {
  return (
    <RecordListEditor<GoalDraft>
      ref={ref}
      hideSaveButton
      profile={profile}
      readOnly={readOnly}
      title="Other goals"
      itemName="Goal"
      select={(p) => p.goals}
      schema={goalSchema}
      endpoint={endpoints.records.goal} deleteOptions={deleteOptions}
      newRecord={() => ({ active: true, goalType: 'OG', description: '', amount: 0, owner: 'CL', startTrigger: 'CA', age: null, years: 1, priority: null })}
      subtitle={(g) => g.description || undefined}
      emptyText="No other goals yet: a home, a car, travel, a wedding or a gift."
      renderFields={(p) => <GoalFields {...p} profile={profile} />}
    />
  );
}
