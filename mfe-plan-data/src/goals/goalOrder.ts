import type { ProfileAggregate } from '@portal/shared';

export interface OrderedGoal { goalId: number; goalType: string; label: string }

/**
 * The plan's goals in their saved order (profile.goalOrder), goals missing from it appended in the order
 * retirement, education, others; entries of deleted goals dropped.
 */
export function orderedGoals(profile: Pick<ProfileAggregate, 'goalOrder' | 'retirementGoal' | 'educationGoals' | 'goals' | 'participants'>): OrderedGoal[] {
  const studentName = (id: number) => profile.participants.find((p) => p.id === id)?.name ?? 'student';
  const all: OrderedGoal[] = [
    ...(profile.retirementGoal ? [{ goalId: profile.retirementGoal.id, goalType: 'RG', label: 'Retirement' }] : []),
    ...profile.educationGoals.map((g) => ({ goalId: g.id, goalType: 'EG', label: g.description || `Education of ${studentName(g.participantId)}` })),
    ...profile.goals.map((g) => ({ goalId: g.id, goalType: g.goalType ?? 'OG', label: g.description })),
  ];
  const byId = new Map(all.map((g) => [g.goalId, g]));
  const ordered = (profile.goalOrder ?? []).map((o) => byId.get(o.goalId)).filter((g): g is OrderedGoal => !!g);
  const seen = new Set(ordered.map((g) => g.goalId));
  return [...ordered, ...all.filter((g) => !seen.has(g.goalId))];
}

export const sameOrder = (a: OrderedGoal[], b: Array<{ goalId: number }>) =>
  a.length === b.length && a.every((g, i) => g.goalId === b[i].goalId);
