import { EARLIEST_VALID_DATE, messages } from './messages';

/** A rule returns null when the value passes, else the message to show on the field. */
export type RuleResult = string | null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** Valid date: at least 10 characters, a real calendar date, 1900-01-01 or later. */
export function validDate(value: string | null | undefined): RuleResult {
  if (value == null || value === '') return null;
  if (value.length < 10 || !ISO_DATE.test(value)) return messages.validDate();
  const day = value.slice(0, 10);
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) return messages.validDate();
  if (day < EARLIEST_VALID_DATE) return messages.validDate();
  return null;
}

/** Past date: equal to today or earlier. `today` is an ISO date (yyyy-mm-dd). */
export function pastDate(value: string | null | undefined, today: string): RuleResult {
  if (value == null || value === '') return null;
  return value.slice(0, 10) > today ? messages.pastDate() : null;
}

/** Age a person attains in `year` (birthday this year counts). */
export function ageAttainedInYear(dateOfBirth: string, year: number): number {
  return year - Number(dateOfBirth.slice(0, 4));
}

/** Whole years of age on `today` (yyyy-mm-dd). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Life expectancy must be at least the age attained this year; an empty birth date fails. */
export function lifeExpectancyRule(
  field: string,
  lifeExpectancy: number | null | undefined,
  dateOfBirth: string | null | undefined,
  currentYear: number,
): RuleResult {
  // Without a valid birth date there is no age to compare with: the Date of Birth field says what is wrong.
  if (!dateOfBirth || validDate(dateOfBirth) !== null) return null;
  if (lifeExpectancy == null || Number.isNaN(lifeExpectancy)) return null;
  return lifeExpectancy < ageAttainedInYear(dateOfBirth, currentYear) ? messages.lifeExpectancy(field) : null;
}

/** Default retirement age for a person who is not retired: 65, or age + 1 when already 65 or older. */
export function defaultRetirementAge(age: number): number {
  return age >= 65 ? age + 1 : 65;
}

interface MoveLike { active?: boolean | null; age?: number | null; eventTrigger?: string | null }

/** Active moves may not share an age. Returns the indexes that break the rule. */
export function duplicateYears(items: MoveLike[]): number[] {
  const seen = new Map<number, number>();
  const bad: number[] = [];
  items.forEach((item, i) => {
    if (item.active === false || item.age == null) return;
    if (seen.has(item.age)) bad.push(i);
    else seen.set(item.age, i);
  });
  return bad;
}

/** Active items, except trigger CA, may not share an event trigger. Returns offending indexes. */
export function duplicateEvents(items: MoveLike[]): number[] {
  const seen = new Set<string>();
  const bad: number[] = [];
  items.forEach((item, i) => {
    if (item.active === false || !item.eventTrigger || item.eventTrigger === 'CA') return;
    if (seen.has(item.eventTrigger)) bad.push(i);
    else seen.add(item.eventTrigger);
  });
  return bad;
}

/** Each match tier's percentage must exceed the previous one. Returns offending indexes. */
export function increasingMatchPercentages(percentages: Array<number | null | undefined>): number[] {
  const bad: number[] = [];
  for (let i = 1; i < percentages.length; i++) {
    const prev = percentages[i - 1];
    const cur = percentages[i];
    if (prev != null && cur != null && !(cur > prev)) bad.push(i);
  }
  return bad;
}
