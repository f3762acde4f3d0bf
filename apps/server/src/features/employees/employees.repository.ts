import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { people } from '../../db/schema/people.ts';

/** An employee row with its person's PIN state (the PIN belongs to the person, one for all their kiosks). */
const employeeWithPin = {
  ...getTableColumns(employees),
  pinHash: people.pinHash,
  pinFailures: people.pinFailures,
  pinLockedUntil: people.pinLockedUntil,
};
const selectEmployees = (db: DbOrTx) =>
  db.select(employeeWithPin).from(employees).innerJoin(people, eq(people.id, employees.personId));

export async function listEmployees(db: DbOrTx, locationId: string) {
  return selectEmployees(db).where(eq(employees.locationId, locationId)).orderBy(asc(employees.code));
}

export async function findEmployee(db: DbOrTx, locationId: string, code: string) {
  const [row] = await selectEmployees(db).where(
    and(eq(employees.locationId, locationId), eq(employees.code, code)),
  );
  return row;
}

export async function findEmployeeById(db: DbOrTx, id: string) {
  const [row] = await selectEmployees(db).where(eq(employees.id, id));
  return row;
}

/**
 * Inserts an employee with the smallest unused ID from 001: `personId`'s person, or a new person of
 * the location's organization named `name`. The location's row is locked for the transaction, so
 * simultaneous creates take turns and never pick the same ID. Undefined when all 999 IDs are taken.
 */
export async function insertEmployeeWithNextId(
  tx: DbOrTx,
  locationId: string,
  person: { name: string } | { personId: string },
) {
  await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).for('update');
  const result = await tx.execute<{ code: string }>(sql`
    select lpad(n::text, 3, '0') as code
      from generate_series(1, 999) as n
     where not exists (select 1 from ${employees} e where e.location_id = ${locationId} and e.code = lpad(n::text, 3, '0'))
     order by n limit 1`);
  const code = result.rows[0]?.code;
  if (!code) return undefined;
  // Without a person, the database makes a new one of the organization named so; with one, the
  // employee takes the person's name (migration 0016).
  const [row] = await tx
    .insert(employees)
    .values({
      locationId,
      code,
      ...('personId' in person ? { personId: person.personId, name: '' } : person),
    })
    .returning({ id: employees.id });
  return row && findEmployeeById(tx, row.id);
}

/**
 * Changes an employee: `isActive` at this location, `name` the person's, at all their locations
 * (the database copies it to each of their employee rows).
 */
export async function updateEmployee(db: DbOrTx, id: string, changes: { name?: string; isActive?: boolean }) {
  const { name, isActive } = changes;
  if (isActive !== undefined) await db.update(employees).set({ isActive }).where(eq(employees.id, id));
  if (name !== undefined)
    await db
      .update(people)
      .set({ name })
      .where(eq(people.id, sql`(select person_id from ${employees} where id = ${id})`));
  return findEmployeeById(db, id);
}

/**
 * FOR SHARE of the employee's person, before making the employee active again: an archive (which
 * locks the person FOR UPDATE first, features/people) waits for this, or this reads it archived.
 * Answers whether the person is archived; undefined for no such employee.
 */
export async function lockPersonOfEmployee(tx: DbOrTx, employeeId: string) {
  const [row] = await tx
    .select({ archivedAt: people.archivedAt })
    .from(people)
    .innerJoin(employees, eq(employees.personId, people.id))
    .where(eq(employees.id, employeeId))
    .for('share', { of: people });
  return row && { archived: row.archivedAt !== null };
}

export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployeeById>>>;

/**
 * FOR UPDATE, before removing an employee: a concurrent clock-in (which share-locks the row,
 * kiosk.repository.ts) or removal waits for this transaction, and a clock-in that got there first is
 * committed, and so seen by the next statement, before this returns.
 */
export async function lockEmployeeForRemoval(tx: DbOrTx, id: string) {
  await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).for('update');
}
