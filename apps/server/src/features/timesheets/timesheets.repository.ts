import { and, asc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dateOf, epochMs } from '../../db/epoch-ms.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { scheduledShifts, shiftBreaks, shifts } from '../../db/schema/shifts.ts';
import type { ShiftRow } from '../shifts/shift-dto.ts';
import { type RawShiftRow, SELECT_SHIFT_ROWS, shiftRowOf } from '../shifts/shift-rows.ts';
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

/** The scheduled shifts of these locations that start in [from, to), read as the shifts below. */
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
    select location_id, employee_id, ${sql.raw(epochMs('scheduled_start'))} as start,
           ${sql.raw(epochMs('scheduled_end'))} as end
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

/**
 * The shifts of `ofLocationsOrRows`, the shape `toShiftDto` takes, with where each was worked. In no
 * order: the rows stream in while the database still reads (a sort would hold them all back), and
 * are sorted once in memory (timesheet-snapshot.ts). Read around drizzle's row mapping, as the breaks
 * and the scheduled shifts (shifts/shift-rows.ts).
 */
export async function listShiftsOfLocationsOrRows(db: DbOrTx, q: ShiftsOfLocationsOrRows) {
  const { rows } = await db.execute<RawShiftRow>(
    sql`${sql.raw(SELECT_SHIFT_ROWS)} where ${ofLocationsOrRows(q)}`,
  );
  return rows.map(shiftRowOf);
}

/** The breaks of the shifts of `ofLocationsOrRows`, in no order (as the shifts above). */
export async function listBreaksOfLocationsOrRows(db: DbOrTx, q: ShiftsOfLocationsOrRows) {
  const { rows } = await db.execute<{
    shift_id: string;
    start_at: number;
    end_at: number | null;
    paid: boolean;
  }>(sql`
    select shift_breaks.shift_id, ${sql.raw(epochMs('shift_breaks.start_at'))} as start_at,
           ${sql.raw(epochMs('shift_breaks.end_at'))} as end_at, shift_breaks.paid
      from shift_breaks
      join shifts on shifts.id = shift_breaks.shift_id
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
