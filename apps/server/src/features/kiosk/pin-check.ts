import { PIN_MAX_WRONG, pinMessages, pinRefusal } from '@shiftclock/contract/employee-pin';
import { refusalMessages, timesheetMessages } from '@shiftclock/contract/messages';
import type { Db } from '../../db/client.ts';
import {
  BadRequest,
  FieldInvalid,
  Forbidden,
  HttpError,
  NotFound,
  Unauthorized,
} from '../../platform/errors.ts';
import type { PinCaller, WrongPinLimiter } from '../../platform/rate-limit.ts';
import { inHashSlot } from '../../security/passwords.ts';
import { claimPinCheck, forgetWrongPins, lockPin } from '../employees/employee-pins.repository.ts';
import { findEmployee } from '../employees/employees.repository.ts';

/**
 * 429 while wrong PINs lock the employee: the wait in the Retry-After header and the body. Nameless,
 * like a wrong PIN (packages/contract/src/employee-pin.ts pinRefusal).
 */
function locked(until: Date, at: Date) {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
  return new HttpError(429, pinRefusal.locked(Math.ceil(retryAfterSeconds / 60)), {
    code: 'PIN_LOCKED',
    headers: { 'retry-after': String(retryAfterSeconds) },
    extra: { retryAfterSeconds },
  });
}

/**
 * The PIN check of a punch at a location that asks for PINs (docs/decisions/0157-employee-pin.md).
 * Returns when `pin` is the employee's; otherwise throws the refusal the kiosk shows. Each check is
 * counted before the hash is compared (employee-pins.repository.ts claimPinCheck), so the fifth
 * wrong PIN in a row locks the employee's punches for PIN_LOCK_MINUTES however many are sent at once.
 *
 * `endsWork` (a clock-out, an End Break): an employee who has no PIN yet passes without one, so that
 * turning PINs on never keeps someone already at work from clocking out
 * (docs/decisions/0173-pins-without-stranding.md). One who has a PIN still needs it.
 */
export function createPinCheck({
  db,
  now,
  wrongPins,
}: {
  db: Db;
  now: () => Date;
  wrongPins: WrongPinLimiter;
}) {
  return async function checkPin(
    locationId: string,
    code: string,
    pin: string | undefined,
    caller: PinCaller,
    { endsWork }: { endsWork: boolean },
  ) {
    const required = () => new FieldInvalid('pin', pinMessages.pinRequired);
    if (pin === undefined && !endsWork) throw required();
    const employee = await findEmployee(db, locationId, code);
    if (!employee) throw new NotFound(timesheetMessages.employeeNotFound);
    if (!employee.isActive) throw new BadRequest(refusalMessages.employeeInactive);
    if (endsWork && employee.pinHash === null) return;
    if (pin === undefined) throw required();
    const { name: employeeName } = employee;
    const at = now();
    const verdict = await judgePin(db, { wrongPins, caller }, employee, pin, at);
    switch (verdict.kind) {
      case 'right':
        return;
      case 'locked':
        throw locked(verdict.until, at);
      case 'notSet':
        throw new Forbidden(pinRefusal.notSet(employeeName), {
          code: 'PIN_NOT_SET',
          extra: { employeeName },
        });
      case 'wrong':
        throw new Unauthorized(pinRefusal.wrong(verdict.attemptsLeft), {
          code: 'PIN_WRONG',
          extra: { attemptsLeft: verdict.attemptsLeft },
        });
    }
  };
}

export type PinVerdict =
  | { kind: 'right' }
  | { kind: 'notSet' }
  /** `wrong`: this PIN was wrong, the fifth in a row, and locked the employee. */
  | { kind: 'locked'; until: Date; wrong?: true }
  | { kind: 'wrong'; attemptsLeft: number };

/**
 * One PIN check of an employee at `at`, counted: a locked employee's PIN is not compared, each check
 * is claimed before the hash is compared, a right PIN forgets the wrong ones before it, and the
 * fifth wrong one in a row locks. Live punches and offline ones (features/offline-punches) share it,
 * so a queue of guesses gets no more tries than the keypad.
 *
 * The check is also counted against the caller's wrong-PIN budget across all employees (per device
 * and per address, platform/rate-limit.ts WrongPinLimiter): once it is spent this throws 429
 * TOO_MANY_WRONG_PINS, before any employee's count moves, so a storm of wrong PINs from one kiosk
 * stops there and does not lock the crew out at the other kiosks (docs/security.md).
 *
 * Both claims are made inside a hash slot (security/passwords.ts inHashSlot), just before the
 * compare, and no database connection is held while the hash runs: `db` must not be a transaction.
 */
export async function judgePin(
  db: Db,
  budget: { wrongPins: WrongPinLimiter; caller: PinCaller },
  employee: { personId: string; pinHash: string | null; pinLockedUntil: Date | null },
  pin: string,
  at: Date,
): Promise<PinVerdict> {
  if (employee.pinLockedUntil && employee.pinLockedUntil > at) {
    return { kind: 'locked', until: employee.pinLockedUntil };
  }
  const pinHash = employee.pinHash;
  if (!pinHash) return { kind: 'notSet' };
  return inHashSlot(async (verify) => {
    const counted = await budget.wrongPins.attempt(budget.caller);
    const attempt = await claimPinCheck(db, employee.personId, at);
    // Out of checks: the other ones in flight will lock, or a right one among them will not.
    if (attempt === undefined) {
      await counted.succeeded(); // nothing was compared
      return { kind: 'locked', until: new Date(at.getTime() + 60_000) };
    }
    if (await verify(pinHash, pin)) {
      await Promise.all([forgetWrongPins(db, employee.personId), counted.succeeded()]);
      return { kind: 'right' };
    }
    if (attempt >= PIN_MAX_WRONG)
      return { kind: 'locked', until: await lockPin(db, employee.personId, at), wrong: true };
    return { kind: 'wrong', attemptsLeft: PIN_MAX_WRONG - attempt };
  });
}

export type PinCheck = ReturnType<typeof createPinCheck>;
