import { PIN_LOCK_MINUTES, PIN_MAX_WRONG } from '@shiftclock/contract/employee-pin';
import { and, asc, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices, employees } from '../../db/schema/locations.ts';
import { people } from '../../db/schema/people.ts';
import { rateLimitEvents } from '../../db/schema/platform.ts';
import { wrongPinDeviceKey } from '../../platform/rate-limit.ts';

// The PIN is the person's, one for all their kiosks (docs/decisions/0187-one-person-across-locations.md):
// these read and write `people`; the location's lists reach it through its employees.

/** The people of the location's employees. */
const peopleAt = (locationId: string) =>
  sql`(select ${employees.personId} from ${employees} where ${employees.locationId} = ${locationId})`;

/** Stores a new PIN's hash and forgets past wrong PINs and any lock. */
export async function storePinHash(db: DbOrTx, personId: string, pinHash: string) {
  await db
    .update(people)
    .set({ pinHash, pinFailures: 0, pinLockedUntil: null })
    .where(eq(people.id, personId));
}

/** How many of the location's active employees there are, and how many of them have no PIN yet. */
export async function countPinCoverage(db: DbOrTx, locationId: string) {
  const [row] = await db
    .select({
      activeEmployees: count(),
      withoutPin: count(sql`case when ${people.pinHash} is null then 1 end`),
    })
    .from(employees)
    .innerJoin(people, eq(people.id, employees.personId))
    .where(and(eq(employees.locationId, locationId), eq(employees.isActive, true)));
  return { activeEmployees: row?.activeEmployees ?? 0, withoutPin: row?.withoutPin ?? 0 };
}

/** The location's active employees who have no PIN yet, by ID, at most `limit` of them. */
export async function listActiveWithoutPin(db: DbOrTx, locationId: string, limit: number) {
  return db
    .select({ id: employees.id, code: employees.code, name: employees.name })
    .from(employees)
    .innerJoin(people, eq(people.id, employees.personId))
    .where(and(eq(employees.locationId, locationId), eq(employees.isActive, true), isNull(people.pinHash)))
    .orderBy(asc(employees.code))
    .limit(limit);
}

/**
 * Stores new PIN hashes in one statement, each only where its employee's person still has no PIN and
 * the employee is active. Two "Create PINs" at once both hash, but the database gives each person one
 * of them: the second statement waits on the first's row locks, then finds `pin_hash` set and skips
 * the row. `made` is by employee id; answers the employee ids whose PIN was stored.
 */
export async function storeMissingPinHashes(
  db: DbOrTx,
  locationId: string,
  made: readonly { id: string; pinHash: string }[],
): Promise<Set<string>> {
  if (made.length === 0) return new Set();
  const values = sql.join(
    made.map(({ id, pinHash }) => sql`(${id}::uuid, ${pinHash})`),
    sql`, `,
  );
  const stored = await db.execute<{ id: string }>(sql`
    update ${people} set pin_hash = made.pin_hash, pin_failures = 0, pin_locked_until = null
      from (values ${values}) as made(id, pin_hash)
      join ${employees} e on e.id = made.id
     where ${people.id} = e.person_id and e.location_id = ${locationId}
       and ${people.pinHash} is null and e.is_active
    returning e.id as id`);
  return new Set(stored.rows.map((row) => row.id));
}

/** Lifts a lock (a manager's unlock) and forgets past wrong PINs. */
export async function liftPinLock(db: DbOrTx, personId: string) {
  await db.update(people).set({ pinFailures: 0, pinLockedUntil: null }).where(eq(people.id, personId));
}

/**
 * A manager's "lift all locks": every employee of the location whose punches wrong PINs lock, or who
 * has wrong PINs counted, starts afresh; and the wrong-PIN budget of each kiosk registered at the
 * location (platform/rate-limit.ts WrongPinLimiter) is given back. Answers how many of each.
 */
export async function liftAllPinLocks(db: DbOrTx, locationId: string) {
  const unlocked = await db
    .update(people)
    .set({ pinFailures: 0, pinLockedUntil: null })
    .where(
      and(
        sql`${people.id} in ${peopleAt(locationId)}`,
        or(gt(people.pinFailures, 0), sql`${people.pinLockedUntil} is not null`),
      ),
    )
    .returning({ id: people.id });
  const deviceKey = sql`${wrongPinDeviceKey('')} || ${devices.tokenJti}`;
  const resumed = await db.execute<{ key: string }>(sql`
    delete from ${rateLimitEvents}
     where ${rateLimitEvents.key} in (select ${deviceKey} from ${devices} where ${devices.locationId} = ${locationId})
    returning ${rateLimitEvents.key} as key`);
  return {
    employeesUnlocked: unlocked.length,
    devicesResumed: new Set(resumed.rows.map((row) => row.key)).size,
  };
}

/**
 * Counts a PIN check before it is made, so simultaneous guesses cannot all be checked: of any
 * number sent at once, PIN_MAX_WRONG pass and the rest are refused as locked. Answers the check's
 * number (1 to PIN_MAX_WRONG), or undefined when the person is locked or has no checks left.
 */
export async function claimPinCheck(db: DbOrTx, personId: string, at: Date): Promise<number | undefined> {
  const [row] = await db
    .update(people)
    .set({ pinFailures: sql`${people.pinFailures} + 1` })
    .where(
      and(
        eq(people.id, personId),
        lt(people.pinFailures, PIN_MAX_WRONG),
        or(isNull(people.pinLockedUntil), lte(people.pinLockedUntil, at)),
      ),
    )
    .returning({ failures: people.pinFailures });
  return row?.failures;
}

/** A right PIN: the wrong ones before it are forgotten. */
export async function forgetWrongPins(db: DbOrTx, personId: string) {
  await db.update(people).set({ pinFailures: 0 }).where(eq(people.id, personId));
}

/** The last allowed wrong PIN: punches are refused for PIN_LOCK_MINUTES. Answers the lock's end. */
export async function lockPin(db: DbOrTx, personId: string, at: Date): Promise<Date> {
  const until = new Date(at.getTime() + PIN_LOCK_MINUTES * 60_000);
  await db.update(people).set({ pinFailures: 0, pinLockedUntil: until }).where(eq(people.id, personId));
  return until;
}
