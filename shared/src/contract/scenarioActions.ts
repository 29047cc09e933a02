import type { ZodType } from 'zod';
import { ActionValueError, type RecordCollection, type RecordValidator, type ReferenceType } from '@portal/calc';
import {
  educationGoalSchema, expenseSchema, goalSchema, insuranceSchema, investmentSchema, otherIncomeSchema, realAssetSchema,
  socialSecuritySchema, strategySchema,
} from './plan';
import { REFERENCE_TYPES } from './scenario';

// The engine (@portal/calc) names the reference types itself; they must stay the contract's.
const _sameReferenceTypes: readonly ReferenceType[] = REFERENCE_TYPES;
void _sameReferenceTypes;

const recordSchemas: Record<RecordCollection, ZodType> = {
  expenses: expenseSchema, goals: goalSchema, educationGoals: educationGoalSchema, insurances: insuranceSchema,
  investments: investmentSchema, otherIncomes: otherIncomeSchema, socialSecurityIncome: socialSecuritySchema,
  realAssets: realAssetSchema, strategies: strategySchema,
};

/**
 * What the engine's scenario actions check an added or changed record with: the contract's record schema
 * (which fills defaults). Pass it to `applyActions`, `actionProblem` and `runScenario` of @portal/calc.
 */
export const validateActionRecord: RecordValidator = (collection, data) => {
  const r = recordSchemas[collection].safeParse(data);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new ActionValueError(`value.${issue.path.join('.') || collection}`, issue.message);
  }
  return r.data as Record<string, unknown>;
};
