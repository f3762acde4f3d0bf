import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as locations from './schema/locations.ts';
import * as offlinePunches from './schema/offline-punches.ts';
import * as organizations from './schema/organizations.ts';
import * as platform from './schema/platform.ts';
import * as shifts from './schema/shifts.ts';
import * as timesheets from './schema/timesheets.ts';

/** Every table and enum, one file per area (db/schema/). */
const schema = { ...organizations, ...locations, ...shifts, ...offlinePunches, ...timesheets, ...platform };

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either it or the Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = { db: Db; pool: pg.Pool; close(): Promise<void> };

/**
 * How long a request waits for a connection of the pool before it fails (503). No request holds a
 * connection while an argon2 hash runs (security/passwords.ts inHashSlot), so the queue holds only
 * statements; this is sized for a location's worst burst on a loaded machine, 125 simultaneous PIN
 * punches (features/kiosk/punch-burst.test.ts, about 5 s end to end on two busy cores with a pool of
 * 5): a request waits its turn rather than failing. A database that refuses connections still
 * answers 503 at once; only an unreachable host (packets dropped) makes a request wait this long.
 */
export const POOL_WAIT_MS = 10_000;

export function connectDatabase(
  url: string,
  options: {
    max?: number;
    /** An idle pooled connection failed (the database restarted, a network cut, an admin's kill). */
    onIdleError?: (error: Error) => void;
  } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: POOL_WAIT_MS,
    // Every instant is a timestamptz compared with instants the application computed in the location's
    // zone; pinning the session's zone keeps any text or date cast from taking the server's instead.
    options: '-c TimeZone=UTC',
  });
  // An idle client losing its connection must not crash the process (the next query opens a new
  // one), but it is said: several in a row mean the database is going away.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/**
 * One handle per pooled connection, kept while the pool keeps it: building a drizzle handle walks
 * the whole schema, which cost about 8 % of a transactional punch's CPU when done per transaction.
 */
/**
 * The `pg` pool under a Db handle (or the connection under a transaction's handle from
 * `inTransaction`): for named prepared statements sent as text, which PostgreSQL parses and plans once
 * per connection and whose rows skip drizzle's mapping (the punches, the week's calendar).
 */
export const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

const connectionHandles = new WeakMap<pg.PoolClient, Db>();

function handleOf(client: pg.PoolClient): Db {
  let handle = connectionHandles.get(client);
  if (!handle) {
    handle = drizzle(client, { schema }) as unknown as Db;
    connectionHandles.set(client, handle);
  }
  return handle;
}

/**
 * Runs `work` in one transaction on one connection, through a Db handle bound to that connection.
 * Unlike `db.transaction`, repositories that send prepared statements straight to the handle's
 * `$client` (the kiosk's punches) run inside the transaction too.
 */
export async function inTransaction<T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(handleOf(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
