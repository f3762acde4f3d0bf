import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import { LATE_ARRIVAL_GRACE_MINUTES } from '@shiftclock/contract/timesheets';
import { workweekStart } from '../../shared/pay-periods.ts';
import { type Workdays, workdaysOf } from '../../shared/workdays.ts';
import { isAwaitingReview } from '../shifts/shift-dto.ts';
import {
  type AutoDeduction,
  breaksByShiftOf,
  type CountedShift,
  type CountingRules,
  countShift,
  HOUR_MS,
  type TotalsBreak,
  type TotalsShift,
} from './shift-count.ts';

/**
 * The timesheet's arithmetic, without a database: hours per employee in a pay period with daily and
 * weekly overtime, double time, the seventh-day rule, breaks, the automatic deduction and rounding (docs/api.md,
 * "Hours and pay rules"). Everything is summed in exact milliseconds; rounding to 2 decimals happens once,
 * for display, so rounded parts never add up to a different total than the exact sum. Daily rules
 * count per workday (workdays.ts): a shift across the workday's start counts on both sides of it.
 * Each shift is counted by shift-count.ts; here its hours meet the daily and weekly rules.
 */

export type TotalsScheduled = { employeeUuid: string; start: Date; end: Date };

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
  /** The local time each workday starts at, `HH:MM` (default midnight). */
  workdayStart?: string;
  /**
   * Shifts that started from a day before the first workweek's start (which may be before the period)
   * to the period's last workday's end: earlier days of that workweek count toward the weekly
   * threshold, and a shift begun the evening before may reach into its first workday.
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
  /** The period's shifts (by the workday they start in), for the review list and the detailed export. */
  shiftIds: string[];
  /** Each workday of the period with worked time, split by the daily rules, in order. */
  workdays: WorkdayTotals[];
  /**
   * Auto-closed shifts awaiting review in the period's workweeks: they count 0 until reviewed, so
   * every figure here (the seventh day, the weekly threshold) may still change with them.
   */
  pendingShifts: { id: string; clockIn: Date }[];
};

export type WorkdayTotals = { workday: string; regularMs: number; overtimeMs: number; doubleTimeMs: number };

/**
 * A shift a manager should look at before payroll: its times were corrected, the server closed it
 * for a forgotten clock-out, or a punch of it came late from a kiosk's offline queue at the device's
 * (corrected) time. A shift still in progress is not one: it counts up to now and is listed with the
 * open shifts, and one forgotten past 16 hours is auto-closed and then flagged (docs/api.md, "Timesheets").
 */
export const needsReview = (shift: {
  clockOut: Date | null;
  corrected: boolean;
  autoClosed: boolean;
  offline: boolean;
}) => shift.clockOut !== null && (shift.corrected || shift.autoClosed || shift.offline);

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
  const workdays = workdaysOf(timezone, input.workdayStart ?? '00:00');
  const rules: CountingRules = {
    autoDeduction: input.autoDeduction,
    roundingMinutes: input.roundingMinutes,
    timezone,
    workdays,
  };

  const breaksByShift = breaksByShiftOf(input.breaks);

  type DayShift = TotalsShift & CountedShift;
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
    const counted = countShift(shift, breaksByShift.get(shift.id) ?? [], now, rules);
    // Begun after the period, or wholly before its first workweek: nothing of it counts here.
    if (counted.startWorkday > endDate) continue;
    if (counted.startWorkday < firstDay && counted.parts.every((part) => part.workday < firstDay)) continue;
    entry(shift.employeeUuid).shifts.push({ ...shift, ...counted });
  }
  for (const s of input.scheduled) {
    if (inPeriod(workdays.workdayOf(s.start))) entry(s.employeeUuid).scheduled.push(s);
  }

  const result: EmployeeTotals[] = [];
  for (const [employeeUuid, { shifts, scheduled }] of byEmployee) {
    const periodShifts = shifts
      .filter((s) => inPeriod(s.startWorkday))
      .sort((a, b) => +a.clockIn - +b.clockIn);

    // Worked time per workday: unpaid breaks and automatic deductions are not worked time.
    const msByDay = new Map<string, number>();
    for (const s of shifts)
      for (const part of s.parts) msByDay.set(part.workday, (msByDay.get(part.workday) ?? 0) + part.ms);

    let regularMs = 0;
    let overtimeMs = 0;
    let doubleTimeMs = 0;
    let weekRegularMs = 0;
    let daysInARow = 0;
    const workdayTotals: WorkdayTotals[] = [];
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
        const overtime = split.overtime + (split.regular - regular);
        regularMs += regular;
        overtimeMs += overtime;
        doubleTimeMs += split.doubleTime;
        if (worked > 0)
          workdayTotals.push({
            workday: day,
            regularMs: regular,
            overtimeMs: overtime,
            doubleTimeMs: split.doubleTime,
          });
      }
    }

    // Nothing of this employee in the period: no shift begun, nothing worked, nothing scheduled.
    if (periodShifts.length === 0 && scheduled.length === 0 && workdayTotals.length === 0) continue;
    result.push({
      employeeUuid,
      // The workdays the period's shifts start in: a night shift is one day worked, not two.
      daysWorked: new Set(periodShifts.map((s) => s.startWorkday)).size,
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
      lateArrivals: periodShifts.filter((s) => isLate(s, scheduled, workdays)).length,
      needsReview: periodShifts.filter(needsReview).length,
      awaitingReview: periodShifts.filter(isAwaitingReview).length,
      shiftIds: periodShifts.map((s) => s.id),
      workdays: workdayTotals,
      pendingShifts: shifts
        .filter((s) => isAwaitingReview(s) && s.startWorkday >= firstDay)
        .sort((a, b) => +a.clockIn - +b.clockIn)
        .map((s) => ({ id: s.id, clockIn: s.clockIn })),
    });
  }
  return result;
}

/**
 * Late: the clock-in came more than the grace after the start of the same workday's scheduled shift
 * nearest to it (with a split shift, each part is compared with its own schedule).
 */
function isLate(
  shift: TotalsShift & { startWorkday: string },
  scheduled: TotalsScheduled[],
  workdays: Workdays,
) {
  let nearest: TotalsScheduled | undefined;
  for (const s of scheduled) {
    if (workdays.workdayOf(s.start) !== shift.startWorkday) continue;
    if (!nearest || Math.abs(+s.start - +shift.clockIn) < Math.abs(+nearest.start - +shift.clockIn))
      nearest = s;
  }
  return nearest !== undefined && +shift.clockIn - +nearest.start > LATE_ARRIVAL_GRACE_MINUTES * 60_000;
}
