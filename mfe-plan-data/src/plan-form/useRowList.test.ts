import { rowListOps } from './useRowList';

interface Debt { id?: number | null; description: string }

describe('row list', () => {
  it('queues a removed saved row for deletion', () => {
    let s = rowListOps.init<Debt>([{ id: 4, description: 'Mortgage' }, { id: 5, description: 'Car' }]);
    s = rowListOps.remove(s, s.rows[0].rowKey);
    expect(s.rows.map((r) => r.description)).toEqual(['Car']);
    expect(s.removed).toEqual([{ id: 4, description: 'Mortgage' }]);
    expect(rowListOps.dirty(s)).toBe(true);
  });

  it('simply drops a removed new row', () => {
    let s = rowListOps.init<Debt>([{ id: 4, description: 'Mortgage' }]);
    s = rowListOps.add(s, { description: 'Card' });
    s = rowListOps.remove(s, s.rows[1].rowKey);
    expect(s.rows).toHaveLength(1);
    expect(s.removed).toEqual([]);
    expect(rowListOps.dirty(s)).toBe(false);
  });

  it('tells new and changed rows from untouched ones', () => {
    let s = rowListOps.init<Debt>([{ id: 1, description: 'a' }, { id: 2, description: 'b' }]);
    expect(rowListOps.changed(s)).toEqual([]);
    s = rowListOps.update(s, 'id-2', { description: 'b2' });
    s = rowListOps.add(s, { description: 'c' });
    expect(rowListOps.changed(s).map((r) => r.description)).toEqual(['b2', 'c']);
  });

  it('takes a saved row as the new baseline, keeping its key', () => {
    let s = rowListOps.add(rowListOps.init<Debt>([]), { description: 'Card' });
    const key = s.rows[0].rowKey;
    s = rowListOps.markSaved(s, key, { id: 9, description: 'Card' });
    expect(s.rows[0]).toEqual({ id: 9, description: 'Card', rowKey: key });
    expect(rowListOps.changed(s)).toEqual([]);
  });

  it('forgets a queued deletion once carried out', () => {
    let s = rowListOps.init<Debt>([{ id: 4, description: 'Mortgage' }]);
    s = rowListOps.remove(s, 'id-4');
    s = rowListOps.markDeleted(s, 4);
    expect(rowListOps.dirty(s)).toBe(false);
  });

  it('moves a row up and down within bounds', () => {
    let s = rowListOps.init<Debt>([{ id: 1, description: 'a' }, { id: 2, description: 'b' }]);
    s = rowListOps.move(s, 'id-2', -1);
    expect(s.rows.map((r) => r.id)).toEqual([2, 1]);
    expect(rowListOps.move(s, 'id-2', -1)).toBe(s);
  });
});
