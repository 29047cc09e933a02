/**
 * Benchmark of GET /api/gateway/calcs/profile/{id}/combined for the demo plan at 50 concurrent requests.
 * Starts the portal's server (the process `pnpm start` runs, without rebuilding the front end) on a fresh PGlite
 * data folder, signs in as the demo advisor through the dev outbox, warms the result cache with one call, runs
 * autocannon for a bounded time, stops the server and prints one JSON line:
 * { "name": "combined-endpoint", "p95_ms", "median_ms", "requests", ... }.
 * The headline figures ask for gzip as browsers do; identity_* are the same load uncompressed, and
 * signed_in_noop_* a route that only checks the session (what the machine allows any API call at that moment).
 *
 * Environment: BENCH_PORT (default 3871), BENCH_CONNECTIONS (50), BENCH_DURATION seconds per run (10),
 * BENCH_BASELINE=0 skips the no-op run, BENCH_CPU_PROF=<folder> writes the server's CPU profile there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 3871);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const base = `http://127.0.0.1:${port}`;
const ADVISOR = 'advisor@example.com';
const DEMO_PROFILE = 1;

async function waitForReady(server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready on ${base} after ${timeoutMs} ms`);
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Code sign-in: request a code, read it from the dev outbox, exchange it for a bearer token. */
async function signIn(email: string): Promise<string> {
  const sent = await fetch(`${base}/api/auth/code`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }),
  });
  if (sent.status !== 202) throw new Error(`code request: ${sent.status} ${await sent.text()}`);
  const outbox = await json<Array<{ to: string; code: string | null }>>(await fetch(`${base}/api/dev/outbox`));
  const code = outbox.find((m) => m.to === email && m.code)?.code;
  if (!code) throw new Error(`no sign-in code for ${email} in the dev outbox`);
  const verified = await json<{ token: string }>(await fetch(`${base}/api/auth/verify`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, code }),
  }));
  return verified.token;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PORTAL_ROOT: root, LOG_LEVEL: 'warn', NODE_ENV: 'development', SMTP_URL: '' },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => {
        const force = setTimeout(() => server.kill('SIGKILL'), 5000);
        server.once('exit', () => { clearTimeout(force); r(null); });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(server);
    const token = await signIn(ADVISOR);
    const url = `${base}/api/gateway/calcs/profile/${DEMO_PROFILE}/combined`;
    const headers = { authorization: `Bearer ${token}` };
    const coldStart = performance.now();
    const first = await fetch(url, { headers });
    const body = await first.text();
    if (!first.ok) throw new Error(`combined: ${first.status} ${body.slice(0, 300)}`);
    const coldMs = performance.now() - coldStart;

    // fetch would decompress the body, so the wire size is read with node:http, which does not.
    const gzipKb = await new Promise<number>((resolve, reject) => {
      const req = httpGet(url, { headers: { ...headers, 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes / 1024));
        res.on('error', reject);
      });
      req.on('error', reject);
    });

    const measure = async (target: string, extra: Record<string, string> = {}) => {
      const latencies: number[] = [];
      const run = autocannon({ url: target, connections, duration, headers: { ...headers, ...extra }, timeout: 30 });
      run.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
      const result = await run;
      latencies.sort((a, b) => a - b);
      return { result, p95: percentile(latencies, 95), median: percentile(latencies, 50), p99: percentile(latencies, 99) };
    };
    const round = (v: number) => Math.round(v * 100) / 100;
    // As browsers ask for it (Accept-Encoding: gzip), then uncompressed.
    const browser = await measure(url, { 'accept-encoding': 'gzip, deflate, br' });
    const identity = await measure(url);
    // The same load on a route that only signs the caller in: what this machine allows any API call right now.
    const floor = process.env.BENCH_BASELINE === '0' ? null : await measure(`${base}/api/setting/code/client/gender`);
    console.log(JSON.stringify({
      name: 'combined-endpoint',
      p95_ms: round(browser.p95),
      median_ms: round(browser.median),
      requests: browser.result.requests.total,
      connections,
      duration_s: duration,
      requests_per_s: round(browser.result.requests.average),
      p99_ms: round(browser.p99),
      non2xx: browser.result.non2xx + identity.result.non2xx,
      errors: browser.result.errors + identity.result.errors,
      response_kb: round(Buffer.byteLength(body) / 1024),
      response_gzip_kb: round(gzipKb),
      identity_p95_ms: round(identity.p95),
      identity_median_ms: round(identity.median),
      identity_requests: identity.result.requests.total,
      ...(floor ? { signed_in_noop_p95_ms: round(floor.p95), signed_in_noop_median_ms: round(floor.median) } : {}),
      first_call_ms: round(coldMs),
    }));
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
