import { breakRefusals } from '@shiftclock/contract/breaks';
import { MAX_OPEN_SHIFT_HOURS } from '@shiftclock/contract/constants';
import { approvedPunchRefusal, refusalMessages, timesheetMessages } from '@shiftclock/contract/messages';
import { type Db, inTransaction } from '../../db/client.ts';
import type { LocationAccount } from '../../platform/account.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import type { PinCaller, WrongPinLimiter } from '../../platform/rate-limit.ts';
import { findApprovedPeriodChangedBy } from '../approvals/approval-guard.ts';
import { lockLocation } from '../approvals/approvals.repository.ts';
import { toEmployeeDto } from '../employees/employee-dto.ts';
import { listEmployees } from '../employees/employees.repository.ts';
import { closeRunawayShifts } from '../shifts/runaway-shifts.repository.ts';
import { toShiftDto } from '../shifts/shift-dto.ts';
import { type BreakPunch, endBreak, startBreak } from './breaks.repository.ts';
import { createEarlyClockInCheck } from './early-clock-in.ts';
import {
  findEmployeeAndActiveClockIn,
  findOpenShiftElsewhere,
  listActiveShifts,
  type Punch,
  punchIn,
  punchOut,
} from './kiosk.repository.ts';
import { createPinCheck } from './pin-check.ts';
import { punchGuard } from './punch-guard.ts';
import { claimReceipt, completeReceipt } from './punch-receipts.repository.ts';

/** A punch as the keypad sends it, and who sent it (the wrong-PIN budget's device and address). */
type KioskPunch = { code: string; pin?: string; caller: PinCaller };

/**
 * What a punch sent from elsewhere than the keypad writes beside it, inside the punch's own
 * transaction: the phone's distance (features/my-phone-punch). `written` names the rows punched.
 */
export type PunchMark = (handle: Db, written: { shiftId: string; breakId?: string }) => Promise<void>;

/** A break punch: what it writes, and its refusal when there is nothing to start or end. */
type BreakKind = { write: typeof startBreak; refusal: { code: string; message: (name: string) => string } };
const BREAK_START: BreakKind = {
  write: startBreak,
  refusal: { code: 'ALREADY_ON_BREAK', message: breakRefusals.alreadyOnBreak },
};
const BREAK_END: BreakKind = {
  write: endBreak,
  refusal: { code: 'NOT_ON_BREAK', message: breakRefusals.notOnBreak },
};

/** The answer, once `mark` (if any) has marked the shift it punched. */
async function marked<T extends { shift: { id: string } }>(handle: Db, answer: T, mark?: PunchMark) {
  if (mark) await mark(handle, { shiftId: answer.shift.id });
  return answer;
}

/** 409 NOT_CLOCKED_IN: a clock-out or a break with no active shift to act on. */
const notClockedIn = (employeeName: string) =>
  new Conflict(`${employeeName} is not clocked in`, { code: 'NOT_CLOCKED_IN', extra: { employeeName } });

/** The kiosk: punches use the server's clock, never the device's (docs/product.md section 10). */
export function createKioskService({
  db,
  now,
  wrongPins,
}: {
  db: Db;
  now: () => Date;
  wrongPins: WrongPinLimiter;
}) {
  const shiftOf = (punch: Punch, breakStartedAt: Date | null = null) => {
    if (!punch.shift) throw new Error('a punch without a shift has no DTO');
    return toShiftDto({
      ...punch.shift,
      breakStartedAt,
      employeeUuid: punch.employee.id,
      employeeName: punch.employee.name,
      employeeCode: punch.employee.code,
    });
  };
  const clockedIn = (punch: Punch) => ({ message: 'Clocked in successfully', shift: shiftOf(punch) });
  const clockedOut = (punch: Punch) => ({ message: 'Clocked out successfully', shift: shiftOf(punch) });
  const checkPin = createPinCheck({ db, now, wrongPins });
  const checkEarlyClockIn = createEarlyClockInCheck({ db, now });
  /**
   * Where the location asks for PINs, a punch from the kiosk's token must carry the employee's. A
   * manager's token punches without one: a manager can add any employee's shift anyway. Ending work
   * (`endsWork`) needs no PIN from an employee who has none yet (pin-check.ts).
   */
  const pinChecked = async (account: LocationAccount, punch: KioskPunch, endsWork: boolean) => {
    if (account.type === 'location' && account.pinLength > 0)
      await checkPin(account.locationId, punch.code, punch.pin, punch.caller, { endsWork });
  };
  /** Shifts open since before this are runaways: closeRunawayShifts ends them at clock-in + 16 h. */
  const runawayBefore = (at: Date) => new Date(at.getTime() - MAX_OPEN_SHIFT_HOURS * 3_600_000);

  /**
   * A live punch never changes an approved pay period (docs/decisions/0169-approved-weeks.md): inside
   * the punch's transaction, with the location share-locked (an approval waits for the punch, or the
   * punch reads the approval), a clock-in is checked as a shift starting now, a clock-out or a break
   * as a change of the employee's active shift. Refused: 409 PUNCH_IN_APPROVED_PERIOD, the employee
   * sees their manager. Nothing is refused for an unknown employee or one with no active shift: the
   * punch itself answers those as before.
   */
  const assertPunchOutsideApproved = async (
    connection: Db,
    account: LocationAccount,
    code: string,
    kind: 'clock-in' | 'active-shift',
    at: Date,
  ) => {
    const location = await lockLocation(connection, account.locationId, 'share');
    if (!location) return;
    const changes = async (clockIn: Date) =>
      findApprovedPeriodChangedBy(connection, location, [{ clockIn, clockOut: null }]);
    // A clock-in asks about today first: the employee is looked up only to name them in a refusal.
    if (kind === 'clock-in' && !(await changes(at))) return;
    const found = await findEmployeeAndActiveClockIn(connection, account.locationId, code);
    if (!found) return;
    const clockIn = kind === 'clock-in' ? at : found.activeClockIn;
    if (!clockIn) return;
    const approved = await changes(clockIn);
    if (!approved) return;
    throw new Conflict(approvedPunchRefusal(found.name, approved.startDate, approved.endDate), {
      code: 'PUNCH_IN_APPROVED_PERIOD',
      extra: { employeeName: found.name, periodStart: approved.startDate, periodEnd: approved.endDate },
    });
  };

  /*
   * Each punch is one statement after the token check and the approved-period check above, in one
   * short transaction with that check (docs/decisions/0169-approved-weeks.md). Runaway shifts (a forgotten
   * clock-out) are closed where they would matter, off that path: a clock-in refused because of one,
   * a clock-out that finds none to end, and a Currently Working list that would show one. The
   * five-minute sweep in app.ts closes the rest.
   */
  const clockInWith = async (handle: Db, account: LocationAccount, code: string) => {
    const at = now();
    await assertPunchOutsideApproved(handle, account, code, 'clock-in', at);
    let punch = await punchIn(handle, { locationId: account.locationId, code, at });
    // Another location's employee is simply not found here: a kiosk is bound to its location.
    if (!punch) throw new NotFound(timesheetMessages.employeeNotFound);
    if (!punch.employee.isActive) throw new BadRequest(refusalMessages.employeeInactive);
    if (punch.shift) return clockedIn(punch);
    // The person's open shift may be at another of their locations (one open shift per person).
    const elsewhere = await findOpenShiftElsewhere(handle, account.locationId, code);
    // Yesterday's forgotten clock-out, here or there, must not block today's clock-in.
    if ((await closeRunawayShifts(handle, at, elsewhere?.locationId ?? account.locationId)) > 0) {
      const retried = await punchIn(handle, { locationId: account.locationId, code, at });
      if (!retried) throw new NotFound(timesheetMessages.employeeNotFound); // removed in between
      punch = retried;
      if (punch.shift) return clockedIn(punch);
    }
    const employeeName = punch.employee.name;
    if (elsewhere)
      throw new Conflict(`${employeeName} is clocked in at ${elsewhere.locationName}`, {
        code: 'CLOCKED_IN_ELSEWHERE',
        extra: { employeeName, locationName: elsewhere.locationName },
      });
    throw new Conflict(`${employeeName} is already clocked in`, {
      code: 'ALREADY_CLOCKED_IN',
      extra: { employeeName },
    });
  };

  const clockOutWith = async (handle: Db, account: LocationAccount, code: string) => {
    const at = now();
    await assertPunchOutsideApproved(handle, account, code, 'active-shift', at);
    const punch = await punchOut(handle, {
      locationId: account.locationId,
      code,
      at,
      runawayBefore: runawayBefore(at),
    });
    if (!punch) throw new NotFound(timesheetMessages.employeeNotFound);
    if (!punch.shift) {
      // A runaway shift is not ended by this punch: it is closed at clock-in + 16 h for review, on its
      // own connection so that the refusal's rollback does not undo the close.
      await closeRunawayShifts(db, at, account.locationId);
      throw notClockedIn(punch.employee.name);
    }
    return clockedOut(punch);
  };

  /**
   * Start Break and End Break: the same employee lookup and refusals as a punch, and the break's own
   * two ("already on a break", "not on a break"). A runaway shift takes no break: it is closed for
   * review instead, as a clock-out would find it. A marked break (`mark`) takes the transactional
   * path, so that the break and its mark commit together.
   */
  const breakWith = async (
    account: LocationAccount,
    code: string,
    { write, refusal }: BreakKind,
    mark?: PunchMark,
  ) => {
    const at = now();
    const input = { locationId: account.locationId, code, at, runawayBefore: runawayBefore(at) };
    const guard = punchGuard(account, { kind: 'active-shift', ...input });
    const atOnce = mark ? undefined : await write(db, { ...input, guard });
    const punch = atOnce?.break
      ? atOnce
      : await inTransaction(db, async (connection) => {
          await assertPunchOutsideApproved(connection, account, code, 'active-shift', at);
          const written = await write(connection, input);
          if (mark && written?.shift && written.break)
            await mark(connection, { shiftId: written.shift.id, breakId: written.break.id });
          return written;
        });
    if (!punch) throw new NotFound(timesheetMessages.employeeNotFound);
    const employeeName = punch.employee.name;
    if (!punch.shift) {
      await closeRunawayShifts(db, at, account.locationId);
      throw notClockedIn(employeeName);
    }
    if (!punch.break)
      throw new Conflict(refusal.message(employeeName), { code: refusal.code, extra: { employeeName } });
    return punch as BreakPunch & { break: NonNullable<BreakPunch['break']> };
  };
  const breakDto = (taken: { id: string; start: Date; end: Date | null; paid: boolean }) => ({
    id: taken.id,
    start: taken.start.toISOString(),
    end: taken.end?.toISOString() ?? null,
    paid: taken.paid,
  });

  /**
   * A punch sent with an Idempotency-Key: the punch and its receipt commit together, and a retry with
   * the same key (after a lost answer, or from a kiosk's queue) gets the first answer again instead of
   * punching. A refused punch (404, 409) stores nothing: its retry is judged afresh.
   */
  async function once<T>(
    account: LocationAccount,
    key: string | undefined,
    request: string,
    status: number,
    punch: (handle: Db) => Promise<T>,
  ): Promise<{ status: number; answer: T; replayed: boolean }> {
    // A transaction either way: the approved-period check share-locks the location until the punch commits.
    if (key === undefined) return { status, answer: await inTransaction(db, punch), replayed: false };
    return inTransaction(db, async (connection) => {
      const receipt = { locationId: account.locationId, key };
      const stored = await claimReceipt(connection, { ...receipt, request, at: now() });
      if (stored) {
        if (stored.request !== request) throw new Conflict(refusalMessages.idempotencyKeyReused);
        return { status: stored.status ?? status, answer: stored.answer as T, replayed: true };
      }
      const answer = await punch(connection);
      await completeReceipt(connection, { ...receipt, status, answer });
      return { status, answer, replayed: false };
    });
  }

  /**
   * A punch without an Idempotency-Key first goes as one statement with its approved-period check
   * (punch-guard.ts). Only a punch that writes is answered from it; anything else (a refusal, or a
   * check it could not settle) wrote nothing and is judged again by the transactional path.
   */
  const clockInAtOnce = async (account: LocationAccount, code: string) => {
    const at = now();
    const guard = punchGuard(account, { kind: 'clock-in', at });
    const punch = await punchIn(db, { locationId: account.locationId, code, at, guard });
    if (!punch?.shift) return undefined;
    return {
      status: 201,
      answer: clockedIn(punch),
      replayed: false,
    };
  };
  const clockOutAtOnce = async (account: LocationAccount, code: string) => {
    const at = now();
    const input = { locationId: account.locationId, code, at, runawayBefore: runawayBefore(at) };
    const guard = punchGuard(account, { kind: 'active-shift', ...input });
    const punch = await punchOut(db, { ...input, guard });
    if (!punch?.shift) return undefined;
    return {
      status: 200,
      answer: clockedOut(punch),
      replayed: false,
    };
  };

  /*
   * Each punch may carry a `mark` (a phone's punch, features/my-phone-punch): it then takes the
   * transactional path, where the mark is written in the punch's transaction, and an idempotent
   * retry gets the stored answer without marking again.
   */
  return {
    async clockIn(account: LocationAccount, punch: KioskPunch, key?: string, mark?: PunchMark) {
      await pinChecked(account, punch, false);
      // The limit is the kiosk's: a manager's token may clock someone in early.
      if (account.type === 'location' && account.earlyClockInMinutes !== null) {
        await checkEarlyClockIn(account, punch.code, account.earlyClockInMinutes);
      }
      if (key === undefined && mark === undefined) {
        const written = await clockInAtOnce(account, punch.code);
        if (written) return written;
      }
      return once(account, key, `clock-in ${punch.code}`, 201, async (handle) =>
        marked(handle, await clockInWith(handle, account, punch.code), mark),
      );
    },

    async clockOut(account: LocationAccount, punch: KioskPunch, key?: string, mark?: PunchMark) {
      await pinChecked(account, punch, true);
      if (key === undefined && mark === undefined) {
        const written = await clockOutAtOnce(account, punch.code);
        if (written) return written;
      }
      return once(account, key, `clock-out ${punch.code}`, 200, async (handle) =>
        marked(handle, await clockOutWith(handle, account, punch.code), mark),
      );
    },

    async breakStart(account: LocationAccount, punch: KioskPunch, mark?: PunchMark) {
      await pinChecked(account, punch, false);
      const taken = await breakWith(account, punch.code, BREAK_START, mark);
      return {
        message: 'Break started',
        shift: shiftOf(taken, taken.break.start),
        break: breakDto(taken.break),
      };
    },

    async breakEnd(account: LocationAccount, punch: KioskPunch, mark?: PunchMark) {
      await pinChecked(account, punch, true);
      const taken = await breakWith(account, punch.code, BREAK_END, mark);
      return { message: 'Break ended', shift: shiftOf(taken), break: breakDto(taken.break) };
    },

    async current(account: LocationAccount) {
      const at = now();
      const active = await listActiveShifts(db, account.locationId);
      const cutoff = runawayBefore(at).getTime();
      const working = active.filter((shift) => shift.clockIn.getTime() >= cutoff);
      if (working.length < active.length) await closeRunawayShifts(db, at, account.locationId);
      // Read last, so the time is as close as can be to the answer leaving.
      return { shifts: working.map(toShiftDto), serverTime: now().toISOString() };
    },

    /** DEBUG_ROUTES=1 only: the location's employees, for setting up a kiosk by hand. */
    async debugEmployees(account: LocationAccount) {
      return {
        employees: (await listEmployees(db, account.locationId)).map((row) => toEmployeeDto(row, now())),
      };
    },
  };
}

export type KioskService = ReturnType<typeof createKioskService>;
