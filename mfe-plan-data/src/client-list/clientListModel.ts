import type { ProfileListItem } from '@portal/shared';

export type ClientSortKey = 'clientName' | 'advisorName' | 'planningStage' | 'updatedAt';
export interface ClientSort { key: ClientSortKey; direction: 'asc' | 'desc' }

const text = (s: string | null | undefined) => (s ?? '').toLowerCase();

/** The plans whose client or advisor name contains the search text, in the chosen order (ties by id). */
export function filterAndSortClients(items: ProfileListItem[], search: string, sort: ClientSort): ProfileListItem[] {
  const q = search.trim().toLowerCase();
  const found = q ? items.filter((i) => text(i.clientName).includes(q) || text(i.advisorName).includes(q)) : [...items];
  const dir = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: ProfileListItem, b: ProfileListItem): number => {
    switch (sort.key) {
      case 'planningStage': return (a.planningStage ?? 0) - (b.planningStage ?? 0);
      case 'updatedAt': return a.updatedAt.localeCompare(b.updatedAt);
      case 'advisorName': return text(a.advisorName).localeCompare(text(b.advisorName));
      default: return text(a.clientName).localeCompare(text(b.clientName));
    }
  };
  return found.sort((a, b) => dir * compare(a, b) || a.id - b.id);
}

/** Clicking the sorted column flips its direction; another column starts ascending (latest first for dates). */
export function nextSort(current: ClientSort, key: ClientSortKey): ClientSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'updatedAt' ? 'desc' : 'asc' };
}
