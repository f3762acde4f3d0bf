import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';
import { orgAdmins } from '../../db/schema/organizations.ts';
import { ssoLogins, ssoManagers, ssoSettings } from '../../db/schema/sso.ts';

export type SsoSettingsRow = typeof ssoSettings.$inferSelect;

export async function findSsoSettings(db: DbOrTx, organizationId: string) {
  const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.organizationId, organizationId));
  return row;
}

export async function upsertSsoSettings(
  db: DbOrTx,
  row: Omit<typeof ssoSettings.$inferInsert, 'createdAt' | 'updatedAt'>,
) {
  const { organizationId, ...fields } = row;
  const [saved] = await db
    .insert(ssoSettings)
    .values(row)
    .onConflictDoUpdate({ target: ssoSettings.organizationId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return saved;
}

/** The first owner sign-in through the provider; later ones keep the first time. */
export async function markOwnerSignedIn(db: DbOrTx, organizationId: string, at: Date) {
  await db
    .update(ssoSettings)
    .set({ ownerSignedInAt: at })
    .where(and(eq(ssoSettings.organizationId, organizationId), isNull(ssoSettings.ownerSignedInAt)));
}

/** Whether the organization turned password sign-in off (auth.service.ts asks before every password login). */
export async function isPasswordSignInOff(db: DbOrTx, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ off: ssoSettings.passwordSignInOff })
    .from(ssoSettings)
    .where(eq(ssoSettings.organizationId, organizationId));
  return row?.off === true;
}

/** The manager e-mails with their location's code and name; archived locations are left out. */
export async function listSsoManagers(db: DbOrTx, organizationId: string) {
  return db
    .select({ email: ssoManagers.email, locationId: locations.code, locationName: locations.name })
    .from(ssoManagers)
    .innerJoin(locations, eq(locations.id, ssoManagers.locationId))
    .where(and(eq(ssoManagers.organizationId, organizationId), isNull(locations.archivedAt)))
    .orderBy(locations.name, ssoManagers.email);
}

/** Replaces the list in one transaction; a duplicate address breaks the unique index (409). */
export async function replaceSsoManagers(
  db: DbOrTx,
  organizationId: string,
  managers: { email: string; locationId: string }[],
) {
  await db.delete(ssoManagers).where(eq(ssoManagers.organizationId, organizationId));
  if (managers.length > 0) {
    await db.insert(ssoManagers).values(managers.map((m) => ({ organizationId, ...m })));
  }
}

/** The organization's live (not archived) locations by code. */
export async function locationsByCode(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), isNull(locations.archivedAt)));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The organizations with SSO on whose manager list holds the address, newest listing first. */
export async function findSsoManagerOrganizations(db: DbOrTx, email: string) {
  return db
    .select({ organizationId: ssoManagers.organizationId })
    .from(ssoManagers)
    .innerJoin(ssoSettings, eq(ssoSettings.organizationId, ssoManagers.organizationId))
    .innerJoin(locations, eq(locations.id, ssoManagers.locationId))
    .where(
      and(
        sql`lower(${ssoManagers.email}) = lower(${email})`,
        eq(ssoSettings.enabled, true),
        isNull(locations.archivedAt),
      ),
    )
    .orderBy(desc(ssoManagers.createdAt));
}

/** The location code an address manages in the organization, if listed (and the location is live). */
export async function findSsoManagerLocation(db: DbOrTx, organizationId: string, email: string) {
  const [row] = await db
    .select({ code: locations.code })
    .from(ssoManagers)
    .innerJoin(locations, eq(locations.id, ssoManagers.locationId))
    .where(
      and(
        eq(ssoManagers.organizationId, organizationId),
        sql`lower(${ssoManagers.email}) = lower(${email})`,
        isNull(locations.archivedAt),
      ),
    );
  return row?.code;
}

export async function insertSsoLogin(db: DbOrTx, row: typeof ssoLogins.$inferInsert) {
  await db.insert(ssoLogins).values(row);
}

/** Takes a started sign-in once: deleted as it is read, so a replayed state finds nothing. */
export async function takeSsoLogin(db: DbOrTx, stateHash: string, now: Date) {
  const [row] = await db.delete(ssoLogins).where(eq(ssoLogins.stateHash, stateHash)).returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return row;
}

export async function deleteExpiredSsoLogins(db: DbOrTx, now: Date) {
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
}

/** The organization's owners' addresses: they sign in as owners, never as a location's manager. */
export async function ownerEmails(db: DbOrTx, organizationId: string) {
  const rows = await db
    .select({ email: orgAdmins.email })
    .from(orgAdmins)
    .where(eq(orgAdmins.organizationId, organizationId));
  return rows.map((row) => row.email);
}
