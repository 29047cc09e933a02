import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { ReportTemplate } from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { users } from '../../db/schema/index';

describe('report templates at every level', () => {
  let t: TestApp;
  let admin: string, advisor: string;
  let advisorId: number;

  before(async () => {
    t = await createTestApp();
    [admin, advisor] = await Promise.all(['admin@example.com', 'advisor@example.com'].map((e) => t.login(e)));
    [{ id: advisorId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'advisor@example.com'));
  });
  after(async () => { await t.close(); });

  const body = { name: 'Annual Review', sections: [{ code: 'COVER', options: { title: 'Your Year' } }, { code: 'NET_WORTH' }, { code: 'DISCLOSURE' }] };

  it('lists the global template at every level and saves, opens and deletes a level\'s own', async () => {
    const list = (await t.call('GET', `/api/setting/user/report/${advisorId}`, { token: advisor })).json() as ReportTemplate[];
    assert.equal(list[0].level, 1);
    assert.equal(list[0].editable, false);
    const saved = await t.call('POST', '/api/setting/user/report', { token: advisor, body });
    assert.equal(saved.statusCode, 200, saved.body);
    const tpl = saved.json() as ReportTemplate;
    assert.deepEqual(tpl.sections.map((s) => s.code), ['COVER', 'NET_WORTH', 'DISCLOSURE']);
    assert.deepEqual(tpl.sections[1].options, { chart: true, table: false });
    const opened = await t.call('GET', `/api/setting/user/report/reportTemplateId/${tpl.id}`, { token: advisor });
    assert.equal(opened.json().name, 'Annual Review');
    const renamed = await t.call('POST', '/api/setting/user/report', { token: advisor, body: { ...body, id: tpl.id, name: 'Annual Review 2' } });
    assert.equal(renamed.json().name, 'Annual Review 2');
    assert.equal((await t.call('DELETE', `/api/setting/user/report/reportTemplateId/${tpl.id}`, { token: advisor })).statusCode, 204);
    assert.equal((await t.call('GET', `/api/setting/user/report/reportTemplateId/${tpl.id}`, { token: advisor })).statusCode, 404);
  });

  it('offers only the sections of the level\'s rpt_sec setting', async () => {
    await t.call('POST', `/api/setting/user/${advisorId}`, { token: advisor, body: { values: { rpt_sec: '["COVER","DISCLOSURE"]' } } });
    const res = await t.call('POST', '/api/setting/user/report', { token: advisor, body });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'sections.1.code');
    await t.call('DELETE', '/api/setting/user', { token: advisor, body: { levelKey: advisorId, keys: ['rpt_sec'] } });
  });

  it('answers 409 for a template a setting names, and 403 to an advisor deleting a global one', async () => {
    const tpl = (await t.call('POST', '/api/setting/user/report', { token: advisor, body })).json() as ReportTemplate;
    await t.call('POST', `/api/setting/user/${advisorId}`, { token: advisor, body: { values: { report_template: String(tpl.id) } } });
    assert.equal((await t.call('DELETE', `/api/setting/user/report/reportTemplateId/${tpl.id}`, { token: advisor })).statusCode, 409);
    const global = (await t.call('GET', '/api/setting/global/report/1', { token: advisor })).json()[0] as ReportTemplate;
    assert.equal((await t.call('DELETE', `/api/setting/global/report/reportTemplateId/${global.id}`, { token: advisor })).statusCode, 403);
    const adminSave = await t.call('POST', '/api/setting/global/report', { token: admin, body: { ...body, name: 'Short' } });
    assert.equal(adminSave.statusCode, 200);
    assert.equal(adminSave.json().level, 1);
  });
});
