import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asc, eq } from 'drizzle-orm';
import { profiles, teamMembers, users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Issue 26 finding 4: personal and plan data went out with no Cache-Control. Every /api operation of the OpenAPI
 * document (everything but the reference itself carries personal or plan data, or a session) must answer
 * `private, no-store`, or `private, no-cache` beside an ETag. GETs are made as the site administrator about the demo
 * plan, team and advisor (real answers); writes are made without a token (the answer still passes the one hook, and
 * nothing changes).
 */
type Doc = { paths: Record<string, Record<string, unknown>> };

const PRIVATE = /^private, no-(store|cache)$/;
const MUST_ANSWER = [
  'GET /api/client/profile/{id}', 'GET /api/client/account', 'GET /api/client/event/{profileId}/{startDate}/{endDate}',
  'GET /api/client/admin/site/advisors', 'GET /api/gateway/calcs/profile/{id}/combined', 'GET /api/client/profile',
];

describe('Cache-Control on every /api operation of the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  let fill: Record<string, string>;
  let admin: string;
  before(async () => {
    t = await createTestApp();
    doc = (await t.call('GET', '/api/openapi.json')).json();
    const [advisor] = await t.db.select().from(users).where(eq(users.email, 'advisor@example.com'));
    const [plan] = await t.db.select().from(profiles).where(eq(profiles.advisorUserId, advisor.id)).orderBy(asc(profiles.id)).limit(1);
    const [member] = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, advisor.id));
    const p = String(plan.id);
    fill = {
      id: p, profileId: p, teamId: String(member.teamId), levelKey: p, advisorUserId: String(advisor.id), advisorId: String(advisor.id),
      advisor: String(advisor.id), userId: String(advisor.id), payerId: String(advisor.id), startDate: '2000-01-01', endDate: '2100-01-01',
      from: '2000-01-01', to: '2100-01-01', spouseFlag: 'true', isDefault: 'false', templateId: '1', ticker: 'VTI', type: 'INV',
    };
    admin = await t.login('admin@example.com');
  });
  after(async () => { await t?.close(); });

  it('answers every operation privately and uncached; the named personal answers among them', { timeout: 10 * 60_000 }, async () => {
    const wrong: string[] = [];
    const answered = new Set<string>();
    let walked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const method of Object.keys(ops).map((m) => m.toUpperCase())) {
        if (path === '/api/auth/logout' || path === '/api/auth/logout-all') continue; // would end the walk's session
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(fill[name] ?? fill.id));
        const get = method === 'GET';
        const res = await t.call(method as never, url, get ? { token: admin } : { body: {} });
        walked += 1;
        const cc = String(res.headers['cache-control'] ?? '');
        const key = `${method} ${path}`;
        if (!PRIVATE.test(cc)) wrong.push(`${key} (${res.statusCode}): cache-control "${cc}"`);
        else if (cc === 'private, no-cache' && !res.headers.etag) wrong.push(`${key}: no-cache without an ETag validator`);
        if (res.statusCode >= 200 && res.statusCode < 300) answered.add(key);
      }
    }
    console.log(`cache-control: ${walked} operations walked, ${answered.size} answered 2xx`);
    assert.ok(walked > 200, `walked ${walked} operations`);
    assert.deepEqual(wrong, []);
    assert.deepEqual(MUST_ANSWER.filter((k) => !answered.has(k)), [], 'these personal answers were not reached');
  });

  it('keeps private, no-cache where the answer has an ETag (the combined result) and no-store on the PDF and errors', async () => {
    const combined = await t.call('GET', `/api/gateway/calcs/profile/${fill.id}/combined`, { token: admin });
    assert.equal(combined.statusCode, 200);
    assert.equal(combined.headers['cache-control'], 'private, no-cache');
    assert.ok(combined.headers.etag);
    const refused = await t.call('GET', `/api/client/profile/${fill.id}`);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.headers['cache-control'], 'private, no-store');
    const code = await t.call('GET', '/api/setting/code/registration/jobrole');
    assert.equal(code.headers['cache-control'], 'private, no-store');
    const reference = await t.call('GET', '/api/openapi.json');
    assert.equal(reference.headers['cache-control'], undefined, 'the reference is public text');
  });
});
