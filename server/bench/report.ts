/**
 * Benchmark of the client report: GET /api/client/report/profile/{id}/template/{templateId} for the demo plan with
 * its fullest effective template (every section). Starts the portal's server on a fresh PGlite data folder (or
 * DATABASE_URL), signs in as the demo advisor through the dev outbox, then times the first report (the engine runs
 * for the plan: nothing is cached yet) and BENCH_RUNS more (results cached, as after viewing the plan). Prints one
 * JSON line: { "name": "client-report-pdf", "first_ms", "first_cpu_ms" (the server's CPU time, all threads, for the first
 * report: the figure a busy machine does not change much), "median_ms", "p95_ms", "bytes", "pages", "load", ... }.
 * Environment: BENCH_PORT (default 3872), BENCH_RUNS (20).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 3872);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const base = `http://127.0.0.1:${port}`;
const ADVISOR = 'advisor@example.com';
const DEMO_PROFILE = 1;

async function ok(res: Response) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res;
}

async function signIn(email: string): Promise<string> {
  await ok(await fetch(`${base}/api/auth/code`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) }));
  const outbox = (await (await ok(await fetch(`${base}/api/dev/outbox`))).json()) as Array<{ to: string; code: string | null }>;
  const code = outbox.find((m) => m.to === email && m.code)?.code;
  const res = await ok(await fetch(`${base}/api/auth/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, code }) }));
  return ((await res.json()) as { token: string }).token;
}

/** CPU time of a process (all its threads), ms, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-report-'));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_ROOT: root, LOG_LEVEL: 'warn', NODE_ENV: 'development', SMTP_URL: '' },
  });
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error('server not ready');
      try { if ((await fetch(`${base}/readyz`)).ok) break; } catch { /* not listening yet */ }
      await new Promise((r) => setTimeout(r, 250));
    }
    const token = await signIn(ADVISOR);
    const headers = { authorization: `Bearer ${token}` };
    const templates = (await (await ok(await fetch(`${base}/api/setting/profile/report/${DEMO_PROFILE}`, { headers }))).json()) as Array<{ id: number; sections: unknown[] }>;
    const template = templates.reduce((a, b) => (b.sections.length > a.sections.length ? b : a));
    const url = `${base}/api/client/report/profile/${DEMO_PROFILE}/template/${template.id}`;
    const once = async () => {
      const t0 = performance.now();
      const body = Buffer.from(await (await ok(await fetch(url, { headers }))).arrayBuffer());
      return { ms: performance.now() - t0, body };
    };
    const load = loadavg()[0];
    const cpuBefore = cpuMs(server.pid);
    const first = await once();
    const firstCpu = cpuMs(server.pid) - cpuBefore;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await once()).ms);
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
    const pages = (first.body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    console.log(JSON.stringify({
      name: 'client-report-pdf', database: process.env.DATABASE_URL ? 'postgres' : 'pglite', sections: template.sections.length,
      first_ms: Math.round(first.ms), first_cpu_ms: Math.round(firstCpu), median_ms: Math.round(at(50)), p95_ms: Math.round(at(95)), max_ms: Math.round(times[times.length - 1]),
      runs, bytes: first.body.length, pages, target_ms: 1000, load: Math.round(load * 10) / 10,
    }));
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
