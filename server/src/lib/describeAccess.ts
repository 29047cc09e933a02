import type { AccessRule } from '../access/guard';

/** The enforced access rule in words, for the OpenAPI description of each operation. */
export function describeAccess(rule: AccessRule): string {
  if (rule === 'public') return 'public (no sign-in)';
  if (rule === 'user') return 'any signed-in user';
  if (rule === 'advisor') return 'a signed-in advisor (a user with a role)';
  if (rule === 'siteAdmin') return 'a site administrator (role id 1)';
  if ('profile' in rule) {
    const from = typeof rule.from === 'function' ? 'the record addressed' : rule.from;
    return `"${rule.profile}" right on the plan given by ${from}, from the caller's session`;
  }
  return 'a check of the caller against the addressed team, level or record (see the summary)';
}
