import { PIN_LOCK_MINUTES, PIN_MAX_WRONG } from '@shiftclock/contract/employee-pin';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';

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
