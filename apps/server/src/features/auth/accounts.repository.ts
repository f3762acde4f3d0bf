import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { licenses, locationAccounts, locations, orgAdmins, organizations } from '../../db/schema.ts';
import { preparedPer } from '../../shared/prepared.ts';

// Every authenticated call runs one of these two lookups: built once, sent as named prepared statements.
const locationAccountById = preparedPer((db) =>
  locationAccountQuery(db)
    .where(eq(locationAccounts.id, sql.placeholder('id')))
    .prepare('location_account_by_id'),
);

/** A location or manager account with what every call needs: its location and organization state. */
export async function findLocationAccountById(db: DbOrTx, accountId: string) {
  const [row] = await locationAccountById(db).execute({ id: accountId });
  return row;
}

export async function findLocationAccountByCode(db: DbOrTx, code: string, type: 'location' | 'manager') {
  const [row] = await locationAccountQuery(db).where(
    sql`${locations.code} = ${code} and ${locationAccounts.type} = ${type}`,
  );
  return row;
}

function locationAccountQuery(db: DbOrTx) {
  return db
    .select({
      accountId: locationAccounts.id,
      type: locationAccounts.type,
      passwordHash: locationAccounts.passwordHash,
      tokenVersion: locationAccounts.tokenVersion,
      locationId: locations.id,
      locationCode: locations.code,
      locationName: locations.name,
      timezone: locations.timezone,
      organizationId: locations.organizationId,
      status: organizations.status,
      licenseEndsAt: licenses.endsAt,
      licenseAutoRenew: licenses.autoRenew,
    })
    .from(locationAccounts)
    .innerJoin(locations, eq(locations.id, locationAccounts.locationId))
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id));
}

export type LocationAccountRow = NonNullable<Awaited<ReturnType<typeof findLocationAccountById>>>;

const orgAdminById = preparedPer((db) =>
  orgAdminQuery(db)
    .where(eq(orgAdmins.id, sql.placeholder('id')))
    .prepare('org_admin_by_id'),
);

export async function findOrgAdminById(db: DbOrTx, id: string) {
  const [row] = await orgAdminById(db).execute({ id });
  return row;
}

export async function findOrgAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await orgAdminQuery(db).where(sql`lower(${orgAdmins.email}) = lower(${email})`);
  return row;
}

function orgAdminQuery(db: DbOrTx) {
  return db
    .select({
      id: orgAdmins.id,
      email: orgAdmins.email,
      passwordHash: orgAdmins.passwordHash,
      tokenVersion: orgAdmins.tokenVersion,
      emailVerifiedAt: orgAdmins.emailVerifiedAt,
      organizationId: organizations.id,
      organizationName: organizations.name,
      status: organizations.status,
    })
    .from(orgAdmins)
    .innerJoin(organizations, eq(organizations.id, orgAdmins.organizationId));
}

export type OrgAdminRow = NonNullable<Awaited<ReturnType<typeof findOrgAdminById>>>;
