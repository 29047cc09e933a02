import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { persons } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 12 finding 11: saves racing deletes answer 404/409 (never 500, never a 200 without the row), concurrent
 * scenario copies get distinct names and sequences, and plan writes carrying If-Match are checked against the
 * version read. Runs on PGlite and, with TEST_DATABASE_URL, with real concurrency on PostgreSQL.
 */
const DEMO = 1;
let t: TestApp;
let advisor: string;
before(async () => {
  t = await createTestApp();
  advisor = await t.login('advisor@example.com');
});
after(() => t.close());

const post = (url: string, body: unknown, headers?: Record<string, string>) => t.call('POST', url, { token: advisor, body, headers });
const debt = (description: string, more: Record<string, unknown> = {}) => ({ profileId: DEMO, type: 'SD', description, balance: 1000, ...more });

describe('races and conflicting saves', () => {
  test('a save racing a delete of the same record: 200 with the row, or 404/409; never 500 or a null row', async () => {
    const seen = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const created = (await post('/api/client/debt', debt(`Race ${i}`))).json();
      const [save, del] = await Promise.all([
        post('/api/client/debt', { ...debt(`Race ${i}`), id: created.id, balance: 2000 }),
        t.call('DELETE', `/api/client/debt/${created.id}`, { token: advisor }),
      ]);
      seen.add(save.statusCode);
      assert.ok([200, 404, 409].includes(save.statusCode), `save: ${save.statusCode} ${save.body}`);
      if (save.statusCode === 200) assert.equal(save.json().id, created.id);
      assert.ok([204, 404, 409].includes(del.statusCode), `delete: ${del.statusCode} ${del.body}`);
    }
    const [client] = await t.db.select().from(persons).where(eq(persons.profileId, DEMO));
    for (let i = 0; i < 8; i++) {
      const [row] = (await post('/api/client/incomes', [{ profileId: DEMO, clientId: client.id, age: 80 + i, active: false, annualPreTax: 1 }])).json().rows;
      const [save, del] = await Promise.all([
        post('/api/client/incomes', [{ ...row, annualPreTax: 2 }]),
        t.call('DELETE', '/api/client/incomes', { token: advisor, body: [row.id] }),
      ]);
      assert.ok([200, 404, 409].includes(save.statusCode), `income save: ${save.statusCode} ${save.body}`);
      if (save.statusCode === 200) assert.ok(save.json().rows.every((r: unknown) => r && typeof r === 'object'), `null row: ${save.body}`);
      assert.ok([204, 404, 409].includes(del.statusCode), `income delete: ${del.statusCode}`);
    }
    for (let i = 0; i < 8; i++) {
      const s = (await post('/api/client/scenario/false', { profileId: DEMO, description: `Race what-if ${i}` })).json();
      const [save, del] = await Promise.all([
        post('/api/client/scenario/false', { ...s, description: `Race what-if ${i} (edited)` }),
        t.call('DELETE', `/api/client/scenario/${s.id}`, { token: advisor }),
      ]);
      assert.ok([200, 404, 409].includes(save.statusCode), `scenario save: ${save.statusCode} ${save.body}`);
      assert.ok([204, 404, 409].includes(del.statusCode), `scenario delete: ${del.statusCode}`);
    }
  });

  test('six concurrent copies of one scenario get distinct names and sequence numbers', async () => {
    const source = (await post('/api/client/scenario/false', { profileId: DEMO, description: 'Base case' })).json();
    const copies = await Promise.all(Array.from({ length: 6 }, () =>
      post('/api/client/scenario/true', { profileId: DEMO, description: source.description, duplicateOf: source.id })));
    for (const c of copies) assert.equal(c.statusCode, 200, c.body);
    const names = copies.map((c) => c.json().description).sort();
    assert.deepEqual(names, ['Base case - Copy', 'Base case - Copy 2', 'Base case - Copy 3', 'Base case - Copy 4', 'Base case - Copy 5', 'Base case - Copy 6']);
    const all = (await t.call('GET', `/api/client/scenario/all/${DEMO}`, { token: advisor })).json();
    const sequences = all.map((s: { sequence: number }) => s.sequence);
    assert.equal(new Set(sequences).size, sequences.length, `duplicate sequences: ${sequences}`);
  });

  test('plan writes with If-Match: the second of two saves from the same version is a 409; no If-Match still saves', async () => {
    const read = await t.call('GET', `/api/client/profile/${DEMO}`, { token: advisor });
    const etag = read.headers.etag as string;
    assert.equal(etag, `"${DEMO}:${read.json().version}"`);
    const first = await post('/api/client/debt', debt('Mine'), { 'if-match': etag });
    assert.equal(first.statusCode, 200, first.body);
    const next = first.headers.etag as string;
    assert.equal(next, `"${DEMO}:${read.json().version + 1}"`, 'a write answers the new version');
    const stale = await post('/api/client/debt', debt('Theirs'), { 'if-match': etag });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().code, 'PLAN_CHANGED');
    const debts = (await t.call('GET', `/api/client/profile/${DEMO}`, { token: advisor })).json().debts;
    assert.ok(!debts.some((d: { description: string }) => d.description === 'Theirs'), 'the refused save wrote nothing');
    assert.equal((await post('/api/client/debt', debt('Again'), { 'if-match': next })).statusCode, 200);
    assert.equal((await post('/api/client/debt', debt('Legacy client'))).statusCode, 200);

    // Two saves sent at once from the same version: exactly one wins.
    const now = (await t.call('GET', `/api/client/profile/${DEMO}`, { token: advisor })).headers.etag as string;
    const both = await Promise.all([post('/api/client/debt', debt('A'), { 'if-match': now }), post('/api/client/debt', debt('B'), { 'if-match': now })]);
    assert.deepEqual(both.map((r) => r.statusCode).sort(), [200, 409]);
  });
});
