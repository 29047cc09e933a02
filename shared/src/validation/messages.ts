/**
 * The spec's validation messages (document 1, section 5), word for word.
 * `field` is the label a person sees (e.g. 'First Name'); rules that the spec words
 * without the field name return the bare message, which the UI shows under that field.
 */
export const messages = {
  required: (field: string) => `${field} is required`,
  requiredIf: (field: string, target: string) => `${field} is required if ${target} is set.`,
  email: () => 'must be a valid email address',
  wholeNumber: () => 'must be a whole number',
  number: () => 'must be a valid number',
  maxLength: (n: number) => `may not be more than ${n} characters`,
  minLength: (n: number) => `must be at least ${n} characters`,
  exactLength: (n: number) => `must be exactly ${n} characters`,
  maxValue: (n: number) => `must be a number less than or equal to ${n}`,
  minValue: (n: number) => `must be a number greater than or equal to ${n}`,
  oneOf: () => 'is not a valid value',
  confirmed: (field: string, target: string) => `${field} must match ${target}`,
  is: (field: string, other: string) => `The ${field} must equal ${other}`,
  isNot: (field: string) => `The value specified for ${field} is not allowed`,
  duplicateYears: () => 'May not include duplicate years',
  duplicateEvents: () => 'May not include duplicate events',
  usernameExistsTeam: () => 'Username already exists for this team',
  usernameExistsProfile: () => 'Username already exists for this profile',
  lifeExpectancy: (field: string) => `${field} must be greater than/equal to age attained in current year`,
  matchPercentage: () => 'must be greater than previous match percentage.',
  pastDate: () => 'must be a date equal to today or earlier',
  validDate: () => 'must be a valid date of 1900-01-01 or later.',
} as const;

export const EARLIEST_VALID_DATE = '1900-01-01';
