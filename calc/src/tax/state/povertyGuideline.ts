/**
 * HHS poverty guidelines for the 48 contiguous states and DC (Federal Register, January 2025 and 2026), which
 * some state credits test income against. Years past the latest use it unchanged; earlier use the first.
 */
const GUIDELINES: Readonly<Record<number, readonly [number, number]>> = { 2025: [15_650, 5500], 2026: [15_960, 5680] };

/** The poverty guideline for a household of `size` people (at least 1). */
export function povertyGuideline(year: number, size: number): number {
  const [first, more] = GUIDELINES[Math.min(2026, Math.max(2025, year))];
  return first + more * (Math.max(1, size) - 1);
}
