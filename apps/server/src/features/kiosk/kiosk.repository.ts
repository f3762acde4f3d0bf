import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { type Db, type DbOrTx, poolOf } from '../../db/client.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { shifts } from '../../db/schema/shifts.ts';
import type { ShiftRow } from '../shifts/shift-dto.ts';
import { type RawShiftRow, SELECT_SHIFT_ROWS, shiftRowOf } from '../shifts/shift-rows.ts';
import { openShiftOf } from '../shifts/shifts.repository.ts';
import { GUARDED, guardCte, type PunchGuard } from './punch-guard.ts';

/** A punch's outcome in one row: the employee (if the code names one here) and the shift it wrote, if any. */
export type Punch = {
  employee: { id: string; name: string; code: string; isActive: boolean };
  shift: Omit<ShiftRow, 'employeeUuid' | 'employeeName' | 'employeeCode'> | null;
};

export type PunchRow = {
  employee_uuid: string;
  employee_name: string;
  employee_code: string;
  is_active: boolean;
  id: string | null;
  clock_in: string | Date | null;
  clock_out: string | Date | null;
  corrected: boolean | null;
  auto_closed: boolean | null;
  source: 'kiosk' | 'manual' | null;
  offline: boolean | null;
  original_clock_in: string | Date | null;
  original_clock_out: string | Date | null;
};

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

export function toPunch(row: PunchRow | undefined): Punch | undefined {
  if (!row) return undefined;
  return {
    employee: {
      id: row.employee_uuid,
      name: row.employee_name,
      code: row.employee_code,
      isActive: row.is_active,
    },
    shift:
      row.id === null
        ? null
        : {
            id: row.id,
            clockIn: new Date(row.clock_in as string | Date),
            clockOut: date(row.clock_out),
            corrected: row.corrected ?? false,
            autoClosed: row.auto_closed ?? false,
            // A punch writes an open or a just-closed shift, never an auto-closed one to review.
            reviewedAt: null,
            source: row.source ?? 'kiosk',
            offline: row.offline ?? false,
            breakStartedAt: null,
            originalClockIn: date(row.original_clock_in),
            originalClockOut: date(row.original_clock_out),
          },
  };
}

// The punches go to the `pg` pool as named prepared statements (db/client.ts `poolOf`): PostgreSQL
// parses and plans each once per connection, and no SQL is built per punch (docs/performance.md).
// The pool is the drizzle handle's own (`$client`), so these run on the same connections as
// everything else.

/**
 * Clock-in in one round trip: finds the employee by code at the location and starts their shift if
 * they are active. The partial unique index `shifts_one_active_per_person` refuses a second active
 * shift of the person, here or at another of their locations, so of two simultaneous punches one gets
 * no shift here, whatever the application saw before.
 * The employee row is share-locked: a removal (employees.repository.ts, `lockEmployeeForRemoval`) holding it
 * makes this wait and then read the employee as removed; a removal arriving later waits for this
 * shift to commit and then finds it. So of a clock-in and a removal exactly one wins, settled by the database.
 * Undefined when no employee has the code at this location.
 */
const punchInStatement = (guarded: boolean) => ({
  name: guarded ? 'kiosk_punch_in_guarded' : 'kiosk_punch_in',
  text: `
    with ${guarded ? guardCte(4) : ''}employee as (
      select id, location_id, person_id, name, code, is_active from employees
       where location_id = $1 and code = $2 ${guarded ? GUARDED : ''}
         for share
    ), started as (
      insert into shifts (location_id, employee_id, person_id, clock_in)
      select location_id, id, person_id, $3::timestamptz from employee where is_active
      on conflict (person_id) where clock_out is null do nothing
      returning id, clock_in, clock_out, corrected, auto_closed, source, offline, original_clock_in, original_clock_out
    )
    select employee.id as employee_uuid, employee.name as employee_name, employee.code as employee_code,
           employee.is_active, started.*
      from employee left join started on true`,
});
const PUNCH_IN = [punchInStatement(false), punchInStatement(true)] as const;

/** A punch statement without and with the approved-period guard (punch-guard.ts). */
export type PunchStatements = readonly [{ name: string; text: string }, { name: string; text: string }];
export type PunchInput = { locationId: string; code: string; at: Date; guard?: PunchGuard };

/**
 * Sends a punch's statement: $1 the location, $2 the code, $3 the instant, then `runawayBefore` if
 * the statement takes one, then the guard's values. With a guard, nothing is written when it fails.
 */
export async function sendPunch<Row extends pg.QueryResultRow>(
  db: Db,
  statements: PunchStatements,
  input: PunchInput & { runawayBefore?: Date },
): Promise<Row | undefined> {
  const values = [input.locationId, input.code, input.at.toISOString()];
  if (input.runawayBefore) values.push(input.runawayBefore.toISOString());
  const result = await poolOf(db).query<Row>({
    ...statements[input.guard ? 1 : 0],
    values: [...values, ...(input.guard ?? [])],
  });
  return result.rows[0];
}

export const punchIn = async (db: Db, input: PunchInput) =>
  toPunch(await sendPunch<PunchRow>(db, PUNCH_IN, input));

/**
 * Clock-out in one round trip: ends the employee's active shift, never before its clock-in (server
 * instances' clocks may differ by a little), and its open break if there is one. A shift open since before `runawayBefore` is left for
 * closeRunawayShifts, which closes it at clock-in + 16 h instead. Undefined when no employee has the
 * code at this location; `shift` null when nothing was closed.
 */
const punchOutStatement = (guarded: boolean) => ({
  name: guarded ? 'kiosk_punch_out_guarded' : 'kiosk_punch_out',
  text: `
    with ${guarded ? guardCte(5) : ''}employee as (
      select id, person_id, name, code, is_active from employees
       where location_id = $1 and code = $2 ${guarded ? GUARDED : ''}
    ), ended as (
      -- By person_id too: the partial unique index shifts_one_active_per_person finds the open shift.
      update shifts
         set clock_out = greatest($3::timestamptz, shifts.clock_in)
        from employee
       where shifts.person_id = employee.person_id and shifts.employee_id = employee.id
         and shifts.clock_out is null
         and shifts.clock_in >= $4::timestamptz
      returning shifts.id, shifts.clock_in, shifts.clock_out, shifts.corrected, shifts.auto_closed,
                shifts.source, shifts.offline, shifts.original_clock_in, shifts.original_clock_out
    ), break_ended as (
      update shift_breaks
         set end_at = greatest(ended.clock_out, shift_breaks.start_at)
        from ended
       where shift_breaks.shift_id = ended.id and shift_breaks.end_at is null
    )
    select employee.id as employee_uuid, employee.name as employee_name, employee.code as employee_code,
           employee.is_active, ended.*
      from employee left join ended on true`,
});
const PUNCH_OUT = [punchOutStatement(false), punchOutStatement(true)] as const;

export const punchOut = async (db: Db, input: PunchInput & { runawayBefore: Date }) =>
  toPunch(await sendPunch<PunchRow>(db, PUNCH_OUT, input));

const ACTIVE_SHIFTS = {
  name: 'kiosk_active_shifts',
  text: `${SELECT_SHIFT_ROWS}
   where shifts.location_id = $1 and shifts.clock_out is null
   order by shifts.clock_in`,
};

/**
 * The location's active shifts, oldest first: every kiosk polls this, so it is a named statement,
 * its rows read around drizzle's mapping (shifts/shift-rows.ts).
 */
export async function listActiveShifts(db: Db, locationId: string): Promise<ShiftRow[]> {
  const { rows } = await poolOf(db).query<RawShiftRow>({ ...ACTIVE_SHIFTS, values: [locationId] });
  return rows.map(shiftRowOf);
}

/**
 * The employee by code at the location and the clock-in of their active shift (null without one):
 * what a clock-out or a break would change, for the approved-period check (approval-guard.ts).
 */
export async function findEmployeeAndActiveClockIn(db: DbOrTx, locationId: string, code: string) {
  const [row] = await db
    .select({ name: employees.name, activeClockIn: shifts.clockIn })
    .from(employees)
    .leftJoin(shifts, openShiftOf(employees))
    .where(and(eq(employees.locationId, locationId), eq(employees.code, code)));
  return row;
}

/**
 * Where the person with this code at the location has an open shift at another of their locations:
 * that location (its id and name, which the kiosk's refusal names) and the shift's clock-in.
 */
export async function findOpenShiftElsewhere(db: DbOrTx, locationId: string, code: string) {
  const result = await db.execute<{
    location_id: string;
    location_name: string;
    clock_in: string | Date;
  }>(sql`
    select s.location_id, l.name as location_name, s.clock_in
      from ${employees} e
      join ${shifts} s on s.person_id = e.person_id and s.clock_out is null
      join ${locations} l on l.id = s.location_id
     where e.location_id = ${locationId} and e.code = ${code} and s.location_id <> ${locationId}`);
  const row = result.rows[0];
  return row
    ? { locationId: row.location_id, locationName: row.location_name, clockIn: new Date(row.clock_in) }
    : undefined;
}
