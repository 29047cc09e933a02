/**
 * Load benchmark (issue 27, README "Performance"): a real server process on 127.0.0.1 (PGlite, and PostgreSQL
 * when TEST_DATABASE_URL is set: a fresh database, dropped after), driven over real HTTP from this process.
 *
 *   writes  BENCH_CONNECTIONS (200) keep-alive connections save plans for BENCH_SECONDS (20) s; a probe opens a
 *           fresh connection to /healthz every 100 ms. Prints write p50 / p99, the worst /healthz, errors.
 *   mixed   the same while a 150,000-row custodian CSV is uploaded and 20 client reports are asked for at once.
 *   settle  on the 10,000-plan firm (BENCH_LARGE_DIR: a PGlite folder `pnpm seed:large` made; copied first; on
 *           PostgreSQL the firm is seeded into the fresh database), one global asset-class change makes
 *           every plan stale; prints the seconds until no plan is pending (or BENCH_SETTLE_MAX_S, 600, passes) and
 *           read p99 meanwhile. BENCH_WORKERS=1 adds one `pnpm worker` process (PostgreSQL only).
 *
 * One JSON line per case. Every request goes to 127.0.0.1 on BENCH_PORT (4270); every loop ends by itself.
 * BENCH_CASES (writes,mixed,settle) and BENCH_DB (pglite,postgres) choose what runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const HOST = '127.0.0.1';
const PORT = Number(process.env.BENCH_PORT ?? 4270);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const CASES = (process.env.BENCH_CASES ?? 'writes,mixed,settle').split(',');
const SETTLE_MAX_S = Number(process.env.BENCH_SETTLE_MAX_S ?? 600);
const pgUrl = process.env.TEST_DATABASE_URL;
const DBS = (process.env.BENCH_DB ?? (pgUrl ? 'pglite,postgres' : 'pglite')).split(',');
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 50 });

interface Reply { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number; connectedMs?: number }

function request(method: string, url: string, opts: { token?: string; body?: unknown; fresh?: boolean; timeoutMs?: number } = {}): Promise<Reply> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const started = performance.now();
  let connectedMs: number | undefined;
  return new Promise((resolve) => {
    const req = http.request({
      host: HOST, port: PORT, path: url, method, agent: opts.fresh ? false : agent,
      headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers, ms: performance.now() - started, connectedMs }));
    });
    if (opts.fresh) req.once('socket', (s) => s.once('connect', () => { connectedMs = performance.now() - started; }));
    req.setTimeout(opts.timeoutMs ?? 60_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: '', headers: {}, ms: performance.now() - started }));
    if (payload) req.write(payload);
    req.end();
  });
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]);
};
/** CPU time (user + system, all threads) a process has used so far, in ms (Linux /proc; null elsewhere). */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
/**
 * CPU time (ms) of each thread of a process so far, by thread id (Linux /proc). Node names every thread "node", so
 * the settle case reports the request thread (the process's own id) and the others by how much they used.
 */
function threadCpuMs(pid: number | undefined): Map<number, number> {
  const out = new Map<number, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
        out.set(Number(tid), (Number(fields[11]) + Number(fields[12])) * 10);
      } catch { /* the thread ended */ }
    }
  } catch { /* not Linux, or the process ended */ }
  return out;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => loadavg().map((x) => +x.toFixed(2));

function startServer(env: Record<string, string>): ChildProcess {
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST, SERVE_STATIC: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1000', NODE_ENV: 'development', ...env },
  });
  return child;
}

async function untilReady(timeoutS = 300) {
  for (let i = 0; i < timeoutS * 4; i++) {
    if ((await request('GET', '/readyz', { fresh: true, timeoutMs: 2_000 })).status === 200) return;
    await sleep(250);
  }
  throw new Error('server did not become ready');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode != null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([gone, sleep(15_000)]);
  if (child.exitCode == null) child.kill('SIGKILL');
}

async function login(email: string): Promise<string> {
  await request('POST', '/api/auth/code', { body: { email } });
  const mails = JSON.parse((await request('GET', '/api/dev/outbox')).body) as Array<{ to: string; code: string }>;
  const code = mails.find((m) => m.to === email)?.code;
  const res = await request('POST', '/api/auth/verify', { body: { email, code } });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.body.slice(0, 200)}`);
  const session = JSON.parse(res.body) as { token: string; account: { user: { id: number } } };
  userIds.set(session.token, session.account.user.id);
  return session.token;
}
const userIds = new Map<string, number>();

/** Probes /healthz on a fresh connection every 100 ms until `stop` says so. */
function healthProbe() {
  const times: number[] = [];
  /** Probes sent once the writers' connections are open (after the first second): the server's steady state. */
  const later: number[] = [];
  let failures = 0;
  let running = true;
  const traces: Array<{ ms: number; atS: number; connectedMs: number; acceptMs: number; readMs: number; answerMs: number }> = [];
  const begun = performance.now();
  let connections: [number, number] | undefined;
  const inFlight: Promise<void>[] = [];
  const loop = (async () => {
    while (running) {
      const sentAt = performance.timeOrigin + performance.now();
      inFlight.push(request('GET', '/healthz', { fresh: true, timeoutMs: 60_000 }).then((r) => {
        if (r.status === 200) {
          times.push(r.ms);
          if (sentAt - performance.timeOrigin - begun >= 1_000) later.push(r.ms);
        } else failures += 1;
        const accepted = Number(r.headers['x-accepted-at']);
        const seen = Number(r.headers['x-seen-at']);
        const n = Number(r.headers['x-connections']);
        if (n) connections = connections ? [connections[0], n] : [n, n];
        if (accepted && seen) traces.push({ ms: r.ms, atS: (sentAt - performance.timeOrigin - begun) / 1000, connectedMs: r.connectedMs ?? -1, acceptMs: accepted - sentAt, readMs: seen - accepted, answerMs: sentAt + r.ms - seen });
      }));
      await sleep(100);
    }
  })();
  return async () => {
    running = false;
    await loop;
    await Promise.all(inFlight);
    // With TRACE_HEALTHZ=1 the server says when it accepted each probe's connection and when Fastify saw the request:
    // the slowest probe's time split into sent→accepted, accepted→seen by Fastify, seen→answer received.
    const worst = traces.sort((a, b) => b.ms - a.ms)[0];
    const slowest = worst ? Object.fromEntries(Object.entries(worst).map(([k, v]) => [k, k === 'atS' ? +v.toFixed(1) : Math.round(v)])) : undefined;
    // Connections the server accepted while the case ran (the probes' own included): each waits its turn in the
    // listening socket's queue, where a fresh /healthz waits behind them (libuv accepts one per turn of the loop).
    const accepted = connections ? { serverAccepted: connections[1] - connections[0] } : {};
    return { ...accepted, healthzWorstMs: times.length ? Math.round(Math.max(...times)) : null, healthzP99Ms: pct(times, 99), healthzWorstAfter1sMs: later.length ? Math.round(Math.max(...later)) : null, healthzProbes: times.length, healthzFailures: failures, ...(slowest ? { healthzSlowest: slowest } : {}) };
  };
}

/** CONNECTIONS writers saving plans (each connection its own plan of the advisor's, round-robin) for SECONDS. */
async function writers(token: string, planIds: number[]) {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, async (_, c) => {
    const id = planIds[c % planIds.length];
    for (let i = 0; performance.now() < end; i++) {
      const r = await request('POST', '/api/client/profile', { token, body: { id, spending: 50_000 + ((c * 7 + i) % 997) } });
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (r.status === 200) times.push(r.ms);
      // A refused save is tried again after the server's Retry-After (at most 2 s), as a well-behaved client would.
      else if (r.status === 503 || r.status === 429) await sleep(Math.min(2_000, 1_000 * (Number(r.headers['retry-after']) || 0.05)));
      else if (r.status === 0 || r.status >= 500) await sleep(50);
    }
  }));
  return { writes: times.length, writeP50Ms: pct(times, 50), writeP99Ms: pct(times, 99), writesPerS: +(times.length / SECONDS).toFixed(1), statuses };
}

async function advisorPlans(token: string): Promise<{ advisorId: number; planIds: number[] }> {
  const advisorId = userIds.get(token)!;
  const dash = JSON.parse((await request('GET', `/api/client/dashboard/user/${advisorId}/dashboard`, { token })).body) as { planList?: Array<{ profileId: number }> };
  return { advisorId, planIds: (dash.planList ?? []).map((p) => p.profileId) };
}

async function writeCases(db: string, env: Record<string, string>) {
  const server = startServer(env);
  try {
    await untilReady();
    const token = await login('advisor@example.com');
    const { advisorId, planIds } = await advisorPlans(token);
    if (!planIds.length) throw new Error('the demo advisor has no plans');
    if (CASES.includes('writes')) {
      const stop = healthProbe();
      const cpu0 = cpuMs(server.pid);
      const w = await writers(token, planIds);
      const cpu = cpu0 == null ? null : cpuMs(server.pid)! - cpu0;
      console.log(JSON.stringify({ case: 'writes', db, connections: CONNECTIONS, seconds: SECONDS, plans: planIds.length, ...w, ...(await stop()), serverCpuMs: cpu, serverCpuMsPerWrite: cpu == null || !w.writes ? null : Math.round(cpu / w.writes), loadAverage: load() }));
    }
    if (CASES.includes('mixed')) {
      const partners = JSON.parse((await request('GET', '/api/integration/partner', { token })).body) as Array<{ id: number; code: string }>;
      const csvPartner = partners.find((p) => p.code === 'CUSTODIAN_CSV')!.id;
      await request('POST', '/api/integration/link/user', { token, body: { levelKey: advisorId, partnerId: csvPartner } });
      const templates = JSON.parse((await request('GET', `/api/setting/profile/report/${planIds[0]}`, { token })).body) as Array<{ id: number }>;
      const stop = healthProbe();
      const writing = writers(token, planIds);
      await sleep(1_000);
      const csv = `Symbol,Market Value\n${'x\n'.repeat(150_000)}`;
      const upload = request('POST', `/api/integration/upload/profile/${planIds[0]}`, { token, body: { partnerId: csvPartner, content: csv, asOf: '2026-01-31' } });
      const reports = Promise.all(Array.from({ length: 20 }, (_, i) => request('GET', `/api/client/report/profile/${planIds[i % planIds.length]}/template/${templates[0].id}`, { token, timeoutMs: 120_000 })));
      const [w, up, reps] = await Promise.all([writing, upload, reports]);
      const reportStatuses: Record<string, number> = {};
      for (const r of reps) reportStatuses[r.status] = (reportStatuses[r.status] ?? 0) + 1;
      console.log(JSON.stringify({
        case: 'mixed: writes + 150,000-row CSV + 20 reports', db, connections: CONNECTIONS, seconds: SECONDS, ...w,
        csvUpload: { status: up.status, ms: Math.round(up.ms) }, reports: { statuses: reportStatuses, worstMs: Math.round(Math.max(...reps.map((r) => r.ms))) },
        ...(await stop()), loadAverage: load(),
      }));
    }
  } finally {
    await stopServer(server);
  }
}

async function pendingTotal(token: string, teamIds: number[]) {
  let n = 0;
  for (const id of teamIds) {
    const r = await request('GET', `/api/client/dashboard/team/${id}/dashboard`, { token, timeoutMs: 120_000 });
    if (r.status === 200) n += (JSON.parse(r.body) as { pending: number }).pending;
  }
  return n;
}

async function settleCase(db: string, env: Record<string, string>, workers: number) {
  const server = startServer(env);
  const extra: ChildProcess[] = [];
  try {
    await untilReady(600);
    const admin = await login('admin@example.com');
    const advisor = await login('advisor1-1@firm.example');
    const { advisorId, planIds } = await advisorPlans(advisor);
    const teamIds: number[] = [];
    for (let id = 1; id <= 12; id++) if ((await request('GET', `/api/client/dashboard/team/${id}/dashboard`, { token: admin })).status === 200) teamIds.push(id);
    const before = await pendingTotal(admin, teamIds);
    for (let i = 0; i < workers; i++) {
      extra.push(spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], { cwd: serverDir, stdio: 'ignore', env: { ...process.env, ...env } }));
    }
    // One global asset-class change: the first global set's first class expects 0.1 point more.
    const sets = JSON.parse((await request('GET', '/api/setting/global/assumption', { token: admin })).body) as Array<{ id: number; level: number; data: { assetClasses: Array<{ expectedReturn: number }> } }>;
    const listed = sets.find((x) => x.level === 1) ?? sets[0];
    const set = JSON.parse((await request('GET', `/api/setting/global/assumption/assumptionId/${listed.id}`, { token: admin })).body) as typeof listed;
    const cls = set.data.assetClasses[0];
    // A busy server answers 503 with Retry-After: asked again after it, as the portal's API client does.
    let change = await request('POST', '/api/setting/global/assumption/asset/class', { token: admin, body: { assumptionId: set.id, assetClass: { ...cls, expectedReturn: +(cls.expectedReturn + 0.001).toFixed(6) } } });
    for (let i = 0; i < 5 && change.status === 503; i++) {
      await sleep(1000 * Number(change.headers['retry-after'] ?? 1));
      change = await request('POST', '/api/setting/global/assumption/asset/class', { token: admin, body: { assumptionId: set.id, assetClass: { ...cls, expectedReturn: +(cls.expectedReturn + 0.001).toFixed(6) } } });
    }
    if (change.status !== 200) throw new Error(`global asset class change: ${change.status} ${change.body.slice(0, 300)}`);
    const started = performance.now();
    const cpu0 = [server, ...extra].map((p) => cpuMs(p.pid) ?? 0);
    const threads0 = threadCpuMs(server.pid);
    const stale = await pendingTotal(admin, teamIds);
    const reads: number[] = [];
    let pending = stale;
    let settledS: number | null = null;
    const samples: Array<[number, number]> = [];
    while ((performance.now() - started) / 1000 < SETTLE_MAX_S) {
      // Reads meanwhile: the advisor's dashboard and one of their plans, as a person would open them.
      for (let i = 0; i < 5; i++) {
        reads.push((await request('GET', `/api/client/dashboard/user/${advisorId}/dashboard`, { token: advisor })).ms);
        reads.push((await request('GET', `/api/client/profile/${planIds[i % planIds.length]}`, { token: advisor })).ms);
      }
      pending = await pendingTotal(admin, teamIds);
      samples.push([Math.round((performance.now() - started) / 1000), pending]);
      if (pending === 0) {
        settledS = Math.round((performance.now() - started) / 1000);
        console.error(`settle: every plan fresh after ${settledS} s (load ${load().join(' ')})`);
        break;
      }
      if (samples.length % 10 === 1) console.error(`settle: ${pending} pending after ${samples.at(-1)![0]} s (load ${load().join(' ')})`);
      await sleep(2_000);
    }
    const elapsed = (performance.now() - started) / 1000;
    // CPU the server (and the extra workers) used per plan recomputed: the figure per core that does not depend on
    // how busy the machine was (README "Beyond one machine").
    const cpuUsed = [server, ...extra].reduce((sum, p, i) => sum + ((cpuMs(p.pid) ?? 0) - cpu0[i]), 0);
    const done = stale - pending;
    // The server's threads: the request thread (its id is the process's) and the others, busiest first (the work
    // pool's threads, PGlite's thread, V8's helpers), in CPU ms per plan recomputed.
    const threads1 = threadCpuMs(server.pid);
    const perThread = [...threads1].map(([tid, ms]) => ({ tid, ms: ms - (threads0.get(tid) ?? 0) })).filter((t) => t.ms > 0);
    const requestThread = perThread.find((t) => t.tid === server.pid)?.ms ?? 0;
    const others = perThread.filter((t) => t.tid !== server.pid).map((t) => t.ms).sort((a, b) => b - a);
    const perPlan = (ms: number) => (done > 0 ? +(ms / done).toFixed(1) : null);
    console.log(JSON.stringify({
      case: 'settle after one global change (10,000-plan firm)', db, extraWorkers: workers, pendingBefore: before, staleAfterChange: stale,
      settledS, pendingAtEnd: pending, plansPerS: +((stale - pending) / elapsed).toFixed(1),
      cpuMsPerPlan: done > 0 ? Math.round(cpuUsed / done) : null, plansPerCpuSecond: cpuUsed > 0 ? +(done / (cpuUsed / 1000)).toFixed(2) : null, readP50Ms: pct(reads, 50), readP99Ms: pct(reads, 99),
      serverCpuMsPerPlanByThread: { request: perPlan(requestThread), others: others.slice(0, 6).map(perPlan), rest: perPlan(others.slice(6).reduce((a, b) => a + b, 0)) },
      elapsedS: Math.round(elapsed), reads: reads.length, samples: samples.filter((_, i) => i % 10 === 0), loadAverage: load(),
    }));
  } finally {
    for (const w of extra) { w.kill('SIGTERM'); }
    await stopServer(server);
  }
}

for (const db of DBS) {
  if (db === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'load-bench-'));
    try {
      if (CASES.includes('writes') || CASES.includes('mixed')) await writeCases('pglite', { DATA_DIR: dir });
      if (CASES.includes('settle')) {
        const large = process.env.BENCH_LARGE_DIR;
        if (!large || !existsSync(large)) console.log(JSON.stringify({ case: 'settle', db, skipped: 'set BENCH_LARGE_DIR to a folder pnpm seed:large made' }));
        else {
          const copy = mkdtempSync(path.join(tmpdir(), 'load-large-'));
          cpSync(large, copy, { recursive: true });
          try {
            await settleCase('pglite', { DATA_DIR: copy }, 0);
          } finally {
            rmSync(copy, { recursive: true, force: true });
          }
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else if (db === 'postgres' && pgUrl) {
    const name = `${process.env.BENCH_DB_PREFIX ?? ''}load_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      if (CASES.includes('writes') || CASES.includes('mixed')) await writeCases('postgres', { DATABASE_URL: url.href });
      if (CASES.includes('settle')) {
        const seeded = spawn(process.execPath, ['--import', 'tsx', 'src/seed/large.ts'], { cwd: serverDir, stdio: 'ignore', env: { ...process.env, DATABASE_URL: url.href } });
        await new Promise((r) => seeded.once('exit', r));
        await settleCase('postgres', { DATABASE_URL: url.href }, Number(process.env.BENCH_WORKERS ?? 0));
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }
}
agent.destroy();
