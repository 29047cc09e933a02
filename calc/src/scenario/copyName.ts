/**
 * Copy naming of a duplicated scenario (spec document 2 sections 4 and 9): take the base description without
 * its Copy suffix, then add ' - Copy' or ' - Copy N', where N is one above the highest existing copy number.
 * Numbering runs Copy, Copy 2, Copy 3, ...
 */
const COPY_SUFFIX = / - Copy(?: (\d+))?$/;

/** The description without a trailing ' - Copy' or ' - Copy N'. */
export function baseDescription(description: string): string {
  return description.trim().replace(COPY_SUFFIX, '');
}

/** Copy number of `description` as a copy of `base`: 1 for ' - Copy', N for ' - Copy N', null otherwise. */
export function copyNumber(description: string, base: string): number | null {
  const text = description.trim();
  if (!text.startsWith(`${base} - Copy`)) return null;
  const m = COPY_SUFFIX.exec(text);
  if (!m || text.slice(0, m.index) !== base) return null;
  return m[1] ? Number(m[1]) : 1;
}

/**
 * The description of a copy of `description`, given every description the profile's scenarios already have.
 * `maxLength` keeps the result within the scenario description limit by shortening the base.
 */
export function duplicateDescription(description: string, existing: readonly string[], maxLength = 100): string {
  const base = baseDescription(description);
  let highest = 0;
  for (const other of existing) {
    const n = copyNumber(other, base);
    if (n !== null && n > highest) highest = n;
  }
  const next = highest + 1;
  const suffix = next === 1 ? ' - Copy' : ` - Copy ${next}`;
  return base.slice(0, Math.max(0, maxLength - suffix.length)).trimEnd() + suffix;
}
