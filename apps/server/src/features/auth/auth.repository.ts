import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oneTimeTokens, orgAdmins, organizations } from '../../db/schema/organizations.ts';

export async function insertOrganizationWithAdmin(
  db: DbOrTx,
  input: { organizationName: string; email: string; passwordHash: string },
) {
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .insert(organizations)
      .values({ name: input.organizationName, email: input.email })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('organization insert returned nothing');
    const [admin] = await tx
      .insert(orgAdmins)
      .values({ organizationId: organization.id, email: input.email, passwordHash: input.passwordHash })
      .returning({ id: orgAdmins.id });
    if (!admin) throw new Error('admin insert returned nothing');
    return { organizationId: organization.id, orgAdminId: admin.id };
  });
}

export type OneTimePurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

export async function insertOneTimeToken(
  db: DbOrTx,
  input: { purpose: OneTimePurpose; tokenHash: string; orgAdminId: string; expiresAt: Date },
) {
  await db.insert(oneTimeTokens).values(input);
}

export async function findOneTimeToken(db: DbOrTx, purpose: OneTimePurpose, tokenHash: string) {
  const [row] = await db
    .select({
      id: oneTimeTokens.id,
      orgAdminId: oneTimeTokens.orgAdminId,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
      emailVerifiedAt: orgAdmins.emailVerifiedAt,
      organizationId: orgAdmins.organizationId,
    })
    .from(oneTimeTokens)
    .innerJoin(orgAdmins, eq(orgAdmins.id, oneTimeTokens.orgAdminId))
    .where(and(eq(oneTimeTokens.purpose, purpose), eq(oneTimeTokens.tokenHash, tokenHash)));
  return row;
}

/**
 * Marks an unused, unexpired token used and returns its account, in one
 * statement: of two simultaneous uses exactly one gets a row.
 */
export async function consumeOneTimeToken(db: DbOrTx, purpose: OneTimePurpose, tokenHash: string, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.tokenHash, tokenHash),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ orgAdminId: oneTimeTokens.orgAdminId });
  return row;
}

/** Other outstanding links of the same purpose stop working once one is used or a new one is sent. */
export async function expireOutstandingTokens(
  db: DbOrTx,
  purpose: OneTimePurpose,
  orgAdminId: string,
  now: Date,
) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        eq(oneTimeTokens.orgAdminId, orgAdminId),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

export async function markEmailVerified(db: DbOrTx, orgAdminId: string, now: Date) {
  await db
    .update(orgAdmins)
    .set({ emailVerifiedAt: sql`coalesce(${orgAdmins.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(orgAdmins.id, orgAdminId));
}

/** Sets a new password and bumps the token version, which revokes every existing token at once. */
export async function setOrgAdminPassword(db: DbOrTx, orgAdminId: string, passwordHash: string) {
  await db
    .update(orgAdmins)
    .set({ passwordHash, tokenVersion: sql`${orgAdmins.tokenVersion} + 1` })
    .where(eq(orgAdmins.id, orgAdminId));
}
