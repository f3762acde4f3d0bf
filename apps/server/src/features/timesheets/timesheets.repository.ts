import { and, asc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
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

export async function listScheduledStartingIn(db: DbOrTx, locationId: string, from: Date, to: Date) {
  return db
    .select({
      employeeUuid: scheduledShifts.employeeId,
      start: scheduledShifts.scheduledStart,
      end: scheduledShifts.scheduledEnd,
    })
    .from(scheduledShifts)
    .where(
      and(
        eq(scheduledShifts.locationId, locationId),
        gte(scheduledShifts.scheduledStart, from),
        lt(scheduledShifts.scheduledStart, to),
        // A deleted shift waiting for the publish that announces it (docs/decisions/0198-draft-and-publish.md).
        isNull(scheduledShifts.removedAt),
      ),
    );
}

export async function listLocationEmployees(db: DbOrTx, locationId: string) {
  return db
    .select({
      id: employees.id,
      code: employees.code,
      name: employees.name,
      isActive: employees.isActive,
      personId: employees.personId,
    })
    .from(employees)
    .where(eq(employees.locationId, locationId));
}

/**
 * Every employee row, at any location, of the people who have one at `locationId`, oldest first, with
 * its location's zone and settings: whose hours count together, and under whose rules (docs/api.md,
 * "One person at several locations").
 */
export async function listRowsOfPeopleAt(db: DbOrTx, locationId: string) {
  const peopleHere = db
    .select({ personId: employees.personId })
    .from(employees)
    .where(eq(employees.locationId, locationId));
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

/** The shifts of these employee rows (at other locations) that started in [from, to). */
export async function listShiftsOfRowsStartingIn(db: DbOrTx, employeeIds: string[], from: Date, to: Date) {
  if (employeeIds.length === 0) return [];
  return selectShiftsWithEmployee(db).where(
    and(inArray(shifts.employeeId, employeeIds), gte(shifts.clockIn, from), lt(shifts.clockIn, to)),
  );
}

/** The breaks of the shifts of these employee rows that started in [from, to). */
export async function listBreaksOfRowsStartingIn(db: DbOrTx, employeeIds: string[], from: Date, to: Date) {
  if (employeeIds.length === 0) return [];
  return breaksOfShiftsWhere(
    db,
    and(inArray(shifts.employeeId, employeeIds), gte(shifts.clockIn, from), lt(shifts.clockIn, to)),
  );
}

/**
 * Paid minutes of approved time off counted on this location's timesheet, per person: the requests
 * its managers approved, spread evenly over their days (whole days) or on the local day they begin
 * (hours) in the location's zone, within the period's days
 * (docs/decisions/0203-time-off-and-availability.md).
 */
export async function listPaidTimeOff(
  db: DbOrTx,
  scope: { locationId: string; timezone: string; startDate: string; endDate: string },
) {
  // Whole days: the paid minutes spread evenly over the request's days, each period taking the
  // minutes of its days. Counted as "minutes up to day k" = floor(paid × k / days), the difference
  // at the period's edges: the periods' shares add up to the paid minutes exactly.
  const { rows } = await db.execute<{ person_id: string; minutes: number }>(sql`
    select person_id, sum(
             case when all_day
               then paid_minutes * (least(end_date, ${scope.endDate}::date) - start_date + 1)
                      / (end_date - start_date + 1)
                    - paid_minutes * greatest(0, ${scope.startDate}::date - start_date)
                      / (end_date - start_date + 1)
               else paid_minutes end)::int as minutes
      from time_off_requests
     where status = 'approved' and paid_minutes > 0 and decided_location_id = ${scope.locationId}
       and case when all_day
             then start_date <= ${scope.endDate}::date and end_date >= ${scope.startDate}::date
             else (starts_at at time zone ${scope.timezone})::date
                    between ${scope.startDate}::date and ${scope.endDate}::date end
     group by person_id`);
  return new Map(rows.filter((row) => row.minutes > 0).map((row) => [row.person_id, Number(row.minutes)]));
}
