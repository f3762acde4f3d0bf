import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Sends one notice on `channel` to every instance's listening connection (db/notifications.ts). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
