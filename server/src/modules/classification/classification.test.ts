import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { profiles, users } from '../../db/schema/index';

describe('ticker classification', () => {
  let t: TestApp;
  let admin: string, advisor: string;
  let profileId: number;

  before(async () => {
    t = await createTestApp();
    [admin, advisor] = await Promise.all(['admin@example.com', 'advisor@example.com'].map((e) => t.login(e)));
    const [a] = await t.db.select().from(users).where(eq(users.email, 'advisor@example.com'));
    [{ id: profileId }] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, a.id));
  });
  after(async () => { await t.close(); });

  const lookup = (ticker: string, query = '') => t.call('GET', `/api/setting/classification/lookup/profile/${profileId}/ticker/${ticker}${query}`, { token: advisor });

  it('ships a table of common funds that site administrators read, with its equity subset', async () => {
    const all = await t.call('GET', '/api/setting/admin/site/classification', { token: admin });
    assert.equal(all.statusCode, 200);
    const tickers = all.json().map((r: { ticker: string }) => r.ticker);
    assert.ok(tickers.length >= 60);
    for (const tk of ['VTI', 'VOO', 'BND', 'TIP', 'VNQ', 'VTSAX', 'FXAIX', 'VBTLX']) assert.ok(tickers.includes(tk), tk);
    const equity = (await t.call('GET', '/api/setting/admin/site/equity', { token: admin })).json();
    assert.ok(equity.length > 0 && equity.every((r: { isEquity: boolean }) => r.isEquity));
    assert.ok(!equity.some((r: { ticker: string }) => r.ticker === 'BND'));
    assert.equal((await t.call('GET', '/api/setting/admin/site/classification', { token: advisor })).statusCode, 403);
  });

  it('classifies a ticker from the table, else by category mapping, else 404 with a clear message', async () => {
    const vti = await lookup('vti');
    assert.equal(vti.statusCode, 200);
    assert.deepEqual([vti.json().assetClass, vti.json().assetClassName, vti.json().source], ['US_LARGE_CAP', 'US Large Cap', 'TABLE']);
    assert.equal((await lookup('BND')).json().assetClass, 'US_AGG_BONDS');
    const missing = await lookup('ZZZZ');
    assert.equal(missing.statusCode, 404);
    assert.match(missing.json().message, /ZZZZ is not in the classification table/);
    const byCategory = await lookup('ZZZZ', '?category=Small%20Value');
    assert.deepEqual([byCategory.json().assetClass, byCategory.json().source], ['US_SMALL_CAP', 'CATEGORY']);
    const categories = (await t.call('GET', '/api/setting/lookup/classification/category', { token: advisor })).json();
    assert.ok(categories.some((c: { code: string; value: string }) => c.code === 'Large Blend' && c.value === 'US_LARGE_CAP'));
  });

  it('lets site administrators add, change and remove tickers and category mappings', async () => {
    const body = { ticker: 'abcd', name: 'Example Fund', assetClass: 'TIPS', category: 'New Category', isEquity: false };
    assert.equal((await t.call('POST', '/api/setting/admin/site/classification', { token: advisor, body })).statusCode, 403);
    assert.equal((await t.call('POST', '/api/setting/admin/site/classification', { token: admin, body })).statusCode, 200);
    assert.equal((await lookup('ABCD')).json().assetClass, 'TIPS');
    const mapping = await t.call('POST', '/api/setting/classification/category/mapping', { token: admin, body: { category: 'New Category', assetClass: 'CASH' } });
    assert.equal(mapping.statusCode, 200);
    assert.equal((await lookup('QQQQ', '?category=New%20Category')).json().assetClass, 'CASH');
    assert.equal((await t.call('DELETE', '/api/setting/admin/site/classification/ABCD', { token: admin })).statusCode, 204);
    assert.equal((await lookup('ABCD')).statusCode, 404);
  });
});
