import { dollarsFor, inflationPathOf, rowInDollars } from '@portal/shared';
import type { ScenarioRun } from '@portal/shared';

type Run = Partial<Pick<ScenarioRun, 'cashFlowAlbum' | 'netWorthAlbum'>> & Pick<ScenarioRun, 'metricsCollection'>;

/**
 * A run's figures as the session's dollars view asks: nominal as the engine gives them, or in today's dollars,
 * deflated by that run's own inflation path (calc metrics priceIndex). Probabilities and ages are unchanged.
 */
export function runInDollars<T extends Run>(run: T, todays: boolean): T {
  const path = inflationPathOf(run.metricsCollection);
  if (!todays || !path) return run;
  const dollars = dollarsFor(path, true);
  const m = run.metricsCollection;
  return {
    ...run,
    ...(run.cashFlowAlbum ? { cashFlowAlbum: run.cashFlowAlbum.map((r) => rowInDollars(r, dollars)) } : {}),
    ...(run.netWorthAlbum ? { netWorthAlbum: run.netWorthAlbum.map((r) => rowInDollars(r, dollars)) } : {}),
    metricsCollection: { ...m, estateValue: dollars(m.estateValue, m.endYear) },
  };
}
