import { sql } from 'drizzle-orm';
import { openDb } from './db/client';
import { loadFullAggregates } from './modules/plan/aggregate';
import { effectiveAssumptionsForPlans } from './levels/effectiveAssumptions';
import { claimStale } from './modules/figures/worker';
import { saveWorkerFigures } from './modules/calcs/figuresStore';
const h = await openDb({ dataDir: '/tmp/s27-probe' });
await h.db.execute(sql`SELECT mark_figures_stale(1, 0)`);
const t: Record<string, number> = { claim: 0, agg: 0, eff: 0, save: 0 };
const N = 10;
for (let i = 0; i < N; i++) {
  let s = performance.now(); const c = await claimStale(h.db, 'probe', 32); t.claim += performance.now() - s;
  s = performance.now(); const a = await loadFullAggregates(h.db, c.map((x) => x.profileId)); t.agg += performance.now() - s;
  s = performance.now(); await effectiveAssumptionsForPlans(h.db, [...a.values()].map((p) => ({ id: p.id, advisorUserId: p.advisorUserId ?? null, profileSettings: p.profileSettings as Record<string, string> }))); t.eff += performance.now() - s;
  s = performance.now();
  await saveWorkerFigures(h.db, 'probe', c.map((x) => ({ profileId: x.profileId, seq: x.seq, fingerprint: 'x', results: { netWorthAlbum: [{ netWorth: 1, financialAssets: 2 }] as never, monteCarlo: { probabilityOfSuccess: 0.5 }, calc: { version: 1, startYear: 2026, computedAt: new Date().toISOString() } } })));
  t.save += performance.now() - s;
}
console.log(Object.fromEntries(Object.entries(t).map(([k, v]) => [k, +(v / N).toFixed(1)])), 'ms per batch of 32');
await h.close();
