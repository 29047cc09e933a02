import { useEffect, useState } from 'react';
import { usePlan, type ProfileAggregate } from '@portal/shared';
import { openPlan } from './loadPlan';
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
 * The selected plan for a plan-data area. The plan store keeps only the id across a reload;
 * the aggregate is loaded again here the first time an area needs it.
 */
export function usePlanData(): PlanData {
  const profileId = usePlan((s) => s.profileId);
  const stored = usePlan((s) => s.profile);
  const profile = stored && stored.id === profileId ? stored : null;
  const [failedId, setFailedId] = useState<number | null>(null);
  const needsLoad = profileId != null && profile == null && failedId !== profileId;

  useEffect(() => {
    if (!needsLoad || profileId == null) return;
    openPlan(profileId).catch(() => setFailedId(profileId));
  }, [needsLoad, profileId]);

  return {
    profileId,
    profile,
    loading: needsLoad,
    failed: profileId != null && failedId === profileId,
    readOnly: profile ? isPlanReadOnly(profile.permissions) : true,
  };
}
