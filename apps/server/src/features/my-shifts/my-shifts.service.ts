import { MY_SHIFTS_DAYS, type MyShifts } from '@shiftclock/contract/my-shifts';
import type { Db } from '../../db/client.ts';
import type { AccountOfType } from '../../platform/account.ts';
import {
  findMyShifts,
  findRemovedShifts,
  findScheduleSeen,
  markScheduleSeen,
  type RemovedShiftRow,
} from './my-shifts.repository.ts';

type Employee = AccountOfType<'employee'>;

const locationOf = (row: Pick<RemovedShiftRow, 'code' | 'name' | 'address' | 'timezone'>) => ({
  locationId: row.code,
  locationName: row.name,
  address: row.address,
  timezone: row.timezone,
});

/** A timestamp from the driver, which may hand one back as text. */
const iso = (value: Date | string) => new Date(value).toISOString();

/** The employee's own upcoming shifts at all their locations (docs/decisions/0193-my-shifts.md). */
export function createMyShiftsService({ db, now }: { db: Db; now: () => Date }) {
  return {
    async list(account: Employee): Promise<MyShifts> {
      const { personId } = account;
      const { seen: seenAt, as_of } = await findScheduleSeen(db, personId);
      const seen = seenAt ? new Date(seenAt) : null;
      const at = now();
      const [shifts, removed] = await Promise.all([
        findMyShifts(db, { personId, now: at, days: MY_SHIFTS_DAYS, seen }),
        seen ? findRemovedShifts(db, { personId, now: at, seen }) : [],
      ]);
      return {
        shifts: shifts.map((row) => ({
          id: row.id,
          location: locationOf(row),
          scheduledStart: iso(row.scheduled_start),
          scheduledEnd: iso(row.scheduled_end),
          notes: row.notes,
          change: row.is_new ? 'new' : row.is_changed ? 'changed' : null,
        })),
        removed: removed.map((row) => ({
          location: locationOf(row),
          scheduledStart: iso(row.scheduled_start),
          scheduledEnd: iso(row.scheduled_end),
          removedAt: iso(row.removed_at),
        })),
        lastSeenAt: seen ? seen.toISOString() : null,
        asOf: iso(as_of),
        days: MY_SHIFTS_DAYS,
      };
    },

    async markSeen(account: Employee, seenAt: string) {
      const seen = await markScheduleSeen(db, account.personId, new Date(seenAt));
      return { lastSeenAt: seen ? iso(seen) : null };
    },
  };
}

export type MyShiftsService = ReturnType<typeof createMyShiftsService>;
