import { useImperativeHandle, useState, type Ref } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { SelectField, SwitchField, type ProfileAggregate, endpoints, urlOf } from '@portal/shared';
import { AreaSection, FieldGrid, SaveBar, saveOnEnter } from '../plan-form/AreaLayout';
import { errorsOf } from '../plan-form/formErrors';
import { todayIso } from '../plan-form/format';
import { useAreaSave, type AreaEditorHandle } from '../plan-form/useAreaSave';
import { useRowList } from '../plan-form/useRowList';
import { reloadPlan } from '../plan/loadPlan';
import { LocationsSection, type LocationDraft } from './LocationsSection';
import { ParticipantsSection, type ParticipantDraft } from './ParticipantsSection';
import { PersonFields } from './PersonFields';
import { newPerson, personOf, sortLocations, type PersonDraft } from './profileRules';
import { saveProfileArea, type ProfileDraft } from './saveProfile';

export type ProfileSection = 'client' | 'spouse' | 'family' | 'locations';
const ALL_SECTIONS: ProfileSection[] = ['client', 'spouse', 'family', 'locations'];

function draftFrom(profile: ProfileAggregate | null): ProfileDraft {
  return {
    household: {
      maritalStatus: profile?.maritalStatus ?? null,
      spouse: profile?.spouse ?? false,
      kids: profile?.kids ?? false,
      others: profile?.others ?? false,
    },
    client: personOf(profile, 'C') ?? newPerson('C'),
    spouse: personOf(profile, 'S') ?? newPerson('S'),
  };
}

export interface ProfileEditorProps {
  /** The selected plan; null while onboarding a new one (the first save creates it). */
  profile: ProfileAggregate | null;
  readOnly: boolean;
  /** Parts to show (onboarding shows one step's); the profile page shows all. */
  sections?: ProfileSection[];
  /** Onboarding saves through the handle instead of the Save button. */
  hideSaveButton?: boolean;
  ref?: Ref<AreaEditorHandle>;
}

/** Client, spouse, kids and others, and locations of a plan (spec document 1 sections 3-5). */
export function ProfileEditor({ profile, readOnly, sections = ALL_SECTIONS, hideSaveButton, ref }: ProfileEditorProps) {
  const today = todayIso();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(profile));
  const [baseline, setBaseline] = useState(() => JSON.stringify(draftFrom(profile)));
  const participants = useRowList<ParticipantDraft>(profile?.participants ?? []);
  const locations = useRowList<LocationDraft>(sortLocations(profile?.locations ?? []));
  const dirty = JSON.stringify(draft) !== baseline || participants.dirty || locations.dirty;
  const show = (s: ProfileSection) => sections.includes(s);

  const { errors, saving, outcome, save } = useAreaSave(async (errs) => {
    if (!dirty && profile) return true;
    const result = await saveProfileArea({
      profile, draft, participants, locations, today, spouseShown: show('spouse'),
      onPersonSaved: (p) => setDraft((d) => (p.type === 'C' ? { ...d, client: { ...d.client, id: p.id } } : { ...d, spouse: { ...d.spouse, id: p.id } })),
    }, errs);
    if (result.profileId == null) return false;
    const fresh = await reloadPlan(result.profileId);
    if (!result.ok) return false;
    const next = draftFrom(fresh);
    setDraft(next);
    setBaseline(JSON.stringify(next));
    participants.reset(fresh.participants);
    locations.reset(sortLocations(fresh.locations));
    return true;
  }, dirty, 'the profile');
  useImperativeHandle(ref, () => ({ save, dirty: () => dirty }), [save, dirty]);

  const setHousehold = (patch: Partial<ProfileDraft['household']>) => setDraft((d) => ({ ...d, household: { ...d.household, ...patch } }));
  const setPerson = (type: 'client' | 'spouse') => (patch: Partial<PersonDraft>) => setDraft((d) => ({ ...d, [type]: { ...d[type], ...patch } }));
  const h = draft.household;
  // The retirement goal's ages win in the projection (calc/src/fromProfile.ts): one source, shown read-only here.
  const goal = profile?.retirementGoal && profile.retirementGoal.active !== false ? profile.retirementGoal : null;
  const flag = h.spouse ? 'true' : 'false';
  const householdErrors = errorsOf(errors, 'household');

  return (
    <Box onKeyDown={readOnly ? undefined : saveOnEnter(() => void save())}>
      {show('client') && (
        <AreaSection title="Client" description="The primary client of the plan.">
          <Stack gap="4">
            <PersonFields person={draft.client} onChange={setPerson('client')} errors={errorsOf(errors, 'client')} readOnly={readOnly} today={today} goalRetirementAge={goal?.clientRetirementAge} />
            <Box maxW="sm">
              <SelectField label="Marital Status" codeList={urlOf(endpoints.codes.maritalStatus)} value={h.maritalStatus} onChange={(v) => setHousehold({ maritalStatus: v || null, ...(v === 'M' ? { spouse: true } : {}) })} error={householdErrors.maritalStatus} disabled={readOnly} />
            </Box>
          </Stack>
        </AreaSection>
      )}
      {show('spouse') && (
        <AreaSection title="Spouse" description="Turning this off and saving removes the spouse from the plan.">
          <Stack gap="4">
            <SwitchField label="Has a spouse" checked={h.spouse} onChange={(spouse) => setHousehold({ spouse })} disabled={readOnly} error={householdErrors.spouse} />
            {h.spouse && <PersonFields person={draft.spouse} onChange={setPerson('spouse')} errors={errorsOf(errors, 'spouse')} readOnly={readOnly} today={today} goalRetirementAge={goal?.spouseRetirementAge} />}
          </Stack>
        </AreaSection>
      )}
      {show('family') && (
        <>
          <AreaSection title="Kids and others" description="Kids and other people the plan provides for.">
            <FieldGrid columns={2}>
              <SwitchField label="Has kids" checked={h.kids} onChange={(kids) => setHousehold({ kids })} disabled={readOnly} />
              <SwitchField label="Has other participants" checked={h.others} onChange={(others) => setHousehold({ others })} disabled={readOnly} />
            </FieldGrid>
          </AreaSection>
          {h.kids && <ParticipantsSection kind="K" list={participants} errors={errors} readOnly={readOnly} spouseFlag={flag} today={today} />}
          {h.others && <ParticipantsSection kind="O" list={participants} errors={errors} readOnly={readOnly} spouseFlag={flag} today={today} />}
        </>
      )}
      {show('locations') && <LocationsSection list={locations} errors={errors} readOnly={readOnly} spouseFlag={flag} />}
      {!hideSaveButton && <SaveBar onSave={() => void save()} saving={saving} outcome={outcome} readOnly={readOnly} dirty={dirty} />}
    </Box>
  );
}
