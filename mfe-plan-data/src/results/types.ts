import type {
  AdditionsRow, AssetRow, CashFlowRow, DebtRow, ElectionRow, ExpenseRow, IncomeRow, Metrics, NetWorthRow, TaxRow,
  WithholdingRow, YearDetail,
} from '@portal/calc';
import type { ProfileAggregate } from '@portal/shared';

export type { CashFlowRow, NetWorthRow, TaxRow, YearDetail, Metrics };

/** Monte Carlo outcome of the plan: the gauge and the range of net worth. */
export interface MonteCarloSummary {
  trials: number;
  seed: number;
  years: number[];
  probabilityOfSuccess: number;
  netWorthPercentiles: Record<'p5' | 'p25' | 'p50' | 'p75' | 'p95', number[]>;
  depletionAges: { age: number; count: number; share: number }[];
}

/** GET /api/gateway/calcs/profile/{id}/combined: the profile with every result album. */
export interface CombinedResult {
  profile: ProfileAggregate;
  cashFlowAlbum: CashFlowRow[];
  netWorthAlbum: NetWorthRow[];
  assetAlbum: AssetRow[];
  incomeAlbum: IncomeRow[];
  debtAlbum: DebtRow[];
  expenseAlbum: ExpenseRow[];
  electionAlbum: ElectionRow[];
  taxAlbum: TaxRow[];
  additionsAlbum: AdditionsRow[];
  withholdingAlbum: WithholdingRow[];
  /** Null while the plan cannot be projected yet (calc.incomplete says why). */
  metricsCollection: Metrics | null;
  monteCarlo: MonteCarloSummary | null;
  calc: { version: number; startYear: number; computedAt: string; incomplete?: string };
}
