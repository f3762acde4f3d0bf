import { LATE_ARRIVAL_GRACE_MINUTES } from '@shiftclock/contract/timesheets';
import { isAwaitingReview } from '../shifts/shift-dto.ts';
import { addDaysToDay, localDayOf, workweekStart } from './pay-periods.ts';
import { roundPunch } from './rounding.ts';

/**
 * The timesheet's arithmetic, without a database: hours per employee in a pay period with daily and
 * weekly overtime, double time, the seventh-day rule, breaks, the automatic deduction and rounding (docs/api.md,
 * "Hours and pay rules"). Everything is summed in exact milliseconds; rounding to 2 decimals happens once,
 * for display, so rounded parts never add up to a different total than the exact sum.
 */

const HOUR_MS = 3_600_000;

export type TotalsShift = {
  id: string;
  employeeUuid: string;
  clockIn: Date;
  clockOut: Date | null;
  corrected: boolean;
  autoClosed: boolean;
  reviewedAt: Date | null;
  offline: boolean;
};
export type TotalsScheduled = { employeeUuid: string; start: Date; end: Date };
export type AutoDeduction = { minutes: number; afterHours: number };
/** A break taken at the kiosk; `end` null while it goes on (or if a racing clock-out missed it). */
export type TotalsBreak = { shiftId: string; start: Date; end: Date | null; paid: boolean };

export type TotalsInput = {
  /** Inclusive days of the pay period. */
  startDate: string;
  endDate: string;
  timezone: string;
  /** Workweeks start on this day's weekday. */
  periodStart: string;
  weeklyOvertimeHours: number;
  dailyOvertimeHours: number | null;
  /** Hours a day past which time is double time; null: none. */
  doubleTimeDailyHours: number | null;
  /** The seventh consecutive day worked in a workweek: its first 8 hours overtime, the rest double. */
  seventhDayRule: boolean;
  /** Unpaid minutes taken off a shift longer than `afterHours` without such a break; null: none. */
  autoDeduction: AutoDeduction | null;
  /** Punches count to the nearest this many minutes of the local clock; null: as they are. */
  roundingMinutes: number | null;
  /**
   * Shifts that started from the first workweek's start (which may be before the period) to the
   * period's end: earlier days of that workweek count toward the weekly threshold.
   */
  shifts: TotalsShift[];
  /** Scheduled shifts that start inside the period. */
  scheduled: TotalsScheduled[];
  /** The breaks of `shifts` (others are ignored). */
  breaks: TotalsBreak[];
  now: Date;
};

export type EmployeeTotals = {
  employeeUuid: string;
  daysWorked: number;
  regularMs: number;
  overtimeMs: number;
  doubleTimeMs: number;
  /** regular + overtime + double time: the time paid, unpaid breaks taken off. */
  totalMs: number;
  /** totalMs from the punches as they are, before rounding. */
  actualMs: number;
  paidBreakMs: number;
  unpaidBreakMs: number;
  deductionMs: number;
  scheduledMs: number;
  shiftCount: number;
  lateArrivals: number;
  needsReview: number;
  awaitingReview: number;
  /** The period's shifts (by local start day), for the review list and the detailed export. */
  shiftIds: string[];
};

/** An open shift counts up to now (never negative, whatever the clocks of several servers say). */
export const shiftEnd = (shift: { clockIn: Date; clockOut: Date | null }, now: Date) =>
  shift.clockOut ?? new Date(Math.max(now.getTime(), shift.clockIn.getTime()));

/**
 * The milliseconds a shift pays: up to now while open, and nothing while it is auto-closed and not
 * yet reviewed (a forgotten clock-out is not 16 worked hours).
 */
export const paidMs = (
  shift: { clockIn: Date; clockOut: Date | null; autoClosed: boolean; reviewedAt: Date | null },
  now: Date,
) => (isAwaitingReview(shift) ? 0 : +shiftEnd(shift, now) - +shift.clockIn);

/**
 * A shift a manager should look at before payroll: its times were corrected, the server closed it
 * for a forgotten clock-out, or a punch of it came late from a kiosk's offline queue at the device's
 * (corrected) time. A shift still in progress is not one: it counts up to now and is listed with the
 * open shifts, and one forgotten past 16 hours is auto-closed and then flagged (issue 18).
 */
export const needsReview = (shift: {
  clockOut: Date | null;
  corrected: boolean;
  autoClosed: boolean;
  offline: boolean;
}) => shift.clockOut !== null && (shift.corrected || shift.autoClosed || shift.offline);

/** Breaks by the shift they belong to. */
export function breaksByShiftOf(breaks: readonly TotalsBreak[]) {
  const byShift = new Map<string, TotalsBreak[]>();
  for (const taken of breaks) {
    const list = byShift.get(taken.shiftId);
    if (list) list.push(taken);
    else byShift.set(taken.shiftId, [taken]);
  }
  return byShift;
}

/** A break's part inside its shift as counted (a shift corrected later may have cut it short). */
function breakMsWithin(taken: TotalsBreak, shift: TotalsShift, now: Date) {
  const shiftEnds = +shiftEnd(shift, now);
  const end = Math.min(+(taken.end ?? shiftEnds), shiftEnds);
  return Math.max(0, end - Math.max(+taken.start, +shift.clockIn));
}

/**
 * A shift's breaks split into paid and unpaid time, and the automatic deduction if it applies: none
 * of it while the shift counts 0 (awaiting review).
 */
export function breakTimes(
  shift: TotalsShift,
  breaks: readonly TotalsBreak[],
  now: Date,
  autoDeduction: AutoDeduction | null = null,
) {
  let paid = 0;
  let unpaid = 0;
  let longestUnpaid = 0;
  if (isAwaitingReview(shift)) return { paidBreakMs: 0, unpaidBreakMs: 0, deductionMs: 0 };
  for (const taken of breaks) {
    const ms = breakMsWithin(taken, shift, now);
    if (taken.paid) paid += ms;
    else {
      unpaid += ms;
      longestUnpaid = Math.max(longestUnpaid, ms);
    }
  }
  let deduction = 0;
  if (autoDeduction) {
    const length = paidMs(shift, now);
    const deductMs = autoDeduction.minutes * 60_000;
    // Never more than what is left of the shift once its unpaid breaks are off.
    if (length > autoDeduction.afterHours * HOUR_MS && longestUnpaid < deductMs)
      deduction = Math.min(deductMs, length - unpaid);
  }
  return { paidBreakMs: paid, unpaidBreakMs: unpaid, deductionMs: deduction };
}

/**
 * A shift's worked time: its length (from rounded punches where the location rounds) less its
 * unpaid breaks and deduction, which are never rounded; and the same from the punches as they are.
 */
export function workedTimes(
  shift: TotalsShift,
  taken: ReturnType<typeof breakTimes>,
  now: Date,
  rounding: { minutes: number | null; timezone: string },
) {
  const actualLength = paidMs(shift, now);
  const off = taken.unpaidBreakMs + taken.deductionMs;
  let length = actualLength;
  if (rounding.minutes !== null && !isAwaitingReview(shift)) {
    const start = roundPunch(shift.clockIn, rounding.minutes, rounding.timezone);
    const end = roundPunch(shiftEnd(shift, now), rounding.minutes, rounding.timezone);
    length = Math.max(0, +end - +start);
  }
  return { workedMs: Math.max(0, length - off), actualWorkedMs: Math.max(0, actualLength - off) };
}

/** One day's worked time split by the daily rules; `regular` may still become weekly overtime. */
function splitDay(
  worked: number,
  rules: { dailyMs: number | null; doubleMs: number | null; seventhDay: boolean },
) {
  if (rules.seventhDay) {
    const overtime = Math.min(worked, SEVENTH_DAY_OVERTIME_MS);
    return { regular: 0, overtime, doubleTime: worked - overtime };
  }
  const doubleTime = rules.doubleMs === null ? 0 : Math.max(0, worked - rules.doubleMs);
  const belowDouble = worked - doubleTime;
  const overtime = rules.dailyMs === null ? 0 : Math.max(0, belowDouble - rules.dailyMs);
  return { regular: belowDouble - overtime, overtime, doubleTime };
}

/** California's seventh day: its first 8 hours are overtime, the rest double time. */
const SEVENTH_DAY_OVERTIME_MS = 8 * HOUR_MS;

export function computeTotals(input: TotalsInput): EmployeeTotals[] {
  const { startDate, endDate, timezone, now } = input;
  const inPeriod = (day: string) => day >= startDate && day <= endDate;
  const firstDay = workweekStart(startDate, input.periodStart);
  const weeklyMs = input.weeklyOvertimeHours * HOUR_MS;
  const dailyMs = input.dailyOvertimeHours === null ? null : input.dailyOvertimeHours * HOUR_MS;
  const doubleMs = input.doubleTimeDailyHours === null ? null : input.doubleTimeDailyHours * HOUR_MS;

  const breaksByShift = breaksByShiftOf(input.breaks);

  type DayShift = TotalsShift &
    ReturnType<typeof breakTimes> &
    ReturnType<typeof workedTimes> & { day: string };
  const rounding = { minutes: input.roundingMinutes, timezone };
  const byEmployee = new Map<string, { shifts: DayShift[]; scheduled: TotalsScheduled[] }>();
  const entry = (uuid: string) => {
    let e = byEmployee.get(uuid);
    if (!e) {
      e = { shifts: [], scheduled: [] };
      byEmployee.set(uuid, e);
    }
    return e;
  };
  for (const shift of input.shifts) {
    // A shift belongs wholly to the local day it started on, across midnight and the period's end;
    // so do its breaks, even one taken after midnight.
    const day = localDayOf(shift.clockIn, timezone);
    if (day < firstDay || day > endDate) continue;
    const breaks = breakTimes(shift, breaksByShift.get(shift.id) ?? [], now, input.autoDeduction);
    const worked = workedTimes(shift, breaks, now, rounding);
    entry(shift.employeeUuid).shifts.push({ ...shift, day, ...breaks, ...worked });
  }
  for (const s of input.scheduled) {
    if (inPeriod(localDayOf(s.start, timezone))) entry(s.employeeUuid).scheduled.push(s);
  }

  const result: EmployeeTotals[] = [];
  for (const [employeeUuid, { shifts, scheduled }] of byEmployee) {
    const periodShifts = shifts.filter((s) => inPeriod(s.day)).sort((a, b) => +a.clockIn - +b.clockIn);
    if (periodShifts.length === 0 && scheduled.length === 0) continue;

    // Worked time per day: unpaid breaks and automatic deductions are not worked time.
    const msByDay = new Map<string, number>();
    for (const s of shifts) msByDay.set(s.day, (msByDay.get(s.day) ?? 0) + s.workedMs);

    let regularMs = 0;
    let overtimeMs = 0;
    let doubleTimeMs = 0;
    let weekRegularMs = 0;
    let daysInARow = 0;
    for (let day = firstDay; day <= endDate; day = addDaysToDay(day, 1)) {
      if (day !== firstDay && workweekStart(day, input.periodStart) === day) {
        weekRegularMs = 0;
        daysInARow = 0;
      }
      const worked = msByDay.get(day) ?? 0;
      daysInARow = worked > 0 ? daysInARow + 1 : 0;
      // Daily overtime and double time first; what stays regular then fills the workweek's
      // threshold. An hour is overtime once, by whichever rule reaches it first.
      const split = splitDay(worked, {
        dailyMs,
        doubleMs,
        seventhDay: input.seventhDayRule && daysInARow === 7,
      });
      const regular = Math.min(split.regular, Math.max(0, weeklyMs - weekRegularMs));
      weekRegularMs += regular;
      if (inPeriod(day)) {
        regularMs += regular;
        overtimeMs += split.overtime + (split.regular - regular);
        doubleTimeMs += split.doubleTime;
      }
    }

    result.push({
      employeeUuid,
      daysWorked: new Set(periodShifts.map((s) => s.day)).size,
      regularMs,
      overtimeMs,
      doubleTimeMs,
      totalMs: regularMs + overtimeMs + doubleTimeMs,
      actualMs: periodShifts.reduce((sum, s) => sum + s.actualWorkedMs, 0),
      paidBreakMs: periodShifts.reduce((sum, s) => sum + s.paidBreakMs, 0),
      unpaidBreakMs: periodShifts.reduce((sum, s) => sum + s.unpaidBreakMs, 0),
      deductionMs: periodShifts.reduce((sum, s) => sum + s.deductionMs, 0),
      scheduledMs: scheduled.reduce((sum, s) => sum + (+s.end - +s.start), 0),
      shiftCount: periodShifts.length,
      lateArrivals: periodShifts.filter((s) => isLate(s, scheduled, timezone)).length,
      needsReview: periodShifts.filter(needsReview).length,
      awaitingReview: periodShifts.filter(isAwaitingReview).length,
      shiftIds: periodShifts.map((s) => s.id),
    });
  }
  return result;
}

/**
 * Late: the clock-in came more than the grace after the start of the same day's scheduled shift
 * nearest to it (with a split shift, each part is compared with its own schedule).
 */
function isLate(shift: TotalsShift & { day: string }, scheduled: TotalsScheduled[], timezone: string) {
  let nearest: TotalsScheduled | undefined;
  for (const s of scheduled) {
    if (localDayOf(s.start, timezone) !== shift.day) continue;
    if (!nearest || Math.abs(+s.start - +shift.clockIn) < Math.abs(+nearest.start - +shift.clockIn))
      nearest = s;
  }
  return nearest !== undefined && +shift.clockIn - +nearest.start > LATE_ARRIVAL_GRACE_MINUTES * 60_000;
}
