import { MAX_OPEN_SHIFT_HOURS } from '@shiftclock/contract/constants';
import {
  OFFLINE_PUNCH_DEFAULT_MAX_AGE_HOURS,
  OFFLINE_PUNCH_MAX_AGE_HOURS,
  OFFLINE_PUNCH_MAX_FUTURE_MINUTES,
  type OfflineReviewReason,
  offlinePunchMessages,
  type QueuedPunch,
} from '@shiftclock/contract/offline-punches';
import { type Db, type DbOrTx, inTransaction } from '../../db/client.ts';
import type { Account } from '../../platform/account.ts';
import { Conflict, HttpError, NotFound } from '../../platform/errors.ts';
import type { PinCaller, WrongPinLimiter } from '../../platform/rate-limit.ts';
import { findApprovedPeriodChangedBy, type ShiftTimes } from '../approvals/approval-guard.ts';
import { lockLocation } from '../approvals/approvals.repository.ts';
import { findEmployee } from '../employees/employees.repository.ts';
import { tooEarly } from '../kiosk/early-clock-in.ts';
import { judgePin, type PinVerdict } from '../kiosk/pin-check.ts';
import { actorOf } from '../shifts/audit-actor.ts';
import {
  endOfflineShift,
  findActiveClockIn,
  findActiveShift,
  startOfflineShift,
} from '../shifts/offline-shifts.repository.ts';
import { toOfflinePunchDto } from './offline-punch-dto.ts';
import {
  claimOfflinePunch,
  dismissOfflinePunch,
  isOfflinePunchReceived,
  listOfflinePunchesForReview,
  settleOfflinePunch,
} from './offline-punches.repository.ts';

type LocationAccount = Extract<Account, { type: 'location' | 'manager' }>;
type LockedLocation = NonNullable<Awaited<ReturnType<typeof lockLocation>>>;
type Outcome = { employeeId: string | null } & (
  | { status: 'applied'; shiftId: string }
  | { status: 'review'; reason: OfflineReviewReason }
);

const HOUR_MS = 3_600_000;

/**
 * A punch time the kiosk's clock cannot have given, or one older than any location's window; null
 * when plausible. The location's own window (`offlinePunchMaxAgeHours`) is applied in `judge`.
 */
function timeReason(at: Date, receivedAt: Date): OfflineReviewReason | null {
  if (at.getTime() > receivedAt.getTime() + OFFLINE_PUNCH_MAX_FUTURE_MINUTES * 60_000)
    return 'IMPLAUSIBLE_TIME';
  if (receivedAt.getTime() - at.getTime() > OFFLINE_PUNCH_MAX_AGE_HOURS * HOUR_MS) return 'TOO_OLD';
  return null;
}

/**
 * Offline punches (docs/api.md, "Offline punches"; docs/decisions/0159-offline-punches.md). Each
 * punch of a batch is judged in its own transaction, in the order sent, by the rules of a live punch
 * at its corrected time; one that cannot apply is kept for the manager with the reason.
 */
export function createOfflinePunchesService({
  db,
  now,
  wrongPins,
}: {
  db: Db;
  now: () => Date;
  wrongPins: WrongPinLimiter;
}) {
  /**
   * The PIN of a punch taken offline, checked on arrival as the keypad checks it (kiosk/pin-check.ts
   * judgePin): a wrong one counts towards the lock and towards the kiosk's wrong-PIN budget, a
   * locked employee's is not compared, and once the kiosk's budget is spent none is
   * (docs/security.md). Null when it is right.
   */
  async function pinRefusal(
    employee: { personId: string; pinHash: string | null; pinLockedUntil: Date | null },
    pin: string | undefined,
    at: Date,
    caller: PinCaller,
  ): Promise<OfflineReviewReason | null> {
    if (pin === undefined) return 'PIN_REQUIRED';
    let verdict: PinVerdict;
    try {
      verdict = await judgePin(db, { wrongPins, caller }, employee, pin, at);
    } catch (error) {
      if (error instanceof HttpError && error.details.code === 'TOO_MANY_WRONG_PINS')
        return 'TOO_MANY_WRONG_PINS';
      throw error;
    }
    if (verdict.kind === 'locked' && verdict.wrong) return 'PIN_WRONG';
    const reasons = { right: null, notSet: 'PIN_NOT_SET', locked: 'PIN_LOCKED', wrong: 'PIN_WRONG' } as const;
    return reasons[verdict.kind];
  }

  /**
   * What the PIN check says of a punch not received before, judged before its transaction so that
   * no connection is held while the hash runs; undefined when the punch asks no PIN check (PINs are
   * off, or it goes to review for an earlier reason, which `judge` finds again).
   */
  async function pinVerdictBefore(
    account: LocationAccount,
    punch: QueuedPunch,
    at: Date,
    receivedAt: Date,
    caller: PinCaller,
  ): Promise<OfflineReviewReason | null | undefined> {
    if (account.type !== 'location' || account.pinLength === 0) return undefined;
    if (await isOfflinePunchReceived(db, { locationId: account.locationId, id: punch.id })) return undefined;
    const employee = await findEmployee(db, account.locationId, punch.employeeId);
    if (!employee?.isActive || timeReason(at, receivedAt)) return undefined;
    // As at the keypad: a clock-out needs no PIN from an employee who has none yet (kiosk/pin-check.ts).
    if (punch.type === 'clock-out' && employee.pinHash === null) return null;
    return pinRefusal(employee, punch.pin, receivedAt, caller);
  }

  /** The location's window for offline punches (settings `offlinePunchMaxAgeHours`), in ms. */
  const maxAgeMs = (location: LockedLocation) =>
    ((location.settings as { offlinePunchMaxAgeHours?: number } | null)?.offlinePunchMaxAgeHours ??
      OFFLINE_PUNCH_DEFAULT_MAX_AGE_HOURS) * HOUR_MS;

  /**
   * What a punch does at `at`, or why it goes to review. The time is the device's word (corrected by
   * the batch's `sentAt`, which the device also chose), so a punch that would rewrite what is known
   * otherwise goes to the manager instead: one older than the location's window, one before the
   * employee existed, one that would end a shift punched online, one that would change an approved
   * pay period (docs/api.md, "Offline punches"; docs/security.md).
   */
  async function judge(
    tx: DbOrTx,
    account: LocationAccount,
    location: LockedLocation,
    punch: QueuedPunch,
    at: Date,
    receivedAt: Date,
    pinReason: OfflineReviewReason | null | undefined,
  ): Promise<Outcome> {
    const employee = await findEmployee(tx, account.locationId, punch.employeeId);
    const review = (reason: OfflineReviewReason): Outcome => ({
      employeeId: employee?.id ?? null,
      status: 'review',
      reason,
    });
    if (!employee) return review('EMPLOYEE_NOT_FOUND');
    if (!employee.isActive) return review('EMPLOYEE_INACTIVE');
    const late = timeReason(at, receivedAt);
    if (late) return review(late);
    if (receivedAt.getTime() - at.getTime() > maxAgeMs(location)) return review('TOO_OLD');
    if (at.getTime() < employee.createdAt.getTime()) return review('BEFORE_EMPLOYEE_CREATED');
    if (account.type === 'location' && account.pinLength > 0) {
      // Judged before the transaction (pinVerdictBefore); a punch that raced past it is not applied.
      if (pinReason === undefined) return review('PIN_LOCKED');
      if (pinReason) return review(pinReason);
    }
    const changesApproved = async (shift: ShiftTimes) =>
      (await findApprovedPeriodChangedBy(tx, location, [shift])) !== undefined;
    const applied = (shiftId: string): Outcome => ({ employeeId: employee.id, status: 'applied', shiftId });
    if (punch.type === 'clock-in') {
      const limit = account.type === 'location' ? account.earlyClockInMinutes : null;
      if (limit !== null && (await tooEarly(tx, account.locationId, employee.code, limit, at))) {
        return review('EARLY_CLOCK_IN');
      }
      if (await changesApproved({ clockIn: at, clockOut: null })) return review('PERIOD_APPROVED');
      const started = await startOfflineShift(tx, {
        locationId: account.locationId,
        employeeId: employee.id,
        at,
      });
      if (started) return applied(started);
      return review((await findActiveClockIn(tx, employee.id)) ? 'ALREADY_CLOCKED_IN' : 'OVERLAPS_SHIFT');
    }
    const startedFrom = new Date(at.getTime() - MAX_OPEN_SHIFT_HOURS * HOUR_MS);
    const active = await findActiveShift(tx, employee.id);
    if (!active || active.clockIn > at) return review('NOT_CLOCKED_IN');
    if (active.clockIn < startedFrom) return review('SHIFT_TOO_LONG');
    // A shift clocked in online, or with a break punched online after this time, was seen live by the
    // server: the device's clock may not end it (an outage's clock-out of it is the manager's to confirm).
    if (!active.offline || (active.lastBreakPunch !== null && active.lastBreakPunch > at)) {
      return review('ENDS_ONLINE_SHIFT');
    }
    if (await changesApproved({ clockIn: active.clockIn, clockOut: at })) return review('PERIOD_APPROVED');
    const ended = await endOfflineShift(tx, { employeeId: employee.id, at, startedFrom });
    if (ended) return applied(ended);
    return review('NOT_CLOCKED_IN');
  }

  async function receiveOne(
    account: LocationAccount,
    caller: PinCaller,
    punch: QueuedPunch,
    offsetMs: number,
    receivedAt: Date,
  ) {
    const tokenJti = caller.device ?? undefined;
    const deviceTime = new Date(punch.deviceTime);
    const at = new Date(deviceTime.getTime() + offsetMs);
    const pinReason = await pinVerdictBefore(account, punch, at, receivedAt, caller);
    return inTransaction(db, async (tx) => {
      // Shared, as a correction takes it: an approval waits for this punch, or the punch reads it.
      const location = await lockLocation(tx, account.locationId, 'share');
      if (!location) throw new NotFound('Location not found');
      const key = { locationId: account.locationId, id: punch.id };
      const claim = await claimOfflinePunch(tx, {
        ...key,
        tokenJti,
        type: punch.type,
        employeeCode: punch.employeeId,
        deviceTime,
        punchTime: at,
        receivedAt,
      });
      // Sent before: the first send's outcome (a dismissed punch had gone to review).
      if (!claim.claimed) return claim.status === 'applied' ? 'applied' : 'review';
      const outcome = await judge(tx, account, location, punch, at, receivedAt, pinReason);
      await settleOfflinePunch(tx, key, outcome);
      return outcome.status;
    });
  }

  return {
    async receive(
      account: LocationAccount,
      token: { jti: string } | null,
      address: string,
      batch: { sentAt: string; punches: QueuedPunch[] },
    ) {
      const caller: PinCaller = { device: token?.jti ?? null, address };
      const receivedAt = now();
      // The device's clock against ours, measured now that it reaches us: a kiosk whose clock runs
      // 3 minutes fast sent punches 3 minutes fast too.
      const offsetMs = receivedAt.getTime() - Date.parse(batch.sentAt);
      const results: { id: string; outcome: 'applied' | 'review' }[] = [];
      for (const punch of batch.punches) {
        results.push({
          id: punch.id,
          outcome: await receiveOne(account, caller, punch, offsetMs, receivedAt),
        });
      }
      return { results };
    },

    async list(account: LocationAccount) {
      return { punches: (await listOfflinePunchesForReview(db, account.locationId)).map(toOfflinePunchDto) };
    },

    async dismiss(account: LocationAccount, id: string) {
      const result = await dismissOfflinePunch(db, {
        locationId: account.locationId,
        id,
        at: now(),
        by: actorOf(account),
      });
      if (!result) throw new NotFound(offlinePunchMessages.punchNotFound);
      if (!result.dismissed) throw new Conflict(offlinePunchMessages.alreadyDismissed);
      return { message: 'Offline punch dismissed', punch: toOfflinePunchDto(result.row) };
    },
  };
}

export type OfflinePunchesService = ReturnType<typeof createOfflinePunchesService>;
