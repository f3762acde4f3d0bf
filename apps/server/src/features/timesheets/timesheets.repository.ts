import { and, asc, eq, gte, inArray, isNull, lt, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { scheduledShifts, shiftBreaks, shifts } from '../../db/schema/shifts.ts';
import type { ShiftRow } from '../shifts/shift-dto.ts';
import { selectShiftsWithEmployee } from '../shifts/shifts.repository.ts';

const locationColumns = {
  id: locations.id,
  code: locations.code,
  name: locations.name,
  timezone: locations.timezone,
  settings: locations.settings,
};

export async function findLocation(db: DbOrTx, locationId: string) {
  const [row] = await db.select(locationColumns).from(locations).where(eq(locations.id, locationId));
  return row;
}

/**
 * The organization's locations, the first created first, archived ones too (their records stay in
 * every timesheet of their periods, docs/decisions/0205-records-kept.md).
 */
export async function listOrganizationLocations(db: DbOrTx, organizationId: string) {
  return db
    .select({ ...locationColumns, archivedAt: locations.archivedAt })
    .from(locations)
    .where(eq(locations.organizationId, organizationId))
    .orderBy(asc(locations.createdAt), asc(locations.id));
}

/** Shifts that started in [from, to), oldest first. */
export async function listShiftsStartingIn(
  db: DbOrTx,
  locationId: string,
  from: Date,
  to: Date,
): Promise<ShiftRow[]> {
  return selectShiftsWithEmployee(db)
    .where(and(eq(shifts.locationId, locationId), gte(shifts.clockIn, from), lt(shifts.clockIn, to)))
    .orderBy(asc(shifts.clockIn), asc(shifts.id));
}

/** The breaks of the shifts matching `where` (a condition on `shifts`), earliest first. */
export const breaksOfShiftsWhere = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      shiftId: shiftBreaks.shiftId,
      start: shiftBreaks.startAt,
      end: shiftBreaks.endAt,
      paid: shiftBreaks.paid,
    })
    .from(shiftBreaks)
    .innerJoin(shifts, eq(shifts.id, shiftBreaks.shiftId))
    .where(where)
    .orderBy(asc(shiftBreaks.startAt));

/** The breaks of the shifts that started in [from, to). */
export async function listBreaksOfShiftsStartingIn(db: DbOrTx, locationId: string, from: Date, to: Date) {
  return breaksOfShiftsWhere(
    db,
    and(eq(shifts.locationId, locationId), gte(shifts.clockIn, from), lt(shifts.clockIn, to)),
  );
}

/**
 * Shifts begun in [from, to), oldest first, that still decide nothing for sure: `awaitingReview`,
 * auto-closed and not reviewed by a manager; `open`, with no clock-out yet (their figures still move).
 */
export async function listUnsettledBegunIn(
  db: DbOrTx,
  locationId: string,
  range: { from: Date; to: Date },
  which: 'awaitingReview' | 'open',
) {
  const unsettled =
    which === 'open' ? isNull(shifts.clockOut) : and(eq(shifts.autoClosed, true), isNull(shifts.reviewedAt));
  return selectShiftsWithEmployee(db)
    .where(
      and(
        eq(shifts.locationId, locationId),
        gte(shifts.clockIn, range.from),
        lt(shifts.clockIn, range.to),
        unsettled,
      ),
    )
    .orderBy(asc(shifts.clockIn), asc(shifts.id));
}

/** The scheduled shifts of these locations that start in [from, to), read as the shifts above. */
export async function listScheduledStartingIn(
  db: DbOrTx,
  locationIds: readonly string[],
  from: Date,
  to: Date,
) {
  const { rows } = await db.execute<{
    location_id: string;
    employee_id: string;
    start: number;
    end: number;
  }>(sql`
    select ${scheduledShifts.locationId} as location_id, ${scheduledShifts.employeeId} as employee_id,
           ${epochMs(scheduledShifts.scheduledStart)} as start, ${epochMs(scheduledShifts.scheduledEnd)} as end
      from ${scheduledShifts}
     where ${and(
       inArray(scheduledShifts.locationId, [...locationIds]),
       gte(scheduledShifts.scheduledStart, from),
       lt(scheduledShifts.scheduledStart, to),
       // A deleted shift waiting for the publish that announces it (docs/decisions/0198-draft-and-publish.md).
       isNull(scheduledShifts.removedAt),
     )}`);
  return rows.map((row) => ({
    locationId: row.location_id,
    employeeUuid: row.employee_id,
    start: new Date(row.start),
    end: new Date(row.end),
  }));
}

/** The employee rows of these locations. */
export async function listLocationEmployees(db: DbOrTx, locationIds: readonly string[]) {
  return db
    .select({
      id: employees.id,
      locationId: employees.locationId,
      code: employees.code,
      name: employees.name,
      isActive: employees.isActive,
      personId: employees.personId,
    })
    .from(employees)
    .where(inArray(employees.locationId, [...locationIds]));
}

/**
 * Every employee row, at any location, of the people who have one at these locations, oldest first,
 * with its location's zone and settings: whose hours count together, and under whose rules
 * (docs/api.md, "One person at several locations").
 */
export async function listRowsOfPeopleAt(db: DbOrTx, locationIds: readonly string[]) {
  const peopleHere = db
    .select({ personId: employees.personId })
    .from(employees)
    .where(inArray(employees.locationId, [...locationIds]));
  return db
    .select({
      employeeUuid: employees.id,
      personId: employees.personId,
      locationId: employees.locationId,
      timezone: locations.timezone,
      settings: locations.settings,
    })
    .from(employees)
    .innerJoin(locations, eq(locations.id, employees.locationId))
    .where(inArray(employees.personId, peopleHere))
    .orderBy(asc(employees.createdAt), asc(employees.id));
}

/** Shifts begun in [from, to) at these locations or of these employee rows (elsewhere). */
const ofLocationsOrRows = (q: ShiftsOfLocationsOrRows) =>
  and(
    q.employeeIds.length > 0
      ? or(inArray(shifts.locationId, [...q.locationIds]), inArray(shifts.employeeId, [...q.employeeIds]))
      : inArray(shifts.locationId, [...q.locationIds]),
    gte(shifts.clockIn, q.from),
    lt(shifts.clockIn, q.to),
  );
export type ShiftsOfLocationsOrRows = {
  locationIds: readonly string[];
  employeeIds: readonly string[];
  from: Date;
  to: Date;
};

// The organization's timesheet reads tens of thousands of shifts, breaks and scheduled shifts at once.
// These reads go around drizzle's row mapping (a third of that call's time, checking each field of
// each row) and send their instants as epoch milliseconds, which the driver parses as numbers where
// a timestamp's text would be parsed as a date. `date_part` is float8 arithmetic (`extract` is
// numeric, twice as slow here); the instants the app stores are whole milliseconds (written from
// JavaScript dates), which float8 holds exactly and `round` gives back.
const epochMs = (column: SQLWrapper) => sql`round(date_part('epoch', ${column}) * 1000)`;
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

type RawShift = {
  id: string;
  location_id: string;
  employee_id: string;
  employee_name: string;
  employee_code: string;
  clock_in: number;
  clock_out: number | null;
  corrected: boolean;
  auto_closed: boolean;
  reviewed_at: number | null;
  source: ShiftRow['source'];
  offline: boolean;
  break_started_at: number | null;
  original_clock_in: number | null;
  original_clock_out: number | null;
  clock_in_phone_distance_m: number | null;
  clock_out_phone_distance_m: number | null;
};

/**
 * The shifts of `ofLocationsOrRows`, the shape `toShiftDto` takes, with where each was worked. In no
 * order: the rows stream in while the database still reads (a sort would hold them all back), and
 * each location's few hundred are sorted on their own (timesheet-snapshot.ts).
 */
export async function listShiftsOfLocationsOrRows(db: DbOrTx, q: ShiftsOfLocationsOrRows) {
  const { rows } = await db.execute<RawShift>(sql`
    select ${shifts.id} as id, ${shifts.locationId} as location_id, ${employees.id} as employee_id,
           ${employees.name} as employee_name, ${employees.code} as employee_code,
           ${epochMs(shifts.clockIn)} as clock_in, ${epochMs(shifts.clockOut)} as clock_out,
           ${shifts.corrected} as corrected, ${shifts.autoClosed} as auto_closed,
           ${epochMs(shifts.reviewedAt)} as reviewed_at, ${shifts.source} as source,
           ${shifts.offline} as offline, ${epochMs(shiftBreaks.startAt)} as break_started_at,
           ${epochMs(shifts.originalClockIn)} as original_clock_in,
           ${epochMs(shifts.originalClockOut)} as original_clock_out,
           ${shifts.clockInPhoneDistanceM} as clock_in_phone_distance_m,
           ${shifts.clockOutPhoneDistanceM} as clock_out_phone_distance_m
      from ${shifts}
      join ${employees} on ${employees.id} = ${shifts.employeeId}
      left join ${shiftBreaks} on ${shiftBreaks.shiftId} = ${shifts.id} and ${shiftBreaks.endAt} is null
     where ${ofLocationsOrRows(q)}`);
  return rows.map((row): ShiftRow & { locationId: string } => ({
    id: row.id,
    locationId: row.location_id,
    clockIn: new Date(row.clock_in),
    clockOut: dateOf(row.clock_out),
    corrected: row.corrected,
    autoClosed: row.auto_closed,
    reviewedAt: dateOf(row.reviewed_at),
    source: row.source,
    offline: row.offline,
    breakStartedAt: dateOf(row.break_started_at),
    originalClockIn: dateOf(row.original_clock_in),
    originalClockOut: dateOf(row.original_clock_out),
    clockInPhoneDistanceM: row.clock_in_phone_distance_m,
    clockOutPhoneDistanceM: row.clock_out_phone_distance_m,
    employeeUuid: row.employee_id,
    employeeName: row.employee_name,
    employeeCode: row.employee_code,
  }));
}

/** The breaks of the shifts of `ofLocationsOrRows`, in no order (as the shifts above). */
export async function listBreaksOfLocationsOrRows(db: DbOrTx, q: ShiftsOfLocationsOrRows) {
  const { rows } = await db.execute<{
    shift_id: string;
    start_at: number;
    end_at: number | null;
    paid: boolean;
  }>(sql`
    select ${shiftBreaks.shiftId} as shift_id, ${epochMs(shiftBreaks.startAt)} as start_at,
           ${epochMs(shiftBreaks.endAt)} as end_at, ${shiftBreaks.paid} as paid
      from ${shiftBreaks}
      join ${shifts} on ${shifts.id} = ${shiftBreaks.shiftId}
     where ${ofLocationsOrRows(q)}`);
  return rows.map((row) => ({
    shiftId: row.shift_id,
    start: new Date(row.start_at),
    end: dateOf(row.end_at),
    paid: row.paid,
  }));
}

/**
 * Paid minutes of approved time off counted on these locations' timesheets, per location and person:
 * the requests each location's managers approved, spread evenly over their days (whole days) or on
 * the local day they begin (hours) in the location's zone, within the period's days
 * (docs/decisions/0203-time-off-and-availability.md).
 */
export async function listPaidTimeOff(
  db: DbOrTx,
  scope: { locationIds: readonly string[]; startDate: string; endDate: string },
) {
  // Whole days: the paid minutes spread evenly over the request's days, each period taking the
  // minutes of its days. Counted as "minutes up to day k" = floor(paid × k / days), the difference
  // at the period's edges: the periods' shares add up to the paid minutes exactly.
  const { rows } = await db.execute<{ location_id: string; person_id: string; minutes: number }>(sql`
    select t.decided_location_id as location_id, t.person_id, sum(
             case when t.all_day
               then t.paid_minutes * (least(t.end_date, ${scope.endDate}::date) - t.start_date + 1)
                      / (t.end_date - t.start_date + 1)
                    - t.paid_minutes * greatest(0, ${scope.startDate}::date - t.start_date)
                      / (t.end_date - t.start_date + 1)
               else t.paid_minutes end)::int as minutes
      from time_off_requests t
      join locations l on l.id = t.decided_location_id
     where t.status = 'approved' and t.paid_minutes > 0
       and t.decided_location_id in (${sql.join(
         scope.locationIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})
       and case when t.all_day
             then t.start_date <= ${scope.endDate}::date and t.end_date >= ${scope.startDate}::date
             else (t.starts_at at time zone l.timezone)::date
                    between ${scope.startDate}::date and ${scope.endDate}::date end
     group by t.decided_location_id, t.person_id`);
  const byLocation = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (row.minutes <= 0) continue;
    const ofLocation = byLocation.get(row.location_id) ?? new Map<string, number>();
    ofLocation.set(row.person_id, Number(row.minutes));
    byLocation.set(row.location_id, ofLocation);
  }
  return byLocation;
}
