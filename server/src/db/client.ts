import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { countWrites } from './readMemo';
import { gatePglite } from './pgliteGate';
import { PgliteThread } from './pgliteThread';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Either driver: the embedded PGlite or node-postgres. Both speak the same Drizzle API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database itself (PGlite only): the benchmarks time its work. */
  client?: PGlite;
}

/**
 * Opens the database and runs the drizzle-kit migrations: PostgreSQL when `databaseUrl` is given,
 * else PGlite in `dataDir` (or in memory when dataDir is 'memory://').
 */
/** The PostgreSQL advisory lock key start-up work (migrations, seeding) runs under: "portal-startup" in hex-ish digits. */
export const STARTUP_LOCK_KEY = 7_301_945_117;

export async function openDb(opts: { databaseUrl?: string; dataDir?: string; prepare?: (db: Db) => Promise<void> }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    // A database that is away fails a request in seconds (a 503), not after the client's own time-out.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000, query_timeout: 30_000 });
    // A dropped connection (pg_terminate_backend, a restart, a network cut) emits 'error' on its client. Idle clients
    // report through the pool; a client checked out by a request or transaction has no listener of the pool's, and an
    // unheard 'error' event ends the process. Each client gets its own listener once: the query in flight still fails
    // (the request answers 503), the pool discards the broken client on release, and the next query reconnects.
    pool.on('error', (err) => console.error(`postgres pool: ${err.message}`));
    pool.on('connect', (client) => {
      client.on('error', (err) => console.error(`postgres connection: ${err.message}`));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Any number of servers may start at once on one database: the migrations and the start-up seeding run under a
    // session advisory lock, one server after the other; the next one finds them done.
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      await migratePg(db as never, { migrationsFolder });
      await opts.prepare?.(db);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
    // pg may never call back when ending a client whose connection the server already dropped: shutdown waits a
    // few seconds at most for the pool, then goes on (the sockets are closed with the process).
    const close = () => Promise.race([pool.end(), new Promise<void>((r) => setTimeout(r, 3_000))]);
    return { db, kind: 'postgres', close };
  }
  const dir = opts.dataDir ?? './data';
  let client: PGlite;
  const folder = dir.startsWith('memory://') ? undefined : path.join(dir, 'pglite');
  if (folder) mkdirSync(dir, { recursive: true });
  // PGlite on its own thread (db/pgliteThread.ts): the request thread only sends statements and reads rows, so it
  // answers HTTP while the database works. PGLITE_THREAD=off opens it on this thread (the benchmarks compare both;
  // bench:write-cost times PGlite's protocol calls in this process).
  const threaded = process.env.PGLITE_THREAD !== 'off';
  if (threaded) client = new PgliteThread(folder).asPglite();
  else client = folder ? new PGlite(folder) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One operation at a time with turns of the event loop between two, ordered by request, admission with a time
  // limit (503 beyond), bounded queue (db/pgliteGate.ts).
  // PGLITE_GATE=off leaves PGlite's own queue alone (the load benchmark compares both).
  if (process.env.PGLITE_GATE !== 'off') {
    gatePglite(client, {
      maxQueued: Number(process.env.PGLITE_MAX_QUEUED) || 1_000,
      maxActive: Number(process.env.PGLITE_MAX_ACTIVE) || 8,
      admitWriteMs: Number(process.env.PGLITE_ADMIT_WRITE_MS) || 500,
      admitReadMs: Number(process.env.PGLITE_ADMIT_READ_MS) || 2_000,
      // PGLITE_GATE_TURNS: turns of the loop between two operations (default 8; 0 was tried with the database on its
      // thread and made no more saves, README "The server under load"). PGLITE_TOGETHER=off: one statement a message.
      turnsBetween: process.env.PGLITE_GATE_TURNS ? Number(process.env.PGLITE_GATE_TURNS) : undefined,
      together: threaded && process.env.PGLITE_TOGETHER !== 'off',
    });
  }
  countWrites(client, db);
  await migratePglite(db as never, { migrationsFolder });
  await opts.prepare?.(db);
  return { db, kind: 'pglite', close: () => client.close(), client };
}
