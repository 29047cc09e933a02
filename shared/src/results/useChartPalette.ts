import { useMemo } from 'react';
import { useEndpoint } from '../api/endpointClient';
import { endpoints } from '../contract/endpoints';
import { usePlan } from '../state/planStore';
import { CHART_PALETTE } from '../ui/chartTheme';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The effective settings of the selected plan, else the signed-in user's: what the shell's banner, the module
 * options and the chart colours read (one SWR cache entry per plan).
 */
export function usePlanSettingValues(): { values: Record<string, string> | null } {
  const profileId = usePlan((s) => s.profileId);
  const plan = useEndpoint(endpoints.settings.profile.get, profileId ? { levelKey: profileId } : null);
  const user = useEndpoint(endpoints.settings.user, profileId ? null : {});
  return { values: (profileId ? plan.data : user.data)?.values ?? null };
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
  // The same array while the settings answer is the same, so memoised charts are not redrawn for nothing.
  return useMemo(() => chartPaletteFrom(values), [values]);
}
