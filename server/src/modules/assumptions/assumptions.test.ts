import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { Assumption, AssumptionData } from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../../test/harness';
import { planRecords, profiles, teams, users } from '../../db/schema/index';
import { effectiveAssumptionForProfile } from '../../levels/effectiveAssumptions';
import { MAPPING_ERROR_TEXT } from './portfolioChange';

/** A two-class set: A (μ 8 %, σ 15 %) and B (μ 3 %, σ 5 %), correlation 0.2, one 60/40 portfolio MIX. */
const twoAssetData = (rho = 0.2): AssumptionData => ({
  inflation: 0.02, salaryGrowth: 0.03,
  assetClasses: [
    { id: 'A', name: 'Asset A', expectedReturn: 0.08, standardDeviation: 0.15, incomeYield: 0.01 },
    { id: 'B', name: 'Asset B', expectedReturn: 0.03, standardDeviation: 0.05, incomeYield: 0.03 },
  ],
  assetClassGroups: [], portfolioGroups: [], riskMappings: [],
  correlations: [[1, rho], [rho, 1]],
  portfolios: [{ id: 'MIX', name: 'Mix', weights: { A: 60, B: 40 } }],
  defaultPortfolioId: 'MIX',
});

describe('portfolio assumptions at every level', () => {
  let t: TestApp;
  let admin: string, manager: string, advisor: string, advisor2: string;
  let profileId: number, teamId: number, advisorId: number, globalId: number;

  before(async () => {
    t = await createTestApp();
    [admin, manager, advisor, advisor2] = await Promise.all(
      ['admin@example.com', 'manager@example.com', 'advisor@example.com', 'advisor2@example.com'].map((e) => t.login(e)));
    const [a] = await t.db.select().from(users).where(eq(users.email, 'advisor@example.com'));
    advisorId = a.id;
    [{ id: profileId }] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, a.id));
    [{ id: teamId }] = await t.db.select({ id: teams.id }).from(teams).where(eq(teams.name, 'Summit Wealth Partners'));
    globalId = (await t.call('GET', '/api/setting/global/assumption', { token: advisor })).json()[0].id;
  });
  after(async () => { await t.close(); });

  const effective = async () => (await t.call('GET', `/api/setting/profile/assumption/effective/${profileId}`, { token: advisor })).json();
  const copy = async (token: string, level: string, levelKey: number | null, originalId = globalId) => {
    const res = await t.call('POST', `/api/setting/${level}/assumption/copy/${originalId}`, { token, body: levelKey ? { levelKey } : {} });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Assumption;
  };
  const setting = (token: string, level: string, key: number, values: Record<string, string>) =>
    t.call('POST', `/api/setting/${level}/${key}`, { token, body: { values } });

  it('seeds a global default set with the demo plan\'s portfolios and computed statistics', async () => {
    const [set] = (await t.call('GET', '/api/setting/global/assumption', { token: advisor })).json() as Assumption[];
    assert.equal(set.level, 1);
    assert.equal(set.data.assetClasses.length, 8);
    const ids = set.data.portfolios.map((p) => p.id);
    for (const id of ['CONSERVATIVE', 'MODERATE', 'GROWTH', 'AGGRESSIVE', 'CASH']) assert.ok(ids.includes(id), id);
    const growth = set.data.portfolios.find((p) => p.id === 'GROWTH')!;
    const moderate = set.data.portfolios.find((p) => p.id === 'MODERATE')!;
    assert.ok(growth.expectedReturn! > moderate.expectedReturn! && growth.standardDeviation! > moderate.standardDeviation!);
    assert.equal(set.editable, false);
    const eff = await effective();
    assert.deepEqual([eff.assumptionId, eff.source], [globalId, 1]);
  });

  it('inherits: profile overrides user overrides team overrides global', async () => {
    const team = await copy(manager, 'team', teamId);
    assert.equal((await setting(manager, 'team', teamId, { portfolio_assumption: String(team.id) })).statusCode, 200);
    assert.deepEqual([(await effective()).assumptionId, (await effective()).source], [team.id, 4]);

    const user = await copy(advisor, 'user', null);
    assert.equal(user.levelKey, advisorId);
    assert.equal((await setting(advisor, 'user', advisorId, { portfolio_assumption: String(user.id) })).statusCode, 200);
    assert.deepEqual([(await effective()).assumptionId, (await effective()).source], [user.id, 5]);

    const plan = await copy(advisor, 'profile', profileId);
    assert.equal((await setting(advisor, 'profile', profileId, { portfolio_assumption: String(plan.id) })).statusCode, 200);
    const eff = await effectiveAssumptionForProfile(t.db, profileId);
    assert.deepEqual([eff.assumptionId, eff.source], [plan.id, 6]);

    // Removing the plan's own setting falls back to the advisor's.
    const del = await t.call('DELETE', '/api/setting/profile', { token: advisor, body: { levelKey: profileId, keys: ['portfolio_assumption'] } });
    assert.equal(del.statusCode, 200, del.body);
    assert.deepEqual([(await effective()).assumptionId, (await effective()).source], [user.id, 5]);
    // The inflation setting overrides the set's own.
    await setting(advisor, 'user', advisorId, { inflation: '0.031' });
    assert.equal((await effectiveAssumptionForProfile(t.db, profileId)).data.inflation, 0.031);
  });

  it('copies with the spec\'s copy numbering and changes the plan\'s fingerprint when the set it uses changes', async () => {
    const first = await copy(advisor, 'user', null);
    const second = await copy(advisor, 'user', null);
    assert.match(first.name, / - Copy 2$/); // the inheritance test made ' - Copy'
    assert.match(second.name, / - Copy 3$/);
    const inUse = (await effective()).assumptionId as number;
    const set = (await t.call('GET', `/api/setting/user/assumption/assumptionId/${inUse}`, { token: advisor })).json() as Assumption;
    const before = (await effectiveAssumptionForProfile(t.db, profileId)).fingerprint;
    const large = { ...set.data.assetClasses.find((c) => c.id === 'US_LARGE_CAP')!, expectedReturn: 0.1 };
    const res = await t.call('POST', '/api/setting/user/assumption/asset/class', { token: advisor, body: { assumptionId: inUse, assetClass: large } });
    assert.equal(res.statusCode, 200, res.body);
    const after = await effectiveAssumptionForProfile(t.db, profileId);
    assert.notEqual(after.fingerprint, before);
    assert.equal(after.data.assetClasses.find((c) => c.id === 'US_LARGE_CAP')!.expectedReturn, 0.1);
  });

  it('recalculates a portfolio from weights, volatilities and correlation (two-asset example)', async () => {
    const created = await t.call('POST', '/api/setting/user/assumption', { token: advisor, body: { name: 'Two assets', data: twoAssetData() } });
    assert.equal(created.statusCode, 200, created.body);
    const res = await t.call('GET', `/api/setting/user/assumption/assumptionId/${created.json().id}/recalculate`, { token: advisor });
    assert.equal(res.statusCode, 200);
    const mix = (res.json() as Assumption).data.portfolios[0];
    const variance = 0.6 ** 2 * 0.15 ** 2 + 0.4 ** 2 * 0.05 ** 2 + 2 * 0.6 * 0.4 * 0.2 * 0.15 * 0.05;
    assert.ok(Math.abs(mix.standardDeviation! - Math.sqrt(variance)) < 1e-7, `σ ${mix.standardDeviation}`);
    assert.ok(Math.abs(mix.expectedReturn! - (0.6 * 0.08 + 0.4 * 0.03)) < 1e-9);
    assert.ok(Math.abs(mix.incomeYield! - (0.6 * 0.01 + 0.4 * 0.03)) < 1e-9);
  });

  it('rejects correlations that are asymmetric, off the unit diagonal or not positive semi-definite (400 naming the field)', async () => {
    const id = (await t.call('POST', '/api/setting/user/assumption', { token: advisor, body: { name: 'Corr', data: twoAssetData() } })).json().id;
    const post = (matrix: number[][]) => t.call('POST', '/api/setting/user/assumption/correlation', { token: advisor, body: { assumptionId: id, matrix } });
    for (const [matrix, words] of [
      [[[1, 0.3], [0.2, 1]], /symmetric/],
      [[[1, 0.2], [0.2, 0.9]], /1 on its diagonal/],
    ] as const) {
      const res = await post(matrix.map((r) => [...r]));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].field, 'correlations');
      assert.match(res.json().errors[0].message, words);
    }
    // Three classes whose pairwise correlations cannot hold together.
    await t.call('POST', '/api/setting/user/assumption/asset/class', { token: advisor, body: { assumptionId: id, assetClass: { id: 'C', name: 'Asset C', expectedReturn: 0.05, standardDeviation: 0.1 } } });
    const res = await post([[1, 0.9, 0.9], [0.9, 1, -0.9], [0.9, -0.9, 1]]);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().errors[0].field, 'correlations');
    assert.match(res.json().errors[0].message, /positive semi-definite/);
    // Whole-set saves are checked the same way, and weights must sum to 100 %.
    const bad = await t.call('POST', '/api/setting/user/assumption', { token: advisor, body: { name: 'Bad', data: { ...twoAssetData(), correlations: [[1, 0.5], [0.4, 1]] } } });
    assert.deepEqual([bad.statusCode, bad.json().errors[0].field], [400, 'data.correlations']);
    const weights = await t.call('POST', '/api/setting/user/assumption/portfolio', { token: advisor, body: { assumptionId: id, portfolio: { id: 'MIX', name: 'Mix', weights: { A: 60, B: 30 } } } });
    assert.deepEqual([weights.statusCode, weights.json().errors[0].field], [400, 'portfolios.0.weights']);
  });

  it('answers 406 when the new set lacks the plan\'s portfolios and no mapping covers them; a mapping moves the investments', async () => {
    const from = (await effective()).assumptionId as number;
    const other = (await t.call('POST', '/api/setting/user/assumption', {
      token: advisor,
      body: { name: 'Balanced only', data: { ...twoAssetData(), portfolios: [{ id: 'BALANCED', name: 'Balanced', weights: { A: 50, B: 50 } }], defaultPortfolioId: 'BALANCED' } },
    })).json() as Assumption;
    const refused = await setting(advisor, 'profile', profileId, { portfolio_assumption: String(other.id) });
    assert.equal(refused.statusCode, 406);
    assert.equal(refused.json().message, MAPPING_ERROR_TEXT);
    assert.deepEqual(refused.json().portfolios, ['CASH', 'GROWTH', 'MODERATE']);
    assert.equal((await effective()).assumptionId, from, 'nothing changed');

    const mapping = await t.call('POST', '/api/setting/user/assumption/mapping', {
      token: advisor, body: { fromAssumptionId: from, toAssumptionId: other.id, portfolioMap: { MODERATE: 'BALANCED', GROWTH: 'BALANCED', CASH: 'BALANCED' } },
    });
    assert.equal(mapping.statusCode, 200, mapping.body);
    const available = (await t.call('GET', `/api/setting/profile/assumption/mapping/available/${profileId}`, { token: advisor })).json();
    assert.ok(available.some((m: { id: number }) => m.id === mapping.json().id));

    const accepted = await setting(advisor, 'profile', profileId, { portfolio_assumption: String(other.id) });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const investments = await t.db.select().from(planRecords).where(and(eq(planRecords.profileId, profileId), eq(planRecords.kind, 'investment')));
    assert.ok(investments.every((r) => r.data.portfolioId === 'BALANCED'));

    // Back again needs a mapping the other way: the plan's portfolios are all BALANCED now.
    const back = await t.call('DELETE', '/api/setting/profile', { token: advisor, body: { levelKey: profileId, keys: ['portfolio_assumption'] } });
    assert.equal(back.statusCode, 406);
    await t.call('POST', '/api/setting/user/assumption/mapping', { token: advisor, body: { fromAssumptionId: other.id, toAssumptionId: from, portfolioMap: { BALANCED: 'MODERATE' } } });
    assert.equal((await t.call('DELETE', '/api/setting/profile', { token: advisor, body: { levelKey: profileId, keys: ['portfolio_assumption'] } })).statusCode, 200);
  });

  it('answers 409 when deleting what is still referenced', async () => {
    const inUse = (await effective()).assumptionId as number;
    assert.equal((await t.call('DELETE', `/api/setting/user/assumption/assumptionId/${inUse}`, { token: advisor })).statusCode, 409);
    assert.equal((await t.call('DELETE', `/api/setting/global/assumption/assumptionId/${globalId}`, { token: admin })).statusCode, 409);
    const del = (path: string, body: unknown) => t.call('DELETE', `/api/setting/user/assumption${path}`, { token: advisor, body });
    assert.equal((await del('/asset/class', { assumptionId: inUse, id: 'US_LARGE_CAP' })).statusCode, 409, 'weighted by portfolios');
    assert.equal((await del('/portfolio', { assumptionId: inUse, id: 'CONSERVATIVE' })).statusCode, 409, 'risk mapping');
    assert.equal((await del('/asset/class/group', { assumptionId: inUse, id: 'EQUITY' })).statusCode, 409, 'group of classes');
    assert.equal((await del('/risk/mapping', { assumptionId: inUse, id: 'RISK_VERY_HIGH' })).statusCode, 200);
    // No risk mapping now, but the plan's investments still use MODERATE (mapped back above).
    assert.equal((await del('/portfolio', { assumptionId: inUse, id: 'MODERATE' })).statusCode, 409, 'used by investments');
    const unused = await del('/portfolio', { assumptionId: inUse, id: 'AGGRESSIVE' });
    assert.equal(unused.statusCode, 200);
    assert.ok(!(unused.json() as Assumption).data.portfolios.some((p) => p.id === 'AGGRESSIVE'));
    // A set a mapping names cannot go either.
    const mapped = (await t.call('GET', '/api/setting/user/assumption/mapping', { token: advisor })).json()[0];
    assert.equal((await t.call('DELETE', `/api/setting/user/assumption/assumptionId/${mapped.toAssumptionId}`, { token: advisor })).statusCode, 409);
  });

  it('keeps each level to the people allowed: an advisor cannot edit global or another team\'s sets', async () => {
    const body = { name: 'Mine', data: twoAssetData() };
    assert.equal((await t.call('POST', '/api/setting/global/assumption', { token: advisor, body })).statusCode, 403);
    assert.equal((await t.call('DELETE', `/api/setting/global/assumption/assumptionId/${globalId}`, { token: advisor })).statusCode, 403);
    assert.equal((await t.call('POST', '/api/setting/global/assumption/asset/class', {
      token: advisor, body: { assumptionId: globalId, assetClass: { id: 'X', name: 'X', expectedReturn: 0.05, standardDeviation: 0.1 } },
    })).statusCode, 403);
    // Own team: the advisor (levelAccess 0) reads, the manager (3) writes.
    assert.equal((await t.call('GET', `/api/setting/team/assumption/${teamId}`, { token: advisor })).statusCode, 200);
    assert.equal((await t.call('POST', '/api/setting/team/assumption', { token: advisor, body: { ...body, levelKey: teamId } })).statusCode, 403);
    assert.equal((await t.call('POST', '/api/setting/team/assumption', { token: manager, body: { ...body, levelKey: teamId } })).statusCode, 200);
    // Another team.
    const [other] = await t.db.insert(teams).values({ name: 'Other Team' }).returning();
    const created = await t.call('POST', '/api/setting/team/assumption', { token: admin, body: { ...body, levelKey: other.id } });
    assert.equal(created.statusCode, 200);
    assert.equal((await t.call('GET', `/api/setting/team/assumption/${other.id}`, { token: advisor })).statusCode, 403);
    assert.equal((await t.call('POST', '/api/setting/team/assumption', { token: advisor, body: { ...body, id: created.json().id, levelKey: other.id } })).statusCode, 403);
    assert.equal((await t.call('DELETE', `/api/setting/team/assumption/assumptionId/${created.json().id}`, { token: manager })).statusCode, 403);
    // Another advisor's sets: read and write refused; the team manager may.
    const mine = await copy(advisor, 'user', null);
    assert.equal((await t.call('GET', `/api/setting/user/assumption/assumptionId/${mine.id}`, { token: advisor2 })).statusCode, 403);
    assert.equal((await t.call('DELETE', `/api/setting/user/assumption/assumptionId/${mine.id}`, { token: advisor2 })).statusCode, 403);
    assert.equal((await t.call('DELETE', `/api/setting/user/assumption/assumptionId/${mine.id}`, { token: manager })).statusCode, 204);
  });

  it('lists the effective portfolios and the plan\'s groups and risk mappings', async () => {
    const lookup = await t.call('GET', `/api/setting/lookup/portfolio?profileId=${profileId}`, { token: advisor });
    assert.equal(lookup.statusCode, 200);
    assert.ok(lookup.json().some((c: { code: string }) => c.code === 'MODERATE'));
    const groups = await t.call('GET', `/api/setting/profile/assumption/asset/class/group/profile/${profileId}`, { token: advisor });
    assert.ok(groups.json().some((g: { id: string }) => g.id === 'EQUITY'));
    const risk = await t.call('GET', `/api/setting/profile/assumption/risk/mapping/profile/${profileId}`, { token: advisor });
    assert.equal(risk.statusCode, 200);
    assert.equal((await t.call('GET', '/api/setting/lookup/portfolio', { token: advisor2 })).statusCode, 200);
  });
});
