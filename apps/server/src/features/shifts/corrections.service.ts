import type { AuditBreak } from '@shiftclock/contract/audit';
import type {
  AddShiftBody,
  BreakInput,
  ConfirmShiftBody,
  CorrectShiftBody,
} from '@shiftclock/contract/corrections';
import { timesheetMessages } from '@shiftclock/contract/messages';
import type { Db, Tx } from '../../db/client.ts';
import type { Account } from '../../platform/account.ts';
import { Conflict, FieldInvalid, NotFound } from '../../platform/errors.ts';
import { assertNoApprovedPeriodChanged, type ShiftTimes } from '../approvals/approval-guard.ts';
import { lockLocation } from '../approvals/approvals.repository.ts';
import { insertAuditEntry, listShiftAudit } from './audit.repository.ts';
import { actorOf } from './audit-actor.ts';
import {
  findOverlap,
  insertManualShift,
  lockEmployeeForShiftChange,
  lockShift,
  markShiftReviewed,
  updateShiftTimes,
} from './corrections.repository.ts';
import { closeRunawayShifts } from './runaway-shifts.repository.ts';
import {
  endOpenBreak,
  listShiftBreaks,
  replaceShiftBreaks,
  type StoredBreak,
} from './shift-breaks.repository.ts';
import { toShiftDto } from './shift-dto.ts';
import { findShiftLocationId, findShiftWithEmployee } from './shifts.repository.ts';

type Manager = Extract<Account, { type: 'location' | 'manager' }>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** True when a correction names the instants the shift already has (to the millisecond). */
const sameTimes = (shift: { clockIn: Date; clockOut: Date | null }, clockIn: Date, clockOut: Date) =>
  shift.clockIn.getTime() === clockIn.getTime() && shift.clockOut?.getTime() === clockOut.getTime();

/** A body's breaks as instants, earliest first (the contract has checked they do not overlap). */
const breaksOf = (breaks: readonly BreakInput[]) =>
  breaks
    .map((item) => ({ start: new Date(item.start), end: new Date(item.end), paid: item.paid }))
    .sort((a, b) => a.start.getTime() - b.start.getTime());

/** The breaks as the audit trail keeps them. */
const auditBreaks = (breaks: readonly StoredBreak[]): AuditBreak[] =>
  breaks.map((item) => ({ start: item.start.toISOString(), end: iso(item.end), paid: item.paid }));

/** Both lists earliest first: the same breaks to the millisecond, paid alike. */
const sameBreaks = (stored: readonly StoredBreak[], wanted: readonly StoredBreak[]) =>
  stored.length === wanted.length &&
  stored.every((item, index) => {
    const other = wanted[index];
    return (
      other !== undefined &&
      item.start.getTime() === other.start.getTime() &&
      item.end?.getTime() === other.end?.getTime() &&
      item.paid === other.paid
    );
  });

/**
 * Corrections (docs/decisions/0090-timesheets.md): a manager fixes a shift's times, closes a forgotten one or adds a missed one.
 * Each runs in one transaction that takes, in this order, the location (shared: an approval waits for
 * us, and we for it), the shift and the employee, so the rules below are checked against rows nobody
 * else can change until we commit.
 */
export function createCorrectionsService({ db, now }: { db: Db; now: () => Date }) {
  function assertNotFuture(clockOut: Date, at: Date) {
    if (clockOut.getTime() > at.getTime()) throw new FieldInvalid('clockOut', timesheetMessages.inFuture);
  }

  /**
   * Takes the location shared (an approval waits for us, and we for it) and answers its row, for
   * assertOpenPeriods to read the payroll settings from.
   */
  async function lockLocationShared(tx: Tx, account: Manager) {
    const location = await lockLocation(tx, account.locationId, 'share');
    if (!location) throw new NotFound(timesheetMessages.shiftNotFound);
    return location;
  }

  /** 409 PERIOD_APPROVED when the shifts as they were and become would change an approved period. */
  async function assertOpenPeriods(
    tx: Tx,
    location: Awaited<ReturnType<typeof lockLocationShared>>,
    shifts: ShiftTimes[],
  ) {
    await assertNoApprovedPeriodChanged(tx, location, shifts);
  }

  /** Another shift of the person in the way: here, or at another of their locations (not named). */
  async function assertNoOverlap(tx: Tx, locationId: string, input: Parameters<typeof findOverlap>[1]) {
    const overlap = await findOverlap(tx, input);
    if (!overlap) return;
    if (overlap.locationId !== locationId)
      throw new Conflict(timesheetMessages.overlapElsewhere, { code: 'OVERLAP_ELSEWHERE' });
    throw new Conflict(timesheetMessages.overlap, { code: 'SHIFT_OVERLAP' });
  }

  /** Another location's shift is as unknown as a missing one. */
  async function assertShiftHere(account: Manager, shiftId: string) {
    if ((await findShiftLocationId(db, shiftId)) !== account.locationId)
      throw new NotFound(timesheetMessages.shiftNotFound);
  }

  async function shiftDto(shiftId: string) {
    const row = await findShiftWithEmployee(db, shiftId);
    if (!row) throw new NotFound(timesheetMessages.shiftNotFound);
    return toShiftDto(row);
  }

  return {
    async correct(account: Manager, shiftId: string, body: CorrectShiftBody) {
      const at = now();
      const clockIn = new Date(body.clockIn);
      const clockOut = new Date(body.clockOut);
      assertNotFuture(clockOut, at);
      // A runaway shift is closed (and audited) first, so the correction's "before" is what the manager saw.
      await closeRunawayShifts(db, at, account.locationId);
      const changed = await db.transaction(async (tx) => {
        const location = await lockLocationShared(tx, account);
        const shift = await lockShift(tx, account.locationId, shiftId);
        if (!shift) throw new NotFound(timesheetMessages.shiftNotFound);
        await lockEmployeeForShiftChange(tx, account.locationId, { id: shift.employeeId });
        // An approved period still answers 409, unchanged times or not: it tells the manager why.
        await assertOpenPeriods(tx, location, [shift, { clockIn, clockOut }]);
        const storedBreaks = await listShiftBreaks(tx, shift.id);
        const wantedBreaks = body.breaks ? breaksOf(body.breaks) : null;
        // Saving the times and breaks the shift already has is not a correction: no audit entry, no
        // 'Corrected' mark, the kiosk's originals stay unrecorded (docs/api.md, "Timesheets").
        if (
          sameTimes(shift, clockIn, clockOut) &&
          (wantedBreaks === null || sameBreaks(storedBreaks, wantedBreaks))
        )
          return false;
        await assertNoOverlap(tx, account.locationId, {
          employeeId: shift.employeeId,
          from: clockIn,
          to: clockOut,
          now: at,
          exceptShiftId: shift.id,
        });
        await updateShiftTimes(tx, shift.id, { clockIn, clockOut }, { at, by: actorOf(account) });
        if (wantedBreaks) await replaceShiftBreaks(tx, shift, wantedBreaks);
        else await endOpenBreak(tx, shift.id, clockOut);
        const afterBreaks = wantedBreaks ?? (await listShiftBreaks(tx, shift.id));
        await insertAuditEntry(tx, {
          locationId: account.locationId,
          shiftId: shift.id,
          action: 'correct',
          actor: actorOf(account),
          before: {
            clockIn: shift.clockIn.toISOString(),
            clockOut: iso(shift.clockOut),
            breaks: auditBreaks(storedBreaks),
          },
          after: {
            clockIn: clockIn.toISOString(),
            clockOut: clockOut.toISOString(),
            breaks: auditBreaks(afterBreaks),
          },
          reason: body.reason || null,
          at,
        });
        return true;
      });
      const message = changed ? timesheetMessages.shiftCorrected : timesheetMessages.shiftUnchanged;
      return { message, shift: await shiftDto(shiftId) };
    },

    async add(account: Manager, body: AddShiftBody) {
      const at = now();
      const clockIn = new Date(body.clockIn);
      const clockOut = new Date(body.clockOut);
      assertNotFuture(clockOut, at);
      const id = await db.transaction(async (tx) => {
        const location = await lockLocationShared(tx, account);
        const employee = await lockEmployeeForShiftChange(tx, account.locationId, { code: body.employeeId });
        if (!employee) throw new NotFound(timesheetMessages.employeeNotFound);
        await assertOpenPeriods(tx, location, [{ clockIn, clockOut }]);
        await assertNoOverlap(tx, account.locationId, {
          employeeId: employee.id,
          from: clockIn,
          to: clockOut,
          now: at,
        });
        const shift = await insertManualShift(tx, {
          locationId: account.locationId,
          employeeId: employee.id,
          clockIn,
          clockOut,
        });
        if (!shift) throw new Error('shift insert returned no row');
        const breaks = breaksOf(body.breaks ?? []);
        await replaceShiftBreaks(tx, { id: shift.id, locationId: account.locationId }, breaks);
        await insertAuditEntry(tx, {
          locationId: account.locationId,
          shiftId: shift.id,
          action: 'create',
          actor: actorOf(account),
          before: null,
          after: {
            clockIn: clockIn.toISOString(),
            clockOut: clockOut.toISOString(),
            breaks: auditBreaks(breaks),
          },
          reason: body.reason || null,
          at,
        });
        return shift.id;
      });
      return { message: timesheetMessages.shiftAdded, shift: await shiftDto(id) };
    },

    /**
     * An auto-closed shift was worked as recorded (clock-in + 16 h): from now on it counts its hours.
     * Audited like a correction, with the same times before and after.
     */
    async confirm(account: Manager, shiftId: string, body: ConfirmShiftBody) {
      const at = now();
      await db.transaction(async (tx) => {
        const location = await lockLocationShared(tx, account);
        const shift = await lockShift(tx, account.locationId, shiftId);
        if (!shift) throw new NotFound(timesheetMessages.shiftNotFound);
        if (!shift.autoClosed)
          throw new Conflict(timesheetMessages.notAutoClosed, { code: 'NOT_AUTO_CLOSED' });
        if (shift.reviewedAt)
          throw new Conflict(timesheetMessages.alreadyReviewed, { code: 'ALREADY_REVIEWED' });
        await assertOpenPeriods(tx, location, [shift]);
        await markShiftReviewed(tx, shift.id, { at, by: actorOf(account) });
        const times = { clockIn: shift.clockIn.toISOString(), clockOut: iso(shift.clockOut) };
        await insertAuditEntry(tx, {
          locationId: account.locationId,
          shiftId: shift.id,
          action: 'confirm',
          actor: actorOf(account),
          before: times,
          after: times,
          reason: body?.reason || null,
          at,
        });
      });
      return { message: timesheetMessages.shiftConfirmed, shift: await shiftDto(shiftId) };
    },

    async audit(account: Manager, shiftId: string) {
      await assertShiftHere(account, shiftId);
      return { entries: await listShiftAudit(db, account.locationId, shiftId) };
    },

    /** The shift's breaks, for Correct Shift to show and edit. */
    async breaks(account: Manager, shiftId: string) {
      await assertShiftHere(account, shiftId);
      const breaks = await listShiftBreaks(db, shiftId);
      return {
        breaks: breaks.map((item) => ({
          id: item.id,
          start: item.start.toISOString(),
          end: iso(item.end),
          paid: item.paid,
        })),
      };
    },
  };
}

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
