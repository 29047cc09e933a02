import type { ReactNode } from 'react';

/**
 * Series colours for every chart: each has at least 3:1 contrast against white (WCAG 1.4.11, graphics), and they
 * stay apart for the common colour-vision deficiencies (blue / orange / teal / purple / green / magenta / grey).
 */
export const CHART_PALETTE = ['#1d5fa6', '#b45309', '#0f766e', '#6d28d9', '#15803d', '#be185d', '#4b5563', '#0e7490'] as const;

/** Dark text for legends and tooltips: series colours are for swatches and lines, not for words. */
export const CHART_TEXT = '#1a202c';
/** Shortfalls and losses. */
export const CHART_ALERT = '#b91c1c';

/** Legend entries in readable text beside their coloured swatch. */
export function chartLegendText(value: ReactNode): ReactNode {
  return <span style={{ color: CHART_TEXT }}>{value}</span>;
}

/** Tooltip text in the chart text colour. */
export const chartTooltipStyle = { itemStyle: { color: CHART_TEXT }, labelStyle: { color: CHART_TEXT, fontWeight: 600 } } as const;
