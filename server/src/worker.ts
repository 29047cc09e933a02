import { openDb } from './db/client';
import { closePool, warmUpPool } from './lib/workPool';
import { FiguresWorker, pendingCount } from './modules/figures/worker';

/**
 * `pnpm worker`: a figures-only process (same code as the server's own worker, no HTTP). A firm adds these next to
 * its API servers when tens of thousands of plans must be recomputed (README "Performance"); they share the work
 * with the servers through the claims on plan_figures. It needs PostgreSQL (DATABASE_URL): a PGlite database
 * belongs to the one server process that opened it.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('pnpm worker needs DATABASE_URL (PostgreSQL): an embedded PGlite database is served by one process only.');
  process.exit(2);
}
const handle = await openDb({ databaseUrl });
console.log(`figures worker: pool threads loaded in ${await warmUpPool()} ms`);
const worker = new FiguresWorker(handle.db, {
  idleMs: 1_000,
  quietMs: Number(process.env.FIGURES_QUIET_MS ?? 1_000),
  log: (m) => console.log(m),
});
const started = Date.now();
let last = 0;
const report = setInterval(async () => {
  const pending = await pendingCount(handle.db).catch(() => -1);
  const rate = (worker.computed - last) / 10;
  last = worker.computed;
  console.log(`figures worker: ${worker.computed} plan(s) in ${Math.round((Date.now() - started) / 1000)} s (${rate.toFixed(1)}/s now), ${pending} pending`);
}, 10_000);

const shutdown = async () => {
  clearInterval(report);
  await worker.stop();
  await closePool();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
worker.start();
