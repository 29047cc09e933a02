import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness';
import { endpoints as contract } from '@portal/shared/contract';
import { incomes, locations, participants, persons, profileAccess, profiles, teamMembers, teams, users } from '../db/schema/index';
import { expandEndpoints, loadEndpointList, parseEndpointLines, type Endpoint } from './matrix/endpoints';
import { EXPECTATIONS, EXTRA_ENDPOINTS, type Expectation } from './matrix/expectations';
import {
  advisorId, constant, levelKey, planId, spareUser, teamId, type Decision, type Filler, type ProbeContext, type Rule,
} from './matrix/rules';
import {
  CALLERS, DEMO_PLAN_MARKERS, MISSING_ID, OTHER_PLAN_MARKERS, PLAN_RIGHTS, RECORD_KINDS, actionId, buildWorld, recordId,
  type Caller, type LevelName, type Target, type World,
} from './matrix/world';

/**
 * The authorization matrix: every call of spec/api-endpoints.txt that the server answers is made by every kind of
 * caller (no token, the demo plan's advisor and client, another team's advisor and another plan's client, a staff
 * member, the team manager, the site administrator) about the demo plan / team / advisor, the other ones and a
 * missing one, and must be allowed or refused as EXPECTATIONS says, without a word of a plan the caller may not see.
 * A call that answers but has no expectation fails the test; a call answering ROUTE_NOT_FOUND is listed as not built.
 */

const DEFAULT_PARAMS: Record<string, Filler> = {
  profileId: planId, advisorUserId: advisorId, advisorId, advisor: advisorId, teamId, levelKey, userId: spareUser,
  registrationId: constant('no-such-link'), invitationId: constant('no-such-invitation'), spouseFlag: constant('true'),
};

type Outcome = Decision | 'not-built' | 'error';

function classify(res: LightMyRequestResponse): Outcome {
  if (res.statusCode === 404 && bodyJson(res)?.code === 'ROUTE_NOT_FOUND') return 'not-built';
  if (res.statusCode === 401) return 'unauth';
  if (res.statusCode === 403 || res.statusCode === 404) return 'deny';
  if (res.statusCode >= 500) return 'error';
  return 'allow';
}

function bodyJson(res: LightMyRequestResponse): { code?: string } | null {
  try {
    return res.json();
  } catch {
    return null;
  }
}

async function resolveDeep(v: unknown): Promise<unknown> {
  const r = await v;
  if (Array.isArray(r)) return Promise.all(r.map(resolveDeep));
  if (r && typeof r === 'object' && r.constructor === Object) {
    return Object.fromEntries(await Promise.all(Object.entries(r).map(async ([k, x]) => [k, await resolveDeep(x)])));
  }
  return r;
}

function ruleFor(e: { key: string; template: string; level?: string }, table: Record<string, Expectation>): Rule | null {
  const x = table[e.key] ?? table[e.template];
  if (!x) return null;
  return typeof x === 'function' ? x((e.level ?? 'global') as LevelName) : x;
}

interface Probe { e: Endpoint; rule: Rule; caller: Caller; target: Target }

async function request(w: World, p: Probe) {
  const expected = p.rule.decide(p.caller, p.target);
  const ctx: ProbeContext = { w, caller: p.caller, target: p.target, method: p.e.method, allowed: expected === 'allow', level: p.e.level as LevelName };
  const names = [...p.e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  let url = p.e.path;
  for (const name of names) {
    let fill = p.rule.params?.[name] ?? DEFAULT_PARAMS[name];
    if (!fill && name === 'id' && /\/profile\/\{id\}/.test(p.e.path)) fill = planId;
    if (!fill) throw new Error(`${p.e.key}: no value for {${name}}; add params.${name} to its expectation`);
    url = url.replace(`{${name}}`, encodeURIComponent(String(await fill(ctx))));
  }
  if (p.rule.query) {
    const q = (await resolveDeep(p.rule.query(ctx))) as Record<string, string | number>;
    url += `?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()}`;
  }
  let body: unknown;
  const headers: Record<string, string> = {};
  if (p.e.method !== 'GET') {
    body = await resolveDeep(p.rule.body ? p.rule.body(ctx) : {});
    if (p.rule.form) {
      body = new URLSearchParams(body as Record<string, string>).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
  }
  const token = p.caller === 'anonymous' ? undefined : w.tokens[p.caller];
  const res = await w.t.call(p.e.method as never, url, { token, body, headers });
  return { expected, res, url };
}

/** Words of a plan this caller may not see must never reach them. */
function leaks(caller: Caller, text: string): string[] {
  const out: string[] = [];
  if (!PLAN_RIGHTS[caller].other) out.push(...OTHER_PLAN_MARKERS.filter((m) => text.includes(m)));
  if (!PLAN_RIGHTS[caller].demo) out.push(...DEMO_PLAN_MARKERS.filter((m) => text.includes(m)));
  return out;
}

/** Rows of a plan and its version: any change to the plan changes this. */
async function planFingerprint(t: TestApp, profileId: number): Promise<string> {
  const rows = await t.db.execute(sql`select
    (select version || ':' || updated_at::text || ':' || active::text from profiles where id = ${profileId}) as p,
    (select count(*) || ':' || coalesce(max(updated_at)::text, '') from plan_records where profile_id = ${profileId}) as r,
    (select count(*) from persons where profile_id = ${profileId}) as pe,
    (select count(*) from incomes where profile_id = ${profileId}) as i,
    (select count(*) from locations where profile_id = ${profileId}) as l,
    (select count(*) from participants where profile_id = ${profileId}) as pa,
    (select count(*) || ':' || coalesce(string_agg(status, ',' order by id), '') from profile_access where profile_id = ${profileId}) as a,
    (select count(*) from scenarios where profile_id = ${profileId}) as s,
    (select count(*) from actions a join scenarios s on s.id = a.scenario_id where s.profile_id = ${profileId}) as ac,
    (select count(*) from settings where level = 6 and level_key = ${profileId}) as st`);
  const row = ((rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]))[0];
  return JSON.stringify(row);
}

const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 1, DELETE: 2 };

describe('authorization matrix', () => {
  let t: TestApp;
  let w: World;
  const list = loadEndpointList();
  const specEndpoints = expandEndpoints(parseEndpointLines(list.text));
  const extraEndpoints: Endpoint[] = Object.keys(EXTRA_ENDPOINTS).map((key) => {
    const [method, path] = key.split(' ');
    // A call at one settings level (the logo's) walks as the spec's expanded level lines do.
    const level = /^\/api\/setting\/(team|user|profile)\/\{levelKey\}\//.exec(path)?.[1];
    return { method, path, key, template: key, ...(level ? { level } : {}) };
  });

  before(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  });
  after(async () => { await t?.close(); });

  it('the repository copy of api-endpoints.txt is the spec\'s', { skip: list.specText == null ? 'spec folder not beside the repository' : false }, () => {
    assert.equal(list.copyText, list.specText, 'server/src/access/api-endpoints.txt differs from the spec: copy the spec\'s file over it');
  });

  it('every expectation names a call of the list', () => {
    const known = new Set(specEndpoints.flatMap((e) => [e.key, e.template]));
    const stale = Object.keys(EXPECTATIONS).filter((k) => !known.has(k));
    assert.deepEqual(stale, [], `expectations for calls not in ${list.source}`);
  });

  it('allows and refuses every call that exists as the table says, without leaking other plans', { timeout: 20 * 60_000 }, async () => {
    const baseline = {
      grants: (await t.db.select({ id: profileAccess.id }).from(profileAccess).where(eq(profileAccess.status, 'ACTIVE'))).map((r) => r.id),
      people: (await t.db.select({ id: persons.id }).from(persons).where(inArray(persons.profileId, [w.plan.demo, w.plan.other]))).map((r) => r.id),
    };

    const notBuilt: string[] = [];
    const unexpected: string[] = [];
    const probes: Probe[] = [];
    const all = [...specEndpoints.map((e) => ({ e, table: EXPECTATIONS as Record<string, Expectation> })), ...extraEndpoints.map((e) => ({ e, table: EXTRA_ENDPOINTS as Record<string, Expectation> }))];
    // MATRIX_ONLY=<regex> walks only the matching calls (while working on one area).
    const only = process.env.MATRIX_ONLY ? new RegExp(process.env.MATRIX_ONLY) : null;
    for (const { e, table } of all) {
      if (only && !only.test(e.key)) continue;
      const rule = ruleFor(e, table);
      // Exists? Ask without a token about nothing: no side effects (the guard answers 401 before any handler).
      const probeRule = rule ?? { decide: () => 'unauth', scoped: true } as Rule;
      let existence;
      try {
        existence = await request(w, { e, rule: probeRule, caller: 'anonymous', target: 'missing' });
      } catch (err) {
        if (!rule) existence = await t.call(e.method as never, e.path.replace(/\{\w+\}/g, String(MISSING_ID)), { body: e.method === 'GET' ? undefined : {} }).then((res) => ({ res }));
        else throw err;
      }
      if (classify(existence.res) === 'not-built') {
        notBuilt.push(e.key);
        continue;
      }
      if (!rule) {
        unexpected.push(e.key);
        continue;
      }
      const targets: Target[] = rule.scoped ? ['demo', 'other'] : ['demo'];
      for (const caller of CALLERS) for (const target of targets) probes.push({ e, rule, caller, target });
      if (rule.scoped) for (const caller of ['admin', 'owner'] as Caller[]) probes.push({ e, rule, caller, target: 'missing' });
    }
    probes.sort((a, b) => (METHOD_ORDER[a.e.method] ?? 1) - (METHOD_ORDER[b.e.method] ?? 1));

    const failures: string[] = [];
    const checked = new Set<string>();
    const timeByCall = new Map<string, number>();
    for (const p of probes) {
      // A refused call must change nothing: fingerprint the plan it is about before and after.
      const watch = p.e.method !== 'GET' && p.target !== 'missing' && p.rule.decide(p.caller, p.target) !== 'allow';
      const before = watch ? await planFingerprint(t, w.plan[p.target as 'demo' | 'other']) : '';
      const started = performance.now();
      const { expected, res, url } = await request(w, p);
      timeByCall.set(p.e.key, (timeByCall.get(p.e.key) ?? 0) + performance.now() - started);
      const got = classify(res);
      const label = `${p.e.key} as ${p.caller} about the ${p.target} ${p.rule.scoped ? 'one' : ''}`.replace(/\s+$/, '');
      if (got === 'not-built') continue;
      checked.add(p.e.key);
      if (got !== expected) {
        failures.push(`${label}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)} (${p.e.method} ${url})`);
      }
      if (watch && got !== 'allow') {
        const after = await planFingerprint(t, w.plan[p.target as 'demo' | 'other']);
        if (after !== before) failures.push(`${label}: refused (${res.statusCode}) but the plan changed: ${before} -> ${after}`);
      }
      const leaked = leaks(p.caller, res.body);
      if (leaked.length) failures.push(`${label}: the answer holds ${leaked.join(', ')} from a plan this caller may not see (${p.e.method} ${url})`);
    }

    // Nothing took the clients' access away or deleted a plan.
    const grants = (await t.db.select({ id: profileAccess.id }).from(profileAccess)
      .where(and(inArray(profileAccess.id, baseline.grants), eq(profileAccess.status, 'ACTIVE')))).map((r) => r.id);
    if (grants.length !== baseline.grants.length) failures.push('a client\'s access was revoked by the walk');
    const plans = await t.db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, [w.plan.demo, w.plan.other]));
    if (plans.length !== 2) failures.push('a plan was deleted by the walk');

    const report = [
      `authorization matrix: ${checked.size} calls walked, ${probes.length} requests; list from ${list.source}`,
      `slowest: ${[...timeByCall].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, ms]) => `${k} ${Math.round(ms)} ms`).join('; ')}`,
      notBuilt.length ? `not built yet (${notBuilt.length}):\n  ${notBuilt.join('\n  ')}` : 'not built yet: none',
    ].join('\n');
    console.log(report);
    assert.deepEqual(unexpected, [], `these calls answer but have no expectation in server/src/access/matrix/expectations.ts:\n  ${unexpected.join('\n  ')}`);
    assert.deepEqual(failures, [], `${failures.length} authorization failures:\n  ${failures.slice(0, 80).join('\n  ')}`);
  });

  /**
   * Issue 26: every call the contract marks `changesPlans` (plans, their settings, assumption sets, report templates,
   * integrations, imports) is made about the plan, advisor level and team of the expired demo advisor
   * (expired@example.com): by that advisor (level 2 in their team, so only the licence stands in the way), by a team
   * member with write access (level 2, licence in force: the advisor's lapsed licence makes their plans and level
   * read-only to them too; their team's own level stays theirs) and by a read-only member (level 1). Each must be
   * refused, the first two with 403 LICENSE_EXPIRED, and the plan must not change.
   */
  it('refuses every plan change with an expired licence: the expired advisor, a writer and a read-only member of their team', { timeout: 20 * 60_000 }, async () => {
    const db = t.db;
    const [expired] = await db.select().from(users).where(eq(users.email, 'expired@example.com'));
    const [valePlan] = await db.select().from(profiles).where(eq(profiles.advisorUserId, expired.id));
    const future = new Date(Date.now() + 365 * 86400_000);
    const [vale] = await db.insert(teams).values({ name: 'Vale Partners', licenseCount: 0 }).returning();
    const [writer, reader, spare] = await db.insert(users).values([
      { email: 'wren.writer@matrix.example', username: 'wren.writer', firstName: 'Wren', lastName: 'Writer', roleId: 2, roleDescription: 'Advisor', expirationDate: future },
      { email: 'rory.reader@matrix.example', username: 'rory.reader', firstName: 'Rory', lastName: 'Reader', roleId: 3, roleDescription: 'Staff' },
      { email: 'vale.spare@matrix.example', username: 'vale.spare', firstName: 'Val', lastName: 'Spare', roleId: 2, roleDescription: 'Advisor', expirationDate: future },
    ]).returning();
    await db.insert(teamMembers).values([
      { teamId: vale.id, userId: expired.id, role: 'ADVISOR', levelAccess: 2 },
      { teamId: vale.id, userId: writer.id, role: 'ADVISOR', levelAccess: 2 },
      { teamId: vale.id, userId: reader.id, role: 'STAFF', levelAccess: 1 },
      { teamId: vale.id, userId: spare.id, role: 'ADVISOR', levelAccess: 0 },
    ]);
    await db.update(profiles).set({ teamId: vale.id }).where(eq(profiles.id, valePlan.id));
    // Rows the calls' fixtures copy or point at (the seeded plan has only its client).
    const [harper] = await db.select().from(persons).where(eq(persons.profileId, valePlan.id));
    await db.insert(participants).values({ profileId: valePlan.id, type: 'K', name: 'Rowan Vale', dateOfBirth: '2012-01-01', relationship: 'CH' });
    await db.insert(incomes).values({ profileId: valePlan.id, clientId: harper.id, annualPreTax: 80_000, description: 'Vale salary' });
    await db.insert(locations).values({ profileId: valePlan.id, eventTrigger: 'NW', country: 'USA', state: 'OR' });
    // The walk's "other" target becomes the expired advisor's plan, level and team; its callers these three.
    const vw: World = {
      ...w,
      plan: { ...w.plan, other: valePlan.id }, team: { ...w.team, other: vale.id }, advisor: { ...w.advisor, other: expired.id }, spare: { ...w.spare, other: spare.id },
      tokens: { ...w.tokens, otherAdvisor: await t.login(expired.email), manager: await t.login(writer.email), staff: await t.login(reader.email) },
    };
    for (const kind of RECORD_KINDS) await recordId(vw, kind, 'other');
    await actionId(vw, 'other');

    // Keys without parameter names: the spec writes {key} where the contract writes {levelKey}.
    const norm = (key: string) => key.replace(/\{\w+\}/g, '{}');
    const byKey = new Map<string, { e: Endpoint; rule: Rule }>();
    for (const e of specEndpoints) {
      const rule = ruleFor(e, EXPECTATIONS as Record<string, Expectation>);
      if (rule) byKey.set(norm(e.key), { e, rule });
    }
    for (const e of extraEndpoints) byKey.set(norm(e.key), { e, rule: EXTRA_ENDPOINTS[e.key] });
    const marked: string[] = [];
    const walkContract = (o: unknown) => {
      if (o && typeof o === 'object' && 'method' in o && 'path' in o) {
        const e = o as { method: string; path: string; changesPlans?: boolean };
        if (e.changesPlans) marked.push(norm(`${e.method} ${e.path}`));
        return;
      }
      if (o && typeof o === 'object') for (const v of Object.values(o)) walkContract(v);
    };
    walkContract(contract);
    const only = process.env.MATRIX_ONLY ? new RegExp(process.env.MATRIX_ONLY) : null;
    const missing = marked.filter((k) => !byKey.has(k));
    assert.deepEqual(missing, [], 'calls marked changesPlans without a line in the matrix');
    assert.ok(marked.length > 100, `${marked.length} calls marked changesPlans`);

    const failures: string[] = [];
    let walked = 0;
    for (const key of marked) {
      if (only && !only.test(key)) continue;
      const { e, rule } = byKey.get(key)!;
      const level = (e.level ?? 'global') as LevelName;
      for (const caller of ['otherAdvisor', 'manager', 'staff'] as Caller[]) {
        const who = caller === 'otherAdvisor' ? 'the expired advisor' : caller === 'manager' ? 'a writer of their team' : 'a read-only member';
        // The team's own level is the writer's to change (their licence is in force); global is the site administrator's.
        if (caller === 'manager' && level === 'team') continue;
        const before = await planFingerprint(t, valePlan.id);
        const { res, url } = await request(vw, { e, rule: { ...rule, decide: () => 'deny' }, caller, target: 'other' });
        walked += 1;
        const code = bodyJson(res)?.code;
        const label = `${key} as ${who} (${e.method} ${url})`;
        if (caller === 'staff' || level === 'global') {
          if (res.statusCode !== 403 && res.statusCode !== 404) failures.push(`${label}: expected a refusal, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        } else if (res.statusCode !== 403 || code !== 'LICENSE_EXPIRED') {
          failures.push(`${label}: expected 403 LICENSE_EXPIRED, got ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        const after = await planFingerprint(t, valePlan.id);
        if (after !== before) failures.push(`${label}: refused (${res.statusCode}) but the plan changed: ${before} -> ${after}`);
      }
    }
    console.log(`licence walk: ${marked.length} calls marked changesPlans, ${walked} requests`);
    assert.deepEqual(failures, [], `${failures.length} licence failures:\n  ${failures.slice(0, 80).join('\n  ')}`);
  });
});
