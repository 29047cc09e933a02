import type { Db } from './client';

/**
 * A query prepared once per database handle (Drizzle builds its SQL once; PostgreSQL parses a named statement
 * once per connection). For queries on a hot path, such as those every signed-in request runs.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let q = byDb.get(db);
    if (!q) {
      q = build(db);
      byDb.set(db, q);
    }
    return q;
  };
}
