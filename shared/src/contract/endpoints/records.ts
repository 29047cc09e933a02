import { z } from 'zod';
import { dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import { savedRecordSchemas } from '../aggregate';
import {
  debtSchema, educationGoalSchema, electionSchema, expenseSchema, goalSchema, insuranceSchema, investmentSchema, otherIncomeSchema,
  realAssetSchema, retirementGoalSchema, socialSecuritySchema, strategySchema, targetMethodSchema, taxAssumptionSchema,
} from '../plan';
import { noContent } from './plan';

const tag = 'Plan records';
const idParams = z.object({ id: dbIdParam() });
const profileIdParams = z.object({ profileId: dbIdParam() });
const planData = 'Callers who may see plan data (shared/src/access/visibility).';

/** GET, DELETE /api/client/{path}/{id} and POST /api/client/{path} of one record kind stored whole. */
function recordCalls<S extends z.ZodType, R extends z.ZodType>(path: string, label: string, body: S, saved: R) {
  return {
    get: defineEndpoint({
      method: 'GET', path: `/api/client/${path}/{id}`, tag, params: idParams, response: saved,
      summary: `One ${label}`, access: `${planData} The record's plan is checked.`,
    }),
    remove: defineEndpoint({ changesPlans: true,
      method: 'DELETE', path: `/api/client/${path}/{id}`, tag, params: idParams, response: noContent,
      summary: `Delete one ${label} (409 while a scenario action refers to it)`, access: 'Writers of the plan the record belongs to.',
    }),
    save: defineEndpoint({ changesPlans: true,
      method: 'POST', path: `/api/client/${path}`, tag, body, response: saved,
      summary: `Create a ${label} (no id) or change one; answers it as saved`, access: 'Writers of the plan named by profileId.',
    }),
  };
}

/** Plan records by kind: the keys are those of the server's RECORD_KINDS. */
export const records = {
  debt: recordCalls('debt', 'debt', debtSchema, savedRecordSchemas.debt),
  election: recordCalls('election', 'election', electionSchema, savedRecordSchemas.election),
  expense: recordCalls('expense', 'expense', expenseSchema, savedRecordSchemas.expense),
  goal: recordCalls('goal', 'goal', goalSchema, savedRecordSchemas.goal),
  educationGoal: recordCalls('goal/education', 'education goal', educationGoalSchema, savedRecordSchemas.educationGoal),
  retirementGoal: recordCalls('goal/retirement', 'retirement goal', retirementGoalSchema, savedRecordSchemas.retirementGoal),
  insurance: recordCalls('insurance', 'insurance', insuranceSchema, savedRecordSchemas.insurance),
  investment: recordCalls('investment', 'investment', investmentSchema, savedRecordSchemas.investment),
  realAsset: recordCalls('realasset', 'real asset', realAssetSchema, savedRecordSchemas.realAsset),
  otherIncome: recordCalls('otherincome', 'other income', otherIncomeSchema, savedRecordSchemas.otherIncome),
  socialSecurity: recordCalls('otherincome/socialsecurity', 'social security income', socialSecuritySchema, savedRecordSchemas.socialSecurity),
  tax: recordCalls('tax', 'tax assumption', taxAssumptionSchema, savedRecordSchemas.tax),
  targetMethod: recordCalls('targetmethod', 'target method', targetMethodSchema, savedRecordSchemas.targetMethod),
  strategy: recordCalls('strategy', 'strategy', strategySchema, savedRecordSchemas.strategy),
};
export type RecordKindKey = keyof typeof records;

/** Employment income summary row (spec document 1 section 3). */
export const employmentSummaryRowSchema = z.object({
  id: z.number().int(),
  category: z.enum(['Plan Elections', 'Payroll Elections', 'Gross Pay']),
  description: z.string(),
  owner: z.string(),
  type: z.string(),
  preTaxDeduction: z.number(),
  postTaxDeduction: z.number(),
  total: z.number(),
});
export type EmploymentSummaryRow = z.output<typeof employmentSummaryRowSchema>;

/** Other income summary row: social security (type SS) and the plan's other incomes. */
export const otherIncomeSummaryRowSchema = z.object({
  id: z.number().int(), category: z.string(), description: z.string(), type: z.string(), ownerValue: z.string(), total: z.number(),
});
export type OtherIncomeSummaryRow = z.output<typeof otherIncomeSummaryRowSchema>;

/** Real asset summary row. */
export const realAssetSummaryRowSchema = z.object({
  id: z.number().int(),
  category: z.enum(['Real Estate', 'Future Event', 'Personal Property']),
  description: z.string(),
  yearOneAmount: z.number(),
  total: z.number(),
});
export type RealAssetSummaryRow = z.output<typeof realAssetSummaryRowSchema>;

/** Tax summary row (spec document 2 section 3): Federal Taxes, State Taxes, Local Taxes; total is this year's estimate. */
export const taxSummaryRowSchema = z.object({
  category: z.enum(['Federal Taxes', 'State Taxes', 'Local Taxes']), description: z.string(), total: z.number(),
});
export type TaxSummaryRow = z.output<typeof taxSummaryRowSchema>;

const summary = <R extends z.ZodType>(path: string, what: string, row: R) => defineEndpoint({
  method: 'GET', path: `/api/client/${path}/summary/{profileId}`, tag, params: profileIdParams, response: z.array(row),
  summary: `Summary rows of ${what}`, access: planData,
});

export const summaries = {
  incomes: summary('incomes', 'employment income and elections', employmentSummaryRowSchema),
  otherIncome: summary('otherincome', 'social security and other incomes', otherIncomeSummaryRowSchema),
  realAsset: summary('realasset', 'real assets', realAssetSummaryRowSchema),
  tax: defineEndpoint({
    method: 'GET', path: '/api/client/tax/summary/{profileId}', tag, params: profileIdParams,
    query: z.object({ year: dbIdParam().min(1900).max(2300).optional() }), response: z.array(taxSummaryRowSchema),
    summary: "The projection's own federal, state and local tax of a year (?year=, default the first year): the combined result's taxAlbum row",
    access: planData,
  }),
  taxAll: defineEndpoint({
    method: 'GET', path: '/api/client/tax/all/{profileId}', tag, params: profileIdParams, response: z.array(savedRecordSchemas.tax),
    summary: "The plan's tax assumptions", access: planData,
  }),
};
