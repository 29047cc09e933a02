import { z } from 'zod';
import { optionalString, requiredNumber, requiredString, dbId } from '../validation/zodHelpers';

/**
 * Portfolio assumption sets (spec document 2 sections 3 and 7). A set lives at a level (1 global, 4 team,
 * 5 user, 6 profile) under a level key (global 1, a team id, a user id, a profile id).
 *
 * Units: returns, standard deviations, yields, inflation and correlations are decimal fractions
 * (0.07 = 7 %); portfolio weights are percents that sum to 100. `AssumptionData` is a superset of
 * `@portal/calc`'s `Assumptions`, so the engine takes it as it is.
 */

/** Ids of asset classes, groups, portfolios and risk mappings: short codes such as 'US_LARGE_CAP'. */
export const itemIdSchema = z
  .string({ error: 'Id is required' })
  .trim()
  .min(1, { error: 'Id is required' })
  .max(40, { error: 'may not be more than 40 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'may contain only letters, digits, _ and -' });

export const assetClassSchema = z.object({
  id: itemIdSchema,
  name: requiredString('Name', { max: 80 }),
  /** Arithmetic mean annual return. */
  expectedReturn: requiredNumber('Expected Return', { min: -0.5, max: 1 }),
  standardDeviation: requiredNumber('Standard Deviation', { min: 0, max: 2 }),
  /** Part of the return paid as income each year (dividends, interest). */
  incomeYield: requiredNumber('Income Yield', { min: 0, max: 1 }).default(0),
  groupId: optionalString({ max: 40 }),
});
export type AssetClass = z.infer<typeof assetClassSchema>;

/** Asset class groups and portfolio groups: members name the group by `groupId`. */
export const assumptionGroupSchema = z.object({
  id: itemIdSchema,
  name: requiredString('Name', { max: 80 }),
  description: optionalString({ max: 200 }),
});
export type AssumptionGroup = z.infer<typeof assumptionGroupSchema>;

export const portfolioSchema = z.object({
  id: itemIdSchema,
  name: requiredString('Name', { max: 80 }),
  description: optionalString({ max: 200 }),
  groupId: optionalString({ max: 40 }),
  /** Asset class id -> weight in percent; the weights sum to 100. */
  weights: z.record(z.string(), z.number({ error: 'must be a valid number' }).min(0, { error: 'must be a number greater than or equal to 0' }).max(100, { error: 'must be a number less than or equal to 100' })),
  /** Computed on every save and by recalculate (σp² = wᵀΣw, Σ = D·R·D); read-only for clients. */
  expectedReturn: z.number().nullish(),
  standardDeviation: z.number().nullish(),
  incomeYield: z.number().nullish(),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/** A risk score range (inclusive) that picks a portfolio. */
export const riskMappingSchema = z.object({
  id: itemIdSchema,
  minScore: requiredNumber('Minimum Score', { int: true, min: 0, max: 100 }),
  maxScore: requiredNumber('Maximum Score', { int: true, min: 0, max: 100 }),
  portfolioId: itemIdSchema,
});
export type RiskMapping = z.infer<typeof riskMappingSchema>;

export const assumptionDataSchema = z.object({
  inflation: requiredNumber('Inflation', { min: -0.05, max: 0.25 }),
  salaryGrowth: requiredNumber('Salary Growth', { min: -0.05, max: 0.25 }).default(0.03),
  educationInflation: z.number().min(-0.05).max(0.25).optional(),
  assetClasses: z.array(assetClassSchema).min(1, { error: 'At least one asset class is required' }).max(40),
  assetClassGroups: z.array(assumptionGroupSchema).max(40).default([]),
  /** Correlation matrix in the order of `assetClasses`: symmetric, unit diagonal, positive semi-definite. */
  correlations: z.array(z.array(z.number({ error: 'must be a valid number' }))),
  portfolios: z.array(portfolioSchema).min(1, { error: 'At least one portfolio is required' }).max(100),
  portfolioGroups: z.array(assumptionGroupSchema).max(40).default([]),
  riskMappings: z.array(riskMappingSchema).max(100).default([]),
  /** Portfolio of accounts that name none. */
  defaultPortfolioId: itemIdSchema,
  /** Portfolio of cash accounts that name none (default: defaultPortfolioId). */
  cashPortfolioId: itemIdSchema.optional(),
  /** Where the figures come from (report and year). */
  source: optionalString({ max: 300 }),
});
export type AssumptionData = z.infer<typeof assumptionDataSchema>;

/** An assumption set as the API returns it. */
export const assumptionSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  levelKey: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  data: assumptionDataSchema,
  copiedFromId: z.number().int().nullable(),
  updatedAt: z.string(),
  /** The caller may change or delete it (its level and key are writable for the caller). */
  editable: z.boolean(),
});
export type Assumption = z.infer<typeof assumptionSchema>;

/** POST {url}: create (no id) or replace a whole set. */
export const assumptionSaveSchema = z.object({
  id: dbId().nullish(),
  /** Level key; defaults to the caller's own (global 1, the caller's user id; team and profile need it). */
  levelKey: dbId().nullish(),
  name: requiredString('Name', { max: 100 }),
  description: optionalString({ max: 500 }),
  data: assumptionDataSchema,
});
export type AssumptionSave = z.infer<typeof assumptionSaveSchema>;

/** POST {url}/copy/{originalId}: a copy at the URL's level (name defaults to '<original> - Copy', '- Copy 2', ...). */
export const assumptionCopySchema = z.object({
  levelKey: dbId().nullish(),
  name: optionalString({ max: 100 }),
}).default({});

const assumptionId = dbId('Assumption is required');

/** POST {url}/asset/class: add or replace (by id) one asset class. A new class starts uncorrelated. */
export const assetClassBodySchema = z.object({ assumptionId, assetClass: assetClassSchema });
export const assetClassGroupBodySchema = z.object({ assumptionId, group: assumptionGroupSchema });
export const portfolioBodySchema = z.object({ assumptionId, portfolio: portfolioSchema });
export const portfolioGroupBodySchema = z.object({ assumptionId, group: assumptionGroupSchema });
export const riskMappingBodySchema = z.object({ assumptionId, riskMapping: riskMappingSchema });
/** DELETE {url}/asset/class (and the group, portfolio, risk mapping deletes): which item of which set. */
export const assumptionItemDeleteSchema = z.object({ assumptionId, id: itemIdSchema });

/**
 * POST {url}/correlation: the whole matrix (in the order of the set's asset classes) or single pairs;
 * a pair sets both (a,b) and (b,a).
 */
export const correlationBodySchema = z.object({
  assumptionId,
  matrix: z.array(z.array(z.number({ error: 'must be a valid number' }))).nullish(),
  pairs: z.array(z.object({ a: itemIdSchema, b: itemIdSchema, value: z.number().min(-1).max(1) })).nullish(),
});

/** An assumption mapping: which portfolio of `fromAssumptionId` becomes which portfolio of `toAssumptionId`. */
export const assumptionMappingSchema = z.object({
  id: dbId().nullish(),
  levelKey: dbId().nullish(),
  fromAssumptionId: assumptionId,
  toAssumptionId: assumptionId,
  /** from-portfolio id -> to-portfolio id. */
  portfolioMap: z.record(z.string(), itemIdSchema),
});
export type AssumptionMappingSave = z.infer<typeof assumptionMappingSchema>;
export const assumptionMappingDeleteSchema = z.object({ id: dbId('Mapping is required') });

export const assumptionMappingOutSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  levelKey: z.number().int(),
  fromAssumptionId: z.number().int(),
  toAssumptionId: z.number().int(),
  fromName: z.string(),
  toName: z.string(),
  portfolioMap: z.record(z.string(), z.string()),
  editable: z.boolean(),
});
export type AssumptionMapping = z.infer<typeof assumptionMappingOutSchema>;

/** The assumption set in effect at a level key and where it came from (GET {url}/effective/{levelKey}). */
export const effectiveAssumptionSchema = z.object({
  assumptionId: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  levelKey: z.number().int(),
  /** Level of the portfolio_assumption setting that chose it (1 when none did: the global default). */
  source: z.number().int(),
  /** Changes when the effective set's figures change (results are cached by it). */
  fingerprint: z.string(),
});
export type EffectiveAssumptionSummary = z.infer<typeof effectiveAssumptionSchema>;

/** A ticker's asset class (GET /api/setting/classification/lookup/profile/{profileId}/ticker/{ticker}). */
export const tickerClassificationSchema = z.object({
  ticker: z.string(),
  name: z.string().nullable(),
  category: z.string().nullable(),
  assetClass: z.string(),
  /** Name of that asset class in the plan's effective assumption set, null when the set lacks it. */
  assetClassName: z.string().nullable(),
  /** TABLE: the classification table; CATEGORY: the category mapping. */
  source: z.enum(['TABLE', 'CATEGORY']),
});
export type TickerClassification = z.infer<typeof tickerClassificationSchema>;

/** A row of the classification table (site administration). */
export const classificationSchema = z.object({
  ticker: z.string().trim().min(1, { error: 'Ticker is required' }).max(12, { error: 'may not be more than 12 characters' })
    .regex(/^[A-Za-z0-9.^-]+$/, { error: 'is not a valid value' }).transform((t) => t.toUpperCase()),
  name: requiredString('Name', { max: 120 }),
  assetClass: itemIdSchema,
  category: requiredString('Category', { max: 80 }),
  isEquity: z.boolean().default(true),
  expenseRatio: z.number().min(0).max(0.1).nullish(),
});
export type Classification = z.infer<typeof classificationSchema>;

/** A stored row of the classification table (the answer of the site administrators' calls). */
export const classificationRowSchema = z.object({
  ticker: z.string(), name: z.string(), assetClass: z.string(), category: z.string(), isEquity: z.boolean(), expenseRatio: z.number().nullable(),
});

/** POST /api/setting/classification/category/mapping */
export const categoryMappingSchema = z.object({
  category: requiredString('Category', { max: 80 }),
  assetClass: itemIdSchema,
});
export type CategoryMapping = z.infer<typeof categoryMappingSchema>;
export const categoryMappingRowSchema = z.object({ category: z.string(), assetClass: z.string() });
