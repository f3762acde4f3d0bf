import type { AuditEntry } from '@shiftclock/contract/audit';
import { and, asc, desc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../../db/schema/locations.ts';
import { shifts } from '../../db/schema/shifts.ts';
import { auditEntries } from '../../db/schema/timesheets.ts';

type Times = NonNullable<typeof auditEntries.$inferSelect.before>;

export async function insertAuditEntry(
  tx: DbOrTx,
  entry: {
    locationId: string;
    shiftId?: string;
    periodStart?: string;
    periodEnd?: string;
    action: AuditEntry['action'];
    actor: string;
    before?: Times | null;
    after?: Times | null;
    reason?: string | null;
    at: Date;
  },
) {
  await tx.insert(auditEntries).values(entry);
}

/** What every reader of an entry takes: what happened, when, by whom, before → after and why. */
export const auditEntryColumns = {
  id: auditEntries.id,
  at: auditEntries.at,
  actor: auditEntries.actor,
  action: auditEntries.action,
  before: auditEntries.before,
  after: auditEntries.after,
  reason: auditEntries.reason,
};

function selectEntries(db: DbOrTx) {
  return db
    .select({
      ...auditEntryColumns,
      shiftId: auditEntries.shiftId,
      periodStart: auditEntries.periodStart,
      periodEnd: auditEntries.periodEnd,
      employeeUuid: employees.id,
      employeeName: employees.name,
      employeeCode: employees.code,
    })
    .from(auditEntries)
    .leftJoin(shifts, eq(shifts.id, auditEntries.shiftId))
    .leftJoin(employees, eq(employees.id, shifts.employeeId));
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

/** Stored times may come from SQL's jsonb_build_object (auto-close): always answer ISO 8601 UTC. */
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
/** An entry's stored times as the API answers them (the audit trail's and the employee's record alike). */
export const auditTimes = (value: Times | null): AuditEntry['before'] =>
  value
    ? {
        clockIn: iso(value.clockIn) ?? '',
        clockOut: iso(value.clockOut),
        breaks:
          value.breaks?.map((item) => ({
            start: iso(item.start) ?? '',
            end: iso(item.end),
            paid: item.paid,
          })) ?? null,
      }
    : null;

export const toAuditDto = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  before: auditTimes(row.before),
  after: auditTimes(row.after),
  reason: row.reason,
  shiftId: row.shiftId,
  employee:
    row.employeeUuid && row.employeeName && row.employeeCode
      ? { id: row.employeeUuid, name: row.employeeName, employeeId: row.employeeCode }
      : null,
  period: row.periodStart && row.periodEnd ? { startDate: row.periodStart, endDate: row.periodEnd } : null,
});

/** One shift's trail, oldest first. */
export async function listShiftAudit(db: DbOrTx, locationId: string, shiftId: string) {
  const rows = await selectEntries(db)
    .where(and(eq(auditEntries.locationId, locationId), eq(auditEntries.shiftId, shiftId)))
    .orderBy(asc(auditEntries.seq));
  return rows.map(toAuditDto);
}

/**
 * A pay period's trail, newest first: its approvals and reopenings, and the entries of the shifts
 * that now start inside it ([from, to) are the period's instants).
 */
export async function listPeriodAudit(
  db: DbOrTx,
  locationId: string,
  period: { startDate: string; endDate: string; from: Date; to: Date },
) {
  const rows = await selectEntries(db)
    .where(
      and(
        eq(auditEntries.locationId, locationId),
        or(
          and(
            isNull(auditEntries.shiftId),
            eq(auditEntries.periodStart, period.startDate),
            eq(auditEntries.periodEnd, period.endDate),
          ),
          and(gte(shifts.clockIn, period.from), lt(shifts.clockIn, period.to)),
        ),
      ),
    )
    .orderBy(desc(auditEntries.seq))
    .limit(2000);
  return rows.map(toAuditDto);
}
