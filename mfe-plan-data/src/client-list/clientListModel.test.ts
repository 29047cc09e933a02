import type { ProfileListItem } from '@portal/shared';
import { filterAndSortClients, nextSort } from './clientListModel';

const item = (id: number, clientName: string, advisorName: string, updatedAt: string, planningStage = 0): ProfileListItem =>
  ({ id, clientName, advisorName, advisorUserId: 1, updatedAt, planningStage });

const items = [
  item(1, 'John and Jane Smith', 'Ada Advisor', '2025-01-02T00:00:00Z', 2),
  item(2, 'Carl Baker', 'Bo Banks', '2025-03-01T00:00:00Z', 0),
  item(3, 'amy Adams', 'Ada Advisor', '2025-02-01T00:00:00Z', 1),
];

describe('client list', () => {
  it('searches client and advisor names, ignoring case', () => {
    expect(filterAndSortClients(items, 'smith', { key: 'clientName', direction: 'asc' }).map((i) => i.id)).toEqual([1]);
    expect(filterAndSortClients(items, 'BANKS', { key: 'clientName', direction: 'asc' }).map((i) => i.id)).toEqual([2]);
  });
  it('sorts by name without regard to case, and by date or stage', () => {
    expect(filterAndSortClients(items, '', { key: 'clientName', direction: 'asc' }).map((i) => i.id)).toEqual([3, 2, 1]);
    expect(filterAndSortClients(items, '', { key: 'updatedAt', direction: 'desc' }).map((i) => i.id)).toEqual([2, 3, 1]);
    expect(filterAndSortClients(items, '', { key: 'planningStage', direction: 'asc' }).map((i) => i.id)).toEqual([2, 3, 1]);
  });
  it('flips the direction of the sorted column', () => {
    expect(nextSort({ key: 'clientName', direction: 'asc' }, 'clientName')).toEqual({ key: 'clientName', direction: 'desc' });
    expect(nextSort({ key: 'clientName', direction: 'asc' }, 'updatedAt')).toEqual({ key: 'updatedAt', direction: 'desc' });
  });
});
