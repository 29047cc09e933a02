const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** $1,234,567 (whole dollars). */
export const formatDollars = (value: number) => dollars.format(Math.round(value) === 0 ? 0 : value);

/** $1.2M, for chart axes. */
export const formatCompact = (value: number) => compact.format(value);

/** 0.873 -> 87%. */
export const formatPercent = (share: number, digits = 0) => `${(share * 100).toFixed(digits)}%`;

/** "Jordan 50 / Casey 48", or "Age 50" when the people have no names. */
export function agesLabel(names: { client: string; spouse: string | null }, clientAge: number, spouseAge: number | null) {
  const client = `${names.client || 'Client'} ${clientAge}`;
  return spouseAge == null ? client : `${client} / ${names.spouse || 'Spouse'} ${spouseAge}`;
}
