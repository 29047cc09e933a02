import { useEndpoint, useImageEndpoint } from '../api/endpointClient';
import { endpoints } from '../contract/endpoints';
import { usePlan } from '../state/planStore';

/**
 * The firm's logo in effect where the person is (the selected plan's, else their own level's), as an object URL for
 * an <img>, or null when no level sets one. It shares the settings reads of the banner (same SWR keys).
 */
export function useFirmLogo(): string | null {
  const profileId = usePlan((s) => s.profileId);
  const plan = useEndpoint(endpoints.settings.profile.get, profileId ? { levelKey: profileId } : null);
  const user = useEndpoint(endpoints.settings.user, profileId ? null : {});
  const s = profileId ? plan.data : user.data;
  const api = profileId ? endpoints.settings.profile.logo : endpoints.settings.userLevel.logo;
  return useImageEndpoint(api, s?.logo ? { levelKey: s.levelKey } : null, s?.logo ? { v: s.logo.version } : undefined);
}
