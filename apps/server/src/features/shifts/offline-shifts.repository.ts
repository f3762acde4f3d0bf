import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../../db/schema/locations.ts';
import { shiftBreaks, shifts } from '../../db/schema/shifts.ts';
import { openShiftOf } from './shifts.repository.ts';

// The shift writes and reads of punches kept offline on a kiosk and replayed later
// (features/offline-punches): the shifts feature owns the shifts table
// (docs/decisions/0180-declared-feature-dependencies.md).

/**
 * Starts an offline shift at `at` unless the employee's person has a shift, at any location, not ended by then: one still
 * active (the partial unique index refuses a second whatever this saw), one that covers `at`, or a
 * later one. The employee row is share-locked as a live clock-in locks it, so a removal waits.
 */
export async function startOfflineShift(
  tx: DbOrTx,
  input: { locationId: string; employeeId: string; at: Date },
): Promise<string | undefined> {
  const result = await tx.execute<{ id: string }>(sql`
    with employee as (
      select id, person_id from ${employees} where id = ${input.employeeId} and is_active for share
    )
    insert into ${shifts} (location_id, employee_id, person_id, clock_in, offline)
    select ${input.locationId}, employee.id, employee.person_id, ${input.at.toISOString()}::timestamptz, true
      from employee
     where not exists (
       select 1 from ${shifts} s
        where s.person_id = employee.person_id
          and (s.clock_out is null or s.clock_out > ${input.at.toISOString()}::timestamptz)
     )
    on conflict (person_id) where clock_out is null do nothing
    returning id`);
  return result.rows[0]?.id;
}

/**
 * Ends the employee's active shift at `at` when it began at or before `at` and no earlier than
 * `startedFrom` (a longer one is a runaway, closed at clock-in + 16 h for review instead), and its
 * open break with it, as a live clock-out does: a break is never left open on a closed shift.
 */
export async function endOfflineShift(
  tx: DbOrTx,
  input: { employeeId: string; at: Date; startedFrom: Date },
): Promise<string | undefined> {
  const at = input.at.toISOString();
  const result = await tx.execute<{ id: string }>(sql`
    with ended as (
      update ${shifts}
         set clock_out = ${at}::timestamptz, offline = true
       where person_id = (select person_id from ${employees} where id = ${input.employeeId})
         and employee_id = ${input.employeeId} and clock_out is null
         and clock_in <= ${at}::timestamptz
         and clock_in >= ${input.startedFrom.toISOString()}::timestamptz
      returning id, clock_out
    ), break_ended as (
      update ${shiftBreaks}
         set end_at = greatest(ended.clock_out, ${shiftBreaks.startAt})
        from ended
       where ${shiftBreaks.shiftId} = ended.id and ${shiftBreaks.endAt} is null
    )
    select id from ended`);
  return result.rows[0]?.id;
}

/**
 * The employee's active shift, if any, with what an offline clock-out needs to judge it: whether it
 * was clocked in online, and the latest moment a break of it was punched (breaks are only taken
 * online).
 */
export async function findActiveShift(tx: DbOrTx, employeeId: string) {
  const [active] = await tx
    .select({ id: shifts.id, clockIn: shifts.clockIn, offline: shifts.offline })
    .from(shifts)
    .where(openShiftOf(employeeId));
  if (!active) return undefined;
  const breaks = await tx
    .select({ start: shiftBreaks.startAt, end: shiftBreaks.endAt })
    .from(shiftBreaks)
    .where(eq(shiftBreaks.shiftId, active.id));
  const punches = breaks
    .flatMap((taken) => [taken.start, taken.end ?? taken.start])
    .map((at) => at.getTime());
  return {
    clockIn: active.clockIn,
    offline: active.offline,
    lastBreakPunch: punches.length > 0 ? new Date(Math.max(...punches)) : null,
  };
}

/** The employee's active shift's clock-in, if any: why an offline clock-in could not apply. */
export async function findActiveClockIn(tx: DbOrTx, employeeId: string): Promise<Date | undefined> {
  const [active] = await tx.select({ clockIn: shifts.clockIn }).from(shifts).where(openShiftOf(employeeId));
  return active?.clockIn;
}
