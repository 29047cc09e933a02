/**
 * The figures worker alone (README "Beyond one machine"): every plan of the firm `pnpm seed:large` made is marked
 * stale (as one global change does), then the worker of this process (the same FiguresWorker a server and
 * `pnpm worker` run, the engine on the work pool's threads) recomputes for BENCH_SECONDS (60) or until none is
 * left, with no other request beside it. Prints one JSON line: plans recomputed, CPU time per plan of this process
 * (all threads: the request thread's share, the database's and the pool's), plans per CPU-second, SQL statements
 * per plan (drizzle's, BEGIN/COMMIT not counted) and the load average. The CPU figures do not depend on how busy
 * the machine is; plans per second does.
 *
 * Environment: BENCH_LARGE_DIR (a PGlite folder seed:large made; copied first, the copy removed after) or
 * BENCH_DATABASE_URL (a PostgreSQL database seed:large filled; its figures are left recomputed), BENCH_SECONDS,
 * FIGURES_BATCH (the worker's batch), WORK_THREADS (the pool's threads).
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb, type Db } from '../src/db/client';
import { closePool, poolThreads, warmUpPool } from '../src/lib/workPool';
import { FiguresWorker, pendingCount } from '../src/modules/figures/worker';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const pgUrl = process.env.BENCH_DATABASE_URL;
const large = process.env.BENCH_LARGE_DIR;
if (!pgUrl && !large) {
  console.error('set BENCH_LARGE_DIR (a PGlite folder pnpm seed:large made) or BENCH_DATABASE_URL');
  process.exit(2);
}

/** CPU ms of each thread of this process (Linux /proc), by thread id. */
function threadCpuMs(): Map<number, number> {
  const out = new Map<number, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        const f = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
        out.set(Number(tid), (Number(f[11]) + Number(f[12])) * 10);
      } catch { /* the thread ended */ }
    }
  } catch { /* not Linux */ }
  return out;
}

/** Counts the statements drizzle sends (its logger sees every query, in transactions too). */
function countStatements(db: Db) {
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const counter = { n: 0, logQuery() { counter.n += 1; } };
  session.logger = counter;
  session.options.logger = counter;
  return counter;
}

const copy = large ? mkdtempSync(path.join(tmpdir(), 'figures-bench-')) : null;
if (large && copy) cpSync(large, copy, { recursive: true });
const handle = await openDb(pgUrl ? { databaseUrl: pgUrl } : { dataDir: copy! });
try {
  await warmUpPool();
  await handle.db.execute(sql`UPDATE plan_figures SET claimed_until = NULL, claimed_by = NULL`);
  await handle.db.execute(sql`SELECT mark_figures_stale(1, 0)`);
  const stale = await pendingCount(handle.db);
  const statements = countStatements(handle.db);
  const worker = new FiguresWorker(handle.db, { log: (m) => console.error(m) });
  const cpu0 = process.cpuUsage();
  const threads0 = threadCpuMs();
  const started = performance.now();
  const run = worker.drain();
  const timer = setTimeout(() => { void worker.stop(); }, SECONDS * 1000);
  await run;
  clearTimeout(timer);
  await worker.stop();
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const plans = worker.computed;
  const perThread = [...threadCpuMs()].map(([tid, ms]) => ({ tid, ms: ms - (threads0.get(tid) ?? 0) })).filter((t) => t.ms > 0);
  const perPlan = (ms: number) => (plans > 0 ? +(ms / plans).toFixed(1) : null);
  console.log(JSON.stringify({
    case: 'figures worker alone', db: handle.kind, poolThreads: poolThreads(), staleAtStart: stale, plans, seconds: +elapsed.toFixed(1),
    plansPerS: +(plans / elapsed).toFixed(1), cpuMsPerPlan: perPlan(cpuMs), plansPerCpuSecond: cpuMs > 0 ? +(plans / (cpuMs / 1000)).toFixed(1) : null,
    statementsPerPlan: plans > 0 ? +(statements.n / plans).toFixed(2) : null,
    cpuMsPerPlanByThread: {
      request: perPlan(perThread.find((t) => t.tid === process.pid)?.ms ?? 0),
      others: perThread.filter((t) => t.tid !== process.pid).map((t) => t.ms).sort((a, b) => b - a).slice(0, 6).map(perPlan),
    },
    loadAverage: loadavg().map((x) => +x.toFixed(2)),
  }));
} finally {
  await closePool();
  await handle.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
}
