import type { Settings } from '@shiftclock/contract/settings';
import type { TimeFormat } from '@shiftclock/contract/time-format';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices, issuedLocationCodes, locationAccounts, locations } from '../../db/schema/locations.ts';
import { licenses, organizations } from '../../db/schema/organizations.ts';
import { organizationFields } from './organizations.repository.ts';

/**
 * One of the organization's locations by code. An archived one (docs/decisions/0205-records-kept.md)
 * is found only when `archived` says so: the history it keeps is read, nothing at it is changed.
 */
export async function findOrganizationLocation(
  db: DbOrTx,
  organizationId: string,
  code: string,
  options: { archived?: boolean } = {},
) {
  const [row] = await db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.organizationId, organizationId),
        eq(locations.code, code),
        options.archived ? undefined : isNull(locations.archivedAt),
      ),
    );
  return row;
}

type WeekLayout = Settings['weekLayout'];

export type LocationStats = {
  id: string;
  code: string;
  name: string;
  timezone: string;
  created_at: string;
  employee_count: number;
  /** The stored week layout, if the location saved settings (the owner's "open now"). */
  week_layout: WeekLayout | null;
  /** The stored time format, 24h when the location never saved settings. */
  time_format: TimeFormat;
  /** When each of its registered (not revoked) kiosks was last heard from, oldest first. */
  kiosks_last_seen: string[];
};

/**
 * The owner's dashboard in one statement (archived locations left out), whatever the number of locations: the organization with
 * its license, and its locations as a JSON array with their active employees and kiosks (whether
 * each is online is the caller's to judge, at the time it answers). The month's hours are
 * `sumWorkedMsStartedIn`'s, once the month's bounds are known in each location's zone.
 */
export async function findOrganizationWithLocations(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      ...organizationFields,
      locations: sql<LocationStats[]>`(
        select coalesce(json_agg(x order by x.created_at, x.id), '[]'::json) from (
          select l.id, l.code, l.name, l.timezone, l.created_at,
            (select count(*)::int from employees e where e.location_id = l.id and e.is_active) as employee_count,
            l.settings -> 'weekLayout' as week_layout,
            coalesce(l.settings ->> 'timeFormat', '24h') as time_format,
            (select coalesce(json_agg(d.last_seen_at order by d.last_seen_at), '[]'::json) from ${devices} d
              where d.location_id = l.id and d.revoked_at is null) as kiosks_last_seen
          from locations l
          where l.organization_id = ${organizations.id} and l.archived_at is null
        ) x)`,
    })
    .from(organizations)
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return row;
}

/**
 * Hours of completed shifts that started in each location's [from, to), in one statement whatever the
 * number of locations (per location a range on shifts_location_clock_in_idx, so older history is
 * never read). The
 * bounds come from the caller, computed in each location's zone (packages/contract/src/time/zoned-time.ts): the database
 * session's zone never decides a month. An auto-closed shift awaiting review counts 0 hours, as on
 * the timesheet.
 */
export async function sumWorkedMsStartedIn(
  db: DbOrTx,
  ranges: { locationId: string; from: Date; to: Date }[],
): Promise<Map<string, number>> {
  if (ranges.length === 0) return new Map();
  const bounds = JSON.stringify(
    ranges.map((r) => ({
      location_id: r.locationId,
      from_at: r.from.toISOString(),
      to_at: r.to.toISOString(),
    })),
  );
  // A subquery per location, not a join: the planner cannot size a JSON recordset and, joining,
  // chose a sequential scan of all shifts (104 ms at 1M shifts, docs/performance.md).
  // Whole milliseconds (the punches' precision), summed exactly: the caller rounds once (contract/hours.ts).
  const result = await db.execute<{ location_id: string; ms: string }>(sql`
    select b.location_id,
           (select round(coalesce(sum(extract(epoch from (s.clock_out - s.clock_in)) - coalesce(unpaid.seconds, 0)), 0) * 1000)::bigint
              from shifts s
              -- Unpaid breaks are not worked time; a break counts inside its shift only.
              left join lateral (
                select sum(extract(epoch from (least(coalesce(k.end_at, s.clock_out), s.clock_out)
                                               - greatest(k.start_at, s.clock_in)))) as seconds
                  from shift_breaks k
                 where k.shift_id = s.id and not k.paid
                   and least(coalesce(k.end_at, s.clock_out), s.clock_out) > greatest(k.start_at, s.clock_in)
              ) unpaid on true
             where s.location_id = b.location_id and s.clock_in >= b.from_at and s.clock_in < b.to_at
               and s.clock_out is not null and not (s.auto_closed and s.reviewed_at is null)) as ms
      from json_to_recordset(${bounds}::json) as b(location_id uuid, from_at timestamptz, to_at timestamptz)`);
  return new Map(result.rows.map((r) => [r.location_id, Number(r.ms)]));
}

/**
 * Locks the organization's row for the rest of the transaction, then counts its
 * locations (an archived one frees its place, as a deleted one did): creates at the last free place queue on the lock, and each sees the
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
    .where(and(eq(locations.organizationId, organizationId), isNull(locations.archivedAt)));
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

/**
 * The owner's delete (docs/decisions/0205-records-kept.md): the location is archived, never erased.
 * Its shifts, approvals and audit trail stay; its two accounts' tokens are revoked at once (the
 * version is part of every token, and the kiosks' devices are its location account's tokens) and
 * login refuses an archived location; its code stays issued, so it is never reused. Answers whether
 * this call archived it (false: already archived).
 */
export async function archiveLocation(tx: DbOrTx, locationId: string, at: Date) {
  const archived = await tx
    .update(locations)
    .set({ archivedAt: at })
    .where(and(eq(locations.id, locationId), isNull(locations.archivedAt)))
    .returning({ id: locations.id });
  if (archived.length === 0) return false;
  await tx
    .update(locationAccounts)
    .set({ tokenVersion: sql`${locationAccounts.tokenVersion} + 1` })
    .where(eq(locationAccounts.locationId, locationId));
  await tx
    .update(devices)
    .set({ revokedAt: at })
    .where(and(eq(devices.locationId, locationId), isNull(devices.revokedAt)));
  return true;
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
