const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

export const formatDollars = (v: number | null | undefined) => (v == null ? '—' : dollars.format(Math.round(v) === 0 ? 0 : v));
export const formatCompact = (v: number) => compact.format(v);
export const formatPercent = (share: number | null | undefined) => (share == null ? '—' : `${Math.round(share * 1000) / 10}%`);

/** "+3.2 pts" / "−1.0 pts" for a change of a share; "no change" at zero. */
export function formatPointChange(delta: number | null) {
  if (delta == null) return '';
  const pts = Math.round(delta * 1000) / 10;
  if (pts === 0) return 'no change';
  return `${pts > 0 ? '+' : '−'}${Math.abs(pts).toFixed(1)} pts`;
}

export function formatDollarChange(delta: number | null) {
  if (delta == null) return '';
  if (Math.round(delta) === 0) return 'no change';
  return `${delta > 0 ? '+' : '−'}${dollars.format(Math.abs(delta))}`;
}
