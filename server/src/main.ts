import { loadConfig, ownOrigin } from './config';
import { openDb } from './db/client';
import { buildApp } from './app';
import { runSeeders } from './seed/index';
import { DEMO_EMAILS } from './seed/demo';
import { FiguresWorker } from './modules/figures/worker';
import { warmUp } from './warmUp';

const config = loadConfig();
// Migrations and seeding run under a PostgreSQL advisory lock (db/client.ts): replicas may start together.
const handle = await openDb({
  databaseUrl: config.databaseUrl, dataDir: config.dataDir,
  prepare: (db) => runSeeders(db, (m) => console.log(m)),
});
const app = await buildApp({
  db: handle.db,
  config,
  serveStatic: process.env.SERVE_STATIC !== 'false',
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

// Compile the engine's and the PDF code's hot paths before the first request (WARM_UP=false skips it).
if (process.env.WARM_UP !== 'false') app.log.info(await warmUp(), 'warmed up');

// Recomputes plans whose stored figures went stale, outside the request path (every replica runs one; claims share
// the work). FIGURES_WORKER=off leaves it to the other replicas.
const worker = process.env.FIGURES_WORKER === 'off' ? null : new FiguresWorker(handle.db, {
  // A plan is recomputed once it has been quiet this long: a burst of writes is one recompute.
  quietMs: Number(process.env.FIGURES_QUIET_MS ?? 1_000),
  log: (m) => app.log.info(m),
});

const shutdown = async () => {
  await worker?.stop();
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// TRACE_HEALTHZ=1: /healthz answers with when its connection was accepted and when Fastify saw it (the load benchmark
// prints where a probe's time went).
if (process.env.TRACE_HEALTHZ === '1') {
  let accepted = 0;
  app.server.on('connection', (socket) => {
    accepted += 1;
    (socket as unknown as { acceptedAt: number }).acceptedAt = performance.timeOrigin + performance.now();
  });
  app.addHook('onRequest', async (req, reply) => {
    if (req.url !== '/healthz') return;
    reply.header('x-accepted-at', String((req.socket as unknown as { acceptedAt?: number }).acceptedAt ?? 0));
    reply.header('x-seen-at', String(performance.timeOrigin + performance.now()));
    reply.header('x-connections', String(accepted));
  });
}
await app.listen({ port: config.port, host: config.host });
// LOOP_DELAY_LOG=1: prints the event loop's worst delay every 5 s (the load benchmark reads it).
if (process.env.LOOP_DELAY_LOG === '1') {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  setInterval(() => {
    console.error(`event loop delay: max ${Math.round(h.max / 1e6)} ms, p99 ${Math.round(h.percentile(99) / 1e6)} ms`);
    h.reset();
  }, 5_000).unref();
}
worker?.start();
const url = ownOrigin({ ...config, publicUrl: undefined });
console.log(`\nFinancial Planning Portal is running at ${url} (listening on ${config.host}; set HOST to change it)`);
console.log(`Database: ${handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
console.log(`Demo sign-in e-mails: ${Object.values(DEMO_EMAILS).join(', ')}`);
console.log(config.smtpUrl ? 'Sign-in codes are sent by SMTP.' : `Sign-in codes go to the dev outbox: ${url}/dev/outbox (also logged here).`);
