import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { demoAssumptions } from '../fixtures/demoPlan';
import type { ProfileLike } from '../profileInput';
import { planFromProfile } from '../fromProfile';
import { projectPlan } from '../projection/projectPlan';
import { prepareSimulation } from '../simulation/simulate';
import { runTrials } from '../simulation/trials';
import type { Assumptions } from '../types';
import { evalContext, evaluateChoice, type OptimizeInputs } from './evaluate';
import { actionsForChoice, choiceKey, describeChoice, leverDimensions, leverParts, planSettings, type LeverChoice } from './levers';
import { optimizePlan, trialLadder } from './search';
import { applyActions } from '../scenario/applyActions';

const base = { profileId: 1, active: true };
const validateRecord = (_c: string, d: Record<string, unknown>) => d;

/** A working couple in Colorado with a 401(k), a Roth IRA and a brokerage account (a demo-like plan). */
const couple = {
  id: 1, spending: 80000, itemizeExpenses: false, spouse: true,
  clients: [
    { ...base, id: 11, type: 'C', firstName: 'Ana', dateOfBirth: '1966-04-02', employmentStatus: 'EM', lifeExpectancy: 92, retirementAge: 65 },
    { ...base, id: 12, type: 'S', firstName: 'Bo', dateOfBirth: '1968-09-30', employmentStatus: 'EM', lifeExpectancy: 95, retirementAge: 64 },
  ],
  participants: [],
  incomes: [
    { ...base, id: 31, clientId: 11, annualPreTax: 120000, frequency: 26, age: null, description: 'Salary', raiseRate: 2.5 },
    { ...base, id: 32, clientId: 12, annualPreTax: 60000, frequency: 26, age: null, description: 'Salary', raiseRate: 2.5 },
  ],
  elections: [], locations: [{ ...base, id: 61, age: null, country: 'USA', eventTrigger: 'NW', state: 'CO' }],
  investments: [
    { ...base, id: 51, type: 'ES', subType: '401K', description: 'Ana 401k', owner: 'CL', balance: 700000, annualContribution: 10000, holdings: [] },
    { ...base, id: 52, type: 'IR', subType: 'ROTH', description: 'Bo Roth', owner: 'SP', balance: 50000, holdings: [] },
    { ...base, id: 54, type: 'BA', description: 'Brokerage', owner: 'JT', balance: 200000, holdings: [] },
  ],
  realAssets: [], otherIncomes: [],
  socialSecurityIncome: [
    { ...base, id: 91, type: 'SS', ownerValue: 'CL', pia: 2800, claimAge: 67, spousalBenefit: true },
    { ...base, id: 92, type: 'SS', ownerValue: 'SP', pia: 1500, claimAge: 65, spousalBenefit: true },
  ],
  goals: [], retirementGoal: { ...base, id: 111, clientRetirementAge: 65, spouseRetirementAge: 64, annualSpending: 90000 },
  educationGoals: [], debts: [], expenses: [], insurances: [],
  taxAssumptions: [{ ...base, id: 161, filingStatus: 'MFJ', clientCountry: 'USA', clientState: 'CO', clientLocalRate: 0 }],
  strategies: [],
} as unknown as ProfileLike;

/** Returns without volatility: 3% a year on a Roth account, 2% inflation (COLA the same). */
const steady: Assumptions = {
  inflation: 0.02, salaryGrowth: 0.02,
  assetClasses: [{ id: 'bonds', name: 'Bonds', expectedReturn: 0.03, standardDeviation: 0, incomeYield: 0 }],
  correlations: [[1]], portfolios: [{ id: 'bonds', name: 'Bonds', weights: { bonds: 100 } }], defaultPortfolioId: 'bonds',
};

/** A retired single person in Florida whose only income is Social Security, with a Roth IRA (no tax at all). */
function socialSecurityOnly(birth: string, lifeExpectancy: number, balance: number, claimAge = 67): ProfileLike {
  return {
    ...couple, spouse: false, spending: 30000, incomes: [],
    clients: [{ ...base, id: 11, type: 'C', firstName: 'Cy', dateOfBirth: birth, employmentStatus: 'RT', lifeExpectancy, retirementAge: null }],
    investments: [{ ...base, id: 52, type: 'IR', subType: 'ROTH', description: 'Roth', owner: 'CL', balance, holdings: [], portfolioId: 'bonds' }],
    socialSecurityIncome: [{ ...base, id: 91, type: 'SS', ownerValue: 'CL', pia: 2000, claimAge, spousalBenefit: false }],
    retirementGoal: { ...base, id: 111, clientRetirementAge: null, spouseRetirementAge: null, annualSpending: 30000 },
    locations: [{ ...base, id: 61, age: null, country: 'USA', eventTrigger: 'NW', state: 'FL' }],
    taxAssumptions: [{ ...base, id: 161, filingStatus: 'S', clientCountry: 'USA', clientState: 'FL', clientLocalRate: 0 }],
  } as unknown as ProfileLike;
}

const coupleInputs = (trials: number): OptimizeInputs => ({ profile: couple, assumptions: demoAssumptions, seed: 7, startYear: 2026, trials });

describe('plan solver: engine figures', () => {
  it('the trials\' lifetime tax is the projection\'s income tax when returns have no volatility', () => {
    const flat: Assumptions = { ...demoAssumptions, assetClasses: demoAssumptions.assetClasses.map((c) => ({ ...c, standardDeviation: 0 })) };
    const plan = planFromProfile(couple, { startYear: 2026 });
    const p = prepareSimulation(plan, flat, 2026);
    const outcomes = { lifetimeTax: new Float64Array(3), finalDeferred: new Float64Array(3) };
    runTrials(p.schedule, p.model, 1, 0, 3, undefined, outcomes);
    const r = projectPlan(plan, flat, { startYear: 2026, roundToCents: false, details: false });
    const expected = r.taxAlbum.reduce((sum, row, i) => sum + (row.total - row.fica) / r.metricsCollection.priceIndex[i], 0);
    assert.ok(expected > 100000, 'the plan pays income tax');
    for (const t of outcomes.lifetimeTax) assert.ok(Math.abs(t - expected) < 1, `${t} vs ${expected}`);
    const last = r.assetAlbum.at(-1)!;
    const deferred = last.accounts.filter((a) => a.id === 'inv-51').reduce((s, a) => s + a.end, 0);
    for (const d of outcomes.finalDeferred) assert.ok(Math.abs(d - deferred) < 1, `${d} vs ${deferred}`);
  });

  it('levers are ordinary actions: applying them gives the plan the settings', () => {
    const s = planSettings(couple, 2026);
    const choice: LeverChoice = { clientClaimAge: 70, conversionBracket: 22, withdrawalOrder: 'deferredFirst', spouseRetirementAge: 66, annualSpending: 95000 };
    const actions = actionsForChoice(choice, s);
    assert.deepEqual(actions.map((a) => [a.type, a.formName]), [['C', 'RetirementAge'], ['A', 'Strategy'], ['A', 'Strategy'], ['A', 'Strategy'], ['C', 'RetirementSpending']]);
    const plan = planFromProfile(applyActions(couple, actions, validateRecord), { startYear: 2026 });
    assert.deepEqual(plan.strategies?.socialSecurityClaimAges, { client: 70, spouse: 65 });
    assert.equal(plan.strategies?.rothConversion?.upToBracketRate, 0.22);
    assert.deepEqual(plan.strategies?.withdrawalOrder, ['cash', 'taxDeferred', 'taxable', 'roth']);
    assert.equal(plan.spouse?.retirementAge, 66);
    assert.equal(plan.retirementGoal?.annualSpending, 95000);
    const dims = leverDimensions(s);
    assert.deepEqual(dims.map((d) => d.key), ['clientClaimAge', 'spouseClaimAge', 'conversion', 'withdrawalOrder', 'clientRetirementAge', 'spouseRetirementAge']);
    assert.ok(!dims.find((d) => d.key === 'withdrawalOrder')!.values.includes('taxableFirst'), 'the default order is the plan\'s own: not tried twice');
    assert.deepEqual(trialLadder(100, 1000), [100, 300, 1000]);
    assert.deepEqual(trialLadder(100, 10000), [100, 300, 900, 2700, 10000]);
  });
});

describe('plan solver: the levers the issue names', () => {
  it('pro rata, the 0% bracket, conversions below the next IRMAA tier and claiming months are ordinary actions too', () => {
    const s = planSettings(couple, 2026);
    const dims = leverDimensions(s);
    const conversion = dims.find((d) => d.key === 'conversion')!;
    assert.equal(conversion.current, 'none');
    assert.deepEqual(conversion.values, ['none', '0', '10', '12', '22', '24', '32', '22+irmaa', '24+irmaa', '32+irmaa']);
    assert.ok(dims.find((d) => d.key === 'withdrawalOrder')!.values.includes('proRata'));
    const choice: LeverChoice = { clientClaimAge: 67 + 5 / 12, conversionBracket: 24, conversionBelowIrmaaTier: true, withdrawalOrder: 'proRata' };
    const plan = planFromProfile(applyActions(couple, actionsForChoice(choice, s), validateRecord), { startYear: 2026 });
    assert.equal(plan.strategies?.socialSecurityClaimAges?.client, 67 + 5 / 12);
    assert.deepEqual(plan.strategies?.rothConversion && { rate: plan.strategies.rothConversion.upToBracketRate, cap: plan.strategies.rothConversion.belowIrmaaTier }, { rate: 0.24, cap: true });
    assert.equal(plan.strategies?.withdrawalProRata, true);
    const zero = planFromProfile(applyActions(couple, actionsForChoice({ conversionBracket: 0 }, s), validateRecord), { startYear: 2026 });
    assert.equal(zero.strategies?.rothConversion?.upToBracketRate, 0);
    assert.equal(describeChoice(choice, s), 'claim at 67 and 5 months (client), convert to the top of 24%, below the next IRMAA tier, withdraw pro rata from every account');
    // The IRMAA cap and the bracket are one lever: one sentence, one single-lever run.
    assert.deepEqual(leverParts(choice).map((c) => Object.keys(c).sort().join()), ['clientClaimAge', 'conversionBelowIrmaaTier,conversionBracket', 'withdrawalOrder']);
  });
});

describe('plan solver: search against exhaustive evaluation on the same draws', () => {
  const trials = 400;
  const values = { clientClaimAge: [62, 67, 70], spouseClaimAge: [65], conversionBracket: ['none', 12, 22, 32] as Array<number | 'none'> };
  const grid: LeverChoice[] = [];
  for (const c of values.clientClaimAge) for (const b of values.conversionBracket) grid.push({ ...(c !== 67 ? { clientClaimAge: c } : {}), ...(b !== 'none' ? { conversionBracket: b } : {}) });

  it('maximum probability: the solver\'s best is the exhaustive best, or within one standard error of it', async () => {
    const inputs = coupleInputs(trials);
    const ctx = evalContext(inputs, validateRecord);
    const exhaustive = grid.map((choice) => ({ choice, e: evaluateChoice(ctx, choice, trials) }));
    const best = exhaustive.reduce((a, b) => (b.e.probabilityOfSuccess > a.e.probabilityOfSuccess ? b : a));
    const r = await optimizePlan(inputs, { objective: 'maxProbability', levers: ['claimAge', 'rothConversion'], values }, { validateRecord, defaultTarget: 0.8, screeningTrials: 50 });
    assert.ok(r.candidates.length > 0);
    const found = r.candidates[0];
    const same = exhaustive.find((x) => choiceKey(x.choice) === choiceKey(found.levers))!;
    assert.equal(found.probabilityOfSuccess, same.e.probabilityOfSuccess, 'the reported figure is the full evaluation on the same draws');
    const p = best.e.probabilityOfSuccess;
    const se = Math.sqrt((p * (1 - p)) / trials);
    assert.ok(p - found.probabilityOfSuccess <= se, `solver ${found.probabilityOfSuccess} vs exhaustive ${p} (SE ${se.toFixed(4)})`);
    assert.equal(r.baseline.probabilityOfSuccess, evaluateChoice(ctx, {}, trials).probabilityOfSuccess);
  });

  it('sustainable spending: the solver\'s best is the exhaustive best, or within the search tolerance of it', async () => {
    const inputs = coupleInputs(200);
    const ctx = evalContext(inputs, validateRecord);
    const solve = { target: 0.8, guess: 90000, tolerance: 0.005 };
    const exhaustive = grid.map((choice) => ({ choice, e: evaluateChoice(ctx, choice, 200, solve) }));
    const best = exhaustive.reduce((a, b) => ((b.e.sustainableSpending ?? 0) > (a.e.sustainableSpending ?? 0) ? b : a));
    const r = await optimizePlan(inputs, { objective: 'sustainableSpending', levers: ['claimAge', 'rothConversion'], values }, { validateRecord, defaultTarget: 0.8, screeningTrials: 50 });
    const found = r.candidates[0];
    assert.ok(found.probabilityOfSuccess >= 0.8);
    const { annualSpending: _s, ...levers } = found.levers;
    const same = exhaustive.find((x) => choiceKey(x.choice) === choiceKey(levers))!;
    assert.ok(Math.abs(found.sustainableSpending! - same.e.sustainableSpending!) <= 0.011 * same.e.sustainableSpending!);
    assert.ok(found.sustainableSpending! >= best.e.sustainableSpending! * 0.99, `solver ${found.sustainableSpending} vs exhaustive ${best.e.sustainableSpending}`);
  });
});

describe('plan solver: tests of sense', () => {
  it('raising the target probability never raises the sustainable spending', async () => {
    const inputs = coupleInputs(300);
    const ctx = evalContext(inputs, validateRecord);
    const spending = [0.5, 0.7, 0.8, 0.9, 0.95].map((target) => evaluateChoice(ctx, {}, 300, { target, guess: 90000, tolerance: 0.005 }).sustainableSpending!);
    for (let k = 1; k < spending.length; k++) assert.ok(spending[k] <= spending[k - 1], spending.join(' > '));
    const solved = [];
    for (const target of [0.7, 0.9]) {
      const r = await optimizePlan(inputs, { objective: 'sustainableSpending', target, levers: ['claimAge'], values: { clientClaimAge: [62, 67, 70], spouseClaimAge: [62, 65, 70] } }, { validateRecord, defaultTarget: 0.8, screeningTrials: 100 });
      solved.push(r.candidates[0]?.sustainableSpending ?? r.baseline.sustainableSpending!);
      assert.ok(r.baseline.sustainableSpending! >= 0);
    }
    assert.ok(solved[1] <= solved[0], `${solved[1]} at 90% vs ${solved[0]} at 70%`);
  });

  /**
   * Present value at 62 of the benefits from each claiming age, worked independently of the engine: SSA's
   * reduction (5/9% a month for 36 months, 5/12% beyond) and delayed credits (2/3% a month) around a full
   * retirement age of 67 (born 1964), paid monthly from the month after the birthday month the age is reached,
   * in real terms (the COLA equals inflation), discounted at the real return (1.03 / 1.02 - 1).
   */
  function presentValues(lifeExpectancy: number): Map<number, number> {
    const real = 1.03 / 1.02 - 1;
    const out = new Map<number, number>();
    for (let age = 62; age <= 70; age++) {
      const months = (age - 67) * 12;
      const factor = months < 0 ? 1 - (5 / 9 / 100) * Math.min(36, -months) - (5 / 12 / 100) * Math.max(0, -months - 36) : 1 + (2 / 3 / 100) * months;
      let pv = 0;
      for (let a = age; a <= lifeExpectancy; a++) pv += (2000 * factor * 12) / (1 + real) ** (a - 62);
      out.set(age, pv);
    }
    return out;
  }
  const argmax = (m: Map<number, number>) => [...m.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];

  for (const [life, expected] of [[100, 70], [72, 62]] as const) {
    it(`Social Security the only income, life expectancy ${life}: claiming at ${expected} wins, as the present value says`, async () => {
      const pv = presentValues(life);
      assert.equal(argmax(pv), expected, 'the independent computation');
      const inputs: OptimizeInputs = { profile: socialSecurityOnly('1964-01-15', life, 400000), assumptions: steady, seed: 3, startYear: 2026, trials: 20 };
      const r = await optimizePlan(inputs, { objective: 'sustainableSpending', levers: ['claimAge'] }, { validateRecord, defaultTarget: 0.8, screeningTrials: 20 });
      assert.equal(r.candidates[0]?.levers.clientClaimAge, argmax(pv), JSON.stringify(r.candidates.map((c) => c.levers)));
      assert.ok(r.candidates[0].sustainableSpending! > r.baseline.sustainableSpending!);
      assert.match(r.candidates[0].explanation[0], new RegExp(`^Claiming Social Security at ${expected} instead of 67 `));
      // The solver's ranking of claiming ages follows the present values.
      const ctx = evalContext(inputs, validateRecord);
      const spend = (age: number) => evaluateChoice(ctx, { clientClaimAge: age }, 20, { target: 0.8, guess: 30000, tolerance: 0.001 }).sustainableSpending!;
      const order = [62, 66, 70].sort((a, b) => spend(b) - spend(a));
      assert.deepEqual(order, [62, 66, 70].sort((a, b) => pv.get(b)! - pv.get(a)!));
    });
  }

  it('a plan already at 100% with no taxes to save: "nothing to improve" rather than noise', async () => {
    const inputs: OptimizeInputs = { profile: socialSecurityOnly('1962-01-15', 90, 3_000_000), assumptions: demoAssumptions, seed: 5, startYear: 2026, trials: 300 };
    for (const objective of ['maxProbability', 'minTax'] as const) {
      const r = await optimizePlan(inputs, { objective }, { validateRecord, defaultTarget: 0.8 });
      assert.equal(r.baseline.probabilityOfSuccess, 1);
      assert.equal(r.baseline.lifetimeTax, 0);
      assert.equal(r.nothingToImprove, true, objective);
      assert.deepEqual(r.candidates, []);
      assert.match(r.message!, /^Nothing to improve/);
      assert.ok(r.evaluations > 5, 'the levers were tried');
    }
  });

  it('progress names what is tried, and a cancelled search stops', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const run = optimizePlan(coupleInputs(100), { objective: 'maxProbability' }, {
      validateRecord, defaultTarget: 0.8, signal: controller.signal,
      onProgress: (p) => { seen.push(`${p.phase}: ${p.trying}`); if (seen.length === 5) controller.abort(); },
    });
    await assert.rejects(run, /cancelled/);
    assert.equal(seen.length, 5);
    assert.ok(seen.some((s) => /^screening: claim at \d+ \(client\)$/.test(s)), seen.join('; '));
  });
});
