import { MODULE_ROUTE_SETTINGS, settingOn, usePlanSettingValues } from '@portal/shared';

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
  /** Module options by setting key (target_portfolio, module_scenarios, ...): true when the module is on. */
  modules: Record<string, boolean>;
}

/** Effective settings for the banner and disclosure: the selected plan's, else the user's. */
export function usePortalSettings(): PortalSettings {
  const { values } = usePlanSettingValues();
  const v = values ?? {};
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
    modules: Object.fromEntries(Object.values(MODULE_ROUTE_SETTINGS).map((key) => [key, settingOn(values, key)])),
  };
}
