import { planStatus, successThresholdOf, type PlanStatus } from '../contract/planStatus';
import { usePlanSettingValues } from './useChartPalette';

/**
 * The selected plan's status from a probability of success, against the plan's success_threshold (the plan's,
 * else its advisor's or team's, else the default): the same words as the dashboards, history and the report.
 */
export function usePlanStatus(probability: number | null | undefined): PlanStatus | null {
  const { values } = usePlanSettingValues();
  return planStatus(probability, successThresholdOf(values?.success_threshold));
}
