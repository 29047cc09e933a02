import { useSelectedPlan, usePlan, type ProfileAggregate } from '@portal/shared';
import { isPlanReadOnly } from './readOnly';

export interface PlanData {
  profileId: number | null;
  /** The selected plan, once loaded. */
  profile: ProfileAggregate | null;
  loading: boolean;
  failed: boolean;
  readOnly: boolean;
}

/**
 * The selected plan for a plan-data area, from the one plan cache (SWR): loaded once however many areas ask; the plan
 * store keeps only the id across a reload.
 */
export function usePlanData(): PlanData {
  const profileId = usePlan((s) => s.profileId);
  const plan = useSelectedPlan(profileId);
  const profile = plan.data && plan.data.id === profileId ? plan.data : null;
  return {
    profileId,
    profile,
    loading: profileId != null && profile == null && !plan.error,
    failed: profileId != null && !!plan.error,
    readOnly: profile ? isPlanReadOnly(profile.permissions) : true,
  };
}
