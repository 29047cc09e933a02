import type { PlanResults } from './runPlan';

/**
 * What the dashboards' stored figures are taken from: a whole result, or the figures worker's part of one. (No
 * database code here: a pool thread loads this module.)
 */
export type FiguresSource = Pick<PlanResults, 'netWorthAlbum' | 'calc'> & { monteCarlo: Pick<NonNullable<PlanResults['monteCarlo']>, 'probabilityOfSuccess'> | null };

/** The part of a result the stored figures come from (a pool thread sends back this, not the ~300 KB result). */
export function figuresPart(results: PlanResults): FiguresSource {
  return {
    netWorthAlbum: (results.netWorthAlbum ?? []).slice(0, 1),
    monteCarlo: results.monteCarlo ? { probabilityOfSuccess: results.monteCarlo.probabilityOfSuccess } : null,
    calc: results.calc,
  };
}
