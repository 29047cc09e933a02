import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { incomes, persons } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';

/** Issue 12 finding 9: every list and map in a body is bounded; bulk rows are written together. */
const DEMO = 1;
let t: TestApp;
let advisor: string;
let advisorId: number;
before(async () => {
  t = await createTestApp();
  advisor = await t.login('advisor@example.com');
  advisorId = (await t.call('GET', '/api/client/account', { token: advisor })).json().user.id;
});
after(() => t.close());

const fieldsOf = (body: string) => (JSON.parse(body).errors ?? []).map((e: { field: string }) => e.field);

describe('bounded bodies', () => {
  test('settings: 40,000 keys are a 400 naming values; a normal save of many keys is stored', async () => {
    const huge = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, 'v']));
    const res = await t.call('POST', `/api/setting/user/${advisorId}`, { token: advisor, body: { values: huge } });
    assert.equal(res.statusCode, 400);
    assert.ok(fieldsOf(res.body).some((f: string) => f.startsWith('values')), res.body.slice(0, 200));
    const over = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, 'v']));
    const res2 = await t.call('POST', `/api/setting/user/${advisorId}`, { token: advisor, body: { values: over } });
    assert.equal(res2.statusCode, 400);
    assert.deepEqual(fieldsOf(res2.body), ['values']);

    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`custom_${i}`, `value ${i}`]));
    const ok = await t.call('POST', `/api/setting/user/${advisorId}`, { token: advisor, body: { values: { ...many, banner_title: 'Stone Planning' } } });
    assert.equal(ok.statusCode, 200, ok.body);
    const back = (await t.call('GET', `/api/setting/user/${advisorId}`, { token: advisor })).json();
    assert.equal(back.values.custom_149, 'value 149');
    assert.equal(back.values.banner_title, 'Stone Planning');
  });

  test('list saves and deletes: 5,000 rows or 200,000 ids are a 400 naming the body, nothing written', async () => {
    const [client] = await t.db.select().from(persons).where(eq(persons.profileId, DEMO));
    const before = (await t.db.select().from(incomes).where(eq(incomes.profileId, DEMO))).length;
    const rows = Array.from({ length: 5000 }, (_, i) => ({ profileId: DEMO, clientId: client.id, age: 30 + (i % 60), active: false, annualPreTax: 1 }));
    const res = await t.call('POST', '/api/client/incomes', { token: advisor, body: rows });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(fieldsOf(res.body), ['(body)']);
    const del = await t.call('DELETE', '/api/client/incomes', { token: advisor, body: Array.from({ length: 200_000 }, (_, i) => i + 1) });
    assert.equal(del.statusCode, 400);
    assert.deepEqual(fieldsOf(del.body), ['(body)']);
    assert.equal((await t.db.select().from(incomes).where(eq(incomes.profileId, DEMO))).length, before);
  });

  test('a list save of many new rows answers them all, in the order sent', async () => {
    const [client] = await t.db.select().from(persons).where(eq(persons.profileId, DEMO));
    const rows = Array.from({ length: 120 }, (_, i) => ({ profileId: DEMO, clientId: client.id, age: null, active: false, annualPreTax: 1000 + i, description: `Row ${i}` }));
    const res = await t.call('POST', '/api/client/incomes', { token: advisor, body: rows });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    const saved = res.json().rows;
    assert.equal(saved.length, 120);
    assert.deepEqual(saved.map((r: { description: string }) => r.description), rows.map((r) => r.description));
    assert.ok(saved.every((r: { id: number }) => r.id > 0));
    const ids = saved.map((r: { id: number }) => r.id);
    assert.equal((await t.call('DELETE', '/api/client/incomes', { token: advisor, body: ids })).statusCode, 204);
  });
});
