/** Code values the spec fixes (documents 1 and 2). Descriptions live in the server's code lists. */
export const PERSON_TYPES = ['C', 'S'] as const;
export const EMPLOYMENT_STATUSES = ['EM', 'SE', 'UN', 'RT'] as const;
export const GENDERS = ['M', 'F', 'X'] as const;
export const MARITAL_STATUSES = ['S', 'M', 'D', 'W', 'P'] as const;
export const FILING_STATUSES = ['S', 'MFJ', 'MFS', 'HOH', 'QSS'] as const;
export const OWNERS = ['CL', 'SP', 'JT'] as const;
export const LOCATION_TRIGGERS = ['CA', 'NW'] as const;
export const PARTICIPANT_TYPES = ['K', 'O'] as const;
/** BO beneficiary is the spec's; the others are this portal's. */
export const RELATIONSHIPS = ['BO', 'CH', 'GC', 'PA', 'SI', 'OT'] as const;
export const DEBT_TYPES = ['OD', 'RE', 'SD'] as const;
export const INSURANCE_TYPES = ['CV', 'DI', 'HE', 'LI', 'LT', 'MD', 'PC', 'PT'] as const;
export const INVESTMENT_TYPES = ['AN', 'BA', 'CA', 'CS', 'ES', 'II', 'IR'] as const;
export const EXPENSE_TYPES = ['LE', 'BE', 'DT', 'IV', 'IS'] as const;
export const GOAL_TYPES = ['RG', 'EG', 'HM', 'VE', 'TR', 'WD', 'CH', 'OG'] as const;
export const TAX_TREATMENTS = ['TAXABLE', 'DEFERRED', 'ROTH', 'EXEMPT'] as const;
export const REAL_ASSET_CATEGORIES = ['RE', 'FE', 'PP'] as const;
export const OTHER_INCOME_TYPES = ['EP', 'AN', 'RI', 'OI'] as const;
export const SCENARIO_TYPES = ['WS', 'SA'] as const;
export const ACTION_TYPES = ['A', 'C'] as const;
/**
 * Start / end triggers of expenses, goals and events: NW now, CA at a client age, SA at a spouse age,
 * CR / SR client / spouse retirement, CD / SD client / spouse death, FD first death, LD last death.
 */
export const EVENT_TRIGGERS = ['NW', 'CA', 'SA', 'CR', 'SR', 'CD', 'SD', 'FD', 'LD'] as const;
/** Times a year: 52 weekly, 26 bi-weekly, 24 semi-monthly, 12 monthly, 4 quarterly, 2, 1 annually, 0 once. */
export const FREQUENCIES = [52, 26, 24, 12, 4, 2, 1, 0] as const;

export const LEVELS = { global: 1, team: 4, user: 5, profile: 6 } as const;
export type LevelName = keyof typeof LEVELS;
export type Level = (typeof LEVELS)[LevelName];

export const DEFAULTS = {
  lifeExpectancy: 100,
  employmentStatus: 'EM',
  retirementAge: 65,
  payFrequency: 26,
  country: 'USA',
  gatheringStep: 1,
  planningStage: 0,
  advisorAccess: 2,
} as const;
