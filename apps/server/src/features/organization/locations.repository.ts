import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  employees,
  issuedLocationCodes,
  licenses,
  locationAccounts,
  locations,
  organizations,
} from '../../db/schema.ts';
import { organizationFields } from '../master/organizations.repository.ts';

export async function findOrganizationLocation(db: DbOrTx, organizationId: string, code: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), eq(locations.code, code)));
  return row;
}

export type LocationStats = {
  id: string;
  code: string;
  name: string;
  timezone: string;
  created_at: string;
  employee_count: number;
  month_hours: number;
};

/**
 * The owner's dashboard in one statement, whatever the number of locations: the organization with
 * its license, and its locations as a JSON array with this month's figures: active employees, and
 * hours of completed shifts that started this month in each location's own time zone (a range on
 * shifts_location_clock_in_idx, so older history is never read).
 */
export async function findOrganizationWithLocations(db: DbOrTx, organizationId: string, now: Date) {
  const at = now.toISOString();
  const [row] = await db
    .select({
      ...organizationFields,
      locations: sql<LocationStats[]>`(
        select coalesce(json_agg(x order by x.created_at, x.id), '[]'::json) from (
          select l.id, l.code, l.name, l.timezone, l.created_at,
            (select count(*)::int from employees e where e.location_id = l.id and e.is_active) as employee_count,
            (select coalesce(sum(extract(epoch from (s.clock_out - s.clock_in))), 0)::float8 / 3600
               from shifts s
              where s.location_id = l.id and s.clock_out is not null
                and s.clock_in >= (date_trunc('month', ${at}::timestamptz at time zone l.timezone) at time zone l.timezone)
                and s.clock_in < ((date_trunc('month', ${at}::timestamptz at time zone l.timezone) + interval '1 month') at time zone l.timezone)
            ) as month_hours
          from locations l
          where l.organization_id = ${organizations.id}
        ) x)`,
    })
    .from(organizations)
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return row;
}

/**
 * Locks the organization's row for the rest of the transaction, then counts its
 * locations: creates at the last free place queue on the lock, and each sees the
 * count the previous one left. The count must be a statement of its own: under
 * READ COMMITTED a subquery in the locking statement would keep the snapshot it
 * took before waiting, and two creates would both see a free place.
 */
export async function lockOrganization(tx: DbOrTx, organizationId: string) {
  const [row] = await tx
    .select({ maxLocations: organizations.maxLocations })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!row) return undefined;
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(locations)
    .where(eq(locations.organizationId, organizationId));
  return { maxLocations: row.maxLocations, count: counted?.count ?? 0 };
}

/** Claims a code for good: the primary key refuses a code ever issued before. */
export async function claimLocationCode(tx: DbOrTx, code: string): Promise<boolean> {
  const inserted = await tx.insert(issuedLocationCodes).values({ code }).onConflictDoNothing().returning();
  return inserted.length === 1;
}

export async function insertLocation(
  tx: DbOrTx,
  input: {
    organizationId: string;
    code: string;
    name: string;
    timezone: string;
    locationHash: string;
    managerHash: string;
  },
) {
  const [location] = await tx
    .insert(locations)
    .values({
      organizationId: input.organizationId,
      code: input.code,
      name: input.name,
      timezone: input.timezone,
    })
    .returning();
  if (!location) throw new Error('location insert returned nothing');
  await tx.insert(locationAccounts).values([
    { locationId: location.id, type: 'location', passwordHash: input.locationHash },
    { locationId: location.id, type: 'manager', passwordHash: input.managerHash },
  ]);
  return location;
}

export async function renameLocation(db: DbOrTx, locationId: string, name: string) {
  await db.update(locations).set({ name }).where(eq(locations.id, locationId));
}

/** Accounts, employees, shifts and scheduled shifts go with it (foreign keys cascade), in one statement. */
export async function deleteLocation(db: DbOrTx, locationId: string) {
  await db.delete(locations).where(eq(locations.id, locationId));
}

/** A new password revokes the account's tokens at once (the version is part of every token). */
export async function setLocationAccountPassword(
  db: DbOrTx,
  locationId: string,
  type: 'location' | 'manager',
  passwordHash: string,
) {
  await db
    .update(locationAccounts)
    .set({ passwordHash, tokenVersion: sql`${locationAccounts.tokenVersion} + 1` })
    .where(and(eq(locationAccounts.locationId, locationId), eq(locationAccounts.type, type)));
}

export async function listEmployees(db: DbOrTx, locationId: string) {
  return db.select().from(employees).where(eq(employees.locationId, locationId)).orderBy(asc(employees.code));
}
