import type { DbOrTx } from '../db/client.ts';

/**
 * A statement built once per database handle (the app's Db, or a transaction) instead of once per
 * call. Pass a query ending in `.prepare(name)` with `sql.placeholder()`s: drizzle then skips
 * building the SQL in JavaScript, and PostgreSQL parses and plans the named statement once per
 * connection. For the statements every request runs (docs/performance.md shows the profile).
 */
export function preparedPer<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const cache = new WeakMap<DbOrTx, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
