import { useApi } from '../api/hooks';
import type { SettingsResponse } from '../contract';
import { usePlan } from '../state/planStore';
import { CHART_PALETTE } from '../ui/chartTheme';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The effective settings of the selected plan (the shell's banner reads the same call: one SWR cache entry). */
export function usePlanSettingValues(): { values: Record<string, string> | null } {
  const profileId = usePlan((s) => s.profileId);
  const { data } = useApi<SettingsResponse>(profileId ? `/api/setting/profile/${profileId}` : '/api/setting/user');
  return { values: data?.values ?? null };
}

/** Chart series colours from graph_color_1..8 (spec document 2 section 7, "Colors"); an unset or bad value keeps the default. */
export function chartPaletteFrom(values: Record<string, string> | null | undefined): string[] {
  return CHART_PALETTE.map((fallback, i) => {
    const v = values?.[`graph_color_${i + 1}`]?.trim();
    return v && HEX.test(v) ? v : fallback;
  });
}

/** The selected plan's chart colours (its Colors settings, else its advisor's, team's or the defaults). */
export function useChartPalette(): string[] {
  const { values } = usePlanSettingValues();
  return chartPaletteFrom(values);
}
