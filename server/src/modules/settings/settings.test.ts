import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { SettingsResponse } from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { profiles, teams, users } from '../../db/schema/index';
import { effectiveSettings } from '../../levels/effectiveAssumptions';

describe('settings at team, user and profile level', () => {
  let t: TestApp;
  let manager: string, advisor: string, advisor2: string, client: string;
  let profileId: number, teamId: number, advisorId: number;

  before(async () => {
    t = await createTestApp();
    [manager, advisor, advisor2, client] = await Promise.all(
      ['manager@example.com', 'advisor@example.com', 'advisor2@example.com', 'client@example.com'].map((e) => t.login(e)));
    const [a] = await t.db.select().from(users).where(eq(users.email, 'advisor@example.com'));
    advisorId = a.id;
    [{ id: profileId }] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, a.id));
    [{ id: teamId }] = await t.db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Summit Wealth Partners'));
  });
  after(async () => { await t.close(); });

  const plan = async (token = advisor) => (await t.call('GET', `/api/setting/profile/${profileId}`, { token })).json() as SettingsResponse;

  it('answers the effective values with their source levels (profile loads its advisor\'s and team\'s)', async () => {
    const s = await plan();
    assert.deepEqual([s.level, s.levelKey], [6, profileId]);
    assert.equal(s.values.banner_title, 'Summit Wealth Partners');
    assert.equal(s.sources.banner_title, 4);
    assert.equal(s.values.disclosure_web, 'true');
    assert.equal(s.values.monte_carlo_trials, '1000');
    assert.equal(s.sources.monte_carlo_trials, 1);
    assert.ok(s.values.disclosure_text.length > 20);
    const mine = (await t.call('GET', '/api/setting/user', { token: advisor })).json() as SettingsResponse;
    assert.deepEqual([mine.level, mine.levelKey, mine.values.banner_title], [5, advisorId, 'Summit Wealth Partners']);
    // The client of the plan reads the plan's settings.
    assert.equal((await plan(client)).values.banner_title, 'Summit Wealth Partners');
  });

  it('a new firm has a default disclosure and a firm name from its team or advisor; unset inflation shows the assumption set\'s', async () => {
    // The expired demo advisor belongs to no team and set no banner: their own name names the firm.
    const [lone] = await t.db.select().from(users).where(eq(users.email, 'expired@example.com'));
    const own = await effectiveSettings(t.db, 5, lone.id);
    assert.equal(own.values.banner_title, `${lone.firstName} ${lone.lastName} Financial Planning`);
    assert.equal(own.sources.banner_title, 5);
    assert.match(own.values.disclosure_text, /not a guarantee/);
    assert.equal(own.sources.disclosure_text, 1);
    const s = await plan();
    assert.equal(s.inherited?.inflation?.value, String(0.025));
    assert.match(s.inherited?.inflation?.from ?? '', /^the assumption set “.+”$/);
    // No level chose an assumption set: the global default's name, said to come from there.
    assert.equal(s.values.portfolio_assumption, undefined);
    assert.match(s.inherited?.portfolio_assumption?.value ?? '', /\S/);
    assert.equal(s.inherited?.portfolio_assumption?.from, 'the global default');
    assert.deepEqual(s.inherited?.report_template, { value: 'Comprehensive Plan', from: 'the global default' });
    assert.equal(s.values.inflation, undefined, 'inflation itself stays unset (the set\'s value applies)');
  });

  it('saves and deletes keys at a level; nearer levels win', async () => {
    let res = await t.call('POST', `/api/setting/user/${advisorId}`, { token: advisor, body: { values: { banner_title: 'Avery Stone Planning' } } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([(await plan()).values.banner_title, (await plan()).sources.banner_title], ['Avery Stone Planning', 5]);
    res = await t.call('POST', `/api/setting/profile/${profileId}`, { token: advisor, body: { values: { banner_title: 'The Parker Plan', graph_color_1: '#112233' } } });
    assert.equal(res.json().values.banner_title, 'The Parker Plan');
    assert.equal(res.json().sources.graph_color_1, 6);
    res = await t.call('DELETE', '/api/setting/profile', { token: advisor, body: { levelKey: profileId, keys: ['banner_title'] } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual([res.json().values.banner_title, res.json().sources.banner_title], ['Avery Stone Planning', 5]);
    await t.call('DELETE', '/api/setting/user', { token: advisor, body: { levelKey: advisorId, keys: ['banner_title'] } });
    assert.equal((await plan()).sources.banner_title, 4);
    const direct = await effectiveSettings(t.db, 6, profileId);
    assert.equal(direct.values.graph_color_1, '#112233');
  });

  it('validates known keys with the spec\'s messages', async () => {
    const res = await t.call('POST', `/api/setting/profile/${profileId}`, {
      token: advisor, body: { values: { disclosure_web: 'yes', banner_email: 'nope', monte_carlo_trials: '5', graph_color_2: 'blue', rpt_sec: '["COVER","NOPE"]' } },
    });
    assert.equal(res.statusCode, 400);
    const fields = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    assert.equal(fields['values.disclosure_web'], 'is not a valid value');
    assert.equal(fields['values.banner_email'], 'must be a valid email address');
    assert.equal(fields['values.monte_carlo_trials'], 'must be a number greater than or equal to 100');
    assert.ok(fields['values.graph_color_2']);
    assert.ok(fields['values.rpt_sec']);
    const unknownSet = await t.call('POST', `/api/setting/profile/${profileId}`, { token: advisor, body: { values: { portfolio_assumption: '99999' } } });
    assert.equal(unknownSet.statusCode, 400);
  });

  it('lets only the right people change each level', async () => {
    const banner = { values: { banner_title: 'X' } };
    assert.equal((await t.call('POST', `/api/setting/team/${teamId}`, { token: advisor, body: banner })).statusCode, 403);
    assert.equal((await t.call('GET', `/api/setting/team/${teamId}`, { token: advisor })).statusCode, 200);
    assert.equal((await t.call('POST', `/api/setting/user/${advisorId}`, { token: advisor2, body: banner })).statusCode, 403);
    assert.equal((await t.call('POST', `/api/setting/user/${advisorId}`, { token: manager, body: { values: { banner_phone: '555-0100' } } })).statusCode, 200);
    assert.equal((await t.call('POST', `/api/setting/profile/${profileId}`, { token: client, body: banner })).statusCode, 403);
    assert.equal((await t.call('GET', `/api/setting/profile/${profileId}`, { token: advisor2 })).statusCode, 404);
    const team = await t.call('POST', `/api/setting/team/${teamId}`, { token: manager, body: { values: { banner_title: 'Summit Wealth' } } });
    assert.equal(team.statusCode, 200);
    assert.equal((await plan()).values.banner_title, 'Summit Wealth');
  });
});
