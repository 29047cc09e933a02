import { orderedGoals, sameOrder } from './goalOrder';

const base = {
  participants: [{ id: 5, name: 'Emma' }],
  retirementGoal: { id: 1 },
  educationGoals: [{ id: 2, participantId: 5, description: null }],
  goals: [{ id: 3, goalType: 'TR', description: 'Trip' }, { id: 4, goalType: 'HM', description: 'Cabin' }],
} as never as Parameters<typeof orderedGoals>[0];

describe('goal order', () => {
  it('keeps the saved order, appends goals missing from it and drops deleted ones', () => {
    const goals = orderedGoals({ ...base, goalOrder: [{ goalId: 4, goalType: 'HM' }, { goalId: 99, goalType: 'OG' }, { goalId: 2, goalType: 'EG' }] });
    expect(goals.map((g) => g.goalId)).toEqual([4, 2, 1, 3]);
    expect(goals[1].label).toBe('Education of Emma');
  });
  it('compares orders by goal id', () => {
    const goals = orderedGoals({ ...base, goalOrder: [] });
    expect(sameOrder(goals, [{ goalId: 1 }, { goalId: 2 }, { goalId: 3 }, { goalId: 4 }])).toBe(true);
    expect(sameOrder(goals, [{ goalId: 2 }, { goalId: 1 }, { goalId: 3 }, { goalId: 4 }])).toBe(false);
  });
});
