import {
  and,
  asc,
  type Column,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { correctionResponses } from '../../db/schema/correction-responses.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { people } from '../../db/schema/people.ts';
import { schedulePublishes } from '../../db/schema/publishing.ts';
import { scheduledShiftRemovals, scheduledShifts, shiftBreaks, shifts } from '../../db/schema/shifts.ts';
import { auditEntries, payPeriodApprovals } from '../../db/schema/timesheets.ts';
import type { ExportScope, LocationWindow } from './export-scope.ts';

/**
 * The rows of an inspector's export (features/records-export), read in one snapshot by the caller.
 * Nothing here filters on archived_at: archived locations and people keep their records.
 *
 * The tables that grow with the range (shifts, breaks, audit entries, scheduled shifts) are read in
 * pages of PAGE_ROWS, by key: turning tens of thousands of rows into objects at once held the event
 * loop for most of a second (a 25-person location's 4 years, 40,000 shifts), a page at a time it does
 * not. A page's key is its last row's instant as the database's own text, so microseconds, which a
 * JavaScript Date drops, never make a page repeat or skip a row.
 */

export const PAGE_ROWS = 2000;

/** A page's last row: its ordering instant as text (`cursor`) and its id. */
type Key = { cursor: string; id: string };

/** The instant as exact text, the session being in UTC (db/client.ts). */
const cursorOf = (instant: Column) => sql<string>`${instant}::text`;

/** Rows after the key in (instant, id) order. */
const afterKey = (instant: Column, id: Column, after: Key | undefined) =>
  after ? sql`(${instant}, ${id}) > (${after.cursor}::timestamptz, ${after.id}::uuid)` : undefined;

/** Every row of a paged read, page after page: `list` answers the rows after a page's last one. */
export async function allPages<K, T extends K>(
  list: (db: DbOrTx, scope: ExportScope, after?: K) => Promise<T[]>,
  db: DbOrTx,
  scope: ExportScope,
): Promise<T[]> {
  const rows: T[] = [];
  let after: T | undefined;
  for (;;) {
    const page = await list(db, scope, after);
    for (const row of page) rows.push(row);
    if (page.length < PAGE_ROWS) return rows;
    after = page[page.length - 1];
  }
}

export async function findOrganization(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

/** Every location of the organization, archived or not, the first created first. */
export async function listAllLocations(db: DbOrTx, organizationId: string) {
  return db
    .select({ id: locations.id, code: locations.code, name: locations.name, timezone: locations.timezone })
    .from(locations)
    .where(eq(locations.organizationId, organizationId))
    .orderBy(asc(locations.createdAt), asc(locations.id));
}

/** Which of `ids` are people of the organization (archived ones included). */
export async function knownPeople(db: DbOrTx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.organizationId, organizationId), inArray(people.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The locations where any of the people has an employee row (and so could have a record). */
export async function locationsOfPeople(db: DbOrTx, ids: string[]) {
  const rows = await db
    .selectDistinct({ id: employees.locationId })
    .from(employees)
    .where(inArray(employees.personId, ids));
  return new Set(rows.map((row) => row.id));
}

/** Rows whose instant falls in their location's window: one index range per location. */
function inWindows(location: Column, instant: Column, windows: readonly LocationWindow[]): SQL | undefined {
  // No location in scope reads nothing (an empty OR would be no condition at all).
  if (windows.length === 0) return sql`false`;
  return or(
    ...windows.map((window) =>
      and(eq(location, window.id), gte(instant, window.from), lt(instant, window.to)),
    ),
  );
}

/** Rows of the asked people, or every row when the export names none. */
const ofPeople = (person: Column, scope: ExportScope) =>
  scope.people ? inArray(person, scope.people) : undefined;

/** A period (or publish) of days that overlaps the range, at a location in scope. */
function overlapsRange(location: Column, start: Column, end: Column, scope: ExportScope) {
  return and(
    inArray(
      location,
      scope.locations.map((window) => window.id),
    ),
    lte(start, scope.range.to),
    gte(end, scope.range.from),
  );
}

/** The shifts in scope: those whose clock-in falls in the range, with whose they are. */
function shiftsInScope(scope: ExportScope) {
  return and(inWindows(shifts.locationId, shifts.clockIn, scope.locations), ofPeople(shifts.personId, scope));
}

export async function listShifts(db: DbOrTx, scope: ExportScope, after?: Key) {
  return db
    .select({
      cursor: cursorOf(shifts.clockIn),
      id: shifts.id,
      locationId: shifts.locationId,
      personId: shifts.personId,
      personName: people.name,
      payrollId: people.payrollId,
      employeeUuid: employees.id,
      employeeName: employees.name,
      employeeCode: employees.code,
      clockIn: shifts.clockIn,
      clockOut: shifts.clockOut,
      originalClockIn: shifts.originalClockIn,
      originalClockOut: shifts.originalClockOut,
      corrected: shifts.corrected,
      autoClosed: shifts.autoClosed,
      reviewedAt: shifts.reviewedAt,
      reviewedBy: shifts.reviewedBy,
      source: shifts.source,
      offline: shifts.offline,
      clockInPhoneDistanceM: shifts.clockInPhoneDistanceM,
      clockOutPhoneDistanceM: shifts.clockOutPhoneDistanceM,
      createdAt: shifts.createdAt,
    })
    .from(shifts)
    .innerJoin(employees, eq(employees.id, shifts.employeeId))
    .innerJoin(people, eq(people.id, shifts.personId))
    .where(and(shiftsInScope(scope), afterKey(shifts.clockIn, shifts.id, after)))
    .orderBy(asc(shifts.clockIn), asc(shifts.id))
    .limit(PAGE_ROWS);
}

export async function listBreaks(db: DbOrTx, scope: ExportScope, after?: Key) {
  return db
    .select({
      cursor: cursorOf(shiftBreaks.startAt),
      id: shiftBreaks.id,
      shiftId: shiftBreaks.shiftId,
      locationId: shiftBreaks.locationId,
      personId: shifts.personId,
      startAt: shiftBreaks.startAt,
      endAt: shiftBreaks.endAt,
      paid: shiftBreaks.paid,
      startPhoneDistanceM: shiftBreaks.startPhoneDistanceM,
      endPhoneDistanceM: shiftBreaks.endPhoneDistanceM,
    })
    .from(shiftBreaks)
    .innerJoin(shifts, eq(shifts.id, shiftBreaks.shiftId))
    .where(and(shiftsInScope(scope), afterKey(shiftBreaks.startAt, shiftBreaks.id, after)))
    .orderBy(asc(shiftBreaks.startAt), asc(shiftBreaks.id))
    .limit(PAGE_ROWS);
}

const auditColumns = {
  id: auditEntries.id,
  seq: auditEntries.seq,
  locationId: auditEntries.locationId,
  shiftId: auditEntries.shiftId,
  periodStart: auditEntries.periodStart,
  periodEnd: auditEntries.periodEnd,
  action: auditEntries.action,
  actor: auditEntries.actor,
  before: auditEntries.before,
  after: auditEntries.after,
  reason: auditEntries.reason,
  at: auditEntries.at,
};

/**
 * The entries of the shifts in scope (whenever they were made), in the order they were written,
 * each with the employee's answer to it when it was a correction they were asked about.
 */
export async function listShiftChanges(db: DbOrTx, scope: ExportScope, after?: { seq: number }) {
  return db
    .select({
      ...auditColumns,
      personId: shifts.personId,
      response: correctionResponses.status,
      responseComment: correctionResponses.comment,
      responseAt: correctionResponses.at,
    })
    .from(auditEntries)
    .innerJoin(shifts, eq(shifts.id, auditEntries.shiftId))
    .leftJoin(correctionResponses, eq(correctionResponses.auditEntryId, auditEntries.id))
    .where(and(shiftsInScope(scope), after ? gt(auditEntries.seq, after.seq) : undefined))
    .orderBy(asc(auditEntries.seq))
    .limit(PAGE_ROWS);
}

/** Approvals and reopenings of periods overlapping the range, at the locations in scope. */
export async function listPeriodEntries(db: DbOrTx, scope: ExportScope) {
  if (scope.locations.length === 0) return [];
  return db
    .select(auditColumns)
    .from(auditEntries)
    .where(
      and(
        isNull(auditEntries.shiftId),
        isNotNull(auditEntries.periodStart),
        overlapsRange(auditEntries.locationId, auditEntries.periodStart, auditEntries.periodEnd, scope),
      ),
    )
    .orderBy(asc(auditEntries.seq));
}

/** The pay periods approved now that overlap the range, at the locations in scope. */
export async function listApprovals(db: DbOrTx, scope: ExportScope) {
  if (scope.locations.length === 0) return [];
  return db
    .select({
      id: payPeriodApprovals.id,
      locationId: payPeriodApprovals.locationId,
      startDate: payPeriodApprovals.startDate,
      endDate: payPeriodApprovals.endDate,
      approvedAt: payPeriodApprovals.approvedAt,
      approvedBy: payPeriodApprovals.approvedBy,
    })
    .from(payPeriodApprovals)
    .where(
      overlapsRange(
        payPeriodApprovals.locationId,
        payPeriodApprovals.startDate,
        payPeriodApprovals.endDate,
        scope,
      ),
    )
    .orderBy(asc(payPeriodApprovals.approvedAt));
}

/** Scheduled shifts starting in the range: drafts, published ones and removals not yet published. */
export async function listScheduledShifts(db: DbOrTx, scope: ExportScope, after?: Key) {
  return db
    .select({
      cursor: cursorOf(scheduledShifts.scheduledStart),
      id: scheduledShifts.id,
      locationId: scheduledShifts.locationId,
      personId: scheduledShifts.personId,
      personName: people.name,
      employeeCode: employees.code,
      scheduledStart: scheduledShifts.scheduledStart,
      scheduledEnd: scheduledShifts.scheduledEnd,
      notes: scheduledShifts.notes,
      publishedStart: scheduledShifts.publishedStart,
      publishedEnd: scheduledShifts.publishedEnd,
      publishedAt: scheduledShifts.publishedAt,
      publishedChangedAt: scheduledShifts.publishedChangedAt,
      removedAt: scheduledShifts.removedAt,
      createdAt: scheduledShifts.createdAt,
      updatedAt: scheduledShifts.updatedAt,
    })
    .from(scheduledShifts)
    .innerJoin(employees, eq(employees.id, scheduledShifts.employeeId))
    .innerJoin(people, eq(people.id, scheduledShifts.personId))
    .where(
      and(
        inWindows(scheduledShifts.locationId, scheduledShifts.scheduledStart, scope.locations),
        ofPeople(scheduledShifts.personId, scope),
        afterKey(scheduledShifts.scheduledStart, scheduledShifts.id, after),
      ),
    )
    .orderBy(asc(scheduledShifts.scheduledStart), asc(scheduledShifts.id))
    .limit(PAGE_ROWS);
}

/** Published removals of scheduled shifts starting in the range (the shift's row is gone, this stays). */
export async function listScheduleRemovals(db: DbOrTx, scope: ExportScope, after?: Key) {
  return db
    .select({
      cursor: cursorOf(scheduledShiftRemovals.scheduledStart),
      id: scheduledShiftRemovals.id,
      locationId: scheduledShiftRemovals.locationId,
      personId: scheduledShiftRemovals.personId,
      personName: people.name,
      employeeCode: employees.code,
      scheduledStart: scheduledShiftRemovals.scheduledStart,
      scheduledEnd: scheduledShiftRemovals.scheduledEnd,
      scheduledAt: scheduledShiftRemovals.scheduledAt,
      removedAt: scheduledShiftRemovals.removedAt,
    })
    .from(scheduledShiftRemovals)
    .innerJoin(people, eq(people.id, scheduledShiftRemovals.personId))
    .leftJoin(
      employees,
      and(
        eq(employees.locationId, scheduledShiftRemovals.locationId),
        eq(employees.personId, scheduledShiftRemovals.personId),
      ),
    )
    .where(
      and(
        inWindows(scheduledShiftRemovals.locationId, scheduledShiftRemovals.scheduledStart, scope.locations),
        ofPeople(scheduledShiftRemovals.personId, scope),
        afterKey(scheduledShiftRemovals.scheduledStart, scheduledShiftRemovals.id, after),
      ),
    )
    .orderBy(asc(scheduledShiftRemovals.scheduledStart), asc(scheduledShiftRemovals.id))
    .limit(PAGE_ROWS);
}

/** Each publish of the schedule at a location in scope whose days overlap the range. */
export async function listPublishes(db: DbOrTx, scope: ExportScope) {
  if (scope.locations.length === 0) return [];
  return db
    .select({
      id: schedulePublishes.id,
      locationId: schedulePublishes.locationId,
      publishedBy: schedulePublishes.publishedBy,
      startDate: schedulePublishes.startDate,
      endDate: schedulePublishes.endDate,
      added: schedulePublishes.added,
      changed: schedulePublishes.changed,
      removed: schedulePublishes.removed,
      createdAt: schedulePublishes.createdAt,
    })
    .from(schedulePublishes)
    .where(
      overlapsRange(
        schedulePublishes.locationId,
        schedulePublishes.startDate,
        schedulePublishes.endDate,
        scope,
      ),
    )
    .orderBy(asc(schedulePublishes.createdAt), asc(schedulePublishes.id));
}
