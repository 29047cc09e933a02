import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { integrationRecords, persons, planEvents, planRecords, profiles, teamMembers, users } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../seed/demo';

/** A staged row as the API answers it (the fields these tests read). */
interface StagedRow {
  id: number; partnerId: number; investmentId: number; investmentType: string; status: string; description: string;
  balance: number; balanceAfter: number; costBasis: number | null; holdings: Array<{ ticker: string; name?: string; amount: number }>;
}
type StagedRows = Array<StagedRow & Record<string, unknown>>;

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => readFileSync(path.join(here, '../../test/fixtures/integrations', name), 'utf8');

describe('integrations', () => {
  let t: TestApp;
  let owner: string;
  let manager: string;
  let ownerId: number;
  let planId: number;
  const partner: Record<string, number> = {};

  const version = async () => (await t.db.select({ v: profiles.version }).from(profiles).where(eq(profiles.id, planId)))[0].v;
  const investment = async (id: number) => (await t.db.select().from(planRecords).where(eq(planRecords.id, id)))[0];
  const importEvents = async () => t.db.select().from(planEvents)
    .where(and(eq(planEvents.profileId, planId), eq(planEvents.eventType, 'INTEGRATION_IMPORT'))).orderBy(asc(planEvents.id));
  const upload = (file: string, partnerCode = 'OFX', extra: Record<string, unknown> = {}, token = owner) =>
    t.call('POST', `/api/integration/upload/profile/${planId}`, { token, body: { partnerId: partner[partnerCode], fileName: file, content: fixture(file), ...extra } });
  const staged = async () => (await t.call('GET', `/api/integration/account/investmentasset/staged/profile/${planId}`, { token: owner })).json() as StagedRows;

  before(async () => {
    t = await createTestApp();
    owner = await t.login(DEMO_EMAILS.advisor);
    manager = await t.login(DEMO_EMAILS.manager);
    ownerId = (await t.db.select().from(users).where(eq(users.email, DEMO_EMAILS.advisor)))[0].id;
    planId = (await t.db.select().from(profiles).where(eq(profiles.advisorUserId, ownerId)).orderBy(asc(profiles.id)).limit(1))[0].id;
  });
  after(async () => { await t?.close(); });

  it('lists the partner catalogue, with the custodian presets', async () => {
    const res = await t.call('GET', '/api/integration/partner', { token: owner });
    assert.equal(res.statusCode, 200);
    const list = res.json() as Array<{ id: number; code: string; kind: string; presets?: unknown[] }>;
    assert.deepEqual(list.map((p) => p.code), ['OFX', 'CUSTODIAN_CSV', 'CRM_CONTACTS']);
    for (const p of list) partner[p.code] = p.id;
    assert.ok((list[1].presets?.length ?? 0) >= 3);
  });

  it('refuses an upload until the partner is enabled for the plan\'s advisor or team', async () => {
    const res = await upload('brokerage-2026-01.ofx');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'partnerId');
    const link = await t.call('POST', '/api/integration/link/user', { token: owner, body: { levelKey: ownerId, partnerId: partner.OFX } });
    assert.equal(link.statusCode, 200, link.body);
    const levels = (await t.call('GET', `/api/integration/user/${ownerId}`, { token: owner })).json() as Array<{ partnerId: number }>;
    assert.deepEqual(levels.map((l) => l.partnerId), [partner.OFX]);
    const available = (await t.call('GET', `/api/integration/link/user/profile/${planId}`, { token: owner })).json();
    assert.deepEqual(available.available.map((p: { code: string }) => p.code), ['OFX']);
  });

  it('stages every account of a brokerage statement, and the same file again changes nothing', async () => {
    const first = await upload('brokerage-2026-01.ofx');
    assert.equal(first.statusCode, 200, first.body);
    const accounts = first.json().accounts as Array<{ status: string; balanceAfter: number }>;
    assert.deepEqual(accounts.map((a) => [a.status, a.balanceAfter]), [['NEW', 54750], ['NEW', 17500]]);
    const rows = await staged();
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[0].holdings.map((h: { ticker: string }) => h.ticker), ['VTI', 'BND', 'VXUS']);
    assert.equal(rows[0].costBasis, 24000);
    assert.equal(rows[0].statementDate, '2026-01-31');
    assert.ok(!JSON.stringify(rows).includes('5550001234'), 'the full account number is not kept');
    assert.equal((await importEvents()).length, 1);

    const v = await version();
    const again = await upload('brokerage-2026-01.ofx');
    assert.deepEqual(again.json().accounts.map((a: { status: string }) => a.status), ['UNCHANGED', 'UNCHANGED']);
    assert.deepEqual(await staged(), rows);
    assert.equal(await version(), v);
    assert.equal((await importEvents()).length, 1);
  });

  it('links a record to an existing investment (balance and holdings follow) and links a new one without recalculation', async () => {
    const [a, b] = await staged();
    const [existing] = await t.db.select().from(planRecords)
      .where(and(eq(planRecords.profileId, planId), eq(planRecords.kind, 'investment'))).orderBy(asc(planRecords.id)).limit(1);
    const before = Number(existing.data.balance);
    const v0 = await version();
    const linked = await t.call('POST', `/api/integration/record/${a.id}/link/investmentasset/${existing.id}`, { token: owner });
    assert.equal(linked.statusCode, 200, linked.body);
    assert.equal(linked.json().state, 'LINKED');
    const inv = await investment(existing.id);
    assert.equal(inv.data.balance, 54750);
    assert.equal(inv.data.integrationRecordId, a.id);
    assert.deepEqual((inv.data.holdings as Array<{ ticker: string }>).map((h) => h.ticker), ['VTI', 'BND', 'VXUS']);
    assert.ok((await version()) > v0, 'linking an existing investment changes the plan');
    const events = await importEvents();
    assert.match(events[events.length - 1].description, new RegExp(`${before.toFixed(2)} → 54750.00`));

    // "Create investment" from record b: the investment is saved with the record's id, then linked.
    const saved = await t.call('POST', '/api/client/investment', {
      token: owner,
      body: { profileId: planId, type: 'BA', description: b.description, owner: 'CL', balance: b.balance, holdings: [], integrationRecordId: b.id },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const v1 = await version();
    const link2 = await t.call('POST', `/api/integration/record/${b.id}/link/investmentasset/${saved.json().id}`, { token: owner });
    assert.equal(link2.statusCode, 200, link2.body);
    assert.equal(await version(), v1, 'linking the investment saved from the record does not recalculate');
    assert.equal(link2.json().investmentId, saved.json().id);
  });

  it('a later statement updates the linked investments and records balances before and after', async () => {
    const [a, b] = await staged();
    const res = await upload('brokerage-2026-02.ofx');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().accounts.map((x: { status: string; balanceBefore: number; balanceAfter: number }) => [x.status, x.balanceBefore, x.balanceAfter]),
      [['UPDATED', 54750, 56200], ['UPDATED', 17500, 18200]]);
    assert.equal((await investment(a.investmentId)).data.balance, 56200);
    assert.equal((await investment(b.investmentId)).data.balance, 18200);
    const events = await importEvents();
    assert.match(events[events.length - 1].description, /54,750\.00 → 56,200\.00.*17,500\.00 → 18,200\.00/);
    // An older statement does not overwrite a newer one.
    const older = await upload('brokerage-2026-01.ofx');
    assert.deepEqual(older.json().accounts.map((x: { status: string }) => x.status), ['OLDER', 'OLDER']);
    assert.equal((await investment(a.investmentId)).data.balance, 56200);
  });

  it('re-runs the last statement: unchanged without force, re-applied with force', async () => {
    const [a] = await staged();
    await t.db.update(planRecords).set({ data: { ...(await investment(a.investmentId)).data, balance: 1 } }).where(eq(planRecords.id, a.investmentId));
    const run = await t.call('GET', `/api/integration/run/profile/${planId}`, { token: owner });
    assert.equal(run.statusCode, 200, run.body);
    assert.deepEqual(run.json().runs[0].accounts.map((x: { status: string }) => x.status), ['OLDER', 'OLDER']);
    assert.equal((await investment(a.investmentId)).data.balance, 1);
    const forced = await t.call('GET', `/api/integration/run/profile/${planId}/force`, { token: owner });
    assert.equal(forced.statusCode, 200, forced.body);
    assert.equal((await investment(a.investmentId)).data.balance, 54750, 'the last statement read (January) is applied again');
    await upload('brokerage-2026-02.ofx');
    assert.equal((await investment(a.investmentId)).data.balance, 56200);
  });

  it('a malformed file or an entity declaration fails the run and leaves everything as it was', async () => {
    const recordsBefore = await t.db.select().from(integrationRecords).where(eq(integrationRecords.profileId, planId)).orderBy(asc(integrationRecords.id));
    const eventsBefore = (await importEvents()).length;
    for (const file of ['malformed.ofx', 'xxe.ofx']) {
      const res = await upload(file);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().code, 'INTEGRATION_ERROR');
      assert.equal(res.json().errors[0].field, 'content');
      assert.ok(!res.body.includes('root:'), 'no file of the server is read');
    }
    const big = await t.call('POST', `/api/integration/upload/profile/${planId}`, { token: owner, body: { partnerId: partner.OFX, content: 'x'.repeat(2_000_001) } });
    assert.equal(big.statusCode, 400);
    assert.equal(big.json().errors[0].field, 'content');
    assert.deepEqual(await t.db.select().from(integrationRecords).where(eq(integrationRecords.profileId, planId)).orderBy(asc(integrationRecords.id)), recordsBefore);
    assert.equal((await importEvents()).length, eventsBefore);
  });

  it('reads bank statements (OFX 2 XML and QFX), ignores, stops ignoring and deletes records', async () => {
    assert.equal((await upload('checking-2026-01.ofx')).statusCode, 200);
    const qfx = await upload('savings-2026-01.qfx');
    assert.equal(qfx.statusCode, 200, qfx.body);
    const bank = (await staged()).filter((r) => r.investmentType === 'CA');
    assert.deepEqual(bank.map((r) => [r.description, r.balance]), [['Lakeside Credit Union checking ••2233', 18432.75], ['Lakeside Credit Union savings ••5566', 42750.1]]);
    const ignored = await t.call('POST', `/api/integration/record/ignore/${bank[0].id}`, { token: owner });
    assert.equal(ignored.json().state, 'IGNORED');
    const ignoredList = (await t.call('GET', `/api/integration/account/investmentasset/ignored/profile/${planId}`, { token: owner })).json();
    assert.deepEqual(ignoredList.map((r: { id: number }) => r.id), [bank[0].id]);
    const info = (await t.call('GET', `/api/integration/record/info/profile/${planId}/type/INV`, { token: owner })).json();
    assert.deepEqual([info.staged, info.linked, info.ignored], [1, 2, 1]);
    assert.equal((await t.call('GET', `/api/integration/record/info/profile/${planId}/type/XYZ`, { token: owner })).json().errors[0].field, 'type');
    assert.equal((await t.call('POST', `/api/integration/record/ignore/stop/${bank[0].id}`, { token: owner })).json().state, 'STAGED');
    assert.equal((await t.call('DELETE', `/api/integration/record/${bank[1].id}`, { token: owner })).statusCode, 204);
    assert.equal((await t.call('GET', `/api/integration/record/${bank[1].id}`, { token: owner })).statusCode, 404);
  });

  it('reads custodian CSV exports by preset or a saved mapping, neutralising formulas', async () => {
    const [team] = await t.db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, ownerId));
    const enable = await t.call('POST', '/api/integration/link/team', { token: manager, body: { levelKey: team.teamId, partnerId: partner.CUSTODIAN_CSV } });
    assert.equal(enable.statusCode, 200, enable.body);
    const noDate = await upload('fidelity-positions.csv', 'CUSTODIAN_CSV');
    assert.equal(noDate.json().errors[0].field, 'asOf');
    const res = await upload('fidelity-positions.csv', 'CUSTODIAN_CSV', { asOf: '2026-01-31' });
    assert.equal(res.statusCode, 200, res.body);
    const csv = (await staged()).filter((r) => r.partnerId === partner.CUSTODIAN_CSV);
    assert.deepEqual(csv.map((r) => [r.description, r.balance, r.costBasis]), [['Individual - TOD ••3344', 28300, 21200], ['Roth IRA ••7766', 12000, 11000]]);
    const aapl = csv[0].holdings.find((h: { ticker: string }) => h.ticker === 'AAPL');
    assert.ok(aapl?.name?.startsWith('\'='), `a formula is kept as text: ${aapl?.name}`);

    const unknown = await upload('unknown-layout.csv', 'CUSTODIAN_CSV', { asOf: '2026-01-31' });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /unknown layout/);
    const badMapping = await t.call('POST', '/api/integration/link/team', { token: manager, body: { levelKey: team.teamId, partnerId: partner.CUSTODIAN_CSV, settings: { mapping: { symbol: 'x'.repeat(61) } } } });
    assert.equal(badMapping.json().errors[0].field, 'settings.mapping.symbol');
    const mapped = await t.call('POST', '/api/integration/link/team', {
      token: manager, body: { levelKey: team.teamId, partnerId: partner.CUSTODIAN_CSV, settings: { mapping: { symbol: 'Fund', quantity: 'Holding Count', marketValue: 'Worth' } } },
    });
    assert.equal(mapped.statusCode, 200, mapped.body);
    const ok = await upload('unknown-layout.csv', 'CUSTODIAN_CSV', { asOf: '2026-01-31' });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().accounts[0].balanceAfter, 2500);
  });

  it('imports CRM contacts (CSV and vCard), searches them and creates a prefilled client plan', async () => {
    await t.call('POST', '/api/integration/link/user', { token: owner, body: { levelKey: ownerId, partnerId: partner.CRM_CONTACTS } });
    const wrongKind = await t.call('POST', '/api/integration/user', { token: owner, body: { levelKey: ownerId, partnerId: partner.OFX, content: fixture('contacts.csv') } });
    assert.equal(wrongKind.json().errors[0].field, 'partnerId');
    for (const file of ['contacts.csv', 'contacts.vcf', 'contacts.csv']) {
      const res = await t.call('POST', '/api/integration/user', { token: owner, body: { levelKey: ownerId, partnerId: partner.CRM_CONTACTS, fileName: file, content: fixture(file) } });
      assert.equal(res.statusCode, 200, res.body);
    }
    const all = (await t.call('POST', '/api/integration/user/contact/search', { token: owner, body: { levelKey: ownerId, query: '' } })).json();
    assert.equal(all.length, 5, 'a re-import updates, it does not duplicate');
    const [dana] = (await t.call('POST', '/api/integration/user/contact/search', { token: owner, body: { levelKey: ownerId, query: 'whit' } })).json();
    assert.equal(dana.email, 'dana.whitfield@example.com');
    const created = await t.call('POST', '/api/integration/user/contact', { token: owner, body: { levelKey: ownerId, contactId: dana.id } });
    assert.equal(created.statusCode, 200, created.body);
    const { profileId, invite } = created.json();
    assert.equal(invite.email, 'dana.whitfield@example.com');
    const people = await t.db.select().from(persons).where(eq(persons.profileId, profileId)).orderBy(asc(persons.type));
    assert.deepEqual(people.map((p) => [p.type, p.firstName, p.dateOfBirth]), [['C', 'Dana', '1975-06-12'], ['S', 'Sam', '1977-03-04']]);
    const plan = await t.call('GET', `/api/client/profile/${profileId}`, { token: owner });
    assert.equal(plan.statusCode, 200);
    const [morgan] = (await t.call('POST', '/api/integration/user/contact/search', { token: owner, body: { levelKey: ownerId, query: 'ortiz' } })).json();
    const noDob = await t.call('POST', '/api/integration/user/contact', { token: owner, body: { levelKey: ownerId, contactId: morgan.id } });
    assert.equal(noDob.json().errors[0].field, 'dateOfBirth');
    // Another advisor's contacts are not reachable through this level.
    const other = await t.login(DEMO_EMAILS.advisor2);
    assert.equal((await t.call('POST', '/api/integration/user/contact/search', { token: other, body: { levelKey: ownerId, query: '' } })).statusCode, 403);
  });

  // Each file is over a limit and is refused by counting, before any parser reads it (README "Integrations").
  it('refuses oversized files before parsing: a 150,000-row CSV, a 250,000-tag OFX, 50,000 CRM rows, 28,000 vCards answer 400 naming the limit within 1 s', async () => {
    const csv = `Symbol,Market Value\n${'x\n'.repeat(150_000)}`;
    const ofx = `OFXHEADER:100\n\n<OFX>${'<a>'.repeat(250_000)}</OFX>`;
    const crm = `First Name,Last Name,Email\n${'Ann\n'.repeat(50_000)}`;
    const vcards = 'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lane;Kim;;;\r\nEND:VCARD\r\n'.repeat(28_000);
    const cases = [
      { url: `/api/integration/upload/profile/${planId}`, body: { partnerId: partner.CUSTODIAN_CSV, content: csv, asOf: '2026-01-31' }, limit: /more than 20,000 lines/ },
      { url: `/api/integration/upload/profile/${planId}`, body: { partnerId: partner.OFX, content: ofx }, limit: /more than 100,000 tags/ },
      { url: '/api/integration/user', body: { levelKey: ownerId, partnerId: partner.CRM_CONTACTS, content: crm }, limit: /more than 20,000 lines/ },
      { url: '/api/integration/user', body: { levelKey: ownerId, partnerId: partner.CRM_CONTACTS, content: vcards }, limit: /more than 5,000 vCards/ },
    ];
    for (const c of cases) {
      const started = performance.now();
      const res = await t.call('POST', c.url, { token: owner, body: c.body });
      const ms = performance.now() - started;
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().errors[0].field, 'content');
      assert.match(res.json().errors[0].message, c.limit);
      assert.ok(ms < 1_000, `answered in ${Math.round(ms)} ms`);
    }
  });

  it('reads a large file inside the limits on a pool thread, short rows as blank cells, while /healthz is answered', async () => {
    // The team's saved mapping (the test above): Fund and Worth columns, one account.
    const rows = Array.from({ length: 1_500 }, (_, i) => `T${i},${i + 1}.00`);
    // Short rows (one cell under a two-column header) are read, not refused: they carry no market value.
    const csv = `Fund,Worth\n${rows.join('\n')}\n${'lonely\n'.repeat(15_000)}`;
    assert.ok(csv.length > 4_096);
    const pending = t.call('POST', `/api/integration/upload/profile/${planId}`, { token: owner, body: { partnerId: partner.CUSTODIAN_CSV, content: csv, asOf: '2026-02-28' } });
    const health = await t.call('GET', '/healthz');
    assert.equal(health.statusCode, 200);
    const res = await pending;
    assert.equal(res.statusCode, 200, res.body);
    const [account] = res.json().accounts;
    assert.equal(account.balanceAfter, (1_500 * 1_501) / 2);
    const bad = await t.call('POST', `/api/integration/upload/profile/${planId}`, { token: owner, body: { partnerId: partner.CUSTODIAN_CSV, content: `${csv}\n"unclosed,1`, asOf: '2026-03-31' } });
    assert.equal(bad.statusCode, 400, bad.body);
    assert.match(bad.json().errors[0].message, /not a valid CSV file/);
  });

  it('disabling a partner at a level removes the link and its contacts', async () => {
    const links = (await t.call('GET', `/api/integration/user/${ownerId}`, { token: owner })).json() as Array<{ id: number; partnerId: number; contactCount: number }>;
    const crm = links.find((l) => l.partnerId === partner.CRM_CONTACTS)!;
    assert.equal(crm.contactCount, 5);
    assert.equal((await t.call('DELETE', `/api/integration/link/user/${crm.id}`, { token: owner })).statusCode, 204);
    const res = await t.call('POST', '/api/integration/user/contact/search', { token: owner, body: { levelKey: ownerId } });
    assert.deepEqual(res.json(), []);
  });
});
