import type { WebhookEventType } from '@shiftclock/contract/webhooks';

/**
 * The public `data` of each event type (packages/contract/src/webhooks.ts, `webhookPayloads`), built
 * from the row the trigger stored (snake_case columns, and `_location_code`, `_employee_id`,
 * `_employee_code`, `_person_id` added by it). Only what is listed goes out: a new column of a table
 * never reaches receivers unless added here. Times are ISO 8601 UTC.
 */
type Row = Record<string, unknown>;

const iso = (value: unknown) => (value == null ? null : new Date(String(value)).toISOString());
const text = (value: unknown) => (value == null ? null : String(value));
const times = (value: unknown) => {
  if (!value || typeof value !== 'object') return null;
  const entry = value as { clockIn?: unknown; clockOut?: unknown };
  return { clockIn: iso(entry.clockIn), clockOut: iso(entry.clockOut) };
};

const who = (row: Row) => ({
  locationId: String(row.location_id),
  locationCode: String(row._location_code ?? ''),
  employeeId: String(row._employee_id ?? row.employee_id),
  employeeCode: String(row._employee_code ?? ''),
  personId: String(row._person_id ?? row.person_id),
});

const person = (row: Row) => ({
  personId: String(row.id),
  name: String(row.name),
  email: text(row.email),
  phone: text(row.phone),
  payrollId: text(row.payroll_id),
  archived: row.archived_at != null,
});

/** A shift's punches, as both punch events carry them. */
const punch = (row: Row) => ({
  shiftId: String(row.id),
  ...who(row),
  clockIn: iso(row.clock_in),
  clockOut: iso(row.clock_out),
  offline: Boolean(row.offline),
});

export function webhookData(type: WebhookEventType | 'ping', row: Row): Record<string, unknown> {
  switch (type) {
    case 'punch.clocked_in':
      return punch(row);
    case 'punch.clocked_out':
      return { ...punch(row), autoClosed: Boolean(row.auto_closed) };
    case 'break.started':
    case 'break.ended':
      return {
        shiftId: String(row.shift_id),
        ...who(row),
        breakId: String(row.id),
        start: iso(row.start_at),
        end: iso(row.end_at),
        paid: Boolean(row.paid),
      };
    case 'shift.corrected':
      return {
        shiftId: String(row.shift_id),
        ...who(row),
        action: String(row.action),
        before: times(row.before),
        after: times(row.after),
        reason: text(row.reason),
        correctedBy: String(row.actor),
        correctedAt: iso(row.at),
      };
    case 'period.approved':
      return {
        locationId: String(row.location_id),
        locationCode: String(row._location_code ?? ''),
        startDate: String(row.start_date),
        endDate: String(row.end_date),
        approvedAt: iso(row.approved_at),
        approvedBy: String(row.approved_by),
      };
    case 'period.reopened':
      return {
        locationId: String(row.location_id),
        locationCode: String(row._location_code ?? ''),
        startDate: String(row.start_date),
        endDate: String(row.end_date),
      };
    case 'schedule.published':
      return {
        publishId: String(row.id),
        locationId: String(row.location_id),
        locationCode: String(row._location_code ?? ''),
        startDate: String(row.start_date),
        endDate: String(row.end_date),
        added: Number(row.added),
        changed: Number(row.changed),
        removed: Number(row.removed),
        publishedBy: String(row.published_by),
        publishedAt: iso(row.created_at),
      };
    case 'person.created':
    case 'person.updated':
      return person(row);
    case 'ping':
      return { message: String(row.message ?? 'Test event') };
  }
}
