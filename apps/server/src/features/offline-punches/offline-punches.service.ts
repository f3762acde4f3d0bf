import { MAX_OPEN_SHIFT_HOURS } from '@shiftclock/contract/constants';
import {
  OFFLINE_PUNCH_MAX_AGE_HOURS,
  OFFLINE_PUNCH_MAX_FUTURE_MINUTES,
  type OfflineReviewReason,
  offlinePunchMessages,
  type QueuedPunch,
} from '@shiftclock/contract/offline-punches';
import { type Db, type DbOrTx, inTransaction } from '../../db/client.ts';
import type { Account } from '../../http/auth.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import { findEmployee } from '../employees/employees.repository.ts';
import { tooEarly } from '../kiosk/early-clock-in.ts';
import { judgePin } from '../kiosk/pin-check.ts';
import { actorOf } from '../shifts/corrections.service.ts';
import { toOfflinePunchDto } from './offline-punch-dto.ts';
import {
  claimOfflinePunch,
  dismissOfflinePunch,
  endOfflineShift,
  findActiveClockIn,
  listOfflinePunchesForReview,
  settleOfflinePunch,
  startOfflineShift,
} from './offline-punches.repository.ts';

type LocationAccount = Extract<Account, { type: 'location' | 'manager' }>;
type Outcome = { employeeId: string | null } & (
  | { status: 'applied'; shiftId: string }
  | { status: 'review'; reason: OfflineReviewReason }
);

const HOUR_MS = 3_600_000;

/**
 * Offline punches (docs/api.md, "Offline punches"; docs/decisions/0159-offline-punches.md). Each
 * punch of a batch is judged in its own transaction, in the order sent, by the rules of a live punch
 * at its corrected time; one that cannot apply is kept for the manager with the reason.
 */
export function createOfflinePunchesService({ db, now }: { db: Db; now: () => Date }) {
  /**
   * The PIN of a punch taken offline, checked on arrival as the keypad checks it (kiosk/pin-check.ts
   * judgePin): a wrong one counts towards the lock, a locked employee's is not compared
   * (docs/security.md). Null when it is right.
   */
  async function pinRefusal(
    tx: DbOrTx,
    employee: { id: string; pinHash: string | null; pinLockedUntil: Date | null },
    pin: string | undefined,
    at: Date,
  ): Promise<OfflineReviewReason | null> {
    if (pin === undefined) return 'PIN_REQUIRED';
    const verdict = await judgePin(tx, employee, pin, at);
    if (verdict.kind === 'locked' && verdict.wrong) return 'PIN_WRONG';
    const reasons = { right: null, notSet: 'PIN_NOT_SET', locked: 'PIN_LOCKED', wrong: 'PIN_WRONG' } as const;
    return reasons[verdict.kind];
  }

  /** What a punch does at `at`, or why it goes to review. */
  async function judge(
    tx: DbOrTx,
    account: LocationAccount,
    punch: QueuedPunch,
    at: Date,
    receivedAt: Date,
  ): Promise<Outcome> {
    const employee = await findEmployee(tx, account.locationId, punch.employeeId);
    const review = (reason: OfflineReviewReason): Outcome => ({
      employeeId: employee?.id ?? null,
      status: 'review',
      reason,
    });
    if (!employee) return review('EMPLOYEE_NOT_FOUND');
    if (!employee.isActive) return review('EMPLOYEE_INACTIVE');
    if (at.getTime() > receivedAt.getTime() + OFFLINE_PUNCH_MAX_FUTURE_MINUTES * 60_000) {
      return review('IMPLAUSIBLE_TIME');
    }
    if (receivedAt.getTime() - at.getTime() > OFFLINE_PUNCH_MAX_AGE_HOURS * HOUR_MS) return review('TOO_OLD');
    if (account.type === 'location' && account.pinLength > 0) {
      const refused = await pinRefusal(tx, employee, punch.pin, receivedAt);
      if (refused) return review(refused);
    }
    const applied = (shiftId: string): Outcome => ({ employeeId: employee.id, status: 'applied', shiftId });
    if (punch.type === 'clock-in') {
      const limit = account.type === 'location' ? account.earlyClockInMinutes : null;
      if (limit !== null && (await tooEarly(tx, account.locationId, employee.code, limit, at))) {
        return review('EARLY_CLOCK_IN');
      }
      const started = await startOfflineShift(tx, {
        locationId: account.locationId,
        employeeId: employee.id,
        at,
      });
      if (started) return applied(started);
      return review((await findActiveClockIn(tx, employee.id)) ? 'ALREADY_CLOCKED_IN' : 'OVERLAPS_SHIFT');
    }
    const startedFrom = new Date(at.getTime() - MAX_OPEN_SHIFT_HOURS * HOUR_MS);
    const ended = await endOfflineShift(tx, { employeeId: employee.id, at, startedFrom });
    if (ended) return applied(ended);
    const activeSince = await findActiveClockIn(tx, employee.id);
    return review(activeSince && activeSince <= at ? 'SHIFT_TOO_LONG' : 'NOT_CLOCKED_IN');
  }

  async function receiveOne(
    account: LocationAccount,
    tokenJti: string | undefined,
    punch: QueuedPunch,
    offsetMs: number,
    receivedAt: Date,
  ) {
    const deviceTime = new Date(punch.deviceTime);
    const at = new Date(deviceTime.getTime() + offsetMs);
    return inTransaction(db, async (tx) => {
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
      const outcome = await judge(tx, account, punch, at, receivedAt);
      await settleOfflinePunch(tx, key, outcome);
      return outcome.status;
    });
  }

  return {
    async receive(
      account: LocationAccount,
      token: { jti: string } | null,
      batch: { sentAt: string; punches: QueuedPunch[] },
    ) {
      const receivedAt = now();
      // The device's clock against ours, measured now that it reaches us: a kiosk whose clock runs
      // 3 minutes fast sent punches 3 minutes fast too.
      const offsetMs = receivedAt.getTime() - Date.parse(batch.sentAt);
      const results: { id: string; outcome: 'applied' | 'review' }[] = [];
      for (const punch of batch.punches) {
        results.push({
          id: punch.id,
          outcome: await receiveOne(account, token?.jti, punch, offsetMs, receivedAt),
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
