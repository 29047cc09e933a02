/**
 * Where one plan write's time goes on PGlite (issue 27, README "Performance"): runs the app in this process on a
 * fresh PGlite folder, signs in the demo advisor and saves the plan BENCH_WRITES times one after the other, timing
 * each request and, inside it, the time PGlite spends executing (its protocol calls, which run the database's
 * WASM on this thread) and how many protocol calls a write makes. Prints one JSON line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db/client';
import { outbox, profiles, users } from '../src/db/schema/index';
import { runSeeders } from '../src/seed/index';
import { closePool } from '../src/lib/workPool';
import { DEMO_EMAILS } from '../src/seed/demo';

const WRITES = Number(process.env.BENCH_WRITES ?? 100);
// PGlite's protocol calls are timed in this process: the database is opened on this thread (not db/pgliteThread.ts).
process.env.PGLITE_THREAD ??= 'off';
const dir = mkdtempSync(path.join(tmpdir(), 'write-cost-'));
const handle = await openDb({ dataDir: dir, prepare: (db) => runSeeders(db, () => undefined) });
const client = handle.client;
if (!client) throw new Error('openDb must expose the PGlite client (handle.client)');
let inDb = 0;
let calls = 0;
const raw = client.execProtocolRaw.bind(client);
client.execProtocolRaw = (async (...args: Parameters<PGlite['execProtocolRaw']>) => {
  const t0 = performance.now();
  calls += 1;
  try {
    return await raw(...args);
  } finally {
    inDb += performance.now() - t0;
  }
}) as PGlite['execProtocolRaw'];
// BENCH_SQL=1: prints the statements of the last save, each with its time in PGlite.
const statements: string[] = [];
if (process.env.BENCH_SQL === '1') {
  const query = client.query.bind(client);
  client.query = (async (sql: string, ...rest: unknown[]) => {
    const t0 = performance.now();
    try {
      return await (query as (...a: unknown[]) => Promise<unknown>)(sql, ...rest);
    } finally {
      statements.push(`${(performance.now() - t0).toFixed(2)} ms  ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  }) as PGlite['query'];
}
const app = await buildApp({ db: handle.db, config: { ...loadConfig({ NODE_ENV: 'development', RATE_LIMIT_FACTOR: '100' }), dataDir: dir }, serveStatic: false });
await app.ready();
await app.inject({ method: 'POST', url: '/api/auth/code', payload: { email: DEMO_EMAILS.advisor } });
const [mail] = await handle.db.select().from(outbox).where(eq(outbox.to, DEMO_EMAILS.advisor)).orderBy(desc(outbox.id)).limit(1);
const token = (await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email: DEMO_EMAILS.advisor, code: mail.code } })).json().token as string;
const [me] = await handle.db.select().from(users).where(eq(users.email, DEMO_EMAILS.advisor));
const [plan] = await handle.db.select().from(profiles).where(eq(profiles.advisorUserId, me.id)).limit(1);
const walls: number[] = [];
const dbs: number[] = [];
const callsPer: number[] = [];
for (let i = 0; i < WRITES + 5; i++) {
  inDb = 0;
  calls = 0;
  statements.length = 0;
  const t0 = performance.now();
  const res = await app.inject({ method: 'POST', url: '/api/client/profile', headers: { authorization: `Bearer ${token}` }, payload: { id: plan.id, spending: 60_000 + i } });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
  if (i < 5) continue;
  walls.push(performance.now() - t0);
  dbs.push(inDb);
  callsPer.push(calls);
}
if (statements.length) console.error(statements.join('\n'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(JSON.stringify({
  case: 'plan write on PGlite, one at a time', writes: WRITES, wallMsP50: +median(walls).toFixed(1), pgliteMsP50: +median(dbs).toFixed(1),
  protocolCallsP50: median(callsPer), restMsP50: +(median(walls) - median(dbs)).toFixed(1), loadAverage: (await import('node:os')).loadavg().map((x) => +x.toFixed(2)),
}));
await app.close();
await closePool();
await handle.close();
rmSync(dir, { recursive: true, force: true });
