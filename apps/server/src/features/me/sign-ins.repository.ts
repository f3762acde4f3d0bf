import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { personSignIns } from '../../db/schema/employee-app.ts';
import { employees, locations } from '../../db/schema/locations.ts';
import { licenses, organizations } from '../../db/schema/organizations.ts';
import { people } from '../../db/schema/people.ts';

type Method = 'link' | 'code';

/** Stores a one-time sign-in (its secret's hash) and ends the person's earlier unused ones of that kind. */
export async function replaceSignIn(
  tx: DbOrTx,
  input: {
    personId: string;
    method: Method;
    secretHash: string;
    createdBy: string | null;
    now: Date;
    expiresAt: Date;
  },
) {
  await tx
    .update(personSignIns)
    .set({ expiresAt: input.now })
    .where(
      and(
        eq(personSignIns.personId, input.personId),
        eq(personSignIns.method, input.method),
        isNull(personSignIns.usedAt),
        gt(personSignIns.expiresAt, input.now),
      ),
    );
  await tx.insert(personSignIns).values({
    personId: input.personId,
    method: input.method,
    secretHash: input.secretHash,
    createdBy: input.createdBy,
    expiresAt: input.expiresAt,
    createdAt: input.now,
  });
}

/**
 * Uses a one-time sign-in: one statement marks it used, so of two simultaneous uses exactly one gets
 * the person. Undefined for an unknown, used or expired secret.
 */
export async function consumeSignIn(db: DbOrTx, secretHash: string, now: Date) {
  const [row] = await db
    .update(personSignIns)
    .set({ usedAt: now })
    .where(
      and(
        eq(personSignIns.secretHash, secretHash),
        isNull(personSignIns.usedAt),
        gt(personSignIns.expiresAt, now),
      ),
    )
    .returning({ personId: personSignIns.personId, method: personSignIns.method });
  return row;
}

const personFields = {
  personId: people.id,
  personName: people.name,
  email: people.email,
  archivedAt: people.archivedAt,
  organizationId: organizations.id,
  organizationName: organizations.name,
  status: organizations.status,
  licenseEndsAt: licenses.endsAt,
  licenseAutoRenew: licenses.autoRenew,
};

const selectPeople = (db: DbOrTx) =>
  db
    .select(personFields)
    .from(people)
    .innerJoin(organizations, eq(organizations.id, people.organizationId))
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id));

/** Every person with this e-mail, in any organization (an e-mail is unique within one only). */
export function findPeopleByEmail(db: DbOrTx, email: string) {
  return selectPeople(db).where(sql`lower(${people.email}) = ${email.toLowerCase()}`);
}

export async function findPersonForSignIn(db: DbOrTx, personId: string) {
  const [row] = await selectPeople(db).where(eq(people.id, personId));
  return row;
}

/** The locations the person works at, with their kiosk ID there, by name. */
export function listPersonLocations(db: DbOrTx, personId: string) {
  return db
    .select({
      locationId: locations.code,
      locationName: locations.name,
      timezone: locations.timezone,
      employeeId: employees.code,
      isActive: employees.isActive,
    })
    .from(employees)
    .innerJoin(locations, eq(locations.id, employees.locationId))
    .where(eq(employees.personId, personId))
    .orderBy(locations.name);
}

/** Sign-ins past their end are of no use: the sweep deletes them. */
export async function deleteExpiredSignIns(db: DbOrTx, before: Date) {
  await db.delete(personSignIns).where(lt(personSignIns.expiresAt, before));
}
