import { z } from 'zod';
import type {
  AdditionsRow, AssetRow, CashFlowRow, DebtRow, ElectionRow, ExpenseRow, IncomeRow, Metrics, MonteCarloSummary, NetWorthRow, TaxRow,
  WithholdingRow, YearDetail,
} from '@portal/calc';
import { dbIdParam } from '../../validation/zodHelpers';
import { defineEndpoint } from '../endpoint';
import { profileAggregateSchema } from '../aggregate';

const tag = 'Calculation';

/**
 * A part of an answer the engine produces: its type is the engine's (`@portal/calc`, the one definition), and
 * it is sent as the engine made it.
 */
export const engineOutput = <T>(what: string) => z.custom<T>(() => true).describe(`${what} (engine output, see @portal/calc)`);
const album = <T>(what: string) => z.array(engineOutput<T>(`${what} row`));

/** GET /api/gateway/calcs/profile/{id}/combined: the profile with every result album, the metrics and the Monte Carlo summary. */
export const combinedResultSchema = z.object({
  profile: profileAggregateSchema,
  cashFlowAlbum: album<CashFlowRow>('Cash flow'),
  netWorthAlbum: album<NetWorthRow>('Net worth'),
  assetAlbum: album<AssetRow>('Asset'),
  incomeAlbum: album<IncomeRow>('Income'),
  debtAlbum: album<DebtRow>('Debt'),
  expenseAlbum: album<ExpenseRow>('Expense'),
  electionAlbum: album<ElectionRow>('Election'),
  taxAlbum: album<TaxRow>('Tax'),
  additionsAlbum: album<AdditionsRow>('Additions'),
  withholdingAlbum: album<WithholdingRow>('Withholding'),
  /** Null while the plan cannot be projected yet (calc.incomplete says why). */
  metricsCollection: engineOutput<Metrics>('Metrics').nullable(),
  monteCarlo: engineOutput<MonteCarloSummary>('Monte Carlo summary').nullable(),
  calc: z.object({
    version: z.number().int(), startYear: z.number().int(), computedAt: z.string(), incomplete: z.string().optional(),
    /** What the plan lacks for its figures to mean anything (no income and no assets): shown instead of a verdict. */
    missing: z.array(z.string()).optional(),
  }),
});
export type CombinedResult = z.output<typeof combinedResultSchema>;

export const calcs = {
  combined: defineEndpoint({
    method: 'GET', path: '/api/gateway/calcs/profile/{id}/combined', tag, params: z.object({ id: dbIdParam() }),
    response: combinedResultSchema,
    summary: 'The plan with every result album, the metrics and the Monte Carlo summary (ETag: plan version; gzip when accepted)',
    access: 'Callers with read rights to the plan; plan sections filtered for the caller.',
  }),
  details: defineEndpoint({
    method: 'GET', path: '/api/gateway/calcs/{profileId}/details', tag, params: z.object({ profileId: dbIdParam() }),
    query: z.object({ year: dbIdParam().min(1900).max(2300).optional() }),
    response: z.union([z.array(engineOutput<YearDetail>('Year detail')), engineOutput<YearDetail>('Year detail')]),
    summary: 'The per-year explanation of the projection (one year with ?year=)', access: 'Callers with read rights to the plan.',
  }),
  /** The answer with ?year=: one year. */
  detailYear: defineEndpoint({
    method: 'GET', path: '/api/gateway/calcs/{profileId}/details', tag, params: z.object({ profileId: dbIdParam() }),
    query: z.object({ year: dbIdParam().min(1900).max(2300) }),
    response: engineOutput<YearDetail>('Year detail'),
    summary: 'One year of the projection explained', access: 'Callers with read rights to the plan.',
  }),
};
