import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../../db/schema/locations.ts';
import { shifts } from '../../db/schema/shifts.ts';

/**
 * FOR UPDATE on every employee row of the people: a clock-in at any of their locations (which
 * share-locks its employee row, kiosk.repository.ts) waits for this transaction, and one that got
 * there first is committed, and so seen by the next statement, before this returns.
 */
export async function lockEmployeesOfPeople(tx: DbOrTx, personIds: string[]) {
  return tx
    .select({ id: employees.id, locationId: employees.locationId, personId: employees.personId })
    .from(employees)
    .where(inArray(employees.personId, personIds))
    .orderBy(employees.id)
    .for('update');
}

/** The person's employee row at the location, if any. */
export async function findPersonEmployeeAt(db: DbOrTx, personId: string, locationId: string) {
  const [row] = await db
    .select({ id: employees.id, isActive: employees.isActive })
    .from(employees)
    .where(and(eq(employees.personId, personId), eq(employees.locationId, locationId)));
  return row;
}

export async function activateEmployee(db: DbOrTx, id: string) {
  await db.update(employees).set({ isActive: true }).where(eq(employees.id, id));
}

/** Inactive at every location (an archived person). */
export async function deactivatePersonEmployees(db: DbOrTx, personId: string) {
  await db.update(employees).set({ isActive: false }).where(eq(employees.personId, personId));
}

/** Whether a shift of one person overlaps a shift of the other in time (an open shift runs on). */
export async function haveOverlappingShifts(db: DbOrTx, personA: string, personB: string) {
  const span = (alias: string) =>
    sql.raw(`tstzrange(${alias}.clock_in, coalesce(${alias}.clock_out, 'infinity'), '[)')`);
  const result = await db.execute<{ overlap: boolean }>(sql`
    select exists (
      select 1 from ${shifts} a join ${shifts} b on ${span('a')} && ${span('b')}
       where a.person_id = ${personA} and b.person_id = ${personB}) as overlap`);
  return Boolean(result.rows[0]?.overlap);
}

/**
 * Moves the employee rows of `fromPerson` to `toPerson`. The foreign keys carry the person to their
 * shifts and scheduled shifts (ON UPDATE CASCADE, migration 0016), where the one-open-shift index and
 * the no-overlap constraint judge the result; the trigger gives the rows the new person's name.
 * Returns how many rows moved.
 */
/**
 * A merge's records that name the person directly, not through an employee row, moved to the kept
 * person (docs/decisions/0205-records-kept.md): published removals, time off, the requests trail, and
 * the app's notes. Their foreign keys restrict, so the merged person's delete could not take them.
 */
export async function movePersonRecordsToPerson(tx: DbOrTx, fromPerson: string, toPerson: string) {
  for (const table of [
    'scheduled_shift_removals',
    'time_off_requests',
    'request_events',
    'person_notifications',
  ]) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set person_id = ${toPerson} where person_id = ${fromPerson}`,
    );
  }
}

export async function moveEmployeesToPerson(tx: DbOrTx, fromPerson: string, toPerson: string) {
  const moved = await tx
    .update(employees)
    .set({ personId: toPerson })
    .where(eq(employees.personId, fromPerson))
    .returning({ id: employees.id });
  return moved.length;
}
