import { PIN_LOCK_MINUTES, PIN_MAX_WRONG } from '@shiftclock/contract/employee-pin';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { devices, employees, rateLimitEvents } from '../../db/schema.ts';
import { wrongPinDeviceKey } from '../../http/rate-limit.ts';

/** Stores a new PIN's hash and forgets past wrong PINs and any lock. */
export async function storePinHash(db: DbOrTx, id: string, pinHash: string) {
  const [row] = await db
    .update(employees)
    .set({ pinHash, pinFailures: 0, pinLockedUntil: null })
    .where(eq(employees.id, id))
    .returning();
  return row;
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
 * location (http/rate-limit.ts WrongPinLimiter) is given back. Answers how many of each.
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
