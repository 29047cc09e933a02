import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_CLIENT_FLAGS } from '@portal/shared/access';
import type { ProfileAggregate, ProfilePermissions } from '@portal/shared/contract';
import { setClientFlags as setFlags } from '../test/clientFlags';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 12 findings 4-6: what an invited client receives from every response that carries scenarios or plan
 * sections, whatever the order of callers (the combined response is cached).
 */
const DEMO = 1;
let t: TestApp;
let advisor: string;
let client: string;
let hidden: { id: number };
let shared: { id: number };

const READS = [`/api/client/profile/${DEMO}`, `/api/gateway/profile/${DEMO}`, `/api/gateway/calcs/profile/${DEMO}/combined`];
const planOf = (url: string, body: unknown): ProfileAggregate =>
  (url.endsWith('/combined') ? (body as { profile: ProfileAggregate }).profile : (body as ProfileAggregate));

const setClientFlags = (flags: Partial<ProfilePermissions>) => setFlags(t, flags);

async function read(url: string, token: string) {
  const res = await t.call('GET', url, { token });
  assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
  return planOf(url, res.json());
}

/** A write that changes the plan's stamp, so the combined response is built again by the next caller. */
async function touchPlan() {
  const res = await t.call('POST', '/api/client/scenario/false', { token: advisor, body: { profileId: DEMO, description: `Touch ${Date.now()}`, sharing: true } });
  assert.equal(res.statusCode, 200, res.body);
}

before(async () => {
  t = await createTestApp();
  advisor = await t.login('advisor@example.com');
  client = await t.login('client@example.com');
  const save = async (body: Record<string, unknown>) => (await t.call('POST', '/api/client/scenario/false', { token: advisor, body: { profileId: DEMO, type: 'WS', ...body } })).json();
  hidden = await save({ description: 'Advisor draft (unshared)', sharing: false });
  shared = await save({ description: 'Shared what-if', sharing: true });
});
after(() => t.close());

describe('one visibility rule for scenarios and plan sections', () => {
  test('combined: advisor first, then a profile-only client gets no scenarios or actions; reverse order, the advisor sees all', async () => {
    await setClientFlags(DEFAULT_CLIENT_FLAGS);
    await touchPlan();
    const url = READS[2];
    const a1 = await read(url, advisor);
    assert.ok(a1.scenarios.some((s) => s.id === hidden.id));
    const c1 = await read(url, client);
    assert.deepEqual(c1.scenarios, [], 'a profile-only client receives no scenarios');
    assert.equal(c1.permissions.basicAccess, true);

    await touchPlan();
    const c2 = await read(url, client);
    assert.deepEqual(c2.scenarios, []);
    const a2 = await read(url, advisor);
    assert.ok(a2.scenarios.some((s) => s.id === hidden.id), 'the advisor sees the unshared draft after a client call');
    assert.ok(a2.scenarios.some((s) => s.id === shared.id));
    assert.equal(a2.permissions.basicAccess, false);
  });

  test('a client with a scenario view sees only shared scenarios in every plan response', async () => {
    await setClientFlags({ ...DEFAULT_CLIENT_FLAGS, workshopAccess: true });
    for (const order of [[advisor, client], [client, advisor]]) {
      await touchPlan();
      for (const url of READS) {
        for (const token of order) {
          const plan = await read(url, token);
          const ids = plan.scenarios.map((s) => s.id);
          if (token === client) {
            assert.ok(!ids.includes(hidden.id), `${url} leaks the unshared scenario`);
            assert.ok(ids.includes(shared.id), `${url} hides the shared scenario`);
            assert.ok(plan.scenarios.every((s) => s.sharing && s.active));
          } else {
            assert.ok(ids.includes(hidden.id), `${url}: advisor misses the draft`);
          }
        }
      }
    }
  });

  test('a client without profile access (history only) gets no plan sections from any plan response', async () => {
    await setClientFlags({ ...DEFAULT_CLIENT_FLAGS, profileAccess: false, historyAccess: true });
    await touchPlan();
    const full = await read(READS[0], advisor);
    assert.ok(full.incomes.length > 0 && full.investments.length > 0, 'the demo plan has incomes and investments');
    for (const url of READS) {
      const plan = await read(url, client);
      for (const section of ['incomes', 'investments', 'debts', 'expenses', 'goals', 'insurances', 'realAssets', 'scenarios'] as const) {
        assert.deepEqual(plan[section], [], `${url} serves ${section}`);
      }
      assert.equal(plan.retirementGoal, null);
      assert.ok(plan.clients.length > 0 && plan.clients.every((c) => c.annualPreTax == null), 'names only');
    }
    // The advisor's next call is not shaped by the client's.
    const again = await read(READS[2], advisor);
    assert.ok(again.incomes.length > 0);
  });
});
