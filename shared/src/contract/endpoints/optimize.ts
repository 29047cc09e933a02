import { z } from 'zod';
import { boundedArray, dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';

/** Objectives of the plan solver (issue 33). */
export const OPTIMIZE_OBJECTIVES = ['sustainableSpending', 'maxProbability', 'maxEstate', 'minTax'] as const;
/** Levers the solver may move. */
export const OPTIMIZE_LEVERS = ['claimAge', 'rothConversion', 'withdrawalOrder', 'retirementAge', 'spending'] as const;
export const WITHDRAWAL_ORDER_CHOICES = ['plan', 'taxableFirst', 'deferredFirst', 'proRata', 'rothBeforeDeferred'] as const;

const claimAge = z.number().min(62).max(70);
const retirementAge = z.number().int().min(30).max(80);
/** A conversion bracket to fill (percent; 0 the deductions only), or 'none'. */
const bracket = z.union([z.literal('none'), z.literal(0), z.literal(10), z.literal(12), z.literal(22), z.literal(24), z.literal(32)]);

/** A combination of lever settings; a field left out keeps the plan's own setting. */
export const leverChoiceSchema = z.object({
  clientClaimAge: claimAge.optional(),
  spouseClaimAge: claimAge.optional(),
  /** Roth conversions to the top of this federal bracket (percent; 0 the deductions only), or 'none'. */
  conversionBracket: z.union([z.number().min(0).max(37), z.literal('none')]).optional(),
  /** With conversionBracket: each year's conversion stops below the next IRMAA tier. */
  conversionBelowIrmaaTier: z.boolean().optional(),
  withdrawalOrder: z.enum(WITHDRAWAL_ORDER_CHOICES).optional(),
  clientRetirementAge: retirementAge.optional(),
  spouseRetirementAge: retirementAge.optional(),
  /** Retirement spending a year in today's dollars (the spending objective's answer). */
  annualSpending: z.number().min(0).max(100_000_000).optional(),
});

/** POST .../optimize body. */
export const optimizeRequestSchema = z.object({
  objective: z.enum(OPTIMIZE_OBJECTIVES),
  /** Probability of success to meet, 0-1 (default: the firm's success_threshold). */
  target: z.number().min(0.05).max(0.99).optional(),
  /** Levers the search may move (default all). */
  levers: boundedArray(z.enum(OPTIMIZE_LEVERS), OPTIMIZE_LEVERS.length).optional(),
  /** Values to try for some settings instead of the defaults. */
  values: z.object({
    clientClaimAge: boundedArray(claimAge, 9).optional(),
    spouseClaimAge: boundedArray(claimAge, 9).optional(),
    conversionBracket: boundedArray(bracket, 7).optional(),
    withdrawalOrder: boundedArray(z.enum(WITHDRAWAL_ORDER_CHOICES), 5).optional(),
    clientRetirementAge: boundedArray(retirementAge, 7).optional(),
    spouseRetirementAge: boundedArray(retirementAge, 7).optional(),
  }).strict().optional(),
}).strict();
export type OptimizeRequestBody = z.output<typeof optimizeRequestSchema>;

const figures = {
  probabilityOfSuccess: z.number(),
  sustainableSpending: z.number().optional(),
  /** Median after-tax estate at the end of the plan, today's dollars (tax-deferred money taxed at the heirs' rate). */
  medianEstate: z.number().optional(),
  /** Median lifetime income tax (federal, NIIT, state, local), today's dollars. */
  lifetimeTax: z.number().optional(),
};

/** An action as the solver writes it: Apply saves these into a new scenario. */
export const solverActionSchema = z.object({
  type: z.enum(['A', 'C']),
  formName: z.string(),
  referenceType: z.string(),
  referenceId: z.number().int().nullish(),
  value: z.string(),
  sequence: z.number().int(),
  description: z.string(),
});

export const optimizeCandidateSchema = z.object({
  levers: leverChoiceSchema,
  ...figures,
  /** One sentence per lever changed, then the combination's effect. */
  explanation: z.array(z.string()),
  /** The combination in a few words. */
  title: z.string(),
  /** The scenario actions that give the plan this combination. */
  actions: z.array(solverActionSchema),
});

export const optimizeResultSchema = z.object({
  objective: z.enum(OPTIMIZE_OBJECTIVES),
  target: z.number(),
  trials: z.number().int(),
  seed: z.number().int(),
  baseline: z.object({ ...figures, annualSpending: z.number() }),
  candidates: z.array(optimizeCandidateSchema),
  nothingToImprove: z.boolean(),
  message: z.string().optional(),
  evaluations: z.number().int(),
  simulations: z.number().int(),
  trialsRun: z.number().int(),
  /** Wall-clock milliseconds of the search. */
  ms: z.number(),
});
export type OptimizeResultBody = z.output<typeof optimizeResultSchema>;
export type OptimizeCandidateBody = z.output<typeof optimizeCandidateSchema>;

export const optimize = {
  run: defineEndpoint({
    method: 'POST', path: '/api/gateway/calcs/profile/{profileId}/optimize', tag: 'Calculation',
    params: z.object({ profileId: dbIdParam() }),
    body: optimizeRequestSchema,
    response: optimizeResultSchema,
    summary: 'Solve for the best combinations of claiming ages, Roth conversions, withdrawal order, retirement ages and spending (the engine, common random numbers, successive halving)',
    access: 'Callers with read rights to the plan. One search at a time per user (429 while one runs), a few at a time on the server (429 when busy).',
  }),
};
