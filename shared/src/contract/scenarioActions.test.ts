import { ActionValueError, actionProblem as problemWith, applyActions as applyWith, type ActionLike } from '@portal/calc';
import type { Action } from './scenario';
import type { ProfileAggregate } from './aggregate';
import { validateActionRecord } from './scenarioActions';
import { testProfile } from '../../test/testProfile';

// The engine's actions over the contract's record schemas (which check added records and fill defaults).
const applyActions = (p: ProfileAggregate, actions: readonly ActionLike[]) => applyWith(p, actions, validateActionRecord);
const actionProblem = (p: ProfileAggregate, action: ActionLike) => problemWith(p, action, validateActionRecord);

let seq = 0;
const action = (formName: string, value: unknown, more: Partial<Action> = {}): Action => ({
  id: ++seq, scenarioId: 1, type: 'C', referenceType: 'Goals', formName, referenceId: null, selectedFields: [],
  value: typeof value === 'string' ? value : JSON.stringify(value), active: true, expanded: true, sequence: seq,
  description: null, ...more,
});

describe('applyActions', () => {
  it('returns a changed copy and leaves the base plan alone', () => {
    const base = testProfile();
    const before = JSON.stringify(base);
    const out = applyActions(base, [action('BaseLivingExpense', { percentChange: -10 })]);
    expect(out.spending).toBe(64_800);
    expect(JSON.stringify(base)).toBe(before);
    expect(out).not.toBe(base);
  });

  it('cuts an itemized plan\'s living-expense lines (LE / BE) by the same percent, and leaves other lines', () => {
    const base = testProfile();
    base.itemizeExpenses = true;
    base.expenses.push({ ...base.expenses[0], id: 72, type: 'IS', description: 'Health premiums', amount: 1_000 });
    const out = applyActions(base, [action('BaseLivingExpense', { percentChange: -10 })]);
    expect(out.spending).toBe(64_800);
    expect(out.expenses.find((x) => x.id === 71)!.amount).toBe(7_200);
    expect(out.expenses.find((x) => x.id === 72)!.amount).toBe(1_000);
    // Without itemizing, the lines stay (the engine uses the lump sum then).
    const plain = applyActions(testProfile(), [action('BaseLivingExpense', { percentChange: -10 })]);
    expect(plain.expenses.find((x) => x.id === 71)!.amount).toBe(8_000);
  });

  it('retires the client two years later (person and retirement goal)', () => {
    const out = applyActions(testProfile(), [action('RetirementAge', { owner: 'CL', yearsChange: 2 })]);
    expect(out.clients.find((c) => c.type === 'C')!.retirementAge).toBe(67);
    expect(out.retirementGoal!.clientRetirementAge).toBe(67);
    expect(out.retirementGoal!.spouseRetirementAge).toBe(65);
  });

  it('sets an absolute retirement age for the spouse', () => {
    const out = applyActions(testProfile(), [action('RetirementAge', { owner: 'SP', retirementAge: 62 })]);
    expect(out.clients.find((c) => c.type === 'S')!.retirementAge).toBe(62);
    expect(out.retirementGoal!.spouseRetirementAge).toBe(62);
  });

  it('adds a 50,000 home-repair goal at 70 with a negative id and schema defaults', () => {
    const out = applyActions(testProfile(), [action('Goal', { goalType: 'HM', description: 'Home repair', amount: 50_000, age: 70 }, { type: 'A' })]);
    const goal = out.goals.find((g) => g.description === 'Home repair')!;
    expect(goal).toMatchObject({ id: -1, profileId: 7, amount: 50_000, age: 70, years: 1, startTrigger: 'CA', active: true });
    expect(out.goals).toHaveLength(2);
  });

  it('raises the 401(k) contribution, limited to the selected fields', () => {
    const out = applyActions(testProfile(), [action('InvestmentAsset', { annualContribution: 30_500, balance: 1 }, { referenceId: 21, selectedFields: ['annualContribution'] })]);
    expect(out.investments[0].annualContribution).toBe(30_500);
    expect(out.investments[0].balance).toBe(312_000);
  });

  it('claims Social Security at 70', () => {
    const out = applyActions(testProfile(), [action('SocialSecurity', { owner: 'CL', claimAge: 70 })]);
    expect(out.socialSecurityIncome.find((s) => s.ownerValue === 'CL')!.claimAge).toBe(70);
    expect(out.socialSecurityIncome.find((s) => s.ownerValue === 'SP')!.claimAge).toBe(67);
  });

  it('adds long-term care insurance', () => {
    const out = applyActions(testProfile(), [action('Insurance', { type: 'LT', description: 'Long-term care', owner: 'CL', premium: 250, premiumFrequency: 12, coverageAmount: 150_000 }, { type: 'A' })]);
    expect(out.insurances).toHaveLength(1);
    expect(out.insurances[0]).toMatchObject({ type: 'LT', premium: 250, id: -1 });
  });

  it('sells the house at 75', () => {
    const out = applyActions(testProfile(), [action('RealAsset', { sellAge: 75 }, { referenceId: 31 })]);
    expect(out.realAssets[0].sellAge).toBe(75);
    expect(out.realAssets[0].value).toBe(640_000);
  });

  it('removes a record with {"active":false}', () => {
    const out = applyActions(testProfile(), [action('Goal', { active: false }, { referenceId: 51 })]);
    expect(out.goals).toHaveLength(0);
  });

  it('applies actions in sequence order and skips inactive ones', () => {
    const out = applyActions(testProfile(), [
      action('BaseLivingExpense', { spending: 50_000 }, { sequence: 2 }),
      action('BaseLivingExpense', { spending: 60_000 }, { sequence: 1 }),
      action('BaseLivingExpense', { spending: 1 }, { sequence: 3, active: false }),
    ]);
    expect(out.spending).toBe(50_000);
  });

  it('gives the same plan for the same actions', () => {
    const actions = [action('Goal', { description: 'Boat', amount: 10_000, age: 60 }, { type: 'A' }), action('SocialSecurity', { claimAge: 68 })];
    expect(applyActions(testProfile(), actions)).toEqual(applyActions(testProfile(), actions));
  });

  it('ignores a change whose record left the base plan', () => {
    const out = applyActions(testProfile(), [action('RealAsset', { sellAge: 75 }, { referenceId: 999 })]);
    expect(out.realAssets[0].sellAge).toBeNull();
  });

  it('refuses values it cannot apply', () => {
    expect(() => applyActions(testProfile(), [action('SocialSecurity', { claimAge: 75 })])).toThrow(ActionValueError);
    expect(() => applyActions(testProfile(), [action('Goal', '{not json')])).toThrow('Value is not valid JSON');
    expect(actionProblem(testProfile(), action('Nope', {}))?.field).toBe('formName');
    expect(actionProblem(testProfile(), action('Goal', { amount: 1 }))?.field).toBe('referenceId');
    expect(actionProblem(testProfile(), action('BaseLivingExpense', { percentChange: -10 }))).toBeNull();
    expect(actionProblem(testProfile(), action('RetirementAge', { owner: 'XX' }))?.field).toBe('value.owner');
  });

  it('refuses an added record that fails its schema', () => {
    const problem = actionProblem(testProfile(), action('Goal', { amount: 5 }, { type: 'A' }));
    expect(problem?.field).toBe('value.description');
  });
});
