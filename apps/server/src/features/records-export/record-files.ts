import type { auditEntries } from '../../db/schema/timesheets.ts';
import { auditTimes } from '../shifts/audit.repository.ts';
import { type ShiftRow, toShiftDto } from '../shifts/shift-dto.ts';
import type { ScopeLocation } from './export-scope.ts';
import { local, num, utc, yesNo } from './record-cells.ts';
import type {
  listApprovals,
  listBreaks,
  listPeriodEntries,
  listPublishes,
  listScheduledShifts,
  listScheduleRemovals,
  listShiftChanges,
  listShifts,
} from './records-export.repository.ts';

/**
 * The CSV files of the inspector's archive (docs/operations.md, "The inspector's export"): each one a
 * header and a generator of rows, so the archive writer can hand the event loop back between batches.
 * Locations are named by their public 6-character ID and employees by their 3-digit kiosk ID, as
 * everywhere in the API; times are given in UTC and on the location's clock.
 */

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;
type Locations = ReadonlyMap<string, ScopeLocation>;

export type RecordFile = { name: string; header: readonly string[]; rows: () => Iterable<string[]> };

const at = (locations: Locations, id: string) => {
  const location = locations.get(id);
  if (!location) throw new Error(`location ${id} is not in the export's scope`);
  return location;
};

/**
 * How the shift came to be: 'manual' (a manager added it), 'phone' (clocked in from the employee's
 * app), 'offline' (a punch of it came late from a kiosk's offline queue) or 'kiosk'. The columns
 * `offline` and the phone distances say which punches, when both apply.
 */
function sourceOf(row: Rows<typeof listShifts>[number]) {
  if (row.source === 'manual') return 'manual';
  if (row.clockInPhoneDistanceM !== null) return 'phone';
  if (row.offline) return 'offline';
  return 'kiosk';
}

const isoDate = (value: string | null) => (value ? new Date(value) : null);

export function shiftsFile(rows: Rows<typeof listShifts>, locations: Locations): RecordFile {
  return {
    name: 'shifts.csv',
    header: [
      'shift_id',
      'location_id',
      'location_name',
      'time_zone',
      'person_id',
      'person_name',
      'employee_id',
      'payroll_id',
      'clock_in_utc',
      'clock_in_local',
      'clock_out_utc',
      'clock_out_local',
      'original_clock_in_utc',
      'original_clock_in_local',
      'original_clock_out_utc',
      'original_clock_out_local',
      'corrected',
      'source',
      'offline',
      'clock_in_phone_distance_m',
      'clock_out_phone_distance_m',
      'auto_closed',
      'awaiting_review',
      'reviewed_at_utc',
      'reviewed_by',
      'created_at_utc',
    ],
    *rows() {
      for (const row of rows) {
        const location = at(locations, row.locationId);
        const zone = location.timezone;
        // The kiosk's punches as the app answers them (shifts/shift-dto.ts): stored once a kiosk shift
        // is first corrected, the shift's own times until then, none for a manager's shift.
        const dto = toShiftDto(row satisfies ShiftRow);
        const originalIn = isoDate(dto.originalClockIn);
        const originalOut = isoDate(dto.originalClockOut);
        yield [
          row.id,
          location.code,
          location.name,
          zone,
          row.personId,
          row.personName,
          row.employeeCode,
          row.payrollId ?? '',
          utc(row.clockIn),
          local(row.clockIn, zone),
          utc(row.clockOut),
          local(row.clockOut, zone),
          utc(originalIn),
          local(originalIn, zone),
          utc(originalOut),
          local(originalOut, zone),
          yesNo(row.corrected),
          sourceOf(row),
          yesNo(row.offline),
          num(row.clockInPhoneDistanceM),
          num(row.clockOutPhoneDistanceM),
          yesNo(row.autoClosed),
          yesNo(dto.awaitingReview),
          utc(row.reviewedAt),
          row.reviewedBy ?? '',
          utc(row.createdAt),
        ];
      }
    },
  };
}

export function breaksFile(rows: Rows<typeof listBreaks>, locations: Locations): RecordFile {
  return {
    name: 'breaks.csv',
    header: [
      'break_id',
      'shift_id',
      'location_id',
      'person_id',
      'start_utc',
      'start_local',
      'end_utc',
      'end_local',
      'paid',
      'start_phone_distance_m',
      'end_phone_distance_m',
    ],
    *rows() {
      for (const row of rows) {
        const location = at(locations, row.locationId);
        yield [
          row.id,
          row.shiftId,
          location.code,
          row.personId,
          utc(row.startAt),
          local(row.startAt, location.timezone),
          utc(row.endAt),
          local(row.endAt, location.timezone),
          yesNo(row.paid),
          num(row.startPhoneDistanceM),
          num(row.endPhoneDistanceM),
        ];
      }
    },
  };
}

type StoredTimes = (typeof auditEntries.$inferSelect)['before'];

/** A shift's times in an audit entry as three cells: clock-in, clock-out, and its breaks. */
function timesCells(value: StoredTimes): [string, string, string] {
  const times = auditTimes(value);
  if (!times) return ['', '', ''];
  // `start/end paid|unpaid`, `; `-separated, in UTC; an open break has no end.
  const breaks = (times.breaks ?? [])
    .map((item) => `${item.start}/${item.end ?? ''} ${item.paid ? 'paid' : 'unpaid'}`)
    .join('; ');
  return [times.clockIn, times.clockOut ?? '', breaks];
}

/**
 * The audit trail in scope, in the order it was written: the entries of the shifts in scope and the
 * approvals and reopenings of periods overlapping the range at the locations in scope (a period's
 * approval covers everyone's hours there, so a person's export keeps it too).
 */
export function changesFile(
  ofShifts: Rows<typeof listShiftChanges>,
  ofPeriods: Rows<typeof listPeriodEntries>,
  locations: Locations,
): RecordFile {
  const rows = [
    ...ofShifts,
    ...ofPeriods.map((row) => ({
      ...row,
      personId: null,
      response: null,
      responseComment: null,
      responseAt: null,
    })),
  ].sort((a, b) => a.seq - b.seq);
  return {
    name: 'changes.csv',
    header: [
      'entry_seq',
      'entry_id',
      'at_utc',
      'at_local',
      'location_id',
      'action',
      'by',
      'shift_id',
      'person_id',
      'period_start',
      'period_end',
      'before_clock_in_utc',
      'before_clock_out_utc',
      'before_breaks',
      'after_clock_in_utc',
      'after_clock_out_utc',
      'after_breaks',
      'reason',
      'employee_response',
      'employee_response_comment',
      'employee_response_at_utc',
    ],
    *rows() {
      for (const row of rows) {
        const location = at(locations, row.locationId);
        yield [
          num(row.seq),
          row.id,
          utc(row.at),
          local(row.at, location.timezone),
          location.code,
          row.action,
          row.actor,
          row.shiftId ?? '',
          row.personId ?? '',
          row.periodStart ?? '',
          row.periodEnd ?? '',
          ...timesCells(row.before),
          ...timesCells(row.after),
          row.reason ?? '',
          row.response ?? '',
          row.responseComment ?? '',
          utc(row.responseAt),
        ];
      }
    },
  };
}

/**
 * Every approval and reopening of a pay period, oldest first: the audit trail's events (an approval
 * reopened since has no row of its own any more), and an approval in force that has no audit entry.
 * `in_force`: the period is approved now, by this approval.
 */
export function approvalsFile(
  events: Rows<typeof listPeriodEntries>,
  current: Rows<typeof listApprovals>,
  locations: Locations,
): RecordFile {
  const periodKey = (locationId: string, startDate: string | null) => `${locationId} ${startDate}`;
  const approvedNow = new Map(current.map((row) => [periodKey(row.locationId, row.startDate), row]));
  // The latest approve entry of a period approved now is the approval in force.
  const latestApproval = new Map<string, string>();
  for (const event of events) {
    if (event.action === 'approve')
      latestApproval.set(periodKey(event.locationId, event.periodStart), event.id);
  }
  const audited = new Set(latestApproval.keys());
  const rows = [
    ...events
      .filter((event) => event.action === 'approve' || event.action === 'reopen')
      .map((event) => {
        const key = periodKey(event.locationId, event.periodStart);
        return {
          locationId: event.locationId,
          startDate: event.periodStart ?? '',
          endDate: event.periodEnd ?? '',
          event: event.action === 'approve' ? 'approved' : 'reopened',
          at: event.at,
          by: event.actor,
          inForce: event.action === 'approve' && approvedNow.has(key) && latestApproval.get(key) === event.id,
          entryId: event.id,
        };
      }),
    ...current
      .filter((row) => !audited.has(periodKey(row.locationId, row.startDate)))
      .map((row) => ({
        locationId: row.locationId,
        startDate: row.startDate,
        endDate: row.endDate,
        event: 'approved',
        at: row.approvedAt,
        by: row.approvedBy,
        inForce: true,
        entryId: '',
      })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    name: 'approvals.csv',
    header: [
      'location_id',
      'location_name',
      'period_start',
      'period_end',
      'event',
      'at_utc',
      'at_local',
      'by',
      'in_force',
      'audit_entry_id',
    ],
    *rows() {
      for (const row of rows) {
        const location = at(locations, row.locationId);
        yield [
          location.code,
          location.name,
          row.startDate,
          row.endDate,
          row.event,
          utc(row.at),
          local(row.at, location.timezone),
          row.by,
          yesNo(row.inForce),
          row.entryId,
        ];
      }
    },
  };
}

type Scheduled = Rows<typeof listScheduledShifts>[number];

/**
 * Where a scheduled shift stands (docs/decisions/0198-draft-and-publish.md): 'draft' (never
 * published), 'published', 'changed' (published, then changed and not yet published again),
 * 'removal-unpublished' (deleted by a manager, the removal not yet published) and, from the removals
 * table, 'removed' (the removal was published; the shift's row and id are gone).
 */
function statusOf(row: Scheduled) {
  if (row.removedAt) return 'removal-unpublished';
  if (!row.publishedAt) return 'draft';
  const same =
    row.publishedStart?.getTime() === row.scheduledStart.getTime() &&
    row.publishedEnd?.getTime() === row.scheduledEnd.getTime();
  return same ? 'published' : 'changed';
}

export function schedulesFile(
  scheduled: Rows<typeof listScheduledShifts>,
  removals: Rows<typeof listScheduleRemovals>,
  locations: Locations,
): RecordFile {
  const rows = [
    ...scheduled.map((row) => ({
      id: row.id,
      locationId: row.locationId,
      personId: row.personId,
      personName: row.personName,
      employeeCode: row.employeeCode,
      status: statusOf(row),
      start: row.scheduledStart,
      end: row.scheduledEnd,
      publishedStart: row.publishedStart,
      publishedEnd: row.publishedEnd,
      publishedAt: row.publishedAt,
      publishedChangedAt: row.publishedChangedAt,
      removedAt: row.removedAt,
      notes: row.notes,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt as Date | null,
    })),
    ...removals.map((row) => ({
      id: '',
      locationId: row.locationId,
      personId: row.personId,
      personName: row.personName,
      employeeCode: row.employeeCode ?? '',
      status: 'removed',
      start: row.scheduledStart,
      end: row.scheduledEnd,
      publishedStart: row.scheduledStart,
      publishedEnd: row.scheduledEnd,
      publishedAt: null,
      publishedChangedAt: null,
      removedAt: row.removedAt,
      notes: '',
      createdAt: row.scheduledAt,
      updatedAt: null,
    })),
  ].sort((a, b) => a.start.getTime() - b.start.getTime() || a.id.localeCompare(b.id));
  return {
    name: 'schedules.csv',
    header: [
      'scheduled_shift_id',
      'location_id',
      'person_id',
      'person_name',
      'employee_id',
      'status',
      'start_utc',
      'start_local',
      'end_utc',
      'end_local',
      'published_start_utc',
      'published_end_utc',
      'first_published_at_utc',
      'published_changed_at_utc',
      'removed_at_utc',
      'notes',
      'created_at_utc',
      'updated_at_utc',
    ],
    *rows() {
      for (const row of rows) {
        const location = at(locations, row.locationId);
        yield [
          row.id,
          location.code,
          row.personId,
          row.personName,
          row.employeeCode,
          row.status,
          utc(row.start),
          local(row.start, location.timezone),
          utc(row.end),
          local(row.end, location.timezone),
          utc(row.publishedStart),
          utc(row.publishedEnd),
          utc(row.publishedAt),
          utc(row.publishedChangedAt),
          utc(row.removedAt),
          row.notes,
          utc(row.createdAt),
          utc(row.updatedAt),
        ];
      }
    },
  };
}

/** The schedule's publish history (schedule_publishes): who published which days, when, and how much. */
export function publishesFile(rows: Rows<typeof listPublishes>, locations: Locations): RecordFile {
  return {
    name: 'publishes.csv',
    header: [
      'publish_id',
      'location_id',
      'at_utc',
      'at_local',
      'by',
      'first_day',
      'last_day',
      'added',
      'changed',
      'removed',
    ],
    *rows() {
      for (const row of rows) {
        const location = at(locations, row.locationId);
        yield [
          row.id,
          location.code,
          utc(row.createdAt),
          local(row.createdAt, location.timezone),
          row.publishedBy,
          row.startDate,
          row.endDate,
          String(row.added),
          String(row.changed),
          String(row.removed),
        ];
      }
    },
  };
}
