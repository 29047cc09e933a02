/**
 * The guided steps of onboarding (gathering steps 1 to 8). The gathering step only moves forward: reaching a
 * step raises gatheringStep only when it is lower (spec document 1 section 4).
 */
export const ONBOARDING_STEPS = [
  { step: 1, key: 'client', title: 'Client' },
  { step: 2, key: 'spouse', title: 'Spouse' },
  { step: 3, key: 'family', title: 'Kids and others' },
  { step: 4, key: 'incomes', title: 'Incomes' },
  { step: 5, key: 'expenses', title: 'Expenses' },
  { step: 6, key: 'assets', title: 'Assets' },
  { step: 7, key: 'debts', title: 'Debts' },
  { step: 8, key: 'goals', title: 'Goals' },
] as const;

export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number]['key'];
export const LAST_STEP = ONBOARDING_STEPS.length;

/** The gathering step after reaching `step`: never lower than it was. */
export function raiseGatheringStep(current: number | null | undefined, step: number): number {
  return Math.max(current ?? 1, step);
}

/** Where onboarding resumes: the plan's gathering step (1 for a new plan), within the steps. */
export function resumeStep(gatheringStep: number | null | undefined): number {
  return Math.min(Math.max(gatheringStep ?? 1, 1), LAST_STEP);
}
