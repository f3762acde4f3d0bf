import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../../db/schema/locations.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { people } from '../../db/schema/people.ts';
import { scheduledShifts, shifts } from '../../db/schema/shifts.ts';
import { personAvailability, timeOffRequests } from '../../db/schema/time-off.ts';

/** No shift, scheduled or worked, is longer than this (check constraints and the 16 h auto-close). */
const LONGEST_SHIFT_MS = 24 * 3_600_000;

/** The shifts scheduled here overlapping [from, to), with the employee here and the person's rate. */
export function listScheduledHere(db: DbOrTx, locationId: string, from: Date, to: Date) {
  return db
    .select({
      id: scheduledShifts.id,
      personId: scheduledShifts.personId,
      start: scheduledShifts.scheduledStart,
      end: scheduledShifts.scheduledEnd,
      employeeUuid: employees.id,
      employeeCode: employees.code,
      employeeName: employees.name,
      hourlyRate: people.hourlyRate,
    })
    .from(scheduledShifts)
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .innerJoin(people, eq(people.id, scheduledShifts.personId))
    .where(
      and(
        eq(scheduledShifts.locationId, locationId),
        // Not a published shift deleted and waiting for its removal to be published.
        isNull(scheduledShifts.removedAt),
        lt(scheduledShifts.scheduledStart, to),
        gt(scheduledShifts.scheduledEnd, from),
        gt(scheduledShifts.scheduledStart, new Date(from.getTime() - LONGEST_SHIFT_MS)),
      ),
    );
}

/**
 * These people's scheduled and worked shifts at every location overlapping [from, to), each with its
 * location: one statement, so both kinds are read at one moment.
 */
export async function listShiftsOfPeople(db: DbOrTx, personIds: string[], from: Date, to: Date) {
  if (personIds.length === 0) return [];
  const earliest = new Date(from.getTime() - LONGEST_SHIFT_MS);
  const scheduled = db
    .select({
      kind: sql<'scheduled' | 'worked'>`'scheduled'`.as('kind'),
      id: scheduledShifts.id,
      personId: scheduledShifts.personId,
      locationId: scheduledShifts.locationId,
      start: scheduledShifts.scheduledStart,
      end: sql<Date | null>`${scheduledShifts.scheduledEnd}`.as('end'),
    })
    .from(scheduledShifts)
    .where(
      and(
        inArray(scheduledShifts.personId, personIds),
        isNull(scheduledShifts.removedAt),
        lt(scheduledShifts.scheduledStart, to),
        gt(scheduledShifts.scheduledEnd, from),
        gt(scheduledShifts.scheduledStart, earliest),
      ),
    );
  const worked = db
    .select({
      kind: sql<'scheduled' | 'worked'>`'worked'`.as('kind'),
      id: shifts.id,
      personId: shifts.personId,
      locationId: shifts.locationId,
      start: shifts.clockIn,
      end: sql<Date | null>`${shifts.clockOut}`.as('end'),
    })
    .from(shifts)
    .where(
      and(
        inArray(shifts.personId, personIds),
        lt(shifts.clockIn, to),
        or(isNull(shifts.clockOut), gt(shifts.clockOut, from)),
        gt(shifts.clockIn, earliest),
      ),
    );
  const rows = await scheduled.unionAll(worked);
  // A union's columns come back as the driver reads them: instants as strings.
  return rows.map((row) => ({
    ...row,
    start: new Date(row.start),
    end: row.end === null ? null : new Date(row.end),
  }));
}

/**
 * These people's approved time off around [from, to) (docs/decisions/0203-time-off-and-availability.md).
 * Whole days are stored as the days of the person's first location's zone; a day of margin each side
 * finds them in any zone, and the rule reads their dates in the location's zone.
 */
export function listApprovedTimeOff(db: DbOrTx, personIds: string[], from: Date, to: Date) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      personId: timeOffRequests.personId,
      type: timeOffRequests.type,
      allDay: timeOffRequests.allDay,
      startDate: timeOffRequests.startDate,
      endDate: timeOffRequests.endDate,
      start: timeOffRequests.startsAt,
      end: timeOffRequests.endsAt,
    })
    .from(timeOffRequests)
    .where(
      and(
        inArray(timeOffRequests.personId, personIds),
        eq(timeOffRequests.status, 'approved'),
        lt(timeOffRequests.startsAt, new Date(to.getTime() + LONGEST_SHIFT_MS * 2)),
        gt(timeOffRequests.endsAt, new Date(from.getTime() - LONGEST_SHIFT_MS * 2)),
      ),
    );
}

/** These people's weekly availability rows. */
export function listAvailability(db: DbOrTx, personIds: string[]) {
  if (personIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      personId: personAvailability.personId,
      weekday: personAvailability.weekday,
      start: personAvailability.startTime,
      end: personAvailability.endTime,
    })
    .from(personAvailability)
    .where(inArray(personAvailability.personId, personIds));
}

/** Whether the organization's schedule warnings stop a publish (false for no such organization). */
export async function findWarningsBlock(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ block: organizations.scheduleWarningsBlock })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.block ?? false;
}

export async function storeWarningsBlock(db: DbOrTx, organizationId: string, block: boolean) {
  const [row] = await db
    .update(organizations)
    .set({ scheduleWarningsBlock: block })
    .where(eq(organizations.id, organizationId))
    .returning({ block: organizations.scheduleWarningsBlock });
  return row?.block ?? false;
}
