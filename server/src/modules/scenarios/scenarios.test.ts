import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { moveAction, runsAgree } from '@portal/calc';
// The workshop web worker's own message handler (mfe-scenarios), run here against the server's answer.
import { createCalcHandler } from '../../../../mfe-scenarios/src/workshop/calcWorkerCore';
import type { ProfileAggregate } from '@portal/shared/contract';
import { advisorPermissions } from '../../access/profileAccess';
import { loadProfileAggregate } from '../plan/aggregate';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let advisor: string;
let client: string;
let advisor2: string;
const DEMO = 1;

before(async () => {
  t = await createTestApp();
  [advisor, client, advisor2] = [await t.login('advisor@example.com'), await t.login('client@example.com'), await t.login('advisor2@example.com')];
});
after(() => t.close());

const plan = () => loadProfileAggregate(t.db, DEMO, advisorPermissions(2));

async function ok(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, token = advisor) {
  const res = await t.call(method, url, { token, body });
  assert.ok(res.statusCode >= 200 && res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.body ? res.json() : undefined;
}

const newScenario = (description: string, more: Record<string, unknown> = {}) =>
  ok('POST', '/api/client/scenario/false', { profileId: DEMO, description, type: 'WS', ...more });
const duplicate = (s: { id: number; description: string }) =>
  ok('POST', '/api/client/scenario/true', { profileId: DEMO, description: s.description, duplicateOf: s.id });

function retireLater(scenarioId: number, years = 2) {
  return { scenarioId, type: 'C', referenceType: 'Client Demographics', formName: 'RetirementAge', value: JSON.stringify({ owner: 'CL', yearsChange: years }), description: `Retire ${years} years later` };
}

describe('scenarios', () => {
  test('the demo plan comes with a shared workshop scenario and the advisor\'s suggested actions', async () => {
    const list = await ok('GET', `/api/client/scenario/all/${DEMO}`, undefined, client);
    const ws = list.find((s: { type: string }) => s.type === 'WS');
    const sa = list.find((s: { type: string }) => s.type === 'SA');
    assert.ok(ws && sa, 'both are shared with the client');
    const suggested = await ok('GET', `/api/client/action/all/${sa.id}`, undefined, client);
    assert.ok(suggested.some((a: { formName: string }) => a.formName === 'SocialSecurity'));
    assert.ok(suggested.some((a: { formName: string }) => a.formName === 'RetirementAge'));
    assert.ok(suggested.some((a: { formName: string }) => a.formName === 'RetirementSpending'));
  });

  test('create, list in order, and the lookups', async () => {
    const a = await newScenario('Order A');
    const b = await newScenario('Order B');
    assert.equal(b.sequence, a.sequence + 1);
    const list = await ok('GET', `/api/client/scenario/all/${DEMO}`);
    assert.deepEqual(list.filter((s: { id: number }) => [a.id, b.id].includes(s.id)).map((s: { id: number }) => s.id), [a.id, b.id]);
    const reordered = await ok('POST', `/api/client/profile/${DEMO}/scenario/order`, [b.id, a.id, ...list.map((s: { id: number }) => s.id).filter((id: number) => id !== a.id && id !== b.id)]);
    assert.deepEqual(reordered.slice(0, 2).map((s: { id: number }) => s.id), [b.id, a.id]);
    const forms = await ok('GET', '/api/setting/lookup/action/form/C');
    assert.ok(forms.some((f: { code: string; value: string }) => f.code === 'RetirementAge' && f.value === 'Client Demographics'));
    const goals = await ok('GET', `/api/setting/lookup/action/form/${encodeURIComponent('Goals')}`);
    assert.deepEqual(goals.map((f: { code: string }) => f.code), ['Goal', 'EducationGoal']);
    const targets = await ok('GET', '/api/setting/lookup/action/target/INV');
    assert.ok(targets.some((f: { code: string }) => f.code === 'annualContribution'));
  });

  test('duplicate naming: Copy, Copy 2, and one above the highest existing copy', async () => {
    const base = await newScenario('Plan A', { sharing: true, comparing: true });
    const [action] = await ok('POST', `/api/client/action/all/${base.id}`, [retireLater(base.id)]);
    await ok('POST', '/api/client/scenario/false', { ...base, selectedActions: [{ id: action.id }] });

    const copy1 = await duplicate(base);
    assert.equal(copy1.description, 'Plan A - Copy');
    assert.equal(copy1.sharing, false);
    assert.equal(copy1.comparing, false);
    assert.equal(copy1.active, true);
    assert.equal(copy1.resultsKind, 'workshop', 'the copy is recalculated');
    const copied = await ok('GET', `/api/client/action/all/${copy1.id}`);
    assert.equal(copied.length, 1);
    assert.notEqual(copied[0].id, action.id, 'actions are copied without ids');
    assert.equal(copied[0].formName, 'RetirementAge');
    assert.deepEqual(copy1.selectedActions, [{ id: copied[0].id }], 'the selection follows the copies');

    const copy2 = await duplicate(base);
    assert.equal(copy2.description, 'Plan A - Copy 2');
    await newScenario('Plan A - Copy 3');
    const copy4 = await duplicate(copy2);
    assert.equal(copy4.description, 'Plan A - Copy 4');
  });

  test('moving actions wraps at the ends and the order is kept', async () => {
    const s = await newScenario('Moves');
    type Row = { id: number; sequence: number; moved?: boolean };
    const saved: Row[] = await ok('POST', `/api/client/action/all/${s.id}`, [
      { ...retireLater(s.id, 1), sequence: 0 }, { ...retireLater(s.id, 2), sequence: 1 }, { ...retireLater(s.id, 3), sequence: 2 },
    ]);
    const ids = saved.map((a) => a.id);
    const moved = moveAction(saved, 0, 'left');
    assert.deepEqual(moved.map((a) => a.id), [ids[2], ids[1], ids[0]]);
    const after_: Row[] = await ok('POST', `/api/client/action/all/${s.id}`, moved.map(({ moved: _m, ...a }) => a));
    assert.deepEqual(after_.map((a) => a.id), [ids[2], ids[1], ids[0]]);
    assert.deepEqual(after_.map((a) => a.sequence), [0, 1, 2]);
    const right = moveAction(after_, 2, 'right');
    assert.deepEqual(right.map((a) => a.id), [ids[0], ids[1], ids[2]]);
  });

  test('deleting a saved action marks it inactive; an unsaved one is dropped', async () => {
    const s = await newScenario('Deletes');
    const [a] = await ok('POST', `/api/client/action/all/${s.id}`, [retireLater(s.id)]);
    await ok('POST', '/api/client/scenario/false', { ...s, selectedActions: [{ id: a.id }] });
    const list = await ok('POST', `/api/client/action/all/${s.id}`, [{ ...a, active: false }, { ...retireLater(s.id, 4), active: false }]);
    assert.deepEqual(list, [], 'neither is listed');
    const stored = await ok('GET', `/api/client/action/${a.id}`);
    assert.equal(stored.active, false, 'the saved action is kept, inactive');
    const scenarios = await ok('GET', `/api/client/scenario/all/${DEMO}`);
    assert.deepEqual(scenarios.find((x: { id: number }) => x.id === s.id).selectedActions, [], 'and leaves the selection');
  });

  test('an action the plan cannot take is refused with the field named', async () => {
    const s = await newScenario('Bad');
    const res = await t.call('POST', '/api/client/action', {
      token: advisor,
      body: { scenarioId: s.id, type: 'C', referenceType: 'Other Income', formName: 'SocialSecurity', value: '{"claimAge":75}' },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().errors[0].field, 'value.claimAge');
    const missing = await t.call('POST', '/api/client/action', {
      token: advisor, body: { scenarioId: s.id, type: 'C', referenceType: 'Real Assets', formName: 'RealAsset', referenceId: 99999, value: '{"sellAge":75}' },
    });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().errors[0].field, 'referenceId');
  });
});

describe('scenario calculation', () => {
  test('runs the selected actions on a copy: the base plan is unchanged; results of the saved selection stored as workshop results', async () => {
    const before_ = await plan();
    const s = await newScenario('Retire later');
    const [a] = await ok('POST', `/api/client/action/all/${s.id}`, [retireLater(s.id)]);
    const home = before_.realAssets.find((r) => r.isPrimaryResidence)!;
    const sell = (await ok('POST', `/api/client/action/all/${s.id}`, [{ scenarioId: s.id, type: 'C', referenceType: 'Real Assets', formName: 'RealAsset', referenceId: home.id, value: '{"sellAge":75}', selectedFields: ['sellAge'] }])).at(-1);

    // The saved selection (the workshop's Save): only its results are stored; a working selection is computed only.
    await ok('POST', '/api/client/scenario/false', { ...s, selectedActions: [{ id: a.id }, { id: sell.id }] });
    const base = await ok('POST', `/api/gateway/calcs/profile/${DEMO}/scenario/${s.id}`, []);
    const result = await ok('POST', `/api/gateway/calcs/profile/${DEMO}/scenario/${s.id}`, [{ id: a.id }, { id: sell.id }]);
    assert.equal(result.kind, 'workshop');
    assert.deepEqual(result.selectedActions, [{ id: a.id }, { id: sell.id }]);
    assert.ok(result.cashFlowAlbum.length > 20 && result.netWorthAlbum.length === result.cashFlowAlbum.length);
    assert.ok(result.metricsCollection.probabilityOfSuccess >= 0 && result.metricsCollection.probabilityOfSuccess <= 1);
    assert.equal(result.metricsCollection.ages.client.retirement, base.metricsCollection.ages.client.retirement + 2);
    assert.notEqual(result.netWorthAlbum.at(-1).netWorth, base.netWorthAlbum.at(-1).netWorth);

    const after_ = await plan();
    assert.equal(after_.version, before_.version, 'no plan change');
    const strip = (p: ProfileAggregate) => ({ ...p, scenarios: [] });
    assert.deepEqual(strip(after_), strip(before_));

    const stored = await ok('GET', `/api/gateway/calcs/profile/${DEMO}/scenario/${s.id}/false`);
    assert.equal(stored.stale, false);
    assert.equal(stored.computedAt, result.computedAt);
    assert.equal(stored.metricsCollection.probabilityOfSuccess, result.metricsCollection.probabilityOfSuccess);
  });

  test('the browser worker computes the same numbers as the server (same inputs, same seed)', async () => {
    const s = await newScenario('Worker parity');
    const [a] = await ok('POST', `/api/client/action/all/${s.id}`, [retireLater(s.id)]);
    const home = (await plan()).realAssets.find((r) => r.isPrimaryResidence)!;
    const actionList = await ok('POST', `/api/client/action/all/${s.id}`, [{ scenarioId: s.id, type: 'C', referenceType: 'Real Assets', formName: 'RealAsset', referenceId: home.id, value: '{"sellAge":75}', selectedFields: ['sellAge'] }]);
    // Exactly what the workshop does: fetch the inputs, hand them to the worker's handler, run the selected actions.
    const inputs = await ok('GET', `/api/gateway/calcs/profile/${DEMO}/inputs`);
    const worker = createCalcHandler();
    assert.equal(worker({ kind: 'inputs', inputs: JSON.parse(JSON.stringify(inputs)) }), null);
    const answer = worker({ kind: 'run', requestId: 1, fingerprint: inputs.fingerprint, actions: actionList });
    assert.ok(answer && answer.kind === 'result', JSON.stringify(answer));
    const server = await ok('POST', `/api/gateway/calcs/profile/${DEMO}/scenario/${s.id}`, actionList.map((x: { id: number }) => ({ id: x.id })));
    const browser = JSON.parse(JSON.stringify(answer.run));
    assert.deepEqual(browser.metricsCollection, server.metricsCollection);
    assert.deepEqual(browser.netWorthAlbum, server.netWorthAlbum);
    assert.deepEqual(browser.cashFlowAlbum, server.cashFlowAlbum);
    assert.deepEqual(browser.medianNetWorth, server.medianNetWorth);
    assert.ok(runsAgree(answer.run, server), 'the workshop shows "confirmed"');
    // Split across two workers as the workshop does (a block of trials from the second, joined by the first):
    // the same answer to the cent.
    const second = createCalcHandler();
    second({ kind: 'inputs', inputs: JSON.parse(JSON.stringify(inputs)) });
    const size = Math.ceil(inputs.trials / 2);
    assert.equal(worker({ kind: 'run', requestId: 3, fingerprint: inputs.fingerprint, actions: actionList, count: size, blocks: 1 }), null);
    const block = second({ kind: 'trials', requestId: 3, fingerprint: inputs.fingerprint, actions: actionList, first: size, count: inputs.trials - size });
    assert.ok(block && block.kind === 'block', JSON.stringify(block));
    const joined = worker({ kind: 'block', requestId: 3, block: structuredClone(block.block) });
    assert.ok(joined && joined.kind === 'result', JSON.stringify(joined));
    assert.deepEqual(JSON.parse(JSON.stringify(joined.run)), browser);
    // The second worker's block goes straight to the first over a port, so it may arrive before the first
    // worker has read its own message of the run: it is kept, and the join is the same.
    const early = second({ kind: 'trials', requestId: 4, fingerprint: inputs.fingerprint, actions: actionList, first: size, count: inputs.trials - size });
    assert.ok(early && early.kind === 'block');
    assert.equal(worker({ kind: 'block', requestId: 4, block: structuredClone(early.block) }), null);
    const late = worker({ kind: 'run', requestId: 4, fingerprint: inputs.fingerprint, actions: actionList, count: size, blocks: 1 });
    assert.ok(late && late.kind === 'result', JSON.stringify(late));
    assert.deepEqual(JSON.parse(JSON.stringify(late.run)), browser);
    assert.ok(server.selectedActions.some((x: { id: number }) => x.id === a.id));
    // A stale fingerprint (the plan changed) is refused rather than computed on old inputs.
    const stale = worker({ kind: 'run', requestId: 2, fingerprint: 'old', actions: [] });
    assert.equal(stale?.kind, 'error');
  });

  test('SA scenarios store suggested-actions results; the default run uses every action not adopted', async () => {
    const s = await newScenario('Advisor suggestions', { type: 'SA', sharing: true });
    const [claim] = await ok('POST', `/api/client/action/all/${s.id}`, [{ scenarioId: s.id, type: 'C', referenceType: 'Other Income', formName: 'SocialSecurity', value: '{"owner":"CL","claimAge":70}', description: 'Claim Social Security at 70' }]);
    const results = await ok('GET', `/api/gateway/calcs/profile/${DEMO}/scenario/${s.id}/true`);
    assert.equal(results.kind, 'suggestedActions');
    assert.deepEqual(results.selectedActions, [{ id: claim.id }]);
  });
});

describe('adoption of a suggested action', () => {
  test('applies the action to the base plan for real and records it', async () => {
    const s = await newScenario('To adopt', { type: 'SA', sharing: true });
    const [goal] = await ok('POST', `/api/client/action/all/${s.id}`, [{
      scenarioId: s.id, type: 'A', referenceType: 'Goals', formName: 'Goal', description: 'Home repair at 70',
      value: JSON.stringify({ goalType: 'HM', description: 'Home repair', amount: 50000, age: 70 }),
    }]);
    const before_ = await plan();
    const profile = await ok('POST', `/api/client/profile/${DEMO}/action/${goal.id}`);
    assert.ok(profile.adoptedActions.includes(goal.id));
    assert.ok(profile.version > before_.version);
    const repair = profile.goals.find((g: { description: string }) => g.description === 'Home repair');
    assert.ok(repair && repair.id > 0 && repair.amount === 50000 && repair.age === 70);
    const again = await t.call('POST', `/api/client/profile/${DEMO}/action/${goal.id}`, { token: advisor });
    assert.equal(again.statusCode, 409);
  });
});

describe('permissions', () => {
  test('a client without scenariosChange cannot create, change, order or delete scenarios', async () => {
    const shared = await newScenario('Shared with client', { sharing: true });
    const hidden = await newScenario('Advisor only');
    for (const [method, url, body] of [
      ['POST', '/api/client/scenario/false', { profileId: DEMO, description: 'Mine' }],
      ['POST', '/api/client/scenario/true', { ...shared, description: 'Renamed' }],
      ['POST', '/api/client/scenario/true', { profileId: DEMO, description: shared.description, duplicateOf: shared.id }],
      ['POST', `/api/client/profile/${DEMO}/scenario/order`, [shared.id]],
      ['DELETE', `/api/client/scenario/${shared.id}`, undefined],
    ] as const) {
      const res = await t.call(method, url, { token: client, body });
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
    }
    const list = await ok('GET', `/api/client/scenario/all/${DEMO}`, undefined, client);
    assert.ok(list.some((s: { id: number }) => s.id === shared.id));
    assert.ok(!list.some((s: { id: number }) => s.id === hidden.id), 'unshared scenarios are not listed for the client');
    const hiddenRes = await t.call('GET', `/api/client/action/all/${hidden.id}`, { token: client });
    assert.equal(hiddenRes.statusCode, 404);
  });

  test('a client never overwrites the advisor\'s scenario: selecting or adding there is refused, nothing changes', async () => {
    const s = await newScenario('Client workshop', { sharing: true });
    assert.equal(s.createdByUserId != null, true, 'the advisor is kept as its creator');
    const [a] = await ok('POST', `/api/client/action/all/${s.id}`, [retireLater(s.id)]);
    const add = await t.call('POST', `/api/client/action/all/${s.id}`, { token: client, body: [a, retireLater(s.id, 4)] });
    assert.equal(add.statusCode, 403, add.body);
    const select = await t.call('POST', '/api/client/scenario/false', { token: client, body: { ...s, selectedActions: [{ id: a.id }] } });
    assert.equal(select.statusCode, 403, select.body);
    assert.match(select.body, /Save as new scenario/);
    // The client's working selection can still be computed (the workshop confirms it) without storing it.
    const run = await t.call('POST', `/api/gateway/calcs/profile/${DEMO}/scenario/${s.id}`, { token: client, body: [{ id: a.id }] });
    assert.equal(run.statusCode, 200, run.body);
    const list = await ok('GET', `/api/client/scenario/all/${DEMO}`);
    const after = list.find((x: { id: number }) => x.id === s.id);
    assert.deepEqual(after.selectedActions, [], 'the advisor\'s selection is unchanged');
    assert.equal((await ok('GET', `/api/client/action/all/${s.id}`)).length, 1, 'no action added');
    const stored = await ok('GET', `/api/gateway/calcs/profile/${DEMO}/scenario/${s.id}/false`);
    assert.deepEqual(stored.selectedActions ?? [], [], 'the working selection\'s results were not stored');
    const del = await t.call('POST', '/api/client/action', { token: client, body: { ...a, active: false } });
    assert.equal(del.statusCode, 403);
    const adopt = await t.call('POST', `/api/client/profile/${DEMO}/action/${a.id}`, { token: client });
    assert.equal(adopt.statusCode, 403, 'adoption changes the plan: profileChange');
  });

  test('"Save as new scenario" copies with the working selection, owned by whoever saved it', async () => {
    const s = await newScenario('Sandbox source');
    const [a, b] = await ok('POST', `/api/client/action/all/${s.id}`, [retireLater(s.id), retireLater(s.id, 4)]);
    await ok('POST', '/api/client/scenario/false', { ...s, selectedActions: [{ id: a.id }] });
    const copy = await ok('POST', '/api/client/scenario/true', { ...s, selectedActions: [{ id: b.id }], duplicateOf: s.id });
    const copyActions = await ok('GET', `/api/client/action/all/${copy.id}`);
    assert.equal(copyActions.length, 2);
    assert.deepEqual(copy.selectedActions, [{ id: copyActions[1].id }], 'the copy takes the working selection');
    const list = await ok('GET', `/api/client/scenario/all/${DEMO}`);
    assert.deepEqual(list.find((x: { id: number }) => x.id === s.id).selectedActions, [{ id: a.id }], 'the source keeps its saved selection');
  });

  test('an advisor with no access to the plan gets 404s', async () => {
    const s = await newScenario('Private');
    for (const [method, url] of [['GET', `/api/client/scenario/all/${DEMO}`], ['GET', `/api/client/action/all/${s.id}`], ['POST', `/api/gateway/calcs/profile/${DEMO}/scenario/${s.id}`], ['DELETE', `/api/client/scenario/${s.id}`]] as const) {
      const res = await t.call(method, url, { token: advisor2, body: method === 'POST' ? [] : undefined });
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
    }
  });

  test('signed out: 401', async () => {
    const res = await t.call('GET', `/api/client/scenario/all/${DEMO}`);
    assert.equal(res.statusCode, 401);
  });
});
