import { MAX_OPEN_SHIFT_HOURS } from '@shiftclock/contract/constants';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * A forgotten clock-out must not become a 300-hour shift (docs/product.md section 10): an
 * open shift older than 16 hours is closed at clock-in + 16 h, marked corrected
 * and auto-closed, for the manager to review. Idempotent, so it runs before the
 * reads and punches that would show or extend such a shift, and on a timer.
 *
 * The close, the end of the shift's open break and its 'auto-close' audit entry (actor 'System') are
 * one statement, so none exists without the others and the punch path pays no extra round trip.
 */
export async function closeRunawayShifts(
  db: DbOrTx,
  now: Date,
  /** One location, several (the organization's timesheet), or every one (the timer). */
  where?: string | readonly string[],
) {
  const only = where === undefined ? undefined : [where].flat();
  if (only?.length === 0) return 0;
  const ofLocations = only
    ? sql`and location_id in (${sql.join(
        only.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const cutoff = new Date(now.getTime() - MAX_OPEN_SHIFT_HOURS * 3_600_000).toISOString();
  const result = await db.execute(sql`
    with closed as (
      update shifts
         set clock_out = clock_in + make_interval(hours => ${MAX_OPEN_SHIFT_HOURS}),
             corrected = true,
             auto_closed = true
       where clock_out is null
         and clock_in < ${cutoff}::timestamptz
         ${ofLocations}
      returning id, location_id, clock_in, clock_out
    ), break_ended as (
      -- A break is never left open on a closed shift: it ends with the shift.
      update shift_breaks
         set end_at = greatest(closed.clock_out, shift_breaks.start_at)
        from closed
       where shift_breaks.shift_id = closed.id and shift_breaks.end_at is null
    )
    insert into audit_entries (location_id, shift_id, action, actor, before, after, at)
    select location_id, id, 'auto-close', 'System',
           jsonb_build_object('clockIn', clock_in, 'clockOut', null),
           jsonb_build_object('clockIn', clock_in, 'clockOut', clock_out),
           ${now.toISOString()}::timestamptz
      from closed`);
  return result.rowCount ?? 0;
}
