import {
  ageOn, defaultRetirementAge, duplicateEvents, duplicateYears, lifeExpectancyRule, messages, validDate,
  type Location, type Person, type ProfileAggregate,
} from '@portal/shared';
import { addError, errorKey, type FormErrors } from '../plan-form/formErrors';

export type PersonDraft = Partial<Person> & { type: 'C' | 'S' };

/** A new person: employment status EM and life expectancy 100 (spec document 1 sections 3 and 9). */
export function newPerson(type: 'C' | 'S'): PersonDraft {
  return { type, active: true, firstName: '', lastName: '', dateOfBirth: '', gender: null, employmentStatus: 'EM', lifeExpectancy: 100, retirementAge: null, annualPreTax: null, monthlyTakeHome: null };
}

export function personOf(profile: ProfileAggregate | null, type: 'C' | 'S'): PersonDraft | null {
  const p = profile?.clients.find((c) => c.type === type && c.active !== false);
  return p ? { ...p, type } : null;
}

/** Age from date of birth; null until the date is a valid one, and for a date in the future (no one is -4). */
export function ageOf(dateOfBirth: string | null | undefined, today: string): number | null {
  if (!dateOfBirth || validDate(dateOfBirth) !== null) return null;
  if (dateOfBirth.slice(0, 10) > today.slice(0, 10)) return null;
  return ageOn(dateOfBirth, today);
}

export const isRetired = (p: Pick<Person, 'employmentStatus'> | PersonDraft) => p.employmentStatus === 'RT';

/** Spec document 1 section 4: for people not retired, 65, or age + 1 when already 65 or older. */
export function retirementAgeDefault(person: PersonDraft, today: string): number | null {
  if (isRetired(person)) return null;
  const age = ageOf(person.dateOfBirth, today);
  return age == null ? null : defaultRetirementAge(age);
}

/** Retirement age as saved: the person's own, else the default; none for a retired person. */
export function effectiveRetirementAge(person: PersonDraft, today: string): number | null {
  if (isRetired(person)) return null;
  return person.retirementAge ?? retirementAgeDefault(person, today);
}

/** Life expectancy must reach the age attained this year; an empty birth date fails (spec document 1 section 5). */
export function checkLifeExpectancy(person: PersonDraft, scope: string, today: string, errors: FormErrors): void {
  const bad = lifeExpectancyRule('Life Expectancy', person.lifeExpectancy, person.dateOfBirth, Number(today.slice(0, 4)));
  if (bad) addError(errors, errorKey(scope, 'lifeExpectancy'), bad);
}

type LocationDraft = Partial<Location>;

/** Changing a location's trigger away from CA clears its age (spec document 1 section 4). */
export function withTrigger<T extends LocationDraft>(location: T, eventTrigger: string): T {
  return { ...location, eventTrigger: eventTrigger as Location['eventTrigger'], age: eventTrigger === 'CA' ? location.age ?? null : null };
}

/** Locations with trigger CA first, ordered by age; the rest after, in their order. */
export function sortLocations<T extends LocationDraft>(locations: T[]): T[] {
  const ca = locations.filter((l) => l.eventTrigger === 'CA').sort((a, b) => (a.age ?? Infinity) - (b.age ?? Infinity));
  return [...ca, ...locations.filter((l) => l.eventTrigger !== 'CA')];
}

/**
 * Moves may not share an age ('May not include duplicate years', under the age) and items other than CA may not
 * share a trigger ('May not include duplicate events', under the trigger). `scopes` are the rows' keys.
 */
export function checkMoves(locations: LocationDraft[], scopes: string[], errors: FormErrors): void {
  for (const i of duplicateYears(locations)) addError(errors, errorKey(scopes[i], 'age'), messages.duplicateYears());
  for (const i of duplicateEvents(locations)) addError(errors, errorKey(scopes[i], 'eventTrigger'), messages.duplicateEvents());
  locations.forEach((l, i) => {
    if (l.active !== false && l.eventTrigger === 'CA' && l.age == null) addError(errors, errorKey(scopes[i], 'age'), messages.requiredIf('Age', 'Event Trigger'));
  });
}
