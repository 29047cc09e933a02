import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { endpoints } from '@portal/shared/contract';
import {
  assumptions, integrationContacts, partnerLinks, partners, profiles, teamMembers, teams, users,
} from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';

const here = path.dirname(fileURLToPath(import.meta.url));
const contactsCsv = readFileSync(path.join(here, '../test/fixtures/integrations/contacts.csv'), 'utf8');
const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[]));

/**
 * Issue 26 finding 1: an expired licence still wrote through side doors (CRM links, imports and contacts that create
 * plans, a plan's settings, assumption copies and report templates), for the expired advisor and for team members
 * with write access. One check, declared by the contract (`changesPlans`), now guards them all.
 */
describe('an expired licence blocks every plan change, on every path', () => {
  let t: TestApp;
  let expired: string;
  let writer: string;
  let reader: string;
  let expiredId: number;
  let writerId: number;
  let planId: number;
  let contactId: number;
  let crm: number;
  let globalSet: number;

  /** Everything a refused call could have written. */
  async function snapshot() {
    const res = await t.db.execute(sql`select
      (select count(*) from profiles) as profiles,
      (select count(*) from plan_events) as events,
      (select count(*) from settings) as settings,
      (select count(*) from assumptions) as assumption_sets,
      (select count(*) from report_templates) as templates,
      (select count(*) from partner_links) as links,
      (select count(*) || ':' || coalesce(max(imported_at)::text, '') from integration_contacts) as contacts,
      (select version from profiles where id = ${planId}) as version`);
    return JSON.stringify(rowsOf(res)[0]);
  }

  before(async () => {
    t = await createTestApp();
    const [e] = await t.db.select().from(users).where(eq(users.email, 'expired@example.com'));
    expiredId = e.id;
    [{ id: planId }] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, expiredId));
    [{ id: crm }] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'CRM_CONTACTS'));
    [{ id: globalSet }] = await t.db.select({ id: assumptions.id }).from(assumptions).where(eq(assumptions.level, 1)).orderBy(asc(assumptions.id)).limit(1);
    // A CRM link and a contact at the expired advisor's level, made before the licence lapsed.
    await t.db.insert(partnerLinks).values({ level: 5, levelKey: expiredId, partnerId: crm });
    [{ id: contactId }] = await t.db.insert(integrationContacts).values({
      level: 5, levelKey: expiredId, partnerId: crm, externalKey: 'C-9', firstName: 'Noel', lastName: 'Stone', dateOfBirth: '1970-01-01',
    }).returning({ id: integrationContacts.id });
    // The expired advisor's team: a writer (level 2, licence in force) and a read-only member (level 1); the plan is the team's.
    const future = new Date(Date.now() + 200 * 86400_000);
    const [team] = await t.db.insert(teams).values({ name: 'Vale Partners', licenseCount: 0 }).returning();
    const [w, r] = await t.db.insert(users).values([
      { email: 'wren.writer@licence.example', username: 'wren.writer', firstName: 'Wren', lastName: 'Writer', roleId: 2, roleDescription: 'Advisor', expirationDate: future },
      { email: 'rory.reader@licence.example', username: 'rory.reader', firstName: 'Rory', lastName: 'Reader', roleId: 3, roleDescription: 'Staff' },
    ]).returning();
    writerId = w.id;
    await t.db.insert(teamMembers).values([
      { teamId: team.id, userId: expiredId, role: 'ADVISOR', levelAccess: 0 },
      { teamId: team.id, userId: w.id, role: 'ADVISOR', levelAccess: 2 },
      { teamId: team.id, userId: r.id, role: 'STAFF', levelAccess: 1 },
    ]);
    await t.db.update(profiles).set({ teamId: team.id }).where(eq(profiles.id, planId));
    expired = await t.login('expired@example.com');
    writer = await t.login('wren.writer@licence.example');
    reader = await t.login('rory.reader@licence.example');
  });
  after(async () => { await t?.close(); });

  const sideDoors = () => [
    ['POST', '/api/integration/link/user', { levelKey: expiredId, partnerId: crm }],
    ['POST', '/api/integration/user', { levelKey: expiredId, partnerId: crm, fileName: 'contacts.csv', content: contactsCsv }],
    ['POST', '/api/integration/user/contact', { levelKey: expiredId, contactId }],
    ['POST', `/api/setting/profile/${planId}`, { values: { banner_title: 'Changed while expired' } }],
    ['DELETE', '/api/setting/profile', { levelKey: planId, keys: ['banner_title'] }],
    ['POST', `/api/setting/profile/assumption/copy/${globalSet}`, { levelKey: planId }],
    ['POST', '/api/setting/profile/report', { levelKey: planId, name: 'Expired template', isDefault: false, sections: [] }],
    ['POST', `/api/setting/user/${expiredId}`, { values: { banner_title: 'Changed while expired' } }],
    ['POST', '/api/setting/user/assumption/copy/' + globalSet, { levelKey: expiredId }],
    ['POST', '/api/setting/user/report', { levelKey: expiredId, name: 'Expired template', isDefault: false, sections: [] }],
    ['POST', '/api/client/profile', { advisorUserId: expiredId, spouse: false }],
    ['POST', `/api/integration/upload/profile/${planId}`, { partnerId: crm, fileName: 'contacts.csv', content: contactsCsv }],
  ] as const;

  it('the expired advisor: 403 LICENSE_EXPIRED on every side door, and nothing is written', async () => {
    const before = await snapshot();
    for (const [method, url, body] of sideDoors()) {
      const res = await t.call(method, url, { token: expired, body });
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
      assert.equal(res.json().code, 'LICENSE_EXPIRED', `${method} ${url}`);
      assert.match(res.json().message, /licence expired on \d{4}-\d{2}-\d{2}/);
    }
    assert.equal(await snapshot(), before);
  });

  it('a team member with write access: the expired advisor\'s plan and level are read-only to them too; their own level is not', async () => {
    const before = await snapshot();
    for (const [method, url, body] of sideDoors().filter(([, url]) => !url.startsWith('/api/integration/link') && url !== '/api/integration/user')) {
      const res = await t.call(method, url, { token: writer, body });
      assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
      assert.equal(res.json().code, 'LICENSE_EXPIRED', `${method} ${url}`);
      assert.match(res.json().message, /licence of this plan's advisor, Riley Lapse, expired on/);
    }
    assert.equal(await snapshot(), before);
    // Reading still works, and the writer's own level is theirs to change.
    assert.equal((await t.call('GET', `/api/client/profile/${planId}`, { token: writer })).statusCode, 200);
    const own = await t.call('POST', `/api/setting/user/${writerId}`, { token: writer, body: { values: { banner_title: 'Wren' } } });
    assert.equal(own.statusCode, 200, own.body);
  });

  it('a read-only team member is refused every change', async () => {
    const before = await snapshot();
    for (const [method, url, body] of sideDoors()) {
      const res = await t.call(method, url, { token: reader, body });
      assert.ok(res.statusCode === 403 || res.statusCode === 404, `${method} ${url}: ${res.statusCode} ${res.body}`);
    }
    assert.equal(await snapshot(), before);
  });

  it('a renewal opens the same doors at the next request', async () => {
    await t.db.update(users).set({ expirationDate: new Date(Date.now() + 30 * 86400_000) }).where(eq(users.id, expiredId));
    try {
      const res = await t.call('POST', `/api/setting/profile/${planId}`, { token: expired, body: { values: { banner_title: 'Renewed' } } });
      assert.equal(res.statusCode, 200, res.body);
      const contact = await t.call('POST', '/api/integration/user/contact', { token: expired, body: { levelKey: expiredId, contactId } });
      assert.equal(contact.statusCode, 200, contact.body);
    } finally {
      await t.db.update(users).set({ expirationDate: new Date(Date.now() - 5 * 86400_000) }).where(eq(users.id, expiredId));
    }
  });

  it('the contract declares the check on every write of plans, their settings, assumption sets, report templates and integrations', () => {
    const unmarked: string[] = [];
    const walk = (o: unknown, name: string) => {
      if (o && typeof o === 'object' && 'method' in o && 'path' in o) {
        const e = o as { method: string; path: string; changesPlans?: boolean };
        const write = e.method !== 'GET' || /\/integration\/run\//.test(e.path);
        const area = /^\/api\/(setting\/(team|user|profile)|integration\/(?!partner|team\/contact\/search|user\/contact\/search)|client\/(profile|clients|incomes|locations|participants|debt|election|expense|goal|insurance|investment|realasset|otherincome|tax|targetmethod|strategy|scenario|action|history))/.test(e.path);
        const notAChange = /\/calcs\/|\/scenario\/\{id\}$|\/event\//.test(e.path) && e.method === 'POST' && !/\/action/.test(e.path);
        if (write && area && !notAChange && !e.changesPlans) unmarked.push(`${name} ${e.method} ${e.path}`);
        return;
      }
      if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) walk(v, name ? `${name}.${k}` : k);
    };
    walk({ settings: endpoints.settings, assumptions: endpoints.assumptions, reports: endpoints.reports, integrations: endpoints.integrations, profile: endpoints.profile, people: endpoints.people, records: endpoints.records, scenarios: endpoints.scenarios, history: endpoints.history }, '');
    assert.deepEqual(unmarked, []);
  });

  it('the OpenAPI reference names the licence rule of a marked call', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json() as { paths: Record<string, Record<string, { description?: string }>> };
    assert.match(doc.paths['/api/integration/user/contact'].post.description ?? '', /403 LICENSE_EXPIRED/);
    assert.doesNotMatch(doc.paths['/api/integration/user/contact/search'].post.description ?? '', /LICENSE_EXPIRED/);
  });
});
