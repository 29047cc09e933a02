import { z } from 'zod';
import {
  debtSchema, educationGoalSchema, electionSchema, expenseSchema, goalSchema, incomeSchema, insuranceSchema, investmentSchema,
  locationSchema, otherIncomeSchema, participantSchema, personSchema, profileSchema, realAssetSchema, retirementGoalSchema,
  socialSecuritySchema, strategySchema, targetMethodSchema, taxAssumptionSchema,
} from './plan';
import { actionSchema, scenarioSchema } from './scenario';
import { profilePermissionsSchema } from './account';

/** A stored row as the API answers it: the record's schema with the id and plan it was saved under. */
export function savedRow<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const extra = { id: z.number().int(), profileId: z.number().int() };
  // safeExtend at run time: some records carry refinements (an investment's holdings within its balance), which
  // extend() refuses; the result has extend()'s type (the same keys, the refinements kept).
  const safeExtend = schema.safeExtend as unknown as (this: typeof schema, shape: typeof extra) => ReturnType<typeof schema.extend<typeof extra>>;
  return safeExtend.call(schema, extra);
}

export const savedPersonSchema = savedRow(personSchema);
export const savedParticipantSchema = savedRow(participantSchema);
export const savedIncomeSchema = savedRow(incomeSchema);
export const savedLocationSchema = savedRow(locationSchema);
export const savedActionSchema = actionSchema.extend({ id: z.number().int() });
/** A scenario as the API answers it; `resultsKind` says which results are stored (GET .../scenario/{id}/{isDefault}). */
export const savedScenarioSchema = scenarioSchema.extend({
  id: z.number().int(),
  resultsKind: z.enum(['workshop', 'suggestedActions']).nullish(),
  /** Who created it (null: before this was kept). A client changes only the scenarios they created. */
  createdByUserId: z.number().int().nullish(),
});

/** Every record kind stored whole (plan_records), as saved: the same schemas validate bodies and answers. */
export const savedRecordSchemas = {
  debt: savedRow(debtSchema), election: savedRow(electionSchema), expense: savedRow(expenseSchema), goal: savedRow(goalSchema),
  educationGoal: savedRow(educationGoalSchema), retirementGoal: savedRow(retirementGoalSchema), insurance: savedRow(insuranceSchema),
  investment: savedRow(investmentSchema), realAsset: savedRow(realAssetSchema), otherIncome: savedRow(otherIncomeSchema),
  socialSecurity: savedRow(socialSecuritySchema), tax: savedRow(taxAssumptionSchema), targetMethod: savedRow(targetMethodSchema),
  strategy: savedRow(strategySchema),
} as const;

/**
 * The whole plan as the API returns it (GET /api/client/profile/{id}, and `profile` inside the combined result).
 * The spec's flags `spouse`, `kids` and `others` are booleans; the people themselves are in `clients`
 * (types C and S) and `participants` (types K and O).
 */
export const profileAggregateSchema = profileSchema.omit({ id: true }).extend({
  id: z.number().int(),
  /** Bumped by every change to plan data; results are cached per version. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set by POST /api/client/profile/{id}/onboarding/complete. */
  onboardingComplete: z.boolean().optional(),
  clients: z.array(savedPersonSchema),
  participants: z.array(savedParticipantSchema),
  incomes: z.array(savedIncomeSchema),
  elections: z.array(savedRecordSchemas.election),
  locations: z.array(savedLocationSchema),
  investments: z.array(savedRecordSchemas.investment),
  realAssets: z.array(savedRecordSchemas.realAsset),
  otherIncomes: z.array(savedRecordSchemas.otherIncome),
  socialSecurityIncome: z.array(savedRecordSchemas.socialSecurity),
  goals: z.array(savedRecordSchemas.goal),
  retirementGoal: savedRecordSchemas.retirementGoal.nullable(),
  educationGoals: z.array(savedRecordSchemas.educationGoal),
  debts: z.array(savedRecordSchemas.debt),
  expenses: z.array(savedRecordSchemas.expense),
  insurances: z.array(savedRecordSchemas.insurance),
  taxAssumptions: z.array(savedRecordSchemas.tax),
  strategies: z.array(savedRecordSchemas.strategy),
  targetMethods: z.array(savedRecordSchemas.targetMethod),
  scenarios: z.array(savedScenarioSchema.extend({ actions: z.array(savedActionSchema).optional() })),
  permissions: profilePermissionsSchema,
  /**
   * Why the plan is read-only for this caller because a licence expired (theirs, or the plan advisor's), or null;
   * `permissions` then carry no change right. The shell shows it in a banner with a link to renewal.
   */
  licenceBlock: z.string().nullish(),
  profileSettings: z.record(z.string(), z.string()),
});
export type ProfileAggregate = z.output<typeof profileAggregateSchema>;

/** One row of the client list. */
export const profileListItemSchema = z.object({
  id: z.number().int(),
  clientName: z.string(),
  advisorUserId: z.number().int().nullable(),
  advisorName: z.string().nullable(),
  updatedAt: z.string(),
  planningStage: z.number().int(),
});
export type ProfileListItem = z.output<typeof profileListItemSchema>;
