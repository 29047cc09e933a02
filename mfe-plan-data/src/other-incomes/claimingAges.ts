import type { CodeItem } from '@portal/shared';

/**
 * Full retirement age for a year of birth from the retirement-age lookup (`endpoints.codes.retirementAge`)
 * (code: first birth year of the row, value: the age in years, description: how it reads).
 */
export function fullRetirementAge(lookup: CodeItem[], dateOfBirth: string | null | undefined): CodeItem | null {
  const year = Number(dateOfBirth?.slice(0, 4));
  if (!year) return null;
  const rows = lookup.filter((r) => Number(r.code) <= year).sort((a, b) => Number(b.code) - Number(a.code));
  return rows[0] ?? lookup.slice().sort((a, b) => Number(a.code) - Number(b.code))[0] ?? null;
}

/** Claiming ages 62 to 70 in whole years, with the person's full retirement age marked (and added when it has months). */
export function claimingAgeOptions(lookup: CodeItem[], dateOfBirth: string | null | undefined): CodeItem[] {
  const fra = fullRetirementAge(lookup, dateOfBirth);
  const fraAge = fra?.value != null ? Number(fra.value) : null;
  const ages = [62, 63, 64, 65, 66, 67, 68, 69, 70];
  if (fraAge != null && !ages.includes(fraAge)) ages.push(fraAge);
  return ages.sort((a, b) => a - b).map((age) => ({
    code: String(age),
    description: age === fraAge ? `${fra!.description} (full retirement age)` : String(age),
  }));
}
