import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoProfileId, recordsOf } from '../../test/testPlan';

/** Data checks of issue 20: what the server refuses, and what it keeps exactly. */
describe('plan data checks', () => {
  let t: TestApp;
  let demo: number;
  let advisor: string;
  before(async () => {
    t = await createTestApp();
    demo = await demoProfileId(t.db);
    advisor = await t.login('advisor@example.com');
  });
  after(async () => { await t.close(); });

  const post = (url: string, body: unknown) => t.call('POST', url, { token: advisor, body });
  const brokerage = async () => (await recordsOf(t.db, demo, 'investment')).find((r) => r.data.description === 'Joint Brokerage')!;

  it('refuses holdings worth more than the account balance, naming the field', async () => {
    const b = await brokerage();
    const res = await post('/api/client/investment', { ...b.data, id: b.id, profileId: demo, holdings: [{ ticker: 'VTI', amount: 100_000 }, { ticker: 'BND', amount: 48_000 }] });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().errors, [{ field: 'holdings', message: 'must be a number less than or equal to 128000' }]);
    const equal = await post('/api/client/investment', { ...b.data, id: b.id, profileId: demo, holdings: [{ ticker: 'VTI', amount: 80_000 }, { ticker: 'BND', amount: 48_000 }] });
    assert.equal(equal.statusCode, 200, 'holdings equal to the balance are fine');
  });

  it('an account chooses its portfolio among the assumption set\'s, and the projection uses it', async () => {
    const portfolios = (await t.call('GET', `/api/setting/lookup/portfolio?profileId=${demo}`, { token: advisor })).json() as Array<{ code: string }>;
    assert.ok(portfolios.some((p) => p.code === 'CONSERVATIVE') && portfolios.some((p) => p.code === 'AGGRESSIVE'));
    const b = await brokerage();
    const unknown = await post('/api/client/investment', { ...b.data, id: b.id, profileId: demo, portfolioId: 'NO_SUCH' });
    assert.equal(unknown.statusCode, 400);
    assert.deepEqual(unknown.json().errors, [{ field: 'portfolioId', message: 'is not a valid value' }]);

    const growthOf = async (portfolioId: string) => {
      assert.equal((await post('/api/client/investment', { ...b.data, id: b.id, profileId: demo, portfolioId })).statusCode, 200);
      const body = (await t.call('GET', `/api/gateway/calcs/profile/${demo}/combined`, { token: advisor })).json();
      return body.assetAlbum[0].accounts.find((a: { name: string }) => a.name === 'Joint Brokerage').growth as number;
    };
    const conservative = await growthOf('CONSERVATIVE');
    const aggressive = await growthOf('AGGRESSIVE');
    assert.ok(aggressive > conservative, `aggressive ${aggressive} > conservative ${conservative}`);
  });

  it('names asset classes by the set\'s own description (never "US Large CAP")', async () => {
    const classes = (await t.call('GET', `/api/setting/lookup/assetclass?profileId=${demo}`, { token: advisor })).json() as Array<{ code: string; description: string }>;
    assert.equal(classes.find((c) => c.code === 'US_LARGE_CAP')?.description, 'US Large Cap');
    const found = (await t.call('GET', `/api/setting/classification/lookup/profile/${demo}/ticker/VTI`, { token: advisor })).json();
    assert.equal(classes.find((c) => c.code === found.assetClass)?.description, found.assetClassName);
    const b = await brokerage();
    await post('/api/client/investment', { ...b.data, id: b.id, profileId: demo, holdings: [{ ticker: 'VTI', amount: 80_000, assetClass: found.assetClass }] });
    const reloaded = (await t.call('GET', `/api/client/investment/${b.id}`, { token: advisor })).json();
    assert.equal(reloaded.holdings[0].assetClass, found.assetClass);
    assert.equal((await t.call('GET', '/api/setting/lookup/assetclass?profileId=999999', { token: advisor })).statusCode, 404);
  });

  it('refuses a birth date in the future for the client, the spouse and the kids', async () => {
    const future = `${new Date().getUTCFullYear() + 4}-01-01`;
    const plan = (await t.call('GET', `/api/client/profile/${demo}`, { token: advisor })).json();
    const res = await post('/api/client/clients', [{ ...plan.clients[0], dateOfBirth: future }]);
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().errors.some((e: { field: string; message: string }) => e.field === '0.dateOfBirth' && e.message === 'must be a date equal to today or earlier'), res.body);
    const kid = await post('/api/client/participants', [{ profileId: demo, type: 'K', name: 'Zoe Parker', dateOfBirth: future }]);
    assert.equal(kid.statusCode, 400);
    assert.match(kid.body, /must be a date equal to today or earlier/);
  });
});
