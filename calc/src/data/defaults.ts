import type { WithdrawalCategory } from '../types';

/**
 * Modelling defaults used when a plan or its assumptions leave a value out. These are choices of the engine,
 * not published figures (calc/README.md, "Tables").
 */
export const DEFAULTS: {
  /** Yearly growth of education costs when neither the goal nor the assumptions give one. */
  readonly educationInflation: number;
  /** Growth of the average wage index: indexes the SS wage base and bend points past the last published year. */
  readonly wageIndexGrowth: number;
  /** Yearly appreciation of real assets when neither the asset nor the assumptions give one. */
  readonly realAssetAppreciation: number;
  /** Order in which a shortfall is withdrawn when no strategy says otherwise. */
  readonly withdrawalOrder: readonly WithdrawalCategory[];
} = {
  educationInflation: 0.05,
  wageIndexGrowth: 0.035,
  realAssetAppreciation: 0.03,
  withdrawalOrder: ['cash', 'taxable', 'taxDeferred', 'roth'],
};
