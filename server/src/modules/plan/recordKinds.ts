import type { ZodType } from 'zod';
import * as C from '@portal/shared/contract';

/**
 * Plan records stored whole in plan_records (spec document 1 section 3): the URL under /api/client/, the
 * `kind` column, the shared zod schema, and the action reference types (scenario actions that change or
 * use the record: such a record answers 409 on delete while the action is active).
 */
export interface RecordKind {
  path: string;
  kind: string;
  label: string;
  schema: ZodType;
  referenceTypes: readonly string[];
  /** Key of the aggregate (ProfileAggregate) holding these records. */
  aggregateKey: string;
}

export const RECORD_KINDS = {
  debt: { path: 'debt', kind: 'debt', label: 'Debt', schema: C.debtSchema, referenceTypes: [], aggregateKey: 'debts' },
  election: { path: 'election', kind: 'election', label: 'Election', schema: C.electionSchema, referenceTypes: [], aggregateKey: 'elections' },
  expense: { path: 'expense', kind: 'expense', label: 'Expense', schema: C.expenseSchema, referenceTypes: ['Expenses'], aggregateKey: 'expenses' },
  goal: { path: 'goal', kind: 'goal', label: 'Goal', schema: C.goalSchema, referenceTypes: ['Goals'], aggregateKey: 'goals' },
  educationGoal: { path: 'goal/education', kind: 'education_goal', label: 'Education goal', schema: C.educationGoalSchema, referenceTypes: ['Goals'], aggregateKey: 'educationGoals' },
  retirementGoal: { path: 'goal/retirement', kind: 'retirement_goal', label: 'Retirement goal', schema: C.retirementGoalSchema, referenceTypes: ['Goals'], aggregateKey: 'retirementGoal' },
  insurance: { path: 'insurance', kind: 'insurance', label: 'Insurance', schema: C.insuranceSchema, referenceTypes: ['Insurance'], aggregateKey: 'insurances' },
  investment: { path: 'investment', kind: 'investment', label: 'Investment', schema: C.investmentSchema, referenceTypes: ['Investment Assets'], aggregateKey: 'investments' },
  realAsset: { path: 'realasset', kind: 'real_asset', label: 'Real asset', schema: C.realAssetSchema, referenceTypes: ['Real Assets'], aggregateKey: 'realAssets' },
  otherIncome: { path: 'otherincome', kind: 'other_income', label: 'Other income', schema: C.otherIncomeSchema, referenceTypes: ['Other Income'], aggregateKey: 'otherIncomes' },
  socialSecurity: { path: 'otherincome/socialsecurity', kind: 'social_security', label: 'Social security income', schema: C.socialSecuritySchema, referenceTypes: ['Other Income'], aggregateKey: 'socialSecurityIncome' },
  tax: { path: 'tax', kind: 'tax', label: 'Tax assumption', schema: C.taxAssumptionSchema, referenceTypes: [], aggregateKey: 'taxAssumptions' },
  targetMethod: { path: 'targetmethod', kind: 'target_method', label: 'Target method', schema: C.targetMethodSchema, referenceTypes: [], aggregateKey: 'targetMethods' },
  strategy: { path: 'strategy', kind: 'strategy', label: 'Strategy', schema: C.strategySchema, referenceTypes: ['Strategies'], aggregateKey: 'strategies' },
} as const satisfies Record<string, RecordKind>;

export type RecordKindName = keyof typeof RECORD_KINDS;

export const GOAL_KINDS = new Set<string>(['goal', 'education_goal', 'retirement_goal']);
