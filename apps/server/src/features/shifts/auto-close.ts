import { MAX_OPEN_SHIFT_HOURS } from '@shiftclock/contract/constants';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shifts } from '../../db/schema.ts';

/**
 * A forgotten clock-out must not become a 300-hour shift (FIELD-NOTES.md): an
 * open shift older than 16 hours is closed at clock-in + 16 h, marked corrected
 * and auto-closed, for the manager to review. Idempotent, so it runs before the
 * reads and punches that would show or extend such a shift, and on a timer.
 */
export async function closeRunawayShifts(db: DbOrTx, now: Date, locationId?: string) {
  const cutoff = new Date(now.getTime() - MAX_OPEN_SHIFT_HOURS * 3_600_000);
  const conditions = [isNull(shifts.clockOut), lt(shifts.clockIn, cutoff)];
  if (locationId) conditions.push(eq(shifts.locationId, locationId));
  const closed = await db
    .update(shifts)
    .set({
      clockOut: sql`${shifts.clockIn} + make_interval(hours => ${MAX_OPEN_SHIFT_HOURS})`,
      corrected: true,
      autoClosed: true,
    })
    .where(and(...conditions))
    .returning({ id: shifts.id });
  return closed.length;
}
