import { AT_RISK_MARGIN, DEFAULT_SUCCESS_THRESHOLD, planStatus, successThresholdOf } from './planStatus';

describe('planStatus: one wording of a plan status', () => {
  it.each([
    // probability, threshold, code, percent shown
    [0.73, 70, 'ON_TRACK', 73],
    [0.70, 70, 'ON_TRACK', 70],
    [0.698, 70, 'ON_TRACK', 70], // shown as 70%: not "70% is below 70%"
    [0.694, 70, 'NEEDS_ATTENTION', 69],
    [0.5, 70, 'NEEDS_ATTENTION', 50],
    [0.49, 70, 'AT_RISK', 49],
    [0.0, 70, 'AT_RISK', 0],
    [1, 100, 'ON_TRACK', 100],
    [0.99, 100, 'NEEDS_ATTENTION', 99],
    [0.85, 90, 'NEEDS_ATTENTION', 85],
    [0.69, 69, 'ON_TRACK', 69],
  ] as const)('%p against %p%% reads %s', (p, threshold, code, percent) => {
    const s = planStatus(p, threshold)!;
    expect(s.code).toBe(code);
    expect(s.percent).toBe(percent);
    expect(s.below).toBe(percent < threshold);
  });

  it('says "below" only when strictly below, in the dashboards\' words', () => {
    expect(planStatus(0.7, 70)!.text).toBe('Probability of success 70% is at or above 70%');
    expect(planStatus(0.65, 70)!.text).toBe('Probability of success 65% is below 70%');
    expect(planStatus(0.65, 70)!.label).toBe('Needs attention');
  });

  it('has no status without a probability', () => {
    expect(planStatus(null, 70)).toBeNull();
    expect(planStatus(undefined)).toBeNull();
    expect(planStatus(Number.NaN)).toBeNull();
  });

  it('reads the threshold setting as text, with the default for anything else', () => {
    expect(successThresholdOf('80')).toBe(80);
    expect(successThresholdOf(75)).toBe(75);
    expect(successThresholdOf('')).toBe(DEFAULT_SUCCESS_THRESHOLD);
    expect(successThresholdOf('abc')).toBe(DEFAULT_SUCCESS_THRESHOLD);
    expect(successThresholdOf('0')).toBe(DEFAULT_SUCCESS_THRESHOLD);
    expect(successThresholdOf('101')).toBe(DEFAULT_SUCCESS_THRESHOLD);
    expect(planStatus(0.7 - AT_RISK_MARGIN / 100 - 0.01, 'x' as unknown as number)!.code).toBe('AT_RISK');
  });
});
