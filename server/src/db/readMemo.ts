import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './client';

/**
 * Memoised reads for the embedded database.
 *
 * PGlite keeps its data folder open for this process alone, so every change to the data passes through this
 * process's client. The client is wrapped to count writes: any statement that does not start with SELECT, every
 * exec and every transaction count, before they run and again when they end. A value read while the count stood
 * at n is still what the database holds while the count stands at n, whatever the rows, triggers or tables.
 *
 * PostgreSQL may be shared with other processes (replicas, psql), whose writes this process cannot see: a
 * database without a counter memoises nothing and every read goes to the database.
 */
interface WriteCount {
  n: number;
}

const counts = new WeakMap<object, WriteCount>();
export const READ = /^\s*select\b/i;

/** Wraps an open PGlite client so that `db` (the Drizzle database over it) may memoise reads. */
export function countWrites(client: PGlite, db: Db): void {
  const count: WriteCount = { n: 0 };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const counted = async <T>(write: boolean, run: () => Promise<T>): Promise<T> => {
    if (write) count.n++;
    try {
      return await run();
    } finally {
      if (write) count.n++;
    }
  };
  client.query = ((sql: string, params?: unknown[], options?: object) =>
    counted(!READ.test(sql), () => query(sql, params, options as never))) as PGlite['query'];
  client.exec = ((sql: string, options?: object) => counted(true, () => exec(sql, options as never))) as PGlite['exec'];
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) => counted(true, () => transaction(fn))) as PGlite['transaction'];
  counts.set(db, count);
}

/** True when reads through `db` may be memoised (the embedded database's own handle, not a transaction). */
export const memoises = (db: Db): boolean => counts.has(db);

/**
 * Values read from the database, kept until the next write. `read` returns the memoised value when no write
 * happened since it was read, else reads again; a value is only kept when no write happened while it was read.
 */
export class ReadMemo<K, V> {
  private entries = new Map<K, { at: number; value: V }>();

  constructor(private readonly limit = 2000) {}

  async read(db: Db, key: K, load: () => Promise<V>): Promise<V> {
    const count = counts.get(db);
    if (!count) return load();
    const held = this.entries.get(key);
    if (held && held.at === count.n) return held.value;
    const at = count.n;
    const value = await load();
    if (count.n === at) {
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, { at, value });
    }
    return value;
  }
}
