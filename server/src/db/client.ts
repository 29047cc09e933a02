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
}

/**
 * Opens the database and runs the drizzle-kit migrations: PostgreSQL when `databaseUrl` is given,
 * else PGlite in `dataDir` (or in memory when dataDir is 'memory://').
 */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops must not crash the process; the next query reconnects.
    pool.on('error', (err) => console.error(`postgres pool: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = opts.dataDir ?? './data';
  let client: PGlite;
  if (dir.startsWith('memory://')) client = new PGlite();
  else {
    mkdirSync(dir, { recursive: true });
    client = new PGlite(path.join(dir, 'pglite'));
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  countWrites(client, db);
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
