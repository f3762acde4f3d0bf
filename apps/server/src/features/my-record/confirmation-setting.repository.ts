import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';

/** When the organization turned "employees confirm corrections" on; null while off (or no such organization). */
export async function findConfirmationSince(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ since: organizations.confirmCorrectionsSince })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.since ?? null;
}

/**
 * Turns the setting on from `at` (one already on keeps its start, in the same statement, so two owners
 * turning it on at once agree) or off. Answers the setting as stored.
 */
export async function setConfirmation(db: DbOrTx, organizationId: string, enabled: boolean, at: Date) {
  const [row] = await db
    .update(organizations)
    .set({
      confirmCorrectionsSince: enabled
        ? sql`coalesce(${organizations.confirmCorrectionsSince}, ${at})`
        : null,
    })
    .where(eq(organizations.id, organizationId))
    .returning({ since: organizations.confirmCorrectionsSince });
  return row?.since ?? null;
}
