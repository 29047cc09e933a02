export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
}

const clean = (s?: string | null) => (s ?? '').trim();
const fullName = (p: PersonName) => [clean(p.firstName), clean(p.lastName)].filter(Boolean).join(' ');

/**
 * The client name of a plan (spec document 1 section 2): 'First and First Last' when the spouses share a
 * last name, otherwise both full names ('John Smith and Jane Doe'); just the client when there is no spouse.
 */
export function clientDisplayName(client?: PersonName | null, spouse?: PersonName | null): string {
  const c = client ? fullName(client) : '';
  const s = spouse ? fullName(spouse) : '';
  if (!c || !s) return c || s;
  const last = clean(client!.lastName);
  const sameLast = last !== '' && last.toLowerCase() === clean(spouse!.lastName).toLowerCase();
  if (sameLast && clean(client!.firstName) && clean(spouse!.firstName)) return `${clean(client!.firstName)} and ${clean(spouse!.firstName)} ${last}`;
  return `${c} and ${s}`;
}
