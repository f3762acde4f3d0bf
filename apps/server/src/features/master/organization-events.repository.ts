import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orgAdmins, organizationEvents } from '../../db/schema/organizations.ts';

export type OrganizationEventKind = (typeof organizationEvents.$inferInsert)['kind'];

/** Records a master admin's change in the change's own transaction, so the history never misses one. */
export async function recordOrganizationEvent(
  tx: DbOrTx,
  event: { organizationId: string; kind: OrganizationEventKind; at: Date; details: Record<string, unknown> },
) {
  await tx.insert(organizationEvents).values(event);
}

/** The organization's recorded changes, oldest first. */
export function listOrganizationEvents(db: DbOrTx, organizationId: string) {
  return db
    .select({ at: organizationEvents.at, kind: organizationEvents.kind, details: organizationEvents.details })
    .from(organizationEvents)
    .where(eq(organizationEvents.organizationId, organizationId))
    .orderBy(asc(organizationEvents.at), asc(organizationEvents.id));
}

/** The organization's administrator account (one per organization): its e-mail and verification. */
export async function findOrganizationOwner(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      email: orgAdmins.email,
      emailVerifiedAt: orgAdmins.emailVerifiedAt,
      createdAt: orgAdmins.createdAt,
    })
    .from(orgAdmins)
    .where(eq(orgAdmins.organizationId, organizationId))
    .orderBy(asc(orgAdmins.createdAt))
    .limit(1);
  return row;
}
