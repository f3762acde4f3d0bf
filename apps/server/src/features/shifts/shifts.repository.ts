import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, shifts } from '../../db/schema.ts';

/**
 * Shifts with their employee, the shape `toShiftDto` takes. Callers add their
 * own where, order and limit.
 */
export function selectShiftsWithEmployee(db: DbOrTx) {
  return db
    .select({
      id: shifts.id,
      clockIn: shifts.clockIn,
      clockOut: shifts.clockOut,
      corrected: shifts.corrected,
      autoClosed: shifts.autoClosed,
      reviewedAt: shifts.reviewedAt,
      source: shifts.source,
      originalClockIn: shifts.originalClockIn,
      originalClockOut: shifts.originalClockOut,
      employeeUuid: employees.id,
      employeeName: employees.name,
      employeeCode: employees.code,
    })
    .from(shifts)
    .innerJoin(employees, eq(employees.id, shifts.employeeId));
}
