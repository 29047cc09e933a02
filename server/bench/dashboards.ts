/**
 * Large-firm benchmark (issue "Site administration and dashboards"): the advisor dashboard (200 plans), the team
 * dashboard and group view (a team of 10 advisors, 2,000 plans) and the site statistics over a year, on the firm
 * `pnpm seed:large` makes (50 advisors, 10,000 plans). Runs the app in this process (no HTTP socket: the figure is
 * the server's own time per request, sign-in checks and JSON included), on PGlite and, when TEST_DATABASE_URL is
 * set, on a fresh PostgreSQL database (dropped after). Prints one line per endpoint with p50 / p95 / max in ms.
 *
 * Environment: BENCH_DATA_DIR (a PGlite folder already seeded by seed:large; default: seed a temporary one),
 * BENCH_REQUESTS (60 measured requests per endpoint, after 5 warm-up ones), TEST_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb, type DbHandle } from '../src/db/client';
import { outbox, teamMembers, users } from '../src/db/schema/index';
import { runSeeders } from '../src/seed/index';
import { seedLargeFirm } from '../src/seed/large';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);

function percentile(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

async function bench(label: string, handle: DbHandle) {
  const app = await buildApp({ db: handle.db, config: { ...loadConfig({ NODE_ENV: 'development', RATE_LIMIT_FACTOR: '100' }) }, serveStatic: false });
  await app.ready();
  const login = async (email: string) => {
    await app.inject({ method: 'POST', url: '/api/auth/code', payload: { email } });
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
    const res = await app.inject({ method: 'POST', url: '/api/auth/verify', payload: { email, code: mail.code } });
    return res.json().token as string;
  };
  const [advisor] = await handle.db.select().from(users).where(eq(users.email, 'advisor1-1@firm.example'));
  const [manager] = await handle.db.select().from(users).where(eq(users.email, 'manager1@firm.example'));
  const [membership] = await handle.db.select().from(teamMembers).where(eq(teamMembers.userId, manager.id));
  const tokens = { advisor: await login(advisor.email), manager: await login(manager.email), admin: await login('admin@example.com') };
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86400_000).toISOString().slice(0, 10);
  const cases: Array<[string, string, string]> = [
    ['advisor dashboard (200 plans)', `/api/client/dashboard/user/${advisor.id}/dashboard`, tokens.advisor],
    ['team dashboard (10 advisors, 2,000 plans)', `/api/client/dashboard/team/${membership.teamId}/dashboard`, tokens.manager],
    ['team group view (2,000 plans)', `/api/client/dashboard/group/team/${membership.teamId}`, tokens.manager],
    ['site statistics (one year)', `/api/client/admin/site/statistics/${from}/${to}`, tokens.admin],
  ];
  for (const [name, url, token] of cases) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS + 5; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      bytes = res.body.length;
      if (i >= 5) times.push(ms);
    }
    console.log(`${label.padEnd(10)} ${name.padEnd(42)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms  max ${Math.max(...times).toFixed(1).padStart(6)} ms  (${Math.round(bytes / 1024)} KB)`);
  }
  await app.close();
}

// PGlite
{
  const given = process.env.BENCH_DATA_DIR;
  const dir = given ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given) : mkdtempSync(path.join(tmpdir(), 'portal-large-'));
  const handle = await openDb({ dataDir: dir, prepare: (db) => runSeeders(db) });
  if (!given) {
    console.log(`seeding the large firm into ${dir} ...`);
    await seedLargeFirm(handle.db, () => undefined);
  }
  await bench('PGlite', handle);
  await handle.close();
  if (!given) rmSync(dir, { recursive: true, force: true });
}

// PostgreSQL: a fresh database per run, dropped after.
const base = process.env.TEST_DATABASE_URL;
if (base) {
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    const handle = await openDb({ databaseUrl: url.toString(), prepare: (db) => runSeeders(db) });
    console.log('seeding the large firm into PostgreSQL ...');
    await seedLargeFirm(handle.db, () => undefined);
    await bench('PostgreSQL', handle);
    await handle.close();
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
