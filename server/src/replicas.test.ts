import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Two API processes started at the same moment on one empty PostgreSQL database behave as one: both start (the
 * migrations and seeding run under an advisory lock), a session made through one is valid on the other and signed out
 * through it, a write through one is read through the other, a rate limit counts requests to both, and each stale
 * plan is recomputed by exactly one of their figure workers. Needs TEST_DATABASE_URL (a fresh database per run,
 * dropped after).
 */
const base = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Replica { proc: ChildProcess; url: string; output: string[]; exited: number | null }

function startReplica(databaseUrl: string, port: number): Replica {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SERVE_STATIC: 'false', NODE_ENV: 'test', SMTP_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const r: Replica = { proc, url: `http://127.0.0.1:${port}`, output: [], exited: null };
  proc.stdout!.on('data', (d) => r.output.push(String(d)));
  proc.stderr!.on('data', (d) => r.output.push(String(d)));
  proc.on('exit', (code) => { r.exited = code ?? -1; });
  return r;
}

async function waitUp(r: Replica, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (r.exited != null) throw new Error(`replica exited (${r.exited}):\n${r.output.join('')}`);
    try {
      if ((await fetch(`${r.url}/healthz`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((res) => setTimeout(res, 250));
  }
  throw new Error(`replica did not start:\n${r.output.join('')}`);
}

async function call(r: Replica, method: string, url: string, opts: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${r.url}${url}`, {
    method,
    headers: { ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  // A test reads the answer's fields as it knows them.
  let json: Record<string, unknown> | unknown[] | null = null;
  try { json = JSON.parse(text); } catch { /* not json */ }
  return { status: res.status, json };
}

/** Asks for a code through `ask`, reads it from the outbox through `read`, verifies through `verify`. */
async function signIn(ask: Replica, read: Replica, verify: Replica, email: string): Promise<string> {
  assert.equal((await call(ask, 'POST', '/api/auth/code', { body: { email } })).status, 202);
  const mails = (await call(read, 'GET', '/api/dev/outbox')).json as Array<{ to: string; code: string | null }>;
  const code = mails.find((m) => m.to === email && m.code)?.code;
  assert.ok(code, 'the code mailed through the other replica');
  const res = await call(verify, 'POST', '/api/auth/verify', { body: { email, code } });
  assert.equal(res.status, 200);
  return (res.json as { token: string }).token;
}

describe('two server processes on one PostgreSQL database', { skip: !base && 'needs TEST_DATABASE_URL' }, () => {
  let a: Replica;
  let b: Replica;
  let db: pg.Client;
  let name: string;

  before(async () => {
    name = `portal_replicas_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const [pa, pb] = [await freePort(), await freePort()];
    // Started in the same tick, on an empty database.
    a = startReplica(url.toString(), pa);
    b = startReplica(url.toString(), pb);
    await Promise.all([waitUp(a), waitUp(b)]);
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
  });

  after(async () => {
    await db?.end().catch(() => undefined);
    for (const r of [a, b]) if (r && r.exited == null) r.proc.kill('SIGTERM');
    await Promise.all([a, b].filter(Boolean).map((r) => (r.exited != null ? null : new Promise((res) => r.proc.once('exit', res)))));
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('both started: the database was migrated and seeded once', async () => {
    assert.equal(a.exited, null);
    assert.equal(b.exited, null);
    const users = await db.query(`SELECT count(*)::int AS n FROM users WHERE email = 'advisor@example.com'`);
    assert.equal(users.rows[0].n, 1);
    const teams = await db.query('SELECT count(*)::int AS n FROM teams');
    assert.equal(teams.rows[0].n, 1, 'demo seeding ran once');
  });

  it('a session made through one is valid on the other, and signing out through one ends it on both', async () => {
    const token = await signIn(a, b, b, 'advisor@example.com');
    assert.equal((await call(a, 'GET', '/api/client/account', { token })).status, 200);
    assert.equal((await call(b, 'GET', '/api/client/account', { token })).status, 200);
    assert.equal((await call(a, 'POST', '/api/auth/logout', { token, body: {} })).status < 300, true);
    assert.equal((await call(b, 'GET', '/api/client/account', { token })).status, 401);
  });

  it('a write through one is read through the other on the next request', async () => {
    const token = await signIn(b, a, a, 'advisor@example.com');
    const plans = (await call(a, 'GET', '/api/client/profile', { token })).json as Array<{ id: number }>;
    const id = plans[0].id;
    for (const [writer, reader, spending] of [[a, b, 61_234], [b, a, 62_345]] as const) {
      assert.equal((await call(writer, 'POST', '/api/client/profile', { token, body: { id, spending } })).status, 200);
      assert.equal(((await call(reader, 'GET', `/api/client/profile/${id}`, { token })).json as { spending: unknown }).spending, spending);
    }
  });

  it('rate limits count the requests made to both', async () => {
    const email = 'nobody.limited@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await call(i % 2 ? b : a, 'POST', '/api/auth/code', { body: { email } })).status);
    assert.deepEqual(statuses, [202, 202, 202, 202, 202, 429, 429, 429], 'five codes per address, across both');
  });

  it('each stale plan is recomputed by one worker only', async () => {
    const advisor = (await db.query(`SELECT id FROM users WHERE email = 'advisor@example.com'`)).rows[0].id;
    for (let i = 0; i < 12; i++) {
      const p = await db.query(`INSERT INTO profiles (advisor_user_id, marital_status, spending, gathering_step, planning_stage) VALUES ($1, 'S', 40000, 9, 1) RETURNING id`, [advisor]);
      await db.query(`INSERT INTO persons (profile_id, type, first_name, last_name, date_of_birth, annual_pre_tax, retirement_age, life_expectancy)
        VALUES ($1, 'C', 'Rep', $2, '1975-05-05', 90000, 65, 90)`, [p.rows[0].id, `Lica${i}`]);
    }
    const settled = async () => {
      const end = Date.now() + 240_000;
      while (Date.now() < end) {
        const r = await db.query('SELECT count(*)::int AS n FROM plan_figures f JOIN profiles p ON p.id = f.profile_id WHERE f.stale AND p.active');
        if (r.rows[0].n === 0) return;
        await new Promise((res) => setTimeout(res, 500));
      }
      throw new Error('stale plans left');
    };
    await settled();
    await db.query('UPDATE plan_figures SET runs = 0');
    // An assumption change at the global level: every plan goes stale at once.
    await db.query(`UPDATE assumptions SET description = coalesce(description, '') || ' ' WHERE level = 1`);
    const stale = await db.query('SELECT count(*)::int AS n FROM plan_figures WHERE stale');
    assert.ok(stale.rows[0].n >= 14);
    await settled();
    const runs = await db.query('SELECT runs, count(*)::int AS n FROM plan_figures f JOIN profiles p ON p.id = f.profile_id WHERE p.active GROUP BY runs');
    assert.deepEqual(runs.rows, [{ runs: 1, n: stale.rows[0].n }], 'every stale plan ran exactly once');
    const who = await db.query('SELECT count(DISTINCT claimed_by)::int AS n FROM plan_figures');
    assert.equal(who.rows[0].n, 0, 'claims are released when done');
  });
});
