import { NOTIFICATIONS_LIMIT } from '@shiftclock/contract/publish-messages';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { uuidArray } from './publish.repository.ts';

export type NotificationRow = {
  id: string;
  kind: string;
  body: unknown;
  created_at: Date;
  read_at: Date | null;
};

/** The person's newest notes and how many of all theirs are unread. */
export async function listNotifications(db: DbOrTx, personId: string) {
  const [list, unread] = await Promise.all([
    db.execute<NotificationRow>(sql`
      select id, kind, body, created_at, read_at from person_notifications
       where person_id = ${personId}
       order by created_at desc, id desc
       limit ${NOTIFICATIONS_LIMIT}`),
    countUnread(db, personId),
  ]);
  return { rows: list.rows, unread };
}

async function countUnread(db: DbOrTx, personId: string) {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from person_notifications where person_id = ${personId} and read_at is null`);
  return rows[0]?.n ?? 0;
}

/** Marks read those of `ids` that are the person's own; another's id changes nothing. */
export async function markNotificationsRead(db: DbOrTx, personId: string, ids: string[]) {
  await db.execute(sql`
    update person_notifications set read_at = now()
     where person_id = ${personId} and id = any(${uuidArray(ids)}) and read_at is null`);
  return countUnread(db, personId);
}
