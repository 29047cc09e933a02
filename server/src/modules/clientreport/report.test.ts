import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  DEBT_TYPES, EMPLOYMENT_STATUSES, EVENT_TRIGGERS, EXPENSE_TYPES, FILING_STATUSES, GOAL_TYPES, INSURANCE_TYPES, INVESTMENT_TYPES, OTHER_INCOME_TYPES,
  OWNERS, REAL_ASSET_CATEGORIES, RELATIONSHIPS, SCENARIO_TYPES, TAX_TREATMENTS, codeLists, type ReportTemplate,
} from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { actions, profileAccess, profiles, scenarios, users } from '../../db/schema/index';
import { money } from './draw';

/** Text of a PDF as poppler's pdftotext reads it (a real reader, not our own writer). */
function pdfText(pdf: Buffer, page?: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'report-'));
  writeFileSync(join(dir, 'r.pdf'), pdf);
  // REPORT_PDF_DIR keeps a copy to look at (pdftoppm).
  if (process.env.REPORT_PDF_DIR) writeFileSync(join(process.env.REPORT_PDF_DIR, 'demo-report.pdf'), pdf);
  const pages = page ? ['-f', String(page), '-l', String(page)] : [];
  return execFileSync('pdftotext', ['-layout', ...pages, join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
}

/** Every code of the spec's code lists (two letters or more) that could be printed instead of its words. */
const CODES = new Set<string>([
  ...INVESTMENT_TYPES, ...OWNERS, ...INSURANCE_TYPES, ...DEBT_TYPES, ...EXPENSE_TYPES, ...GOAL_TYPES, ...REAL_ASSET_CATEGORIES,
  ...OTHER_INCOME_TYPES, ...FILING_STATUSES, ...EMPLOYMENT_STATUSES, ...EVENT_TRIGGERS, ...TAX_TREATMENTS, ...RELATIONSHIPS, ...SCENARIO_TYPES,
  ...Object.values(codeLists.assetTypes).flat().map((c) => c.code),
].filter((c) => c.length >= 2 && /[A-Z]/.test(c)));
/** Amounts printed in a text, as numbers: "$1,234" -> 1234, "-$5" -> -5. */
const amounts = (line: string) => [...line.matchAll(/(-?)\$([\d,]+)/g)].map((m) => Number(m[2].replace(/,/g, '')) * (m[1] ? -1 : 1));

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

  it('prints the stress-test section: the four results as the stress endpoint gives them', async () => {
    const text = pdfText((await t.call('GET', url(), { token: advisor })).rawPayload);
    const stress = (await t.call('GET', `/api/gateway/calcs/profile/${planId}/stress`, { token: advisor })).json();
    assert.match(text, /Stress Tests/);
    const pct = (share: number) => `${Math.round(share * 100)}%`;
    for (const [label, share] of [
      ['Historical: every start year', stress.historical.successRate], ['Bad timing: two poor years from', stress.badTiming.probabilityOfSuccess],
      ['Random lifetimes (SSA life table)', stress.randomLifetimes.probabilityOfSuccess], ['Fat tails (crisis years)', stress.fatTails.probabilityOfSuccess],
    ] as const) {
      const line = text.split('\n').find((l) => l.includes(label) && /\d+%/.test(l));
      assert.ok(line, `a line for ${label}`);
      assert.ok(line.includes(pct(share)), `${label}: ${line} should show ${pct(share)}`);
    }
    assert.match(text, /Worst start year/);
  });

  it('prints every coded value in words: no code of any code list, no internal asset class id, no engine name', async () => {
    const text = pdfText((await t.call('GET', url(), { token: advisor })).rawPayload);
    const found = [...text.matchAll(/\b[A-Z0-9]{2,7}\b/g)].map((m) => m[0]).filter((w) => CODES.has(w));
    assert.deepEqual([...new Set(found)], [], `raw codes in the report: ${found.join(', ')}`);
    assert.doesNotMatch(text, /\b[A-Z]+_[A-Z_]+\b/, 'an asset class id such as US_LARGE_CAP');
    assert.doesNotMatch(text, /taxDeferred|netWorth|no actions\b/);
    assert.doesNotMatch(text, /Lognormal|\bBeside\b/, 'the stress comparison in words');
    // Words the demo plan's accounts and people have.
    assert.match(text, /Individual Retirement Account/);
    assert.match(text, /Employer Sponsored Plan/);
    assert.match(text, /Joint/);
    assert.match(text, /\$[\d,]+ a month|\$[\d,]+ a year/, 'a premium with its period');
  });

  it('opens with a summary page: the combined result\'s probability and its meaning, the verdict, key figures, today\'s dollars', async () => {
    const page1 = pdfText((await t.call('GET', url(), { token: advisor })).rawPayload, 1);
    const combined = (await t.call('GET', `/api/gateway/calcs/profile/${planId}/combined`, { token: advisor })).json();
    const pos = combined.metricsCollection.probabilityOfSuccess as number;
    assert.match(page1, new RegExp(`${Math.round(pos * 100)}%\\s+Probability of success`));
    assert.match(page1, new RegExp(`in ${Math.round(pos * 100)} of every 100\\.`));
    // The verdict says why the status is what it is (the probability against the plan's aim), then the projection.
    assert.match(page1.replace(/\s+/g, ' '), new RegExp(`Verdict: (On track|Needs attention|At risk): the probability of success, ${Math.round(pos * 100)}%, is (below|at or above) the \\d+% the plan aims for; with expected returns the money (lasts|runs out)`));
    assert.match(page1, /Now \(\d{4}\)/);
    assert.match(page1, /At retirement \(\d{4}, age \d+\)/);
    assert.match(page1, /Net worth over the plan/);
    assert.match(page1, /Amounts in today's \(\d{4}\) dollars/);
  });

  it('recommends exactly the selected actions of the scenarios it includes', async () => {
    const text = pdfText((await t.call('GET', url(), { token: advisor })).rawPayload);
    const rows = await t.db.select().from(scenarios).where(eq(scenarios.profileId, planId));
    const all = await t.db.select().from(actions);
    let checked = 0;
    for (const sc of rows.filter((r) => r.active)) {
      const selected = new Set(((sc.results as { selectedActions?: Array<{ id: number }> } | null)?.selectedActions ?? []).map((a) => a.id));
      const mine = all.filter((a) => a.scenarioId === sc.id);
      const head = text.match(new RegExp(`${sc.description}: (\\d+) selected actions?|${sc.description}: no actions selected`));
      assert.ok(head, `a heading for ${sc.description}`);
      assert.equal(Number(head![1] ?? 0), selected.size, `${sc.description}: count of selected actions`);
      for (const a of mine) {
        const printed = new RegExp(`•\\s+${a.description!.replace(/[$]/g, '\\$')}`).test(text);
        assert.equal(printed, selected.has(a.id), `${sc.description}: "${a.description}" printed ${printed}, selected ${selected.has(a.id)}`);
      }
      checked += selected.size;
    }
    assert.ok(checked >= 3, 'the demo plan\'s scenarios have selected actions');
  });

  it('shows the allocation by asset class, adding up to the investments\' total', async () => {
    const text = pdfText((await t.call('GET', url(), { token: advisor })).rawPayload);
    const plan = (await t.call('GET', `/api/client/profile/${planId}`, { token: advisor })).json();
    const total = Math.round((plan.investments as Array<{ balance: number; active?: boolean }>).filter((i) => i.active !== false).reduce((s, i) => s + (i.balance ?? 0), 0));
    const part = text.slice(text.indexOf('Whole portfolio by asset class'));
    const lines = part.split('\n');
    const end = lines.findIndex((l) => /Total investments/.test(l));
    assert.ok(end > 0, 'a total line');
    assert.deepEqual(amounts(lines[end]), [total]);
    const classRows = lines.slice(0, end).filter((l) => /\$[\d,]+\s+\d+\.\d%/.test(l));
    assert.ok(classRows.length >= 2, 'several asset classes');
    assert.equal(classRows.reduce((s, l) => s + amounts(l)[0], 0), total);
    assert.match(text, /Allocation by account/);
  });

  it('prints future dollars when the template asks for them', async () => {
    const res = await t.call('POST', `/api/setting/profile/report`, { token: advisor, body: {
      levelKey: planId, name: 'Future dollars', isDefault: false,
      sections: [{ code: 'COVER', options: { todaysDollars: false } }, { code: 'NET_WORTH', options: {} }],
    } });
    assert.equal(res.statusCode, 200, res.body);
    const future = res.json() as ReportTemplate;
    const text = pdfText((await t.call('GET', `/api/client/report/profile/${planId}/template/${future.id}`, { token: advisor })).rawPayload);
    assert.match(text, /Amounts in future dollars/);
    assert.doesNotMatch(text, /today's \(\d{4}\) dollars/);
    const combined = (await t.call('GET', `/api/gateway/calcs/profile/${planId}/combined`, { token: advisor })).json();
    const last = combined.netWorthAlbum.at(-1);
    assert.ok(text.includes(money(last.netWorth)), 'the nominal estate');
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
