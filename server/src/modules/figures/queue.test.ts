import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { planFigures, profiles, teamMembers, users } from '../../db/schema/index';
import { DEMO_EMAILS } from '../../seed/demo';
import { FiguresWorker, claimStale } from './worker';

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
    const first = await claimStale(t.db, 'fair-test', groups.size);
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
});
