import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { planFigures, profiles, scenarios, settings, teamMembers, users } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { DEMO_EMAILS } from '../../seed/demo';
import { effectiveAssumptionForProfile, effectiveAssumptionsForPlans } from '../../levels/effectiveAssumptions';
import { loadFullAggregate, loadFullAggregates } from '../plan/aggregate';
import { resultFingerprint } from '../calcs/planResults';
import { figuresFromResults } from '../calcs/figuresStore';
import { runPlan, trialsFrom } from '../calcs/runPlan';
import { FiguresWorker, claimListed, claimStale, rankStale } from './worker';
import type { StoredScenarioResults } from '../scenarios/scenarioCalc';

/** Counts the SQL statements drizzle sends while `fn` runs (its logger sees every query, in transactions too). */
async function countStatements(db: Db, fn: () => Promise<unknown>): Promise<number> {
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const saved = [session.logger, session.options.logger];
  let n = 0;
  const counter = { logQuery: () => { n += 1; } };
  session.logger = counter;
  session.options.logger = counter;
  try {
    await fn();
  } finally {
    [session.logger, session.options.logger] = saved;
  }
  return n;
}

/** The figures queue (README "Performance"): one pending recompute per plan, teams take turns. */
describe('figures queue', () => {
  let t: TestApp;
  let owner: string;
  let planId: number;
  let teamPlans: number[];
  let loner: number[];

  before(async () => {
    t = await createTestApp();
    owner = await t.login(DEMO_EMAILS.advisor);
    const [me] = await t.db.select().from(users).where(eq(users.email, DEMO_EMAILS.advisor));
    const [team] = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, me.id));
    const members = (await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.teamId))).map((m) => m.userId);
    teamPlans = (await t.db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.advisorUserId, members))).map((p) => p.id);
    planId = (await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.advisorUserId, me.id)).orderBy(profiles.id).limit(1))[0].id;
    // An advisor of no team with three plans of their own (each new plan gets a stale figures row).
    const [solo] = await t.db.insert(users).values({ email: 'solo-queue@example.com', username: 'solo-queue@example.com' }).returning();
    loner = (await t.db.insert(profiles).values([1, 2, 3].map(() => ({ advisorUserId: solo.id }))).returning({ id: profiles.id })).map((p) => p.id);
    await new FiguresWorker(t.db).drain();
  });
  after(async () => { await t?.close(); });

  const figures = async (id: number) => (await t.db.select().from(planFigures).where(eq(planFigures.profileId, id)))[0];

  it('coalesces a burst of writes to a plan into one pending recompute, claimed once the plan is quiet', async () => {
    const before = await figures(planId);
    for (let i = 0; i < 30; i++) {
      const res = await t.call('POST', '/api/client/profile', { token: owner, body: { id: planId, spending: 60_000 + i } });
      assert.equal(res.statusCode, 200, res.body);
    }
    const marked = await figures(planId);
    assert.equal(marked.stale, true);
    assert.ok(marked.staleSeq >= before.staleSeq + 30, 'every write counted');
    assert.deepEqual(await claimStale(t.db, 'quiet-test', 10, 60_000), [], 'not claimed while the plan was written in the last minute');
    const worker = new FiguresWorker(t.db, { quietMs: 0 });
    assert.equal(await worker.drain(), 1, 'one recompute for thirty writes');
    const done = await figures(planId);
    assert.deepEqual([done.stale, done.runs], [false, before.runs + 1]);
  });

  it('teams take turns: a claim takes each team\'s neediest plan before any team\'s second', async () => {
    await t.db.execute(sql`SELECT mark_figures_stale(1, 0)`);
    // Each plan's turn group: its advisor's team, or the advisor alone.
    const rows = await t.db.execute(sql`SELECT p.id, coalesce((SELECT min(m.team_id) FROM team_members m WHERE m.user_id = p.advisor_user_id), -p.advisor_user_id) AS grp
      FROM profiles p WHERE p.active`);
    const groupOf = new Map(((rows as { rows?: unknown[] }).rows ?? rows as unknown as unknown[]).map((r) => [Number((r as { id: number }).id), Number((r as { grp: number }).grp)]));
    const groups = new Set(groupOf.values());
    assert.ok(groups.size >= 2 && (teamPlans.length > 1 || loner.length > 1));
    const ranked = await rankStale(t.db, groups.size);
    const first = await claimStale(t.db, 'fair-test', groups.size);
    assert.deepEqual(first.map((c) => c.profileId), ranked, 'the worker\'s ranking (rankStale) is the claim\'s order');
    assert.deepEqual(await claimListed(t.db, 'other-worker', ranked), [], 'claimed plans are not claimed again');
    const claimedGroups = first.map((c) => groupOf.get(c.profileId));
    assert.equal(new Set(claimedGroups).size, groups.size, `one plan of each group first: ${claimedGroups}`);
    assert.equal(first.filter((c) => loner.includes(c.profileId)).length, 1, 'the teamless advisor has one of them');
    assert.equal(first.filter((c) => teamPlans.includes(c.profileId)).length, 1, 'the demo team has one of them');
    const next = await claimStale(t.db, 'fair-test', 1);
    assert.equal(next.length, 1);
    await t.db.update(planFigures).set({ claimedUntil: null, claimedBy: null });
    assert.ok(await new FiguresWorker(t.db).drain() >= teamPlans.length + loner.length);
    assert.equal((await t.db.select().from(planFigures).where(eq(planFigures.stale, true))).length, 0);
  });

  it('a batch reads its plans and assumption sets together, each the same as read one by one', async () => {
    // Settings at each level the assumption set depends on: the team's inflation, the advisor's trials, one plan's own inflation.
    const [me] = await t.db.select().from(users).where(eq(users.email, DEMO_EMAILS.advisor));
    const [team] = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, me.id));
    await t.db.insert(settings).values([
      { level: 4, levelKey: team.teamId, key: 'inflation', value: '0.031' },
      { level: 5, levelKey: me.id, key: 'monte_carlo_trials', value: '400' },
      { level: 6, levelKey: planId, key: 'inflation', value: '0.027' },
    ]);
    const ids = [...teamPlans, ...loner];
    const batch = await loadFullAggregates(t.db, ids);
    const sets = await effectiveAssumptionsForPlans(t.db, [...batch.values()].map((p) => ({ id: p.id, advisorUserId: p.advisorUserId ?? null, profileSettings: p.profileSettings as Record<string, string> })));
    assert.equal(batch.size, ids.length);
    for (const id of ids) {
      assert.deepEqual(batch.get(id), await loadFullAggregate(t.db, id), `plan ${id}'s aggregate`);
      const one = await effectiveAssumptionForProfile(t.db, id);
      const many = sets.get(id)!;
      assert.deepEqual([many.fingerprint, many.assumptionId, many.source, many.monteCarloTrials, many.data], [one.fingerprint, one.assumptionId, one.source, one.monteCarloTrials, one.data], `plan ${id}'s assumption set`);
    }
    assert.equal(sets.get(planId)!.data.inflation, 0.027, 'the plan\'s own setting wins');
    assert.equal(sets.get(planId)!.monteCarloTrials, 400, 'the advisor\'s trials');
    assert.equal(sets.get(loner[0])!.monteCarloTrials, 1000, 'another advisor keeps the default');
    await t.db.delete(settings).where(inArray(settings.levelKey, [team.teamId, me.id, planId]));
  });

  it('stores the figures a plan computed on its own gives, with a fixed number of statements per batch', async () => {
    // Forty more plans of the teamless advisor, and everything stale: a batch of 32 (the worker below claims that many at once).
    const [solo] = await t.db.select().from(users).where(eq(users.email, 'solo-queue@example.com'));
    await t.db.insert(profiles).values(Array.from({ length: 40 }, () => ({ advisorUserId: solo.id })));
    await t.db.execute(sql`SELECT mark_figures_stale(1, 0)`);
    const stale = (await t.db.select().from(planFigures).where(eq(planFigures.stale, true))).length;
    assert.ok(stale >= 40);
    let computed = 0;
    const statements = await countStatements(t.db, async () => { computed = await new FiguresWorker(t.db, { batch: 32 }).drain(); });
    assert.equal(computed, stale);
    // Per batch: its claim, eight reads of the plans, four of the assumption sets, two writes (and the transaction's
    // BEGIN and COMMIT, which drizzle sends as statements on PostgreSQL); the ranking, and the last one finding none.
    const batches = Math.ceil(stale / 32);
    assert.ok(statements <= batches * 17 + 2, `${statements} statements for ${stale} plans in ${batches} batch(es)`);
    console.log(`figures worker: ${statements} statements for ${stale} plans (${(statements / stale).toFixed(2)} a plan)`);
    // Each stored figure is the one the plan's own run gives (same aggregate, same set, same seed).
    const now = new Date();
    for (const id of [planId, ...teamPlans.slice(0, 3), loner[0]]) {
      const stored = await figures(id);
      const assumption = await effectiveAssumptionForProfile(t.db, id);
      const trials = trialsFrom(assumption.monteCarloTrials);
      const results = runPlan(await loadFullAggregate(t.db, id), assumption.data, { startYear: now.getUTCFullYear(), trials, now });
      const f = figuresFromResults(results);
      assert.deepEqual(
        [stored.probability, stored.netWorth, stored.totalAssets, stored.incomplete, stored.version, stored.fingerprint, stored.stale],
        [f.probability, f.netWorth, f.totalAssets, f.incomplete, results.calc.version, resultFingerprint({ assumptions: assumption.fingerprint, startYear: now.getUTCFullYear(), trials }), false],
        `plan ${id}`,
      );
    }
  });

  it('an opened plan is computed at once, ahead of the queue, and the worker does not compute it again', async () => {
    await t.db.execute(sql`SELECT mark_figures_stale(1, 0)`);
    const before = await figures(planId);
    assert.equal(before.stale, true);
    const res = await t.call('GET', `/api/gateway/calcs/profile/${planId}/combined`, { token: owner });
    assert.equal(res.statusCode, 200, res.body);
    const opened = await figures(planId);
    assert.deepEqual([opened.stale, opened.runs], [false, before.runs], 'fresh from the request\'s own run, not the worker\'s');
    assert.equal(opened.probability, res.json().monteCarlo.probabilityOfSuccess);
    const other = await figures(loner[0]);
    assert.ok(await new FiguresWorker(t.db).drain() >= 1);
    assert.equal((await figures(planId)).runs, before.runs, 'not recomputed by the worker');
    assert.equal((await figures(other.profileId)).runs, other.runs + 1, 'the others were');
  });

  it('once nothing is stale, the worker brings the stored results of the plans\' scenarios up to date, as a reader would compute them', async () => {
    const stored = async () => (await t.db.select().from(scenarios).where(eq(scenarios.profileId, planId)))
      .filter((s) => s.active).map((s) => ({ id: s.id, type: s.type, results: s.results as StoredScenarioResults | null }));
    const list = await stored();
    assert.ok(list.some((s) => s.type === 'WS') && list.some((s) => s.type === 'SA'), 'the demo plan has a workshop and suggested actions');
    // A change to the plan: its figures and its scenarios' stored results are out of date.
    const res = await t.call('POST', '/api/client/profile', { token: owner, body: { id: planId, spending: 61_500 } });
    assert.equal(res.statusCode, 200, res.body);
    const worker = new FiguresWorker(t.db, { quietMs: 0 });
    assert.equal(await worker.drain(), 1);
    const version = (await t.db.select({ v: profiles.version }).from(profiles).where(eq(profiles.id, planId)))[0].v;
    assert.ok((await stored()).every((s) => s.results?.profileVersion !== version), 'not computed by the figures themselves');
    assert.equal(await worker.refreshScenarios(), list.length, 'every active scenario of the plan computed once');
    const after = await stored();
    assert.ok(after.every((s) => s.results?.profileVersion === version), 'each for the plan as it is now');
    // What a reader gets is those results (not stale, not computed again), with the figures the request itself computes.
    for (const s of after) {
      const read = await t.call('GET', `/api/gateway/calcs/profile/${planId}/scenario/${s.id}/true`, { token: owner });
      assert.equal(read.statusCode, 200, read.body);
      const body = read.json() as StoredScenarioResults & { stale: boolean };
      assert.deepEqual([body.stale, body.computedAt], [false, s.results!.computedAt], `scenario ${s.id} read as stored`);
      const fresh = await t.call('POST', `/api/gateway/calcs/profile/${planId}/scenario/${s.id}`, { token: owner, body: body.selectedActions });
      assert.equal(fresh.statusCode, 200, fresh.body);
      const asked = fresh.json() as StoredScenarioResults;
      assert.ok(body.metricsCollection && body.netWorthAlbum.length > 0, `scenario ${s.id} has figures`);
      assert.deepEqual([asked.metricsCollection, asked.netWorthAlbum, asked.cashFlowAlbum], [body.metricsCollection, body.netWorthAlbum, body.cashFlowAlbum],
        `scenario ${s.id}: the same figures as computed on request`);
    }
    assert.equal(await worker.refreshScenarios(), 0, 'nothing left to do');
    // Another turn with nothing changed computes nothing: current results are left as they are.
    await t.db.execute(sql`SELECT mark_figures_stale(1, 0)`);
    await t.db.update(planFigures).set({ claimedUntil: null, claimedBy: null });
    assert.ok(await worker.drain() >= 1);
    assert.equal(await worker.refreshScenarios(100), 0, 'results still current are not computed again');
  });
});
