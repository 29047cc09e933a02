import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ReportTemplate } from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { profileAccess, profiles, users } from '../../db/schema/index';
import { money } from './draw';

/** Text of a PDF as poppler's pdftotext reads it (a real reader, not our own writer). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  writeFileSync(join(dir, 'r.pdf'), pdf);
  return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
}

describe('client report PDF', () => {
  let t: TestApp;
  let advisor: string, client: string, other: string;
  let planId: number;
  let template: ReportTemplate;
  const url = () => `/api/client/report/profile/${planId}/template/${template.id}`;

  before(async () => {
    t = await createTestApp();
    [advisor, client, other] = await Promise.all(['advisor@example.com', 'client@example.com', 'advisor2@example.com'].map((e) => t.login(e)));
    const [{ id: advisorId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'advisor@example.com'));
    [{ id: planId }] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, advisorId)).orderBy(profiles.id).limit(1);
    const list = (await t.call('GET', `/api/setting/profile/report/${planId}`, { token: advisor })).json() as ReportTemplate[];
    template = list.find((x) => x.sections.some((s) => s.code === 'NET_WORTH'))!;
    await t.call('POST', `/api/setting/profile/${planId}`, { token: advisor, body: { values: { disclosure_text: 'Past performance is no guarantee of future results for this plan.', disclosure_print: 'true' } } });
  });
  after(async () => { await t.close(); });

  it('is a PDF naming the client, with the combined result\'s net worth and the disclosure', async () => {
    const res = await t.call('GET', url(), { token: advisor });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^application\/pdf/);
    assert.match(String(res.headers['content-disposition']), /filename="Jordan-and-Casey-Parker-report-\d{4}-\d{2}-\d{2}\.pdf"/);
    const pdf = res.rawPayload;
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const text = pdfText(pdf);
    assert.match(text, /Jordan and Casey Parker/);
    const combined = (await t.call('GET', `/api/gateway/calcs/profile/${planId}/combined`, { token: advisor })).json();
    const first = combined.netWorthAlbum[0];
    assert.ok(text.includes(`Net worth in ${first.year}: ${money(first.netWorth)}`), `expected ${money(first.netWorth)} in the report`);
    const pos = combined.metricsCollection.probabilityOfSuccess;
    assert.ok(text.includes(`${(pos * 100).toFixed(0)}%`));
    assert.match(text, /Past performance is no guarantee of future results for this plan\./);
  });

  it('leaves the disclosure out when the print flag is off', async () => {
    await t.call('POST', `/api/setting/profile/${planId}`, { token: advisor, body: { values: { disclosure_print: 'false' } } });
    const text = pdfText((await t.call('GET', url(), { token: advisor })).rawPayload);
    assert.doesNotMatch(text, /Past performance is no guarantee/);
    await t.call('POST', `/api/setting/profile/${planId}`, { token: advisor, body: { values: { disclosure_print: 'true' } } });
  });

  it('needs reportAccess: the invited client with it downloads, without it gets 403; strangers 404', async () => {
    assert.equal((await t.call('GET', url(), { token: client })).statusCode, 200);
    const [clientUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@example.com'));
    const where = and(eq(profileAccess.profileId, planId), eq(profileAccess.userId, clientUser.id));
    const [grant] = await t.db.select().from(profileAccess).where(where);
    await t.db.update(profileAccess).set({ flags: { ...grant.flags, reportAccess: false } }).where(where);
    assert.equal((await t.call('GET', url(), { token: client })).statusCode, 403);
    await t.db.update(profileAccess).set({ flags: grant.flags }).where(where);
    assert.equal((await t.call('GET', url(), { token: other })).statusCode, 404);
    assert.equal((await t.call('GET', `/api/client/report/profile/${planId}/template/999999`, { token: advisor })).statusCode, 404);
    assert.equal((await t.call('GET', `/api/client/report/profile/${planId}/template/abc`, { token: advisor })).statusCode, 400);
  });

  it('bounds the work a report asks for: TAX years beyond the plan\'s horizon is a 400, 1,000,000,000 is refused on save', async () => {
    const withYears = (years: number) => ({ name: 'Tax years', sections: [{ code: 'TAX', options: { years } }] });
    const huge = await t.call('POST', '/api/setting/profile/report', { token: advisor, body: { levelKey: planId, ...withYears(1_000_000_000) } });
    assert.equal(huge.statusCode, 400, huge.body);
    assert.match(huge.json().errors[0].field, /^sections\.0\.options\.years$/);
    const saved = await t.call('POST', '/api/setting/profile/report', { token: advisor, body: { levelKey: planId, ...withYears(100) } });
    assert.equal(saved.statusCode, 200, saved.body);
    const combined = (await t.call('GET', `/api/gateway/calcs/profile/${planId}/combined`, { token: advisor })).json();
    const horizon = combined.taxAlbum.length;
    assert.ok(horizon > 0 && horizon < 100, `horizon ${horizon}`);
    const res = await t.call('GET', `/api/client/report/profile/${planId}/template/${saved.json().id}`, { token: advisor });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().errors[0].field, 'sections.0.options.years');
    assert.match(res.json().errors[0].message, new RegExp(`horizon is ${horizon} years`));
    const fits = await t.call('POST', '/api/setting/profile/report', { token: advisor, body: { id: saved.json().id, levelKey: planId, ...withYears(horizon) } });
    assert.equal(fits.statusCode, 200, fits.body);
    const ok = await t.call('GET', `/api/client/report/profile/${planId}/template/${saved.json().id}`, { token: advisor });
    assert.equal(ok.statusCode, 200);
    const lastYear = combined.taxAlbum[horizon - 1].year;
    assert.match(pdfText(ok.rawPayload), new RegExp(`\\b${lastYear}\\b`));
  });

  it('caps reports in progress per person: a third at once is a 429 with Retry-After', async () => {
    const all = await Promise.all([1, 2, 3].map(() => t.call('GET', url(), { token: advisor })));
    const codes = all.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [200, 200, 429]);
    const busy = all.find((r) => r.statusCode === 429)!;
    assert.ok(Number(busy.headers['retry-after']) > 0);
  });
});
