import type { PersonNotification } from '@shiftclock/contract/notifications';
import type { Db } from '../../db/client.ts';
import type { AccountOfType } from '../../platform/account.ts';
import { listNotifications, markNotificationsRead } from './notifications.repository.ts';

type Employee = AccountOfType<'employee'>;

/** The employee's own notifications: the person comes from the session, never from the request. */
export function createNotificationsService({ db }: { db: Db }) {
  return {
    async list(account: Employee) {
      const { rows, unread } = await listNotifications(db, account.personId);
      return {
        notifications: rows.map(
          (row) =>
            ({
              id: row.id,
              kind: row.kind,
              body: row.body,
              createdAt: new Date(row.created_at).toISOString(),
              readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
            }) as PersonNotification,
        ),
        unread,
      };
    },

    async markRead(account: Employee, ids: string[]) {
      return { unread: await markNotificationsRead(db, account.personId, ids) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
