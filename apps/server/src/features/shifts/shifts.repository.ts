import { and, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, poolOf } from '../../db/client.ts';
import { employees } from '../../db/schema/locations.ts';
import { shiftBreaks, shifts } from '../../db/schema/shifts.ts';
import { type RawShiftRow, SELECT_SHIFT_ROWS, shiftRowOf } from './shift-rows.ts';

/**
 * Shifts with their employee, the shape `toShiftDto` takes. Callers add their
 * own where, order and limit.
 */
export function selectShiftsWithEmployee(db: DbOrTx) {
  return (
    db
      .select({
        id: shifts.id,
        clockIn: shifts.clockIn,
        clockOut: shifts.clockOut,
        corrected: shifts.corrected,
        autoClosed: shifts.autoClosed,
        reviewedAt: shifts.reviewedAt,
        source: shifts.source,
        offline: shifts.offline,
        breakStartedAt: shiftBreaks.startAt,
        originalClockIn: shifts.originalClockIn,
        originalClockOut: shifts.originalClockOut,
        clockInPhoneDistanceM: shifts.clockInPhoneDistanceM,
        clockOutPhoneDistanceM: shifts.clockOutPhoneDistanceM,
        employeeUuid: employees.id,
        employeeName: employees.name,
        employeeCode: employees.code,
      })
      .from(shifts)
      .innerJoin(employees, eq(employees.id, shifts.employeeId))
      // The open break, at most one per shift (a probe of the partial unique index).
      .leftJoin(shiftBreaks, and(eq(shiftBreaks.shiftId, shifts.id), isNull(shiftBreaks.endAt)))
  );
}

/**
 * The calendar's call (a range, no employee, no cursor) is the hot one: a named statement that
 * PostgreSQL plans once per connection, its rows read around drizzle's mapping (shift-rows.ts).
 */
const SHIFTS_OF_RANGE = {
  name: 'shifts_of_range',
  text: `${SELECT_SHIFT_ROWS}
   where shifts.location_id = $1
     and ((shifts.clock_in >= $2 and shifts.clock_in < $3) or shifts.clock_out is null)
   order by shifts.clock_in desc, shifts.id desc
   limit $4`,
};

/**
 * A page of a location's shifts, newest first: those whose clock-in falls in `range` plus those still
 * active, of one employee, after a cursor (the last row's clock-in and id), as asked.
 */
export async function findShiftsPage(
  db: Db,
  query: {
    locationId: string;
    range?: { from: Date; to: Date };
    employeeCode?: string;
    before?: { clockIn: Date; id: string };
    limit: number;
  },
) {
  const { locationId, range, employeeCode, before, limit } = query;
  if (range && !employeeCode && !before) {
    const { rows } = await poolOf(db).query<RawShiftRow>({
      ...SHIFTS_OF_RANGE,
      values: [locationId, range.from, range.to, limit],
    });
    return rows.map(shiftRowOf);
  }
  const conditions: SQL[] = [eq(shifts.locationId, locationId)];
  if (range) {
    const inRange = or(
      and(gte(shifts.clockIn, range.from), lt(shifts.clockIn, range.to)),
      isNull(shifts.clockOut),
    );
    if (inRange) conditions.push(inRange);
  }
  if (employeeCode) conditions.push(eq(employees.code, employeeCode));
  if (before) {
    conditions.push(
      sql`(${shifts.clockIn}, ${shifts.id}) < (${before.clockIn.toISOString()}::timestamptz, ${before.id}::uuid)`,
    );
  }
  return selectShiftsWithEmployee(db)
    .where(and(...conditions))
    .orderBy(desc(shifts.clockIn), desc(shifts.id))
    .limit(limit);
}

/** A location's shifts whose clock-in falls in [from, to), newest first, at most `limit`. */
export function findShiftsClockedInBetween(
  db: DbOrTx,
  locationId: string,
  from: Date,
  to: Date,
  limit: number,
) {
  return selectShiftsWithEmployee(db)
    .where(and(eq(shifts.locationId, locationId), gte(shifts.clockIn, from), lt(shifts.clockIn, to)))
    .orderBy(desc(shifts.clockIn))
    .limit(limit);
}

/** One shift with its employee, by id. */
export async function findShiftWithEmployee(db: DbOrTx, shiftId: string) {
  const [row] = await selectShiftsWithEmployee(db).where(eq(shifts.id, shiftId));
  return row;
}

/** The location a shift belongs to, or undefined for no such shift. */
export async function findShiftLocationId(db: DbOrTx, shiftId: string) {
  const [row] = await db.select({ locationId: shifts.locationId }).from(shifts).where(eq(shifts.id, shiftId));
  return row?.locationId;
}

/**
 * The employee's open shift, as a condition: by the person too, so that the partial unique index
 * `shifts_one_active_per_person` finds it. `employee` is the employees table or one employee's id.
 */
export function openShiftOf(employee: typeof employees | string) {
  const person =
    typeof employee === 'string'
      ? sql`(select person_id from ${employees} where id = ${employee})`
      : employee.personId;
  return and(
    eq(shifts.personId, person),
    eq(shifts.employeeId, typeof employee === 'string' ? employee : employee.id),
    isNull(shifts.clockOut),
  );
}

/**
 * Whether the employee is clocked in now (an employee on shift cannot be removed), or the person, at
 * any of their locations (nor archived).
 */
export async function hasActiveShift(db: DbOrTx, who: string | { personId: string }) {
  const open =
    typeof who === 'string'
      ? openShiftOf(who)
      : and(eq(shifts.personId, who.personId), isNull(shifts.clockOut));
  const [row] = await db.select({ id: shifts.id }).from(shifts).where(open).limit(1);
  return Boolean(row);
}
