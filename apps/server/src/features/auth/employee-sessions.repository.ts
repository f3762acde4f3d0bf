import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employeeSessions } from '../../db/schema/employee-app.ts';
import { licenses, organizations } from '../../db/schema/organizations.ts';
import { people } from '../../db/schema/people.ts';

/**
 * The employee app's sessions (docs/decisions/0191-the-employee-app.md). Here in auth because every
 * call of the app reads one (authenticate.ts); the app's own feature (features/me) opens, lists and
 * ends them through these functions.
 */

/** A last use older than this is written again: a phone's calls do not write a row each. */
const LAST_USED_RESOLUTION = '5 minutes';

/** The session a token names, while open, with its person and the organization's state. */
export async function findOpenEmployeeSession(db: DbOrTx, sessionId: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: employeeSessions.id,
      personId: people.id,
      personName: people.name,
      archivedAt: people.archivedAt,
      organizationId: organizations.id,
      status: organizations.status,
      licenseEndsAt: licenses.endsAt,
      licenseAutoRenew: licenses.autoRenew,
      stale: sql<boolean>`${employeeSessions.lastUsedAt} < ${now}::timestamptz - interval '${sql.raw(LAST_USED_RESOLUTION)}'`,
    })
    .from(employeeSessions)
    .innerJoin(people, eq(people.id, employeeSessions.personId))
    .innerJoin(organizations, eq(organizations.id, people.organizationId))
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id))
    .where(
      and(
        eq(employeeSessions.id, sessionId),
        isNull(employeeSessions.endedAt),
        gt(employeeSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function touchEmployeeSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(employeeSessions).set({ lastUsedAt: now }).where(eq(employeeSessions.id, sessionId));
}

export async function insertEmployeeSession(
  db: DbOrTx,
  input: { personId: string; method: 'link' | 'code'; device: string | null; now: Date; expiresAt: Date },
) {
  const [row] = await db
    .insert(employeeSessions)
    .values({
      personId: input.personId,
      method: input.method,
      device: input.device,
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning({ id: employeeSessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The person's open sessions, newest first. */
export function listOpenEmployeeSessions(db: DbOrTx, personId: string, now: Date) {
  return db
    .select({
      id: employeeSessions.id,
      method: employeeSessions.method,
      device: employeeSessions.device,
      createdAt: employeeSessions.createdAt,
      lastUsedAt: employeeSessions.lastUsedAt,
      expiresAt: employeeSessions.expiresAt,
    })
    .from(employeeSessions)
    .where(
      and(
        eq(employeeSessions.personId, personId),
        isNull(employeeSessions.endedAt),
        gt(employeeSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(employeeSessions.createdAt));
}

/** Ends one open session of the person; false when there is none by that id (or it is another's). */
export async function endEmployeeSession(db: DbOrTx, personId: string, sessionId: string, now: Date) {
  const ended = await db
    .update(employeeSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(employeeSessions.id, sessionId),
        eq(employeeSessions.personId, personId),
        isNull(employeeSessions.endedAt),
      ),
    )
    .returning({ id: employeeSessions.id });
  return ended.length > 0;
}

/** Ends every open session of the person (archiving them). */
export async function endAllEmployeeSessions(db: DbOrTx, personId: string, now: Date) {
  await db
    .update(employeeSessions)
    .set({ endedAt: now })
    .where(and(eq(employeeSessions.personId, personId), isNull(employeeSessions.endedAt)));
}

/** Sessions past their end, kept a while for nothing: the sweep deletes them. */
export async function deleteExpiredEmployeeSessions(db: DbOrTx, before: Date) {
  await db.delete(employeeSessions).where(lt(employeeSessions.expiresAt, before));
}
