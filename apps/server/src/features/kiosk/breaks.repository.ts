import type { Db } from '../../db/client.ts';
import { type Punch, type PunchInput, type PunchRow, sendPunch, toPunch } from './kiosk.repository.ts';
import { GUARDED, guardCte } from './punch-guard.ts';

/** A break punch's outcome: the employee, their active shift if any, and the break it wrote, if any. */
export type BreakPunch = Punch & {
  break: { id: string; start: Date; end: Date | null; paid: boolean } | null;
};

type BreakRow = PunchRow & {
  break_id: string | null;
  break_start: string | Date | null;
  break_end: string | Date | null;
  break_paid: boolean | null;
};

function toBreakPunch(row: BreakRow | undefined): BreakPunch | undefined {
  const punch = toPunch(row);
  if (!row || !punch) return undefined;
  return {
    ...punch,
    break:
      row.break_id === null
        ? null
        : {
            id: row.break_id,
            start: new Date(row.break_start as string | Date),
            end: row.break_end === null ? null : new Date(row.break_end),
            paid: row.break_paid ?? false,
          },
  };
}

/**
 * The employee by code and their active shift (not a runaway, open since before $4). The shift row is
 * share-locked, so a clock-out ending it at the same moment goes first or waits for the break.
 */
const employeeAndShift = (guarded: boolean) => `
    ${guarded ? guardCte(5) : ''}employee as (
      select id, person_id, name, code, is_active from employees
       where location_id = $1 and code = $2 ${guarded ? GUARDED : ''}
    ), shift as (
      select shifts.id, shifts.clock_in, shifts.clock_out, shifts.corrected, shifts.auto_closed,
             shifts.source, shifts.offline, shifts.original_clock_in, shifts.original_clock_out
        from shifts join employee on shifts.person_id = employee.person_id and shifts.employee_id = employee.id
       where shifts.clock_out is null and shifts.clock_in >= $4::timestamptz
         for share of shifts
    )`;

const SELECT_OUTCOME = `
    select employee.id as employee_uuid, employee.name as employee_name, employee.code as employee_code,
           employee.is_active, shift.*, outcome.id as break_id, outcome.start_at as break_start,
           outcome.end_at as break_end, outcome.paid as break_paid
      from employee left join shift on true left join outcome on true`;

/**
 * Start Break in one round trip. The partial unique index `shift_breaks_one_open_per_shift` refuses a
 * second open break, so of simultaneous Start Breaks exactly one writes a row. Whether it is paid is
 * read from the location's payroll settings in the same statement.
 */
const breakStartStatement = (guarded: boolean) => ({
  name: guarded ? 'kiosk_break_start_guarded' : 'kiosk_break_start',
  text: `
    with ${employeeAndShift(guarded)}, outcome as (
      insert into shift_breaks (location_id, shift_id, start_at, paid)
      select $1, shift.id, greatest($3::timestamptz, shift.clock_in),
             coalesce((select (settings #>> '{payroll,breaksPaid}')::boolean from locations where id = $1), false)
        from shift
      on conflict (shift_id) where end_at is null do nothing
      returning id, start_at, end_at, paid
    ) ${SELECT_OUTCOME}`,
});

/** End Break in one round trip: of simultaneous End Breaks, the first ends it and the others find none. */
const breakEndStatement = (guarded: boolean) => ({
  name: guarded ? 'kiosk_break_end_guarded' : 'kiosk_break_end',
  text: `
    with ${employeeAndShift(guarded)}, outcome as (
      update shift_breaks
         set end_at = greatest($3::timestamptz, shift_breaks.start_at)
        from shift
       where shift_breaks.shift_id = shift.id and shift_breaks.end_at is null
      returning shift_breaks.id, shift_breaks.start_at, shift_breaks.end_at, shift_breaks.paid
    ) ${SELECT_OUTCOME}`,
});

const BREAK_START = [breakStartStatement(false), breakStartStatement(true)] as const;
const BREAK_END = [breakEndStatement(false), breakEndStatement(true)] as const;

type BreakInput = PunchInput & { runawayBefore: Date };

/** Undefined when no employee has the code here; `shift` null when they are not clocked in. */
export const startBreak = async (db: Db, input: BreakInput) =>
  toBreakPunch(await sendPunch<BreakRow>(db, BREAK_START, input));
export const endBreak = async (db: Db, input: BreakInput) =>
  toBreakPunch(await sendPunch<BreakRow>(db, BREAK_END, input));
