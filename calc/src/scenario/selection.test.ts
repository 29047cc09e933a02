import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { selectedActionIds, toggleSelected } from './selection';

const actions = [{ id: 1, active: true }, { id: 2, active: true }, { id: 3, active: false }, { id: 4, active: true }];

describe('selectedActionIds', () => {
  it('workshop uses the scenario selection, active actions only', () => {
    const scenario = { type: 'WS' as const, sharing: false, selectedActions: [{ id: 2 }, { id: 3 }] };
    assert.deepEqual(selectedActionIds(scenario, actions, { page: 'WS' }), [2]);
  });
  it('suggested actions use every active action not yet adopted', () => {
    const scenario = { type: 'SA' as const, sharing: true, selectedActions: [] };
    assert.deepEqual(selectedActionIds(scenario, actions, { page: 'SA', adoptedActions: [4] }), [1, 2]);
  });
  it('a client sees nothing of a scenario that is not shared', () => {
    const scenario = { type: 'WS' as const, sharing: false, selectedActions: [{ id: 1 }] };
    assert.deepEqual(selectedActionIds(scenario, actions, { page: 'WS', isClient: true }), []);
    assert.deepEqual(selectedActionIds({ ...scenario, sharing: true }, actions, { page: 'WS', isClient: true }), [1]);
  });
  it('toggles', () => {
    assert.deepEqual(toggleSelected([{ id: 1 }], 2), [{ id: 1 }, { id: 2 }]);
    assert.deepEqual(toggleSelected([{ id: 1 }, { id: 2 }], 1), [{ id: 2 }]);
  });
});
