import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, ne } from 'drizzle-orm';
import { planFromProfile, stressTest } from '@portal/calc';
import { scenarios } from '../../db/schema/index';
import { effectiveAssumptionForProfile } from '../../levels/effectiveAssumptions';
import { loadFullAggregate } from '../plan/aggregate';
import { createTestApp, type TestApp } from '../../test/harness';
import { stressOptions } from './runStress';

let t: TestApp;
let advisor: string;
const DEMO = 1;

before(async () => {
  t = await createTestApp();
  advisor = await t.login('advisor@example.com');
});
after(() => t.close());

const url = (query = '') => `/api/gateway/calcs/profile/${DEMO}/stress${query}`;

describe('GET /api/gateway/calcs/profile/{profileId}/stress', () => {
  test('answers the four stress results of the demo plan, the figures the engine gives for the saved plan', async () => {
    const res = await t.call('GET', url(), { token: advisor });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    const { historical, badTiming, randomLifetimes, fatTails } = body;
    assert.ok(historical.successRate >= 0 && historical.successRate <= 1);
    assert.equal(historical.startYears[0].year, 1871);
    assert.equal(historical.paths.length, historical.startYears.length);
    for (const s of historical.startYears) assert.equal(s.success, s.depletedYear === undefined);
    assert.ok(badTiming.probabilityOfSuccess >= 0 && badTiming.probabilityOfSuccess <= 1);
    assert.equal(badTiming.size.isDefault, true);
    assert.ok(randomLifetimes.probabilityOfSuccess >= 0 && randomLifetimes.probabilityOfSuccess <= 1);
    assert.equal(randomLifetimes.alive[0], randomLifetimes.trials);
    assert.ok(fatTails.probabilityOfSuccess >= 0 && fatTails.probabilityOfSuccess <= 1);

    // The same figures as the engine run here over the saved plan (computed there on the work pool's threads).
    const startYear = new Date().getUTCFullYear();
    const [profile, assumption] = await Promise.all([loadFullAggregate(t.db, DEMO), effectiveAssumptionForProfile(t.db, DEMO)]);
    const direct = stressTest(planFromProfile(profile, { startYear }), assumption.data, stressOptions(profile, {}, startYear, body.trials));
    assert.equal(historical.successRate, direct.historical.successRate);
    assert.equal(badTiming.probabilityOfSuccess, direct.badTiming.probabilityOfSuccess);
    assert.equal(randomLifetimes.probabilityOfSuccess, direct.randomLifetimes.probabilityOfSuccess);
    assert.equal(fatTails.probabilityOfSuccess, direct.fatTails.probabilityOfSuccess);
    assert.equal(body.version, profile.version);
    // Computed in two halves on two pool threads and joined: exactly the engine's one-call answer, every field.
    const { version: _v, ...served } = body;
    assert.deepEqual(served, JSON.parse(JSON.stringify(direct)));
    // The combined result's Monte Carlo is the bad-timing panel's plain Monte Carlo (same seed and trials).
    const combined = (await t.call('GET', `/api/gateway/calcs/profile/${DEMO}/combined`, { token: advisor })).json();
    assert.equal(badTiming.monteCarloProbability, combined.monteCarlo.probabilityOfSuccess);
  });

  test('the bad-timing size and the fat tails are adjustable by the query', async () => {
    const res = await t.call('GET', url('?badTimingFirst=-30&badTimingSecond=-10&crisisProbability=20&crisisVolatility=3'), { token: advisor });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.badTiming.size.label, '−30.0% then −10.0% a year after inflation for this mix');
    assert.equal(body.fatTails.crisisProbability, 0.2);
    assert.equal(body.fatTails.crisisVolatility, 3);
    const pair = (await t.call('GET', url('?badTimingStart=1929'), { token: advisor })).json();
    assert.deepEqual(pair.badTiming.size.historicalYears, [1929, 1930]);
  });

  test('bad query values are a 400 naming the field', async () => {
    for (const [query, field] of [['?badTimingStart=1700', 'badTimingStart'], ['?badTimingFirst=-20', 'badTimingSecond'], ['?crisisVolatility=9', 'crisisVolatility']]) {
      const res = await t.call('GET', url(query), { token: advisor });
      assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
      assert.ok(JSON.stringify(res.json()).includes(field), `${query}: ${res.body}`);
    }
  });

  test('a scenario of the plan: its selected actions applied (Early retirement runs out sooner); another plan\'s or no scenario is a 404', async () => {
    const [ws] = await t.db.select().from(scenarios).where(and(eq(scenarios.profileId, DEMO), eq(scenarios.type, 'WS')));
    const base = (await t.call('GET', url(), { token: advisor })).json();
    const res = await t.call('GET', url(`?scenarioId=${ws.id}`), { token: advisor });
    assert.equal(res.statusCode, 200, res.body);
    const scenario = res.json();
    assert.ok(scenario.historical.successRate < base.historical.successRate, `${scenario.historical.successRate} vs ${base.historical.successRate}`);
    assert.equal((await t.call('GET', url('?scenarioId=999999'), { token: advisor })).statusCode, 404);
    const [elsewhere] = await t.db.select().from(scenarios).where(ne(scenarios.profileId, DEMO)).limit(1);
    if (elsewhere) assert.equal((await t.call('GET', url(`?scenarioId=${elsewhere.id}`), { token: advisor })).statusCode, 404);
  });

  test('no session: 401', async () => {
    const res = await t.call('GET', url());
    assert.equal(res.statusCode, 401);
  });
});
