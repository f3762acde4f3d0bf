import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema/platform.ts';

/** Per key: the events in the window and the time of the oldest (ms since the epoch). */
export type Counts = Map<string, { count: number; oldest: number }>;

/**
 * In one transaction: locks each key (in a fixed order, so two attempts never wait on each other
 * crosswise), counts each key's events since `since`, lets `check` refuse by throwing (nothing is
 * recorded then), and else records one event per key at `at`. Returns the recorded events' ids.
 * The lock makes check-and-count exact across instances: no two attempts on a key count at once.
 */
export async function countAndRecord(
  db: Db,
  keys: string[],
  since: Date,
  at: Date,
  check: (counts: Counts) => void,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    for (const key of [...new Set(keys)].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    check(await countEvents(tx, keys, since));
    const rows = await tx
      .insert(rateLimitEvents)
      .values(keys.map((key) => ({ key, at })))
      .returning({ id: rateLimitEvents.id });
    return rows.map((row) => row.id);
  });
}

async function countEvents(tx: Tx, keys: string[], since: Date): Promise<Counts> {
  const result = await tx.execute<{ key: string; count: number; oldest: Date }>(sql`
    select ${rateLimitEvents.key} as key, count(*)::int as count, min(${rateLimitEvents.at}) as oldest
      from ${rateLimitEvents}
     where ${rateLimitEvents.key} in ${keys} and ${rateLimitEvents.at} > ${since}
     group by ${rateLimitEvents.key}`);
  return new Map(
    result.rows.map((row) => [row.key, { count: row.count, oldest: new Date(row.oldest).getTime() }]),
  );
}

export async function deleteRateLimitEvents(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.execute(sql`delete from ${rateLimitEvents} where ${rateLimitEvents.id} in ${ids}`);
}

export async function deleteRateLimitEventsBefore(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from ${rateLimitEvents} where ${rateLimitEvents.at} < ${before}`);
}
