import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, shifts } from '../../db/schema.ts';
import type { ShiftRow } from '../shifts/shift-dto.ts';
import { selectShiftsWithEmployee } from '../shifts/shifts.repository.ts';

export async function findEmployeeByCode(db: DbOrTx, locationId: string, code: string) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.locationId, locationId), eq(employees.code, code)));
  return row;
}

/**
 * Starts a shift. The partial unique index `shifts_one_active_per_employee`
 * refuses a second active shift, so of two simultaneous punches one loses here
 * (undefined), whatever the application saw before.
 */
export async function insertActiveShift(
  db: DbOrTx,
  input: { locationId: string; employeeId: string; clockIn: Date },
) {
  const [row] = await db
    .insert(shifts)
    .values(input)
    .onConflictDoNothing({ target: shifts.employeeId, where: isNull(shifts.clockOut) })
    .returning();
  return row;
}

/**
 * Ends the employee's active shift in one statement; undefined when there is none.
 * Never before its clock-in: server instances' clocks may differ by a little.
 */
export async function closeActiveShift(db: DbOrTx, employeeId: string, clockOut: Date) {
  const [row] = await db
    .update(shifts)
    .set({ clockOut: sql`greatest(${clockOut.toISOString()}::timestamptz, ${shifts.clockIn})` })
    .where(and(eq(shifts.employeeId, employeeId), isNull(shifts.clockOut)))
    .returning();
  return row;
}

export async function listActiveShifts(db: DbOrTx, locationId: string): Promise<ShiftRow[]> {
  return selectShiftsWithEmployee(db)
    .where(and(eq(shifts.locationId, locationId), isNull(shifts.clockOut)))
    .orderBy(asc(shifts.clockIn));
}
