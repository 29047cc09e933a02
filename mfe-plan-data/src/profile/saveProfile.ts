import {
  call, endpoints, participantSchema, personSchema, profileSchema, locationSchema, type ProfileAggregate,
} from '@portal/shared';
import { addServerErrors, hasErrors, validateRecord, type FormErrors } from '../plan-form/formErrors';
import { saveRowArray } from '../plan-form/saveRecords';
import { stripRowKey, type EditRow, type RowList } from '../plan-form/useRowList';
import { postProfile, profileBody } from '../plan/profileBody';
import type { LocationDraft } from './LocationsSection';
import type { ParticipantDraft } from './ParticipantsSection';
import { checkLifeExpectancy, checkMoves, effectiveRetirementAge, type PersonDraft } from './profileRules';

export interface Household {
  maritalStatus: string | null;
  spouse: boolean;
  kids: boolean;
  others: boolean;
}

export interface ProfileDraft {
  household: Household;
  client: PersonDraft;
  spouse: PersonDraft;
}

export interface ProfileSaveInput {
  profile: ProfileAggregate | null;
  draft: ProfileDraft;
  participants: RowList<ParticipantDraft>;
  locations: RowList<LocationDraft>;
  today: string;
  /** A person the server saved (it now has an id): a retry must not add it twice. */
  onPersonSaved: (person: PersonDraft) => void;
  /**
   * The spouse's fields are on screen (false on onboarding's client step, where "Married" turns the spouse switch
   * on for the next step): a spouse not shown is neither checked nor sent.
   */
  spouseShown?: boolean;
}

/** Any valid id passes the schema's profileId check while the profile itself is still new. */
const NEW_PROFILE_ID = 1;

function personRecord(person: PersonDraft, profileId: number, today: string) {
  return { ...person, profileId, retirementAge: effectiveRetirementAge(person, today) };
}

/** The participants the person can see: kids only when the kids flag is on, others only with the others flag. */
function visibleParticipants(list: RowList<ParticipantDraft>, household: Household): EditRow<ParticipantDraft>[] {
  return list.rows.filter((r) => (r.type === 'K' ? household.kids : household.others));
}

/**
 * Checks the whole profile area (spec document 1 sections 4-5) and saves it: the profile, then client and spouse,
 * then kids and others, then locations. Returns the profile id (once it exists) and whether everything was saved.
 */
export async function saveProfileArea(input: ProfileSaveInput, errors: FormErrors): Promise<{ profileId: number | null; ok: boolean }> {
  const { profile, draft, participants, locations, today } = input;
  const pid = profile?.id ?? NEW_PROFILE_ID;
  const { household } = draft;

  // Rules first: nothing is sent while a field breaks one.
  const body = profileBody(profile, { ...household, maritalStatus: (household.maritalStatus || null) as never });
  const checkedProfile = validateRecord(profileSchema, body, 'household', errors);
  const people = [draft.client, ...(household.spouse && (input.spouseShown ?? true) ? [draft.spouse] : [])];
  const scopes = ['client', 'spouse'];
  const checkedPeople = people.map((p, i) => {
    checkLifeExpectancy(p, scopes[i], today, errors);
    return validateRecord(personSchema, personRecord(p, pid, today), scopes[i], errors);
  });
  const shownParticipants = visibleParticipants(participants, household);
  const shownKeys = new Set(shownParticipants.map((r) => r.rowKey));
  const changedParticipants = participants.changed.filter((r) => shownKeys.has(r.rowKey));
  for (const row of shownParticipants) validateRecord(participantSchema, { ...stripRowKey(row), profileId: pid }, row.rowKey, errors);
  checkMoves(locations.rows, locations.rows.map((r) => r.rowKey), errors);
  for (const row of locations.rows) validateRecord(locationSchema, { ...stripRowKey(row), profileId: pid }, row.rowKey, errors);
  if (hasErrors(errors) || !checkedProfile) return { profileId: profile?.id ?? null, ok: false };

  // The profile first: a new plan needs its id before anything else can be saved.
  let profileId = profile?.id ?? null;
  // Spec document 1 section 4: saving with the spouse flag off while a spouse exists deletes the spouse (the
  // server does it on this save), so the profile is saved whenever that applies.
  const spouseToDelete = !household.spouse && !!profile?.clients.some((c) => c.type === 'S');
  const householdChanged = !profile || spouseToDelete || profile.spouse !== household.spouse || profile.kids !== household.kids
    || profile.others !== household.others || (profile.maritalStatus ?? null) !== (household.maritalStatus || null);
  if (householdChanged) {
    try {
      const saved = await postProfile(checkedProfile);
      profileId = saved.id;
    } catch (e) {
      addServerErrors(e, errors, 'household');
      return { profileId, ok: false };
    }
  }
  if (profileId == null) return { profileId, ok: false };
  let ok = true;

  try {
    const records = checkedPeople.map((p) => ({ ...p!, profileId }));
    const saved = await call(endpoints.people.persons.save, { body: records });
    for (const s of saved.rows) input.onPersonSaved(s as PersonDraft);
  } catch (e) {
    addServerErrors(e, errors, scopes.slice(0, people.length));
    ok = false;
  }

  const withId = <T extends object>(rows: Array<EditRow<T>>) => rows.map((row) => ({ row, record: { ...stripRowKey(row), profileId } as T }));
  const participantsToSave = withId(changedParticipants).map(({ row, record }) => ({ row, record: participantSchema.parse(record) as ParticipantDraft }));
  ok = ((await saveRowArray(participants, participantsToSave, endpoints.people.participants, errors)).ok) && ok;
  const locationsToSave = withId(locations.changed).map(({ row, record }) => ({ row, record: locationSchema.parse(record) as LocationDraft }));
  ok = ((await saveRowArray(locations, locationsToSave, endpoints.people.locations, errors)).ok) && ok;

  return { profileId, ok };
}
