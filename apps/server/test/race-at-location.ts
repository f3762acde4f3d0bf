import type pg from 'pg';

/**
 * Makes a race real: holds the location row while `fire` sends its requests, waits until `waiting`
 * of them are blocked on it inside their transactions, then lets them all go at the same moment.
 * `whileHeld` writes on the holder's connection first, committed as they are let go: what a
 * transaction holding the location (an approval) writes while the requests wait for it.
 */
export async function raceAtLocation<T>(
  pool: pg.Pool,
  locationId: string,
  waiting: number,
  fire: () => Promise<T>,
  whileHeld?: (holder: pg.PoolClient) => Promise<unknown>,
): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('begin');
    await holder.query('select 1 from locations where id = $1 for update', [locationId]);
    const pending = fire();
    for (let i = 0; i < 500; i++) {
      const { rows } = await pool.query(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if (rows[0].n >= waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await whileHeld?.(holder);
    await holder.query('commit');
    return await pending;
  } finally {
    holder.release();
  }
}
