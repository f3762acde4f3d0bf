import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../../db/schema/locations.ts';
import { shifts } from '../../db/schema/shifts.ts';

/** The shift to correct, locked: a kiosk clock-out or the auto-close of the same row waits for us. */
export async function lockShift(tx: DbOrTx, locationId: string, shiftId: string) {
  const [row] = await tx
    .select()
    .from(shifts)
    .where(and(eq(shifts.locationId, locationId), eq(shifts.id, shiftId)))
    .for('update');
  return row;
}

/**
 * FOR NO KEY UPDATE, before changing an employee's shift times: serialises corrections of one employee
 * (two managers moving two shifts into each other) without blocking the kiosk, whose shift inserts take
 * only a key-share lock on the row. Answers the employee, or undefined.
 */
export async function lockEmployeeForShiftChange(
  tx: DbOrTx,
  locationId: string,
  where: { id: string } | { code: string },
) {
  const [row] = await tx
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.locationId, locationId),
        'id' in where ? eq(employees.id, where.id) : eq(employees.code, where.code),
      ),
    )
    .for('no key update');
  return row;
}

/**
 * Another shift of the employee's person, at any location, meeting [from, to), half-open (one ending
 * at 17:00 does not meet one starting at 17:00); an open shift runs until now. Answers where it is.
 */
export async function findOverlap(
  tx: DbOrTx,
  input: { employeeId: string; from: Date; to: Date; now: Date; exceptShiftId?: string },
) {
  const conditions = [
    eq(shifts.personId, sql`(select person_id from ${employees} where id = ${input.employeeId})`),
    lt(shifts.clockIn, input.to),
    gt(
      sql`coalesce(${shifts.clockOut}, greatest(${input.now.toISOString()}::timestamptz, ${shifts.clockIn}))`,
      input.from,
    ),
  ];
  if (input.exceptShiftId) conditions.push(ne(shifts.id, input.exceptShiftId));
  const [row] = await tx
    .select({ id: shifts.id, locationId: shifts.locationId })
    .from(shifts)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/**
 * New times for a shift. The first correction of a kiosk shift keeps its punches in the original
 * columns (a clock-out the server wrote when auto-closing is not a punch); later ones never touch them.
 * A correction is a manager's review too: an auto-closed shift counts its hours from then on.
 * Every right-hand side reads the row as it was before this update.
 */
export async function updateShiftTimes(
  tx: DbOrTx,
  shiftId: string,
  times: { clockIn: Date; clockOut: Date },
  review: { at: Date; by: string },
) {
  const [row] = await tx
    .update(shifts)
    .set({
      ...times,
      corrected: true,
      reviewedAt: review.at,
      reviewedBy: review.by,
      originalClockIn: sql`case when ${shifts.source} = 'kiosk' then coalesce(${shifts.originalClockIn}, ${shifts.clockIn}) end`,
      originalClockOut: sql`case
        when ${shifts.source} <> 'kiosk' then null
        when ${shifts.originalClockIn} is not null then ${shifts.originalClockOut}
        when ${shifts.autoClosed} then null
        else ${shifts.clockOut} end`,
    })
    .where(eq(shifts.id, shiftId))
    .returning({ id: shifts.id });
  return row;
}

/** A manager confirmed an auto-closed shift as worked: its recorded times stand. */
export async function markShiftReviewed(tx: DbOrTx, shiftId: string, review: { at: Date; by: string }) {
  await tx.update(shifts).set({ reviewedAt: review.at, reviewedBy: review.by }).where(eq(shifts.id, shiftId));
}

export async function insertManualShift(
  tx: DbOrTx,
  input: { locationId: string; employeeId: string; clockIn: Date; clockOut: Date },
) {
  const [row] = await tx
    .insert(shifts)
    .values({ ...input, source: 'manual', corrected: true })
    .returning({ id: shifts.id });
  return row;
}
