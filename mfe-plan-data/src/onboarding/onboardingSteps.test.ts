import { LAST_STEP, raiseGatheringStep, resumeStep } from './onboardingSteps';

describe('gathering step', () => {
  it('only moves forward', () => {
    expect(raiseGatheringStep(3, 5)).toBe(5);
    expect(raiseGatheringStep(5, 2)).toBe(5);
    expect(raiseGatheringStep(undefined, 1)).toBe(1);
  });
  it('resumes at the plan\'s gathering step, starting at 1', () => {
    expect(resumeStep(undefined)).toBe(1);
    expect(resumeStep(4)).toBe(4);
    expect(resumeStep(40)).toBe(LAST_STEP);
  });
});
