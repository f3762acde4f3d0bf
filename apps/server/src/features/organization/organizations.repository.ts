import type { ORGANIZATION_STATUSES } from '@shiftclock/contract/constants';
import { and, count, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locationAccounts, locations } from '../../db/schema/locations.ts';
import { licenses, orgAdmins, organizations } from '../../db/schema/organizations.ts';
import { renewedEnd } from './licenses.ts';

type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

/** An organization as the master and owner screens show it, with its license and location count. */
export const organizationFields = {
  id: organizations.id,
  name: organizations.name,
  email: organizations.email,
  status: organizations.status,
  maxLocations: organizations.maxLocations,
  createdAt: organizations.createdAt,
  licenseType: licenses.type,
  licenseDuration: licenses.duration,
  licenseDurationUnit: licenses.durationUnit,
  licenseAutoRenew: licenses.autoRenew,
  licenseStartsAt: licenses.startsAt,
  licenseEndsAt: licenses.endsAt,
  /** Archived locations (docs/decisions/0205-records-kept.md) no longer count against the limit. */
  locationCount: sql<number>`(select count(*)::int from ${locations} where ${locations.organizationId} = ${organizations.id} and ${locations.archivedAt} is null)`,
};

/** Organizations with `organizationFields`, in one query; callers add where, order and limit. */
export function organizationSelect(db: DbOrTx) {
  return db
    .select(organizationFields)
    .from(organizations)
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id));
}

export type OrganizationRow = Awaited<ReturnType<ReturnType<typeof organizationSelect>['execute']>>[number];

export async function findOrganization(db: DbOrTx, id: string) {
  const [row] = await organizationSelect(db).where(eq(organizations.id, id));
  return row;
}

/**
 * Extends every auto-renewing license that has reached its end (run before reads; see docs/api.md).
 * Answers the organizations whose license it found due.
 */
export async function renewDueLicenses(db: DbOrTx, now: Date): Promise<string[]> {
  const due = await db
    .select()
    .from(licenses)
    .where(and(eq(licenses.autoRenew, true), lte(licenses.endsAt, now)));
  for (const license of due) {
    const endsAt = renewedEnd(license.endsAt, license.duration, license.durationUnit, now);
    // The condition on ends_at makes a concurrent renewal of the same license a no-op.
    await db
      .update(licenses)
      .set({ endsAt, startsAt: license.endsAt, updatedAt: now })
      .where(and(eq(licenses.organizationId, license.organizationId), eq(licenses.endsAt, license.endsAt)));
  }
  return due.map((license) => license.organizationId);
}

export async function countStatistics(db: DbOrTx) {
  const [row] = await db
    .execute<{
      total: number;
      approved: number;
      pending: number;
      users: number;
    }>(sql`select
      (select count(*)::int from ${organizations}) as total,
      (select count(*)::int from ${organizations} where status = 'approved') as approved,
      (select count(*)::int from ${organizations} where status = 'pending') as pending,
      (select count(*)::int from ${orgAdmins}) + (select count(*)::int from ${locationAccounts}) as users`)
    .then((result) => result.rows);
  return row ?? { total: 0, approved: 0, pending: 0, users: 0 };
}

/** Pending organizations, newest first. */
export function listPendingOrganizations(db: DbOrTx, limit: number) {
  return organizationSelect(db)
    .where(eq(organizations.status, 'pending'))
    .orderBy(desc(organizations.createdAt))
    .limit(limit);
}

/** Approved organizations whose license ends after `from` and by `until`, soonest first. */
export function listExpiringOrganizations(db: DbOrTx, from: Date, until: Date) {
  return organizationSelect(db)
    .where(and(eq(organizations.status, 'approved'), gt(licenses.endsAt, from), lte(licenses.endsAt, until)))
    .orderBy(licenses.endsAt);
}

export function listRecentOrganizations(db: DbOrTx, limit: number) {
  return organizationSelect(db).orderBy(desc(organizations.createdAt)).limit(limit);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of organizations by status and a search in name or e-mail, and how many match in all. */
export async function searchOrganizations(
  db: DbOrTx,
  query: { status?: OrganizationStatus; search?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(organizations.status, query.status));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const match = or(ilike(organizations.name, pattern), ilike(organizations.email, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(organizations).where(where);
  const rows = await organizationSelect(db)
    .where(where)
    .orderBy(desc(organizations.createdAt), organizations.id)
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total: totalRow?.total ?? 0 };
}

/**
 * Sets the status; with `onlyFrom`, only an organization in that status changes. Answers whether a
 * row changed.
 */
export async function updateOrganizationStatus(
  tx: DbOrTx,
  id: string,
  status: OrganizationStatus,
  at: Date,
  onlyFrom?: OrganizationStatus,
) {
  const updated = await tx
    .update(organizations)
    .set({ status, updatedAt: at })
    .where(
      onlyFrom ? and(eq(organizations.id, id), eq(organizations.status, onlyFrom)) : eq(organizations.id, id),
    )
    .returning({ id: organizations.id });
  return updated.length > 0;
}

export async function organizationExists(tx: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row !== undefined;
}

export async function setMaxLocations(tx: DbOrTx, id: string, maxLocations: number, at: Date) {
  await tx.update(organizations).set({ maxLocations, updatedAt: at }).where(eq(organizations.id, id));
}

export async function hasLicense(tx: DbOrTx, organizationId: string) {
  const [row] = await tx
    .select({ id: licenses.organizationId })
    .from(licenses)
    .where(eq(licenses.organizationId, organizationId));
  return row !== undefined;
}

export type LicenseValues = Omit<typeof licenses.$inferInsert, 'organizationId'>;

/** Creates or replaces the organization's one license. */
export async function upsertLicense(tx: DbOrTx, organizationId: string, values: LicenseValues) {
  await tx
    .insert(licenses)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: licenses.organizationId, set: values });
}
