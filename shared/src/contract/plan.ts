import { z } from 'zod';
import { messages } from '../validation/messages';
import {
  codeOf, dateField, money, optionalNumber, optionalString, requiredNumber, requiredString, dbId,
} from '../validation/zodHelpers';
import {
  DEBT_TYPES, EMPLOYMENT_STATUSES, EVENT_TRIGGERS, EXPENSE_TYPES, FILING_STATUSES, GENDERS, GOAL_TYPES,
  INSURANCE_TYPES, INVESTMENT_TYPES, LOCATION_TRIGGERS, MARITAL_STATUSES, OTHER_INCOME_TYPES, OWNERS,
  PARTICIPANT_TYPES, PERSON_TYPES, REAL_ASSET_CATEGORIES, RELATIONSHIPS, TAX_TREATMENTS,
} from './codes';

/**
 * Plan data (spec document 1 sections 3-5). Every record carries id (absent for a new row) and profileId.
 * The same schemas validate the server's bodies and the UI's forms.
 */
const id = dbId().nullish();
const profileId = dbId('Profile is required');
const active = z.boolean().default(true);
const percent = (max = 100) => optionalNumber({ min: -100, max });
const age = optionalNumber({ int: true, min: 0, max: 120 });
const trigger = codeOf('Event', EVENT_TRIGGERS, false);

export const personSchema = z.object({
  id, profileId, active,
  type: codeOf('Type', PERSON_TYPES),
  firstName: requiredString('First Name', { max: 50 }),
  lastName: requiredString('Last Name', { max: 50 }),
  dateOfBirth: dateField('Date of Birth', { required: true, past: true }),
  gender: codeOf('Gender', GENDERS, false),
  employmentStatus: codeOf('Employment Status', EMPLOYMENT_STATUSES).default('EM'),
  lifeExpectancy: requiredNumber('Life Expectancy', { int: true, min: 1, max: 120 }).default(100),
  retirementAge: optionalNumber({ int: true, min: 0, max: 100 }),
  annualPreTax: money(),
  monthlyTakeHome: money(),
});
export type Person = z.infer<typeof personSchema>;

export const profileSchema = z.object({
  id,
  active,
  advisorUserId: dbId().nullish(),
  gatheringStep: optionalNumber({ int: true, min: 1, max: 20 }).default(1),
  planningStage: optionalNumber({ int: true, min: 0, max: 20 }).default(0),
  itemizeExpenses: z.boolean().default(false),
  kids: z.boolean().default(false),
  others: z.boolean().default(false),
  spouse: z.boolean().default(false),
  maritalStatus: codeOf('Marital Status', MARITAL_STATUSES, false),
  seed: optionalNumber({ int: true, min: 0 }),
  /** Base annual living expense, today's dollars. */
  spending: money(),
  goalOrder: z.array(z.object({ goalId: dbId(), goalType: z.string().max(4) })).default([]),
  adoptedActions: z.array(dbId()).default([]),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const incomeSchema = z.object({
  id, profileId, active,
  clientId: dbId('Owner is required'),
  annualPreTax: money().default(0),
  frequency: requiredNumber('Frequency', { int: true, min: 1, max: 52 }).default(26),
  takeHomePay: money().default(0),
  /** null means the current income; later incomes start at this age. */
  age,
  description: optionalString({ max: 100 }),
  /** Yearly raise in percent; null means the plan's assumption. */
  raiseRate: percent(50),
});
export type Income = z.infer<typeof incomeSchema>;

export const matchTierSchema = z.object({
  /** Salary percentage this tier reaches; each tier's must exceed the previous one. */
  matchPercentage: requiredNumber('Match Percentage', { min: 0, max: 100 }),
  /** Share of the employee's contribution the employer adds within the tier, in percent. */
  employerRate: requiredNumber('Employer Rate', { min: 0, max: 200 }),
});

export const electionSchema = z.object({
  id, profileId, active,
  clientId: dbId('Owner is required'),
  category: z.enum(['PLAN', 'PAYROLL']).default('PLAN'),
  description: requiredString('Description', { max: 100 }),
  /** Account receiving the contribution (an ES or IR investment). */
  investmentId: dbId().nullish(),
  /** PRE pre-tax, ROTH Roth, POST after-tax, HSA health savings, OTH other payroll deduction. */
  type: codeOf('Type', ['PRE', 'ROTH', 'POST', 'HSA', 'OTH'] as const),
  contributionPercent: percent(100),
  contributionAmount: money(),
  matchTiers: z.array(matchTierSchema).default([]),
});
export type Election = z.infer<typeof electionSchema>;

export const locationSchema = z.object({
  id, profileId, active,
  age,
  country: requiredString('Country', { max: 3 }).default('USA'),
  eventTrigger: codeOf('Event Trigger', LOCATION_TRIGGERS),
  state: optionalString({ max: 2 }),
});
export type Location = z.infer<typeof locationSchema>;

export const participantSchema = z.object({
  id, profileId, active,
  dateOfBirth: dateField('Date of Birth', { required: true, past: true }),
  name: requiredString('Name', { max: 100 }),
  relationship: codeOf('Relationship', RELATIONSHIPS, false),
  type: codeOf('Type', PARTICIPANT_TYPES),
});
export type Participant = z.infer<typeof participantSchema>;

export const debtSchema = z.object({
  id, profileId, active,
  type: codeOf('Type', DEBT_TYPES),
  description: requiredString('Description', { max: 100 }),
  owner: codeOf('Owner', OWNERS).default('CL'),
  balance: money().default(0),
  /** Annual interest rate in percent. */
  interestRate: optionalNumber({ min: 0, max: 100 }).default(0),
  monthlyPayment: money(),
  /** Fixed loan term in years (FIXD code list). */
  loanTerm: optionalNumber({ int: true, min: 1, max: 50 }),
  startDate: dateField('Start Date'),
  realAssetId: dbId().nullish(),
});
export type Debt = z.infer<typeof debtSchema>;

export const expenseSchema = z.object({
  id, profileId, active,
  type: codeOf('Type', EXPENSE_TYPES),
  description: requiredString('Description', { max: 100 }),
  owner: codeOf('Owner', OWNERS).default('CL'),
  amount: money().default(0),
  /** Times a year (0 = once). */
  frequency: requiredNumber('Frequency', { int: true, min: 0, max: 52 }).default(12),
  startTrigger: trigger.default('NW'),
  startAge: age,
  endTrigger: trigger,
  endAge: age,
  /** Yearly growth in percent; null means inflation. */
  inflationRate: percent(50),
});
export type Expense = z.infer<typeof expenseSchema>;

export const goalSchema = z.object({
  id, profileId, active,
  goalType: codeOf('Goal Type', GOAL_TYPES).default('OG'),
  description: requiredString('Description', { max: 100 }),
  /** Cost in today's dollars. */
  amount: money().default(0),
  owner: codeOf('Owner', OWNERS).default('CL'),
  startTrigger: trigger.default('CA'),
  /** Client (or owner) age when the goal happens. */
  age,
  /** How many years it repeats (1 = once). */
  years: optionalNumber({ int: true, min: 1, max: 60 }).default(1),
  priority: optionalNumber({ int: true, min: 1, max: 10 }),
});
export type Goal = z.infer<typeof goalSchema>;

export const educationGoalSchema = z.object({
  id, profileId, active,
  participantId: dbId('Student is required'),
  description: optionalString({ max: 100 }),
  /** College cost lookup code, or null for a custom cost. */
  collegeCode: optionalString({ max: 20 }),
  annualCost: money().default(0),
  startAge: optionalNumber({ int: true, min: 0, max: 60 }).default(18),
  years: optionalNumber({ int: true, min: 1, max: 10 }).default(4),
  /** Share of the cost the plan funds, in percent. */
  fundedPercent: optionalNumber({ min: 0, max: 100 }).default(100),
});
export type EducationGoal = z.infer<typeof educationGoalSchema>;

export const retirementGoalSchema = z.object({
  id, profileId, active,
  clientRetirementAge: optionalNumber({ int: true, min: 0, max: 100 }),
  spouseRetirementAge: optionalNumber({ int: true, min: 0, max: 100 }),
  /** Retirement spending a year in today's dollars; null means the base living expense. */
  annualSpending: money(),
});
export type RetirementGoal = z.infer<typeof retirementGoalSchema>;

export const insuranceSchema = z.object({
  id, profileId, active,
  type: codeOf('Type', INSURANCE_TYPES),
  description: requiredString('Description', { max: 100 }),
  insuredId: dbId().nullish(),
  owner: codeOf('Owner', OWNERS).default('CL'),
  coverageAmount: money().default(0),
  premium: money().default(0),
  /** INS code list: payments a year. */
  premiumFrequency: optionalNumber({ int: true, min: 1, max: 12 }).default(12),
  /** LFI code list: TERM or PERM. */
  term: codeOf('Term', ['TERM', 'PERM'] as const, false),
  termYears: optionalNumber({ int: true, min: 1, max: 50 }),
  cashValue: money(),
  beneficiary: optionalString({ max: 100 }),
});
export type Insurance = z.infer<typeof insuranceSchema>;

export const holdingSchema = z.object({
  ticker: requiredString('Ticker', { max: 12 }),
  name: optionalString({ max: 100 }),
  amount: money().default(0),
  assetClass: optionalString({ max: 40 }),
});

export const investmentSchema = z.object({
  id, profileId, active,
  type: codeOf('Type', INVESTMENT_TYPES),
  /** Plan kind inside the type, e.g. 401K, 403B, 457, TRAD, ROTH, SEP, SIMPLE, 529, HSA, FIXED, VARIABLE. */
  subType: optionalString({ max: 12 }),
  description: requiredString('Description', { max: 100 }),
  owner: codeOf('Owner', OWNERS).default('CL'),
  balance: money().default(0),
  costBasis: money(),
  taxTreatment: codeOf('Tax Treatment', TAX_TREATMENTS, false),
  /** Yearly contribution in dollars until contributionEndAge (or retirement). */
  annualContribution: money().default(0),
  contributionEndAge: age,
  /** Yearly employer match in dollars when no election's match tiers describe it. */
  employerMatch: money().default(0),
  /**
   * For an employer plan (ES) not yet fed by payroll elections: the election its annualContribution becomes on
   * save (PRE pre-tax by default, ROTH). Not stored: the election is the contribution's one source.
   */
  contributionType: codeOf('Contribution Type', ['PRE', 'ROTH'] as const, false),
  portfolioId: optionalString({ max: 40 }),
  holdings: z.array(holdingSchema).default([]),
  /** For CS: the student (participant id). */
  participantId: dbId().nullish(),
  integrationRecordId: dbId().nullish(),
}).superRefine((inv, ctx) => {
  // The holdings are what the account holds: together they cannot be worth more than its balance (a cent of
  // rounding allowed). Spec rule "Max value", on the holdings.
  const total = (inv.holdings ?? []).reduce((s, h) => s + (h.amount ?? 0), 0);
  const balance = inv.balance ?? 0;
  if (total > balance + 0.005) ctx.addIssue({ code: 'custom', path: ['holdings'], message: messages.maxValue(balance) });
});
export type Investment = z.infer<typeof investmentSchema>;

export const realAssetSchema = z.object({
  id, profileId, active,
  category: codeOf('Category', REAL_ASSET_CATEGORIES),
  description: requiredString('Description', { max: 100 }),
  owner: codeOf('Owner', OWNERS).default('JT'),
  value: money().default(0),
  costBasis: money(),
  /** Yearly appreciation in percent; null means inflation. */
  appreciationRate: percent(50),
  /** Future event: buy at this client age for purchasePrice (today's dollars). */
  purchaseAge: age,
  purchasePrice: money(),
  /** Sell at this client age; sellingCostPercent of the price goes to costs. */
  sellAge: age,
  sellingCostPercent: optionalNumber({ min: 0, max: 50 }),
  isPrimaryResidence: z.boolean().default(false),
  annualRentalIncome: money(),
});
export type RealAsset = z.infer<typeof realAssetSchema>;

export const otherIncomeSchema = z.object({
  id, profileId, active,
  type: codeOf('Type', OTHER_INCOME_TYPES),
  description: requiredString('Description', { max: 100 }),
  owner: codeOf('Owner', OWNERS).default('CL'),
  /** Yearly amount in today's dollars (for EP and AN: at the start age). */
  amount: money().default(0),
  startAge: age,
  endAge: age,
  /** Cost-of-living adjustment in percent a year. */
  cola: optionalNumber({ min: 0, max: 20 }).default(0),
  survivorPercent: optionalNumber({ min: 0, max: 100 }).default(0),
  taxable: z.boolean().default(true),
  employmentType: optionalString({ max: 4 }),
});
export type OtherIncome = z.infer<typeof otherIncomeSchema>;

export const socialSecuritySchema = z.object({
  id, profileId, active,
  type: z.literal('SS').default('SS'),
  ownerValue: codeOf('Owner', ['CL', 'SP'] as const),
  /** Monthly primary insurance amount (benefit at full retirement age), today's dollars. */
  pia: money(),
  /** Claiming age in years; months as a fraction (62.5 = 62 and 6 months). */
  claimAge: requiredNumber('Claiming Age', { min: 62, max: 70 }),
  /** Take the larger of own benefit and the spousal benefit. */
  spousalBenefit: z.boolean().default(true),
});
export type SocialSecurity = z.infer<typeof socialSecuritySchema>;

export const taxAssumptionSchema = z.object({
  id, profileId,
  active: z.boolean().default(true),
  filingStatus: codeOf('Filing Status', FILING_STATUSES),
  clientCountry: optionalString({ max: 3 }).default('USA'),
  clientState: optionalString({ max: 2 }),
  clientLocalRate: optionalNumber({ min: 0, max: 20 }).default(0),
  /** Code of the locality whose income tax the client pays (the engine's locality list); takes the place of the rate. */
  clientLocality: optionalString({ max: 40 }),
  clientExemptions: optionalNumber({ int: true, min: 0, max: 20 }).default(0),
  spouseCountry: optionalString({ max: 3 }),
  spouseState: optionalString({ max: 2 }),
  spouseLocalRate: optionalNumber({ min: 0, max: 20 }),
  spouseLocality: optionalString({ max: 40 }),
  spouseExemptions: optionalNumber({ int: true, min: 0, max: 20 }).default(0),
});
export type TaxAssumption = z.infer<typeof taxAssumptionSchema>;

export const strategySchema = z.object({
  id, profileId, active,
  /** WO withdrawal order, RC Roth conversion up to a bracket, SS Social Security claiming ages. */
  type: codeOf('Strategy', ['WO', 'RC', 'SS'] as const),
  description: optionalString({ max: 100 }),
  /**
   * WO: order of TAXABLE/DEFERRED/ROTH/CASH, or PRORATA alone (every account at once, in proportion to its
   * balance); RC: bracket rate (0 fills the deductions only) and years, optionally kept below the next IRMAA
   * tier; SS: claim ages (a fraction of a year counts months: 67.5 is 67 and 6 months).
   */
  withdrawalOrder: z.array(z.enum(['CASH', 'TAXABLE', 'DEFERRED', 'ROTH', 'PRORATA'])).max(4).nullish()
    .refine((o) => !o || !o.includes('PRORATA') || o.length === 1, 'Pro rata withdrawals take no order'),
  conversionBracket: optionalNumber({ min: 0, max: 37 }),
  conversionBelowIrmaaTier: z.boolean().nullish(),
  conversionStartAge: age,
  conversionEndAge: age,
  clientClaimAge: optionalNumber({ min: 62, max: 70 }),
  spouseClaimAge: optionalNumber({ min: 62, max: 70 }),
});
export type Strategy = z.infer<typeof strategySchema>;

export const targetMethodSchema = z.object({
  id, profileId, active,
  description: requiredString('Description', { max: 100 }),
  /** RISK picks the portfolio from a risk score; PORT a named portfolio; CUSTOM explicit weights. */
  method: codeOf('Method', ['RISK', 'PORT', 'CUSTOM'] as const),
  riskScore: optionalNumber({ int: true, min: 0, max: 100 }),
  portfolioId: optionalString({ max: 40 }),
  /** Asset class id -> weight in percent (sums to 100). */
  allocation: z.record(z.string(), z.number().min(0).max(100)).default({}),
  selected: z.boolean().default(false),
});
export type TargetMethod = z.infer<typeof targetMethodSchema>;
