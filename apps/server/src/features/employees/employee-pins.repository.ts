import { PIN_LOCK_MINUTES, PIN_MAX_WRONG } from '@shiftclock/contract/employee-pin';
import { and, asc, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices, employees } from '../../db/schema/locations.ts';
import { rateLimitEvents } from '../../db/schema/platform.ts';
import { wrongPinDeviceKey } from '../../platform/rate-limit.ts';

/** Stores a new PIN's hash and forgets past wrong PINs and any lock. */
export async function storePinHash(db: DbOrTx, id: string, pinHash: string) {
  const [row] = await db
    .update(employees)
    .set({ pinHash, pinFailures: 0, pinLockedUntil: null })
    .where(eq(employees.id, id))
    .returning();
  return row;
}

/** How many of the location's active employees there are, and how many of them have no PIN yet. */
export async function countPinCoverage(db: DbOrTx, locationId: string) {
  const [row] = await db
    .select({
      activeEmployees: count(),
      withoutPin: count(sql`case when ${employees.pinHash} is null then 1 end`),
    })
    .from(employees)
    .where(and(eq(employees.locationId, locationId), eq(employees.isActive, true)));
  return { activeEmployees: row?.activeEmployees ?? 0, withoutPin: row?.withoutPin ?? 0 };
}

/** The location's active employees who have no PIN yet, by ID, at most `limit` of them. */
export async function listActiveWithoutPin(db: DbOrTx, locationId: string, limit: number) {
  return db
    .select({ id: employees.id, code: employees.code, name: employees.name })
    .from(employees)
    .where(and(eq(employees.locationId, locationId), eq(employees.isActive, true), isNull(employees.pinHash)))
    .orderBy(asc(employees.code))
    .limit(limit);
}

/**
 * Stores new PIN hashes in one statement, each only where its employee still has no PIN and is
 * active. Two "Create PINs" at once both hash, but the database gives each employee one of them:
 * the second statement waits on the first's row locks, then finds `pin_hash` set and skips the row.
 * Answers the ids whose PIN was stored.
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
    update ${employees} set pin_hash = made.pin_hash, pin_failures = 0, pin_locked_until = null
      from (values ${values}) as made(id, pin_hash)
     where ${employees.id} = made.id and ${employees.locationId} = ${locationId}
       and ${employees.pinHash} is null and ${employees.isActive}
    returning ${employees.id} as id`);
  return new Set(stored.rows.map((row) => row.id));
}

/** Lifts a lock (a manager's unlock) and forgets past wrong PINs. */
export async function liftPinLock(db: DbOrTx, id: string) {
  const [row] = await db
    .update(employees)
    .set({ pinFailures: 0, pinLockedUntil: null })
    .where(eq(employees.id, id))
    .returning();
  return row;
}

/**
 * A manager's "lift all locks": every employee of the location whose punches wrong PINs lock, or who
 * has wrong PINs counted, starts afresh; and the wrong-PIN budget of each kiosk registered at the
 * location (platform/rate-limit.ts WrongPinLimiter) is given back. Answers how many of each.
 */
export async function liftAllPinLocks(db: DbOrTx, locationId: string) {
  const unlocked = await db
    .update(employees)
    .set({ pinFailures: 0, pinLockedUntil: null })
    .where(
      and(
        eq(employees.locationId, locationId),
        or(gt(employees.pinFailures, 0), sql`${employees.pinLockedUntil} is not null`),
      ),
    )
    .returning({ id: employees.id });
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
 * number (1 to PIN_MAX_WRONG), or undefined when the employee is locked or has no checks left.
 */
export async function claimPinCheck(db: DbOrTx, id: string, at: Date): Promise<number | undefined> {
  const [row] = await db
    .update(employees)
    .set({ pinFailures: sql`${employees.pinFailures} + 1` })
    .where(
      and(
        eq(employees.id, id),
        lt(employees.pinFailures, PIN_MAX_WRONG),
        or(isNull(employees.pinLockedUntil), lte(employees.pinLockedUntil, at)),
      ),
    )
    .returning({ failures: employees.pinFailures });
  return row?.failures;
}

/** A right PIN: the wrong ones before it are forgotten. */
export async function forgetWrongPins(db: DbOrTx, id: string) {
  await db.update(employees).set({ pinFailures: 0 }).where(eq(employees.id, id));
}

/** The last allowed wrong PIN: punches are refused for PIN_LOCK_MINUTES. Answers the lock's end. */
export async function lockPin(db: DbOrTx, id: string, at: Date): Promise<Date> {
  const until = new Date(at.getTime() + PIN_LOCK_MINUTES * 60_000);
  await db.update(employees).set({ pinFailures: 0, pinLockedUntil: until }).where(eq(employees.id, id));
  return until;
}
