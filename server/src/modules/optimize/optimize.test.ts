import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { choiceKey, evalContext, evaluateChoice, type LeverChoice } from '@portal/calc';
import { validateActionRecord } from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let advisor: string;
let client: string;
let advisor2: string;
const DEMO = 1;
const url = `/api/gateway/calcs/profile/${DEMO}/optimize`;

before(async () => {
  t = await createTestApp();
  [advisor, client, advisor2] = [await t.login('advisor@example.com'), await t.login('client@example.com'), await t.login('advisor2@example.com')];
});
after(() => t.close());

async function ok(method: 'GET' | 'POST', path: string, body?: unknown, token = advisor) {
  const res = await t.call(method, path, { token, body });
  assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${method} ${path}: ${res.statusCode} ${res.body}`);
  return res.body ? res.json() : undefined;
}

describe('POST /api/gateway/calcs/profile/{profileId}/optimize', () => {
  test('the default search on the demo plan: the plan\'s own probability, at most five combinations with figures and words; Apply reproduces the figure', async () => {
    const combined = await ok('GET', `/api/gateway/calcs/profile/${DEMO}/combined`);
    const started = performance.now();
    const body = await ok('POST', url, { objective: 'sustainableSpending' });
    const ms = performance.now() - started;
    assert.equal(body.baseline.probabilityOfSuccess, combined.metricsCollection.probabilityOfSuccess, 'the baseline is the plan\'s gauge');
    assert.equal(body.target, 0.7, 'default target: the success_threshold default (70%)');
    assert.ok(body.baseline.sustainableSpending > 0);
    assert.ok(body.candidates.length >= 1 && body.candidates.length <= 5, JSON.stringify(body).slice(0, 500));
    for (const c of body.candidates) {
      assert.ok(c.sustainableSpending > body.baseline.sustainableSpending, 'each beats the plan');
      assert.ok(c.probabilityOfSuccess >= 0.7);
      assert.ok(c.explanation.length >= 2 && c.explanation.every((line: string) => line.endsWith('.')));
      assert.equal(c.levers.annualSpending, c.sustainableSpending);
    }
    console.log(JSON.stringify({ case: 'server-optimize-demo', ms: Math.round(ms), evaluations: body.evaluations, simulations: body.simulations, trials: body.trialsRun }));

    // Apply: a suggested-actions scenario of the candidate's actions, calculated by the ordinary scenario run.
    const best = body.candidates[0];
    const scenario = await ok('POST', '/api/client/scenario/false', { profileId: DEMO, description: `Solver: ${best.title}`.slice(0, 100), type: 'SA' });
    const saved = await ok('POST', `/api/client/action/all/${scenario.id}`, best.actions.map((a: object) => ({ ...a, scenarioId: scenario.id })));
    assert.equal(saved.length, best.actions.length);
    const run = await ok('POST', `/api/gateway/calcs/profile/${DEMO}/scenario/${scenario.id}`, saved.map((a: { id: number }) => ({ id: a.id })));
    assert.equal(run.metricsCollection.probabilityOfSuccess, best.probabilityOfSuccess, 'the scenario\'s probability is the solver\'s');
  });

  test('small grid on the demo plan: the solver\'s best against every combination evaluated on the same draws', async () => {
    // The spouse's claiming age stays the plan's (no values: only the plan's own setting).
    const values = { clientClaimAge: [62, 67, 70], spouseClaimAge: [] as number[], conversionBracket: [0, 12, 22, 32] };
    const body = await ok('POST', url, { objective: 'maxProbability', levers: ['claimAge', 'rothConversion'], values });
    const inputs = await ok('GET', `/api/gateway/calcs/profile/${DEMO}/inputs`);
    const ctx = evalContext(inputs, validateActionRecord);
    const s = ctx.settings;
    const grid: LeverChoice[] = [];
    for (const c of values.clientClaimAge) {
      for (const b of values.conversionBracket) {
        const choice: LeverChoice = {};
        if (c !== s.claimAge.client) choice.clientClaimAge = c;
        if (b !== s.conversionBracket) choice.conversionBracket = b;
        grid.push(choice);
      }
    }
    const exhaustive = grid.map((choice) => ({ choice, e: evaluateChoice(ctx, choice, inputs.trials) }));
    const best = exhaustive.reduce((a, b) => (b.e.probabilityOfSuccess > a.e.probabilityOfSuccess ? b : a));
    const p = best.e.probabilityOfSuccess;
    const se = Math.sqrt((p * (1 - p)) / inputs.trials);
    if (body.nothingToImprove) {
      assert.ok(p - body.baseline.probabilityOfSuccess < 0.005 + se, `nothing to improve, but the grid's best is ${p}`);
      return;
    }
    const found = body.candidates[0];
    const same = exhaustive.find((x) => choiceKey(x.choice) === choiceKey(found.levers));
    assert.ok(same, `the solver's combination ${JSON.stringify(found.levers)} is in the grid`);
    assert.equal(found.probabilityOfSuccess, same.e.probabilityOfSuccess, 'the figure is the full evaluation on the same draws');
    assert.ok(p - found.probabilityOfSuccess <= se, `solver ${found.probabilityOfSuccess} (${JSON.stringify(found.levers)}) vs exhaustive ${p} (${JSON.stringify(best.choice)}), SE ${se.toFixed(4)}`);
  });

  test('bad input gets a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ objective: 'maxWealth' }, 'objective'],
      [{ objective: 'minTax', target: 1.5 }, 'target'],
      [{ objective: 'minTax', levers: ['luck'] }, 'levers.0'],
      [{ objective: 'minTax', values: { clientClaimAge: [75] } }, 'values.clientClaimAge.0'],
    ] as const) {
      const res = await t.call('POST', url, { token: advisor, body });
      assert.equal(res.statusCode, 400, res.body);
      assert.ok(res.json().errors.some((e: { field: string }) => e.field === field), `${field}: ${res.body}`);
    }
  });

  test('the plan\'s access rule: the client may ask about the own plan, another advisor may not', async () => {
    const mine = await ok('POST', url, { objective: 'maxProbability', levers: ['withdrawalOrder'] }, client);
    assert.ok(mine.baseline.probabilityOfSuccess >= 0);
    const res = await t.call('POST', url, { token: advisor2, body: { objective: 'maxProbability', levers: ['withdrawalOrder'] } });
    assert.ok(res.statusCode === 403 || res.statusCode === 404, res.body);
  });

  test('one search at a time per user: a second one while the first runs gets a 429', async () => {
    const first = t.call('POST', url, { token: advisor, body: { objective: 'maxProbability', levers: ['withdrawalOrder', 'rothConversion'] } });
    await new Promise((r) => setTimeout(r, 150));
    const second = await t.call('POST', url, { token: advisor, body: { objective: 'maxProbability', levers: ['withdrawalOrder'] } });
    assert.equal(second.statusCode, 429, second.body);
    assert.equal((await first).statusCode, 200);
  });
});
