import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, locations } from '../../db/schema/locations.ts';

export async function listEmployees(db: DbOrTx, locationId: string) {
  return db.select().from(employees).where(eq(employees.locationId, locationId)).orderBy(asc(employees.code));
}

export async function findEmployee(db: DbOrTx, locationId: string, code: string) {
  const [row] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.locationId, locationId), eq(employees.code, code)));
  return row;
}

/**
 * Inserts an employee with the smallest unused ID from 001. The location's row
 * is locked for the transaction, so simultaneous creates take turns and never
 * pick the same ID. Undefined when all 999 IDs are taken.
 */
export async function insertEmployeeWithNextId(tx: DbOrTx, locationId: string, name: string) {
  await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).for('update');
  const result = await tx.execute<{ code: string }>(sql`
    select lpad(n::text, 3, '0') as code
      from generate_series(1, 999) as n
     where not exists (select 1 from ${employees} e where e.location_id = ${locationId} and e.code = lpad(n::text, 3, '0'))
     order by n limit 1`);
  const code = result.rows[0]?.code;
  if (!code) return undefined;
  const [row] = await tx.insert(employees).values({ locationId, code, name }).returning();
  return row;
}

export async function updateEmployee(db: DbOrTx, id: string, changes: { name?: string; isActive?: boolean }) {
  const [row] = await db.update(employees).set(changes).where(eq(employees.id, id)).returning();
  return row;
}

/**
 * FOR UPDATE, before removing an employee: a concurrent clock-in (which share-locks the row,
 * kiosk.repository.ts) or removal waits for this transaction, and a clock-in that got there first is
 * committed, and so seen by the next statement, before this returns.
 */
export async function lockEmployeeForRemoval(tx: DbOrTx, id: string) {
  await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, id)).for('update');
}
