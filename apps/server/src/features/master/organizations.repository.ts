import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { licenses, locationAccounts, locations, orgAdmins, organizations } from '../../db/schema.ts';
import { renewedEnd } from './licenses.ts';

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
  locationCount: sql<number>`(select count(*)::int from ${locations} where ${locations.organizationId} = ${organizations.id})`,
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

/** Extends every auto-renewing license that has reached its end (run before reads; see docs/api.md). */
export async function renewDueLicenses(db: DbOrTx, now: Date) {
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
