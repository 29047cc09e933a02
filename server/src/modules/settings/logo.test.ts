import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { LOGO_MAX_BYTES, type SettingsResponse } from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { outbox, profiles, reportTemplates, teams, users } from '../../db/schema/index';

/** A PNG and a JPEG made by poppler from a small drawing (fixtures/): real files of each format. */
const PNG = readFileSync(new URL('./fixtures/logo.png', import.meta.url));
const JPEG = readFileSync(new URL('./fixtures/logo.jpg', import.meta.url));
const b64 = (b: Buffer) => b.toString('base64');

/** The images of a PDF as poppler's pdfimages lists them (one line per image after the two header lines). */
function pdfImages(pdf: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'logo-report-')), 'r.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
}

describe('the firm logo: uploaded at a settings level, checked by its bytes, served, inherited and drawn in the report', () => {
  let t: TestApp;
  let manager: string, advisor: string, client: string, advisor2: string;
  let teamId: number, profileId: number, advisorId: number;

  before(async () => {
    t = await createTestApp();
    [manager, advisor, client, advisor2] = await Promise.all(
      ['manager@example.com', 'advisor@example.com', 'client@example.com', 'advisor2@example.com'].map((e) => t.login(e)));
    const [a] = await t.db.select().from(users).where(eq(users.email, 'advisor@example.com'));
    advisorId = a.id;
    [{ id: profileId }] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, a.id));
    [{ id: teamId }] = await t.db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Summit Wealth Partners'));
  });
  after(async () => { await t.close(); });

  const upload = (level: string, key: number, body: unknown, token = manager) => t.call('POST', `/api/setting/${level}/${key}/logo`, { token, body });
  const fieldsOf = (res: { json(): unknown }) => ((res.json() as { errors?: Array<{ field: string; message: string }> }).errors ?? []).map((e) => e.field);

  it('refuses a wrong type, a type that is not the bytes\', an SVG and an oversized image with a 400 naming the field', async () => {
    let res = await upload('team', teamId, { contentType: 'image/svg+xml', data: b64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')) });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(fieldsOf(res), ['contentType']);
    res = await upload('team', teamId, { contentType: 'image/png', data: b64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')) });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(fieldsOf(res), ['data']);
    assert.match(res.body, /SVG/);
    res = await upload('team', teamId, { contentType: 'image/png', data: b64(JPEG) });
    assert.equal(res.statusCode, 400, 'declared PNG, bytes of a JPEG');
    assert.deepEqual(fieldsOf(res), ['contentType']);
    res = await upload('team', teamId, { contentType: 'image/jpeg', data: b64(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)])) });
    assert.deepEqual([res.statusCode, fieldsOf(res)], [400, ['data']]);
    // Just over the limit, as a valid PNG start: refused by its size before anything else.
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES + 1 - PNG.length)]);
    res = await upload('team', teamId, { contentType: 'image/png', data: b64(big) });
    assert.deepEqual([res.statusCode, fieldsOf(res)], [400, ['data']]);
    assert.match(res.body, /256 KB/);
    // A body far beyond the route's limit (1 MB) is refused before it is read: 413, as every route's oversized body.
    res = await upload('team', teamId, { contentType: 'image/png', data: 'A'.repeat(2 * 1024 * 1024) });
    assert.equal(res.statusCode, 413);
    res = await upload('team', teamId, { contentType: 'image/png', data: 'not base64!' });
    assert.deepEqual([res.statusCode, fieldsOf(res)], [400, ['data']]);
    // An interlaced PNG (byte 28 of the IHDR) is one the report's PDF writer cannot draw.
    const interlaced = Buffer.from(PNG);
    interlaced[28] = 1;
    res = await upload('team', teamId, { contentType: 'image/png', data: b64(interlaced) });
    assert.deepEqual([res.statusCode, fieldsOf(res)], [400, ['data']]);
    const settings = (await t.call('GET', `/api/setting/team/${teamId}`, { token: manager })).json() as SettingsResponse;
    assert.equal(settings.logo, null, 'nothing was stored');
  });

  it('only the level\'s writers upload; the team\'s logo is inherited by its advisor\'s plans and served with its type and an ETag', async () => {
    assert.equal((await upload('team', teamId, { contentType: 'image/png', data: b64(PNG) }, client)).statusCode, 403);
    assert.equal((await upload('team', teamId, { contentType: 'image/png', data: b64(PNG) }, advisor2)).statusCode, 403);
    const res = await upload('team', teamId, { contentType: 'image/png', data: b64(PNG) });
    assert.equal(res.statusCode, 200, res.body);
    const team = res.json() as SettingsResponse;
    assert.deepEqual([team.logo?.level, team.logo?.levelKey, team.logo?.contentType, team.logo?.width, team.logo?.height, team.logo?.bytes], [4, teamId, 'image/png', 320, 107, PNG.length]);

    const plan = (await t.call('GET', `/api/setting/profile/${profileId}`, { token: client })).json() as SettingsResponse;
    assert.deepEqual([plan.logo?.level, plan.logo?.from], [4, 'the team'], 'the plan inherits the team\'s logo');
    const img = await t.call('GET', `/api/setting/profile/${profileId}/logo?v=${plan.logo!.version}`, { token: client });
    assert.equal(img.statusCode, 200);
    assert.equal(img.headers['content-type'], 'image/png');
    assert.equal(img.headers['cache-control'], 'private, no-cache');
    assert.equal(img.headers['x-content-type-options'], 'nosniff');
    assert.ok(img.rawPayload.equals(PNG), 'the bytes as uploaded');
    const again = await t.call('GET', `/api/setting/profile/${profileId}/logo`, { token: client, headers: { 'if-none-match': String(img.headers.etag) } });
    assert.equal(again.statusCode, 304);
    assert.equal((await t.call('GET', `/api/setting/profile/${profileId}/logo`)).statusCode, 401);
    assert.equal((await t.call('GET', `/api/setting/profile/${profileId}/logo`, { token: advisor2 })).statusCode, 404, 'another team\'s plan: not a word of it');
    const mine = (await t.call('GET', '/api/setting/user', { token: advisor })).json() as SettingsResponse;
    assert.equal(mine.logo?.level, 4, 'the shell\'s banner without a plan: the advisor\'s own settings carry it too');
  });

  it('a nearer level replaces it (a JPEG at the advisor); removing it brings the inherited one back; none at all answers 404', async () => {
    let res = await upload('user', advisorId, { contentType: 'image/jpeg', data: b64(JPEG) }, advisor);
    assert.equal(res.statusCode, 200, res.body);
    let plan = (await t.call('GET', `/api/setting/profile/${profileId}`, { token: advisor })).json() as SettingsResponse;
    assert.deepEqual([plan.logo?.level, plan.logo?.contentType, plan.logo?.from], [5, 'image/jpeg', 'the advisor']);
    const img = await t.call('GET', `/api/setting/profile/${profileId}/logo`, { token: advisor });
    assert.equal(img.headers['content-type'], 'image/jpeg');
    assert.ok(img.rawPayload.equals(JPEG));
    res = await t.call('DELETE', `/api/setting/user/${advisorId}/logo`, { token: advisor });
    assert.equal(res.statusCode, 200, res.body);
    plan = (await t.call('GET', `/api/setting/profile/${profileId}`, { token: advisor })).json() as SettingsResponse;
    assert.equal(plan.logo?.level, 4, 'the team\'s again');
    assert.equal((await t.call('DELETE', `/api/setting/team/${teamId}/logo`, { token: advisor })).statusCode, 403, 'an advisor does not remove the team\'s');
    assert.equal((await t.call('DELETE', `/api/setting/team/${teamId}/logo`, { token: manager })).statusCode, 200);
    assert.equal((await t.call('GET', `/api/setting/profile/${profileId}/logo`, { token: advisor })).statusCode, 404);
  });

  it('the report draws the plan\'s logo in its banner', async () => {
    const [tpl] = await t.db.select({ id: reportTemplates.id }).from(reportTemplates).where(eq(reportTemplates.level, 1)).limit(1);
    const report = async () => {
      const res = await t.call('GET', `/api/client/report/profile/${profileId}/template/${tpl.id}`, { token: advisor });
      assert.equal(res.statusCode, 200, res.body);
      return pdfImages(res.rawPayload);
    };
    const without = await report();
    assert.equal((await upload('profile', profileId, { contentType: 'image/png', data: b64(PNG) }, advisor)).statusCode, 200);
    const withLogo = await report();
    assert.equal(withLogo.length, without.length + 1, 'one image more: the logo');
    const logoLine = withLogo.find((l) => /\b320\s+107\b/.test(l));
    assert.ok(logoLine, `the 320 × 107 logo is in the PDF:\n${withLogo.join('\n')}`);
    assert.match(logoLine!, /^\s*1\s/, 'on the first page');
  });

  it('mail about a firm\'s plan or team is sent in the firm\'s name', async () => {
    const lastTo = async (email: string) => (await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1))[0];
    await t.call('POST', '/api/auth/code', { body: { email: 'client@example.com' } });
    assert.equal((await lastTo('client@example.com')).fromName, 'Summit Wealth Partners', 'a client: the firm of their plan');
    await t.call('POST', '/api/auth/code', { body: { email: 'advisor@example.com' } });
    assert.equal((await lastTo('advisor@example.com')).fromName, 'Summit Wealth Partners', 'an advisor: their firm');
    await t.call('POST', '/api/auth/code', { body: { email: 'admin@example.com' } });
    assert.equal((await lastTo('admin@example.com')).fromName, null, 'the site administrator: the portal\'s own sender');
    const res = await t.call('POST', `/api/setting/team/${teamId}`, { token: manager, body: { values: { banner_title: 'Summit Wealth Partners, LLC' } } });
    assert.equal(res.statusCode, 200);
    await t.call('POST', '/api/auth/code', { body: { email: 'client@example.com' } });
    assert.equal((await lastTo('client@example.com')).fromName, 'Summit Wealth Partners, LLC', 'the banner title as set');
    const dev = await t.call('GET', '/api/dev/outbox');
    assert.equal((dev.json() as Array<{ to: string; fromName?: string | null }>).find((m) => m.to === 'client@example.com')?.fromName, 'Summit Wealth Partners, LLC');
  });
});
