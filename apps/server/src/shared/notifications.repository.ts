import type { PersonNotificationNote } from '@shiftclock/contract/notifications';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * Notes for people's apps (GET /api/me/notifications), written in the transaction of what they tell:
 * a committed change is never untold, a rolled-back one never told. Any feature writes them here;
 * `kind` and `body` are one variant of packages/contract/src/notifications.ts.
 */
export async function insertNotifications(
  db: DbOrTx,
  notes: (PersonNotificationNote & { personId: string })[],
) {
  if (notes.length === 0) return;
  await db.execute(sql`
    insert into person_notifications (person_id, kind, body)
    select n.person_id, n.kind, n.body
      from jsonb_to_recordset(${JSON.stringify(notes.map((n) => ({ person_id: n.personId, kind: n.kind, body: n.body })))}::jsonb)
        as n(person_id uuid, kind text, body jsonb)`);
}
