import assert from 'node:assert/strict';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { calcCache } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { RESULT_ALBUMS } from './runPlan';

let t: TestApp;
let advisor: string;
const DEMO = 1;

before(async () => {
  t = await createTestApp();
  advisor = await t.login('advisor@example.com');
});
after(() => t.close());

async function combined(token = advisor) {
  const res = await t.call('GET', `/api/gateway/calcs/profile/${DEMO}/combined`, { token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

const lastNetWorth = (body: { netWorthAlbum: Array<{ netWorth: number }> }) => body.netWorthAlbum.at(-1)!.netWorth;

describe('GET /api/gateway/calcs/profile/{id}/combined', () => {
  test('returns the demo profile with every result album, the metrics and the Monte Carlo summary', async () => {
    const body = await combined();
    assert.equal(body.profile.id, DEMO);
    assert.ok(body.profile.clients.some((c: { firstName: string }) => c.firstName === 'Jordan'));
    for (const album of RESULT_ALBUMS) {
      assert.ok(Array.isArray(body[album]) && body[album].length > 20, `${album} has one row per projected year`);
    }
    const years = body.cashFlowAlbum.map((r: { year: number }) => r.year);
    assert.equal(years[0], new Date().getUTCFullYear());
    assert.deepEqual(body.netWorthAlbum.map((r: { year: number }) => r.year), years);
    const m = body.metricsCollection;
    assert.equal(m.startYear, years[0]);
    assert.ok(m.probabilityOfSuccess >= 0 && m.probabilityOfSuccess <= 1);
    assert.equal(body.monteCarlo.trials, 1000, 'monte_carlo_trials defaults to 1,000');
    assert.equal(body.monteCarlo.probabilityOfSuccess, m.probabilityOfSuccess);
    assert.equal(body.details, undefined, 'the per-year detail has its own endpoint');
    assert.equal(body.calc.version, body.profile.version);
  });

  test('a second call is served from the cache: same computedAt, stored row untouched', async () => {
    const first = await combined();
    const [row] = await t.db.select().from(calcCache).where(eq(calcCache.profileId, DEMO));
    assert.equal(row.version, first.profile.version);
    const second = await combined();
    assert.equal(second.calc.computedAt, first.calc.computedAt);
    assert.deepEqual(second.cashFlowAlbum, first.cashFlowAlbum);
    const [again] = await t.db.select().from(calcCache).where(eq(calcCache.profileId, DEMO));
    assert.equal(again.computedAt.getTime(), row.computedAt.getTime());
  });

  test('changing an income bumps the plan version and changes the projection', async () => {
    const before_ = await combined();
    const jordan = before_.profile.clients.find((c: { type: string }) => c.type === 'C');
    const income = before_.profile.incomes.find((i: { clientId: number; age: number | null }) => i.clientId === jordan.id && i.age == null);
    const saved = await t.call('POST', '/api/client/incomes', {
      token: advisor, body: [{ ...income, annualPreTax: income.annualPreTax + 60_000 }],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const after_ = await combined();
    assert.ok(after_.profile.version > before_.profile.version);
    assert.notEqual(after_.calc.computedAt, before_.calc.computedAt);
    const wagesBefore = before_.incomeAlbum[0].wages.client;
    assert.equal(after_.incomeAlbum[0].wages.client, wagesBefore + 60_000);
    assert.ok(lastNetWorth(after_) > lastNetWorth(before_), 'a higher salary leaves a larger estate');
  });

  test('changing the effective assumptions (profile inflation, trials) recomputes without a plan change', async () => {
    const before_ = await combined();
    const saved = await t.call('POST', `/api/setting/profile/${DEMO}`, {
      token: advisor, body: { values: { inflation: '0.045', monte_carlo_trials: '500' } },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const after_ = await combined();
    assert.equal(after_.profile.version, before_.profile.version, 'settings are not plan data');
    assert.notEqual(after_.calc.computedAt, before_.calc.computedAt);
    assert.equal(after_.monteCarlo.trials, 500);
    assert.notDeepEqual(after_.expenseAlbum.at(-1), before_.expenseAlbum.at(-1), 'higher inflation raises later spending');
    const restored = await t.call('DELETE', '/api/setting/profile', {
      token: advisor, body: { levelKey: DEMO, keys: ['inflation', 'monte_carlo_trials'] },
    });
    assert.equal(restored.statusCode, 200, restored.body);
    const again = await combined();
    assert.equal(again.monteCarlo.trials, 1000);
  });

  test('the profile inside the result is current: a new scenario shows at once', async () => {
    const before_ = await combined();
    const created = await t.call('POST', '/api/client/scenario/false', {
      token: advisor, body: { profileId: DEMO, description: 'Retire at 62', type: 'WS' },
    });
    assert.equal(created.statusCode, 200, created.body);
    const after_ = await combined();
    assert.equal(after_.profile.scenarios.length, before_.profile.scenarios.length + 1);
    assert.ok(after_.profile.scenarios.some((s: { description: string }) => s.description === 'Retire at 62'));
    assert.equal(after_.calc.computedAt, before_.calc.computedAt, 'a scenario does not change the plan\'s own results');
  });

  test('answers gzip when the caller accepts it, with the same content', async () => {
    const plain = await combined();
    const res = await t.call('GET', `/api/gateway/calcs/profile/${DEMO}/combined`, { token: advisor, headers: { 'accept-encoding': 'gzip, deflate' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    assert.deepEqual(body, plain);
    assert.ok(res.rawPayload.length < Buffer.byteLength(JSON.stringify(plain)) / 3);
  });

  test('a new plan without a client yet answers its profile and empty albums, saying why', async () => {
    const created = await t.call('POST', '/api/client/profile', { token: advisor, body: { spouse: false } });
    assert.equal(created.statusCode, 200, created.body);
    const id = created.json().id;
    const res = await t.call('GET', `/api/gateway/calcs/profile/${id}/combined`, { token: advisor });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.profile.id, id);
    for (const album of RESULT_ALBUMS) assert.deepEqual(body[album], []);
    assert.equal(body.metricsCollection, null);
    assert.match(body.calc.incomplete, /client/);
  });

  test('another advisor cannot see the plan or its results', async () => {
    const other = await t.login('advisor2@example.com');
    const res = await t.call('GET', `/api/gateway/calcs/profile/${DEMO}/combined`, { token: other });
    assert.equal(res.statusCode, 404);
    assert.ok(!res.body.includes('cashFlowAlbum'));
    const details = await t.call('GET', `/api/gateway/calcs/${DEMO}/details`, { token: other });
    assert.equal(details.statusCode, 404);
  });

  test('the invited client may read the results; signed-out callers may not', async () => {
    const client = await t.login('client@example.com');
    const body = await combined(client);
    assert.ok(body.cashFlowAlbum.length > 0);
    assert.equal(body.profile.permissions.basicAccess, true, 'the caller\'s own permissions, not the advisor\'s');
    assert.equal((await combined()).profile.permissions.basicAccess, false);
    const anonymous = await t.call('GET', `/api/gateway/calcs/profile/${DEMO}/combined`);
    assert.equal(anonymous.statusCode, 401);
  });
});

describe('GET /api/gateway/calcs/{profileId}/details', () => {
  test('explains every year; ?year= gives one year with its income, tax and saving lines', async () => {
    const all = await t.call('GET', `/api/gateway/calcs/${DEMO}/details`, { token: advisor });
    assert.equal(all.statusCode, 200, all.body);
    const details = all.json();
    const start = new Date().getUTCFullYear();
    assert.equal(details[0].year, start);
    const one = await t.call('GET', `/api/gateway/calcs/${DEMO}/details?year=${start + 1}`, { token: advisor });
    assert.equal(one.statusCode, 200, one.body);
    const year = one.json();
    assert.equal(year.year, start + 1);
    const sections = new Set(year.lines.map((l: { section: string }) => l.section));
    for (const s of ['income', 'tax', 'saving', 'expense']) assert.ok(sections.has(s), `year detail has ${s} lines`);
    const missing = await t.call('GET', `/api/gateway/calcs/${DEMO}/details?year=1950`, { token: advisor });
    assert.equal(missing.statusCode, 404);
  });
});
