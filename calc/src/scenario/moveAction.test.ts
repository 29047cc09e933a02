import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deleteAction, moveAction } from './moveAction';

const list = (): Array<{ id: number; sequence: number; moved?: boolean }> => [{ id: 1, sequence: 0 }, { id: 2, sequence: 1 }, { id: 3, sequence: 2 }];
const ids = (a: Array<{ id?: number | null }>) => a.map((x) => x.id);

describe('moveAction', () => {
  it('swaps with the left neighbour and renumbers', () => {
    const out = moveAction(list(), 1, 'left');
    assert.deepEqual(ids(out), [2, 1, 3]);
    assert.deepEqual(out.map((a) => a.sequence), [0, 1, 2]);
    assert.deepEqual(out.map((a) => Boolean(a.moved)), [true, true, false]);
  });
  it('wraps the first moved left to the end', () => {
    assert.deepEqual(ids(moveAction(list(), 0, 'left')), [3, 2, 1]);
  });
  it('wraps the last moved right to the front', () => {
    assert.deepEqual(ids(moveAction(list(), 2, 'right')), [3, 2, 1]);
  });
  it('moves right in the middle', () => {
    assert.deepEqual(ids(moveAction(list(), 0, 'right')), [2, 1, 3]);
  });
  it('does not change its input', () => {
    const input = list();
    moveAction(input, 0, 'right');
    assert.deepEqual(input, list());
  });
});

describe('deleteAction', () => {
  it('marks a saved action inactive', () => {
    const out = deleteAction([{ id: 1, active: true }, { id: 2, active: true }], 1);
    assert.deepEqual(out, [{ id: 1, active: true }, { id: 2, active: false }]);
  });
  it('removes an unsaved action', () => {
    const out = deleteAction([{ id: 1, active: true }, { id: null, active: true }], 1);
    assert.deepEqual(out, [{ id: 1, active: true }]);
  });
});
