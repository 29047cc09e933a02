import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { planFigures, profiles, settings, teamMembers, users } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../seed/demo';
import { FiguresWorker, pendingCount } from '../figures/worker';

describe('dashboards', () => {
  let t: TestApp;
  let owner: string;
  let manager: string;
  let advisor2: string;
  let client: string;
  let ownerId: number;
  let planId: number;
  let teamId: number;

  before(async () => {
    t = await createTestApp();
    [owner, manager, advisor2, client] = await Promise.all([DEMO_EMAILS.advisor, DEMO_EMAILS.manager, DEMO_EMAILS.advisor2, DEMO_EMAILS.client].map((e) => t.login(e)));
    ownerId = (await t.db.select().from(users).where(eq(users.email, DEMO_EMAILS.advisor)))[0].id;
    planId = (await t.db.select().from(profiles).where(eq(profiles.advisorUserId, ownerId)))[0].id;
    teamId = (await t.db.select().from(teamMembers).where(eq(teamMembers.userId, ownerId)))[0].teamId;
  });
  after(() => t.close());

  const dashboard = (token = owner) => t.call('GET', `/api/client/dashboard/user/${ownerId}/dashboard`, { token });
  const figures = async () => (await t.db.select().from(planFigures).where(eq(planFigures.profileId, planId)))[0];

  it('shows a plan not yet computed as pending, then the figures of its computed result', async () => {
    const first = (await dashboard()).json();
    const plan = first.planList.find((p: { profileId: number }) => p.profileId === planId);
    assert.equal(plan.stageLabel, 'Analysis');
    assert.equal(plan.stale, true);
    assert.equal(plan.probability, null);
    assert.ok(first.pending >= 1);

    const combined = (await t.call('GET', `/api/gateway/calcs/profile/${planId}/combined`, { token: owner })).json();
    const after = (await dashboard()).json();
    const now = after.planList.find((p: { profileId: number }) => p.profileId === planId);
    assert.equal(now.stale, false);
    assert.equal(now.probability, combined.monteCarlo.probabilityOfSuccess, 'the engine\'s probability');
    assert.equal(now.netWorth, Math.round(combined.netWorthAlbum[0].netWorth));
    assert.equal(after.totalAssets, after.planList.reduce((n: number, p: { totalAssets: number | null }) => n + (p.totalAssets ?? 0), 0));
    assert.equal(after.stages.find((s: { stage: number }) => s.stage === 2).count, 1);
    assert.equal(after.histogram.reduce((n: number, b: { count: number }) => n + b.count, 0), 1);
    assert.equal(after.pending, 0);
  });

  it('marks plans stale when their plan or effective settings change; the worker recomputes them once', async () => {
    await t.call('POST', '/api/client/profile', { token: owner, body: { id: planId, spending: 61_000 } });
    assert.equal((await figures()).stale, true, 'a plan change');
    const worker = new FiguresWorker(t.db);
    assert.ok(await worker.drain() >= 1, 'every stale plan of the demo data');
    let f = await figures();
    assert.deepEqual([f.stale, f.runs], [false, 1]);

    await t.db.insert(settings).values({ level: 5, levelKey: ownerId, key: 'inflation', value: '0.04' });
    assert.equal((await figures()).stale, true, 'the advisor\'s inflation setting');
    assert.equal(await pendingCount(t.db, { advisorIds: [ownerId] }), 1);
    await t.db.insert(settings).values({ level: 5, levelKey: ownerId, key: 'success_threshold', value: '99' });
    assert.equal(await worker.drain(), 1);
    f = await figures();
    assert.deepEqual([f.stale, f.runs], [false, 2]);
    assert.equal(await worker.drain(), 0, 'nothing left');

    const withThreshold = (await dashboard()).json();
    assert.equal(withThreshold.threshold, 99);
    const plan = withThreshold.planList.find((p: { profileId: number }) => p.profileId === planId);
    const low = plan.probability * 100 < 99;
    assert.equal(plan.reasons.some((r: { code: string }) => r.code === 'LOW_PROBABILITY'), low, 'below the advisor\'s threshold');
    assert.equal(withThreshold.belowThreshold, low ? 1 : 0);
  });

  it('a change made while the worker computes keeps the plan stale', async () => {
    await t.db.update(planFigures).set({ stale: true }).where(eq(planFigures.profileId, planId));
    const worker = new FiguresWorker(t.db);
    const { claimStale } = await import('../figures/worker');
    const [claim] = await claimStale(t.db, worker.id, 5);
    assert.equal(claim.profileId, planId);
    assert.deepEqual(await claimStale(t.db, 'another-server', 5), [], 'claimed plans are not handed out twice');
    await t.db.delete(settings).where(and(eq(settings.levelKey, ownerId), eq(settings.key, 'inflation')));
    const { saveFigures } = await import('../calcs/figuresStore');
    const { planWithResults } = await import('../calcs/planResults');
    const { ResultCache } = await import('../calcs/resultCache');
    const { cached } = await planWithResults(t.db, new ResultCache(t.db), planId);
    await saveFigures(t.db, planId, cached.results, cached.fingerprint, claim.seq, worker.id);
    assert.equal((await figures()).stale, true);
  });

  it('refuses other advisors and clients; the manager and the site administrator may look', async () => {
    assert.equal((await dashboard(advisor2)).statusCode, 403);
    assert.equal((await dashboard(client)).statusCode, 403);
    assert.equal((await dashboard(manager)).statusCode, 200);
    assert.equal((await t.call('GET', `/api/client/dashboard/user/${ownerId}/dashboard`)).statusCode, 401);
    assert.equal((await t.call('GET', '/api/client/dashboard/user/987654/dashboard', { token: manager })).statusCode, 404);
    assert.equal((await t.call('GET', `/api/client/dashboard/team/${teamId}/dashboard`, { token: owner })).statusCode, 403, 'level 0');
  });

  it('the team dashboard and group view list the team\'s advisors with totals', async () => {
    const res = (await t.call('GET', `/api/client/dashboard/team/${teamId}/dashboard`, { token: manager })).json();
    const names = res.advisors.map((a: { email: string }) => a.email);
    assert.ok(names.includes(DEMO_EMAILS.advisor) && names.includes(DEMO_EMAILS.advisor2));
    assert.equal(res.plans, res.advisors.reduce((n: number, a: { plans: number }) => n + a.plans, 0));
    const group = (await t.call('GET', `/api/client/dashboard/group/team/${teamId}`, { token: manager })).json();
    assert.equal(group.totals.plans, res.plans);
    assert.equal(group.advisors.length, res.advisors.length);
  });

  it('engagement: invited, registered, last sign-in, pages viewed, actions adopted', async () => {
    await t.call('GET', `/api/client/profile/${planId}`, { token: client });
    await t.call('GET', `/api/client/profile/${planId}`, { token: client });
    const rows = (await t.call('GET', `/api/client/dashboard/user/${ownerId}/engagement`, { token: owner })).json();
    const row = rows.find((r: { email: string }) => r.email === DEMO_EMAILS.client);
    assert.equal(row.registered, true);
    assert.ok(row.lastSignIn);
    assert.equal(row.pagesViewed, 2);
    assert.equal(typeof row.actionsAdopted, 'number');
    const team = (await t.call('GET', `/api/client/dashboard/team/${teamId}/engagement`, { token: manager })).json();
    assert.ok(team.some((r: { email: string }) => r.email === DEMO_EMAILS.client));
  });
});
