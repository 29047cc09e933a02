import { endpoints, useEndpoint, usePlan } from '@portal/shared';

/** Settings keys the shell reads (spec document 1 section 1); a missing key counts as unset. */
export interface PortalSettings {
  bannerTitle: string;
  bannerTitleLink: string;
  bannerPhone: string;
  bannerEmail: string;
  bannerCalendar: string;
  disclosureHeader: string;
  disclosureText: string;
  disclosureWeb: boolean;
  disclosurePrint: boolean;
  targetPortfolio: boolean;
}

/** Effective settings for the banner and disclosure: the selected plan's, else the user's. */
export function usePortalSettings(): PortalSettings {
  const profileId = usePlan((s) => s.profileId);
  const plan = useEndpoint(endpoints.settings.profile.get, profileId ? { levelKey: profileId } : null);
  const user = useEndpoint(endpoints.settings.user, profileId ? null : {});
  const data = profileId ? plan.data : user.data;
  const v = data?.values ?? {};
  const text = (key: string) => (typeof v[key] === 'string' ? v[key].trim() : '');
  return {
    bannerTitle: text('banner_title'),
    bannerTitleLink: text('banner_title_link'),
    bannerPhone: text('banner_phone'),
    bannerEmail: text('banner_email'),
    bannerCalendar: text('banner_calendar'),
    disclosureHeader: text('disclosure_header'),
    disclosureText: text('disclosure_text'),
    // Disclosure flags are the strings 'true' and 'false' (spec document 1 section 9).
    disclosureWeb: text('disclosure_web') === 'true',
    disclosurePrint: text('disclosure_print') === 'true',
    targetPortfolio: text('target_portfolio') === 'true',
  };
}
