import { selectedActionIds, toggleSelected } from './selection';

const actions = [{ id: 1, active: true }, { id: 2, active: true }, { id: 3, active: false }, { id: 4, active: true }];

describe('selectedActionIds', () => {
  it('workshop uses the scenario selection, active actions only', () => {
    const scenario = { type: 'WS' as const, sharing: false, selectedActions: [{ id: 2 }, { id: 3 }] };
    expect(selectedActionIds(scenario, actions, { page: 'WS' })).toEqual([2]);
  });
  it('suggested actions use every active action not yet adopted', () => {
    const scenario = { type: 'SA' as const, sharing: true, selectedActions: [] };
    expect(selectedActionIds(scenario, actions, { page: 'SA', adoptedActions: [4] })).toEqual([1, 2]);
  });
  it('a client sees nothing of a scenario that is not shared', () => {
    const scenario = { type: 'WS' as const, sharing: false, selectedActions: [{ id: 1 }] };
    expect(selectedActionIds(scenario, actions, { page: 'WS', isClient: true })).toEqual([]);
    expect(selectedActionIds({ ...scenario, sharing: true }, actions, { page: 'WS', isClient: true })).toEqual([1]);
  });
  it('toggles', () => {
    expect(toggleSelected([{ id: 1 }], 2)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(toggleSelected([{ id: 1 }, { id: 2 }], 1)).toEqual([{ id: 2 }]);
  });
});
