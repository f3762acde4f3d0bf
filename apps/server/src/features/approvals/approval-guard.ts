import { periodApprovedRefusal, timesheetMessages } from '@shiftclock/contract/messages';
import { DEFAULT_PAYROLL } from '@shiftclock/contract/payroll';
import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict } from '../../platform/errors.ts';
import { workweekStart } from '../../shared/pay-periods.ts';
import { type Workdays, workdaysOf } from '../../shared/workdays.ts';
import { findApprovalOfPersonElsewhere, findApprovalOverlapping } from './approvals.repository.ts';

/**
 * An approved pay period never changes (docs/api.md, "Approval"; docs/decisions/0169-approved-weeks.md).
 * A shift's figures belong to the days it counts on, and weekly overtime and the seventh day
 * accumulate forward through the workweek: a change on day D can move figures on D and on every later
 * day of D's workweek, which may lie in the next period. So a write is refused when an approved period
 * shares a day with [the earliest day it touches, the end of the workweek of the latest day it
 * touches]. Every route that writes shifts asks here: corrections, missed shifts, confirmations, the
 * kiosk's punches and breaks, offline punches.
 *
 * Callers hold the location row `FOR SHARE` (approvals.repository.ts `lockLocation`) before asking,
 * so an approval (which takes it exclusively) is settled by the database: it waits for the write, or
 * the write reads the approval.
 */

/** A shift as the guard sees it: the instants that decide which days its hours count on. */
export type ShiftTimes = { clockIn: Date; clockOut: Date | null };

/**
 * The workdays whose figures a shift's hours count in: each workday it spans, from its clock-in's to
 * its clock-out's (docs/decisions/0171-the-workday.md). An open shift's later hours are checked again
 * when it is closed.
 */
export function daysCountedOn(shift: ShiftTimes, workdays: Workdays): string[] {
  const first = workdays.workdayOf(shift.clockIn);
  const last = shift.clockOut ? workdays.workdayOf(shift.clockOut) : first;
  return last > first ? [first, last] : [first];
}

/** The days whose figures a write touching these shifts (as they were and as they become) may change. */
export function daysChangedBy(
  shifts: readonly ShiftTimes[],
  workdays: Workdays,
  periodStart: string,
): { from: string; to: string } {
  const days = shifts.flatMap((shift) => daysCountedOn(shift, workdays)).sort();
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) throw new Error('a write touches at least one shift');
  return { from: first, to: addDaysToDay(workweekStart(last, periodStart), 6) };
}

type LockedLocation = { id: string; timezone: string; settings: unknown };

/** The payroll settings a location's stored settings mean (the defaults under what is stored). */
export const payrollOf = (settings: unknown) => ({
  ...DEFAULT_PAYROLL,
  ...(settings as { payroll?: { periodStart?: string; workdayStart?: string } } | null)?.payroll,
});

/** The approved period a write touching these shifts would change, if any (the earliest). */
export async function findApprovedPeriodChangedBy(
  tx: DbOrTx,
  location: LockedLocation,
  shifts: readonly ShiftTimes[],
): Promise<{ startDate: string; endDate: string } | undefined> {
  const payroll = payrollOf(location.settings);
  const workdays = workdaysOf(location.timezone, payroll.workdayStart);
  const { from, to } = daysChangedBy(shifts, workdays, payroll.periodStart);
  return findApprovalOverlapping(tx, location.id, from, to);
}

/** 409 PERIOD_APPROVED naming the period, for a manager's write. */
export const periodApprovedConflict = (period: { startDate: string; endDate: string }) =>
  new Conflict(periodApprovedRefusal(period.startDate, period.endDate), {
    code: 'PERIOD_APPROVED',
    extra: { periodStart: period.startDate, periodEnd: period.endDate },
  });

/** Refuses (409 PERIOD_APPROVED) a manager's write that would change an approved period. */
export async function assertNoApprovedPeriodChanged(
  tx: DbOrTx,
  location: LockedLocation,
  shifts: readonly ShiftTimes[],
) {
  const approved = await findApprovedPeriodChangedBy(tx, location, shifts);
  if (approved) throw periodApprovedConflict(approved);
}

/**
 * Refuses (409 PERIOD_APPROVED_ELSEWHERE) a manager's write that would change a period approved at
 * another location of the person: their hours there are charged after the hours here in time order,
 * so earlier hours here can move them (docs/api.md, "Approval and people at several locations"). The
 * other location is not named to this one's manager.
 */
export async function assertNoApprovedPeriodElsewhere(
  tx: DbOrTx,
  location: LockedLocation,
  personId: string,
  shifts: readonly ShiftTimes[],
) {
  const payroll = payrollOf(location.settings);
  const workdays = workdaysOf(location.timezone, payroll.workdayStart);
  const days = daysChangedBy(shifts, workdays, payroll.periodStart);
  if (await findApprovalOfPersonElsewhere(tx, { personId, locationId: location.id, ...days }))
    throw new Conflict(timesheetMessages.periodApprovedElsewhere, { code: 'PERIOD_APPROVED_ELSEWHERE' });
}
