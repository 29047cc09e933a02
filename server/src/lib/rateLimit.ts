import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/**
 * Counts one attempt against a fixed-window limit kept in the database (so it holds across replicas); true while
 * the count, this attempt included, is within the limit. One atomic statement: concurrent callers on PostgreSQL
 * each get their own count (a read-then-write let 50 simultaneous requests all pass a limit of 5). The window
 * restarts on the first hit after it ends; the database's clock decides, so replicas agree.
 */
export async function hit(db: Db, key: string, limit: number, windowMs: number): Promise<boolean> {
  const seconds = windowMs / 1000;
  const stale = sql`"rate_limits"."window_start" <= now() - make_interval(secs => ${seconds}::float8)`;
  const [row] = await db.insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${stale} THEN 1 ELSE "rate_limits"."count" + 1 END`,
        windowStart: sql`CASE WHEN ${stale} THEN now() ELSE "rate_limits"."window_start" END`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count <= limit;
}
