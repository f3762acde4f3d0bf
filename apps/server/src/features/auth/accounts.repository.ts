import type { PinLength } from '@shiftclock/contract/employee-pin';
import type { PayrollSettings } from '@shiftclock/contract/payroll';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locationAccounts, locations } from '../../db/schema/locations.ts';
import { licenses, orgAdmins, organizations } from '../../db/schema/organizations.ts';
import { revokedTokens } from '../../db/schema/platform.ts';
import { preparedPer } from '../../shared/prepared.ts';

const locationAccountFields = {
  accountId: locationAccounts.id,
  type: locationAccounts.type,
  passwordHash: locationAccounts.passwordHash,
  tokenVersion: locationAccounts.tokenVersion,
  locationId: locations.id,
  locationCode: locations.code,
  locationName: locations.name,
  timezone: locations.timezone,
  organizationId: locations.organizationId,
  /** The location's kiosk PIN setting (0: off), read with the token so a punch without PINs stays one statement. */
  pinLength: sql<PinLength>`(case ${locations.settings} ->> 'pinLength' when '4' then 4 when '6' then 6 else 0 end)`,
  /** The early clock-in limit in minutes, null when off (docs/api.md, "Kiosk"). */
  earlyClockInMinutes: sql<
    number | null
  >`(case when jsonb_typeof(${locations.settings} -> 'earlyClockInMinutes') = 'number' then (${locations.settings} ->> 'earlyClockInMinutes')::int end)`,
  /** Payroll settings as stored: a punch's approved-period check starts from them (kiosk/punch-guard.ts). */
  payroll: sql<Partial<PayrollSettings> | null>`(${locations.settings} -> 'payroll')`,
  status: organizations.status,
  licenseEndsAt: licenses.endsAt,
  licenseAutoRenew: licenses.autoRenew,
};

const orgAdminFields = {
  id: orgAdmins.id,
  email: orgAdmins.email,
  passwordHash: orgAdmins.passwordHash,
  tokenVersion: orgAdmins.tokenVersion,
  emailVerifiedAt: orgAdmins.emailVerifiedAt,
  organizationId: organizations.id,
  organizationName: organizations.name,
  status: organizations.status,
};

/** Whether the presented token was logged out (revoked-tokens.repository.ts), inside the same statement. */
const tokenRevoked = sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${sql.placeholder('jti')})`;

// Every authenticated call runs one of these two lookups: built once, sent as named prepared
// statements, so the token check stays one round trip (docs/performance.md) with the revocation
// checks inside it.
const locationSessionById = preparedPer((db) =>
  db
    .select({
      ...locationAccountFields,
      tokenRevoked,
      /** The token version of the owner who opened the session by direct access; null for a login. */
      ownerTokenVersion: sql<
        number | null
      >`(select ${orgAdmins.tokenVersion} from ${orgAdmins} where ${orgAdmins.id} = ${sql.placeholder('ownerId')}::uuid)`,
    })
    .from(locationAccounts)
    .innerJoin(locations, eq(locations.id, locationAccounts.locationId))
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id))
    // An archived location's tokens are revoked (their version bumped) and its sessions refused here too.
    .where(and(eq(locationAccounts.id, sql.placeholder('id')), isNull(locations.archivedAt)))
    .prepare('location_session_by_id'),
);

/**
 * A location or manager account with what every call needs (its location and organization state),
 * and what decides whether this token still opens it: whether it was logged out, and the token
 * version of the owner who opened it by direct access (`ownerId`).
 */
export async function findLocationSession(
  db: DbOrTx,
  input: { accountId: string; jti: string; ownerId: string | null },
) {
  const [row] = await locationSessionById(db).execute({
    id: input.accountId,
    jti: input.jti,
    ownerId: input.ownerId,
  });
  return row;
}

export async function findLocationAccountByCode(db: DbOrTx, code: string, type: 'location' | 'manager') {
  const [row] = await db
    .select(locationAccountFields)
    .from(locationAccounts)
    .innerJoin(locations, eq(locations.id, locationAccounts.locationId))
    .innerJoin(organizations, eq(organizations.id, locations.organizationId))
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id))
    // An archived location (docs/decisions/0205-records-kept.md) answers as an unknown one.
    .where(
      sql`${locations.code} = ${code} and ${locationAccounts.type} = ${type} and ${locations.archivedAt} is null`,
    );
  return row;
}

export type LocationAccountRow = NonNullable<Awaited<ReturnType<typeof findLocationAccountByCode>>>;

const orgAdminSessionById = preparedPer((db) =>
  db
    .select({ ...orgAdminFields, tokenRevoked })
    .from(orgAdmins)
    .innerJoin(organizations, eq(organizations.id, orgAdmins.organizationId))
    .where(eq(orgAdmins.id, sql.placeholder('id')))
    .prepare('org_admin_session_by_id'),
);

/** An organization admin, and whether the presented token (`jti`) was logged out. */
export async function findOrgAdminSession(db: DbOrTx, input: { id: string; jti: string }) {
  const [row] = await orgAdminSessionById(db).execute(input);
  return row;
}

export async function findOrgAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(orgAdminFields)
    .from(orgAdmins)
    .innerJoin(organizations, eq(organizations.id, orgAdmins.organizationId))
    .where(sql`lower(${orgAdmins.email}) = lower(${email})`);
  return row;
}

export type OrgAdminRow = NonNullable<Awaited<ReturnType<typeof findOrgAdminByEmail>>>;
