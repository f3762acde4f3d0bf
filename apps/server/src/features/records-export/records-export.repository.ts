import {
  and,
  asc,
  type Column,
  eq,
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
 */

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

export async function listShifts(db: DbOrTx, scope: ExportScope) {
  return db
    .select({
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
    .where(shiftsInScope(scope))
    .orderBy(asc(shifts.clockIn), asc(shifts.id));
}

export async function listBreaks(db: DbOrTx, scope: ExportScope) {
  return db
    .select({
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
    .where(shiftsInScope(scope))
    .orderBy(asc(shiftBreaks.startAt), asc(shiftBreaks.id));
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
 * The audit trail in scope, in the order it was written: every entry of a shift in scope (whenever
 * it was made) and every approval and reopening of a period that overlaps the range at a location in
 * scope (a period's approval covers the hours of everyone there, so a person's export keeps it too).
 * The employee's answer to a correction comes with it.
 */
export async function listChanges(db: DbOrTx, scope: ExportScope) {
  const ofShifts = db
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
    .where(shiftsInScope(scope));
  const rows = await ofShifts;
  const periods = await listPeriodEntries(db, scope);
  const merged = [
    ...rows,
    ...periods.map((row) => ({
      ...row,
      personId: null,
      response: null,
      responseComment: null,
      responseAt: null,
    })),
  ];
  return merged.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
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
export async function listScheduledShifts(db: DbOrTx, scope: ExportScope) {
  return db
    .select({
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
      ),
    )
    .orderBy(asc(scheduledShifts.scheduledStart), asc(scheduledShifts.id));
}

/** Published removals of scheduled shifts starting in the range (the shift's row is gone, this stays). */
export async function listScheduleRemovals(db: DbOrTx, scope: ExportScope) {
  return db
    .select({
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
      ),
    )
    .orderBy(asc(scheduledShiftRemovals.scheduledStart), asc(scheduledShiftRemovals.id));
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
