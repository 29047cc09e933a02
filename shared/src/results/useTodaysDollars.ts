import { useEffectiveDollarsView } from '../state/dollarsViewStore';
import { dollarsFor, inflationPathOf, type Dollars, type InflationPath } from '../contract/todaysDollars';

export interface TodaysDollars {
  /** The engine's inflation path, or null when the result has none (then figures stay nominal). */
  path: InflationPath | null;
  /** True when today's dollars are on and the result can be deflated. */
  todays: boolean;
  /** Converts an engine figure of a year to the figure to show. */
  dollars: Dollars;
  /** "in today's dollars" or "in future (nominal) dollars", for chart summaries and captions. */
  basis: string;
}

/** The session's dollars view applied to one engine result (its metrics carry the inflation path). */
export function useTodaysDollars(metrics: Partial<InflationPath> | null | undefined): TodaysDollars {
  const view = useEffectiveDollarsView();
  const path = inflationPathOf(metrics);
  const todays = view === 'today' && path !== null;
  return {
    path,
    todays,
    dollars: dollarsFor(path, todays),
    basis: todays ? `in today's (${path!.startYear}) dollars` : 'in future (nominal) dollars',
  };
}
