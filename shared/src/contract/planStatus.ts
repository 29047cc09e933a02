/**
 * One wording of a plan's status, everywhere (profile, dashboards, history, reports): decided from the plan's
 * probability of success and the firm's threshold (the `success_threshold` setting, percent).
 *
 * The probability is compared as people see it, a whole percent: 70% (0.698 rounded) is not "below 70%".
 * "Below" means strictly below. At or above the threshold a plan is on track; below it, it needs attention,
 * and more than AT_RISK_MARGIN points below it, it is at risk. The dashboards' "needs attention" list holds
 * every plan that is not on track.
 */
export const DEFAULT_SUCCESS_THRESHOLD = 70;
/** Points under the threshold from which a plan reads "At risk" rather than "Needs attention". */
export const AT_RISK_MARGIN = 20;

export type PlanStatusCode = 'ON_TRACK' | 'NEEDS_ATTENTION' | 'AT_RISK';

export interface PlanStatus {
  code: PlanStatusCode;
  label: 'On track' | 'Needs attention' | 'At risk';
  /** The probability as shown: a whole percent. */
  percent: number;
  threshold: number;
  /** True when the shown percent is strictly below the threshold. */
  below: boolean;
  /** One sentence that says why: 'Probability of success 65% is below 70%'. */
  text: string;
}

/** A `success_threshold` value (text or number) as a percent in (0, 100], else the default. */
export function successThresholdOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 && n <= 100 ? n : DEFAULT_SUCCESS_THRESHOLD;
}

/** The status of a plan from its probability of success (0..1); null while the plan has no probability. */
export function planStatus(probability: number | null | undefined, successThreshold: number = DEFAULT_SUCCESS_THRESHOLD): PlanStatus | null {
  if (probability == null || !Number.isFinite(probability)) return null;
  const threshold = successThresholdOf(successThreshold);
  const percent = Math.round(Math.min(1, Math.max(0, probability)) * 100);
  const below = percent < threshold;
  const code: PlanStatusCode = !below ? 'ON_TRACK' : percent < threshold - AT_RISK_MARGIN ? 'AT_RISK' : 'NEEDS_ATTENTION';
  const label = code === 'ON_TRACK' ? 'On track' : code === 'AT_RISK' ? 'At risk' : 'Needs attention';
  const text = below
    ? `Probability of success ${percent}% is below ${threshold}%`
    : `Probability of success ${percent}% is at or above ${threshold}%`;
  return { code, label, percent, threshold, below, text };
}
