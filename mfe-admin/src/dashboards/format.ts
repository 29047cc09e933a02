export const pct = (p: number | null | undefined) => (p == null ? '—' : `${Math.round(p * 100)}%`);
export const usd = (n: number | null | undefined) =>
  (n == null ? '—' : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n));
export const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');
