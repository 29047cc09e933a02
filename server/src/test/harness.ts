import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as LightResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb, type Db } from '../db/client';
import { outbox } from '../db/schema/index';
import { runSeeders } from '../seed/index';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Signs in through the real code flow (code mailed to the dev outbox) and returns a bearer token. */
  login(email: string): Promise<string>;
  /** app.inject with an optional bearer token. */
  call(method: InjectOptions['method'], url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightResponse>;
  close(): Promise<void>;
}

/**
 * A fresh app over a fresh database with demo data: PGlite in memory, or a new PostgreSQL database
 * when TEST_DATABASE_URL is set (dropped again on close). Reuse one per test file.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  let dropDb: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `portal_test_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // The pool has ended; FORCE only clears connections still closing, after they had their chance.
      await new Promise((r) => setTimeout(r, 100));
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const handle = await openDb({ databaseUrl, dataDir: 'memory://' });
  await runSeeders(handle.db);
  const config = { ...loadConfig({ NODE_ENV: 'test', ...env }), rpId: 'localhost', origins: ['http://localhost:3000'] };
  const app = await buildApp({ db: handle.db, config });
  await app.ready();

  const call: TestApp['call'] = (method, url, opts = {}) =>
    app.inject({
      method,
      url,
      payload: opts.body as InjectOptions['payload'],
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}) },
    });

  const tokens = new Map<string, string>();
  return {
    app,
    db: handle.db,
    kind: handle.kind,
    call,
    async login(email) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const sent = await call('POST', '/api/auth/code', { body: { email } });
      if (sent.statusCode !== 202) throw new Error(`code request failed: ${sent.statusCode} ${sent.body}`);
      const [mail] = await handle.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
      if (!mail?.code) throw new Error(`no code mailed to ${email}`);
      const res = await call('POST', '/api/auth/verify', { body: { email, code: mail.code } });
      if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
      const token = res.json().token as string;
      tokens.set(email, token);
      return token;
    },
    async close() {
      await app.close();
      await handle.close();
      if (dropDb) await dropDb();
    },
  };
}
