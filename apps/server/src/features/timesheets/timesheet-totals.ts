import { LATE_ARRIVAL_GRACE_MINUTES } from '@shiftclock/contract/timesheets';
import { workweekStart } from '../../shared/pay-periods.ts';
import { workdaysOf } from '../../shared/workdays.ts';
import { isAwaitingReview } from '../shifts/shift-dto.ts';
import { type ChargedHours, chargePersonHours, type DayShift } from './person-hours.ts';
import {
  type AutoDeduction,
  breaksByShiftOf,
  type CountingRules,
  countShift,
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
  /** The breaks of `shifts` (others are ignored); also those of shifts `elsewhere`. */
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
  /**
   * The person also worked at another location in these workweeks: those hours counted toward the
   * thresholds, so some of the hours here may be overtime that this location's hours alone are not.
   */
  hoursElsewhere: boolean;
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

/** A scheduled shift with the workday it starts in. */
type WorkdayScheduled = TotalsScheduled & { workday: string };

export function computeTotals(input: TotalsInput): EmployeeTotals[] {
  const { startDate, endDate, timezone, now } = input;
  const inPeriod = (day: string) => day >= startDate && day <= endDate;
  const firstDay = workweekStart(startDate, input.periodStart);
  const workdays = workdaysOf(timezone, input.workdayStart ?? '00:00');
  const rules: CountingRules = {
    autoDeduction: input.autoDeduction,
    roundingMinutes: input.roundingMinutes,
    timezone,
    workdays,
  };

  const breaksByShift = breaksByShiftOf(input.breaks);

  const byEmployee = new Map<string, { shifts: DayShift[]; scheduled: WorkdayScheduled[] }>();
  const byPerson = new Map<string, DayShift[]>();
  const entry = (uuid: string) => {
    let e = byEmployee.get(uuid);
    if (!e) {
      e = { shifts: [], scheduled: [] };
      byEmployee.set(uuid, e);
    }
    return e;
  };
  for (const shift of input.shifts) {
    // Rounding and the deduction are the location's where the shift was worked; the workdays are the
    // counting policy's (docs/api.md, "One person at several locations").
    const counted = countShift(shift, breaksByShift.get(shift.id) ?? [], now, {
      ...rules,
      ...shift.counting,
    });
    // Begun after the period, or wholly before its first workweek: nothing of it counts here.
    if (counted.startWorkday > endDate) continue;
    if (counted.startWorkday < firstDay && counted.parts.every((part) => part.workday < firstDay)) continue;
    const dayShift = { ...shift, ...counted };
    const person = shift.personId ?? shift.employeeUuid;
    const ofPerson = byPerson.get(person);
    if (ofPerson) ofPerson.push(dayShift);
    else byPerson.set(person, [dayShift]);
    if (!shift.elsewhere) entry(shift.employeeUuid).shifts.push(dayShift);
  }
  for (const s of input.scheduled) {
    // Worked out once: a zone's wall clock is an Intl call, and each shift's lateness looks at every
    // scheduled shift of its employee (a month of 50 locations made that seconds).
    const workday = workdays.workdayOf(s.start);
    if (inPeriod(workday)) entry(s.employeeUuid).scheduled.push({ ...s, workday });
  }

  const charged = new Map<string, ChargedHours>();
  const elsewhere = new Set<string>();
  for (const shifts of byPerson.values()) {
    const here = shifts.filter((s) => !s.elsewhere);
    if (here.length === 0) continue;
    if (here.length < shifts.length) for (const s of here) elsewhere.add(s.employeeUuid);
    chargePersonHours(shifts, { ...input, firstDay }, charged);
  }

  const result: EmployeeTotals[] = [];
  for (const [employeeUuid, { shifts, scheduled }] of byEmployee) {
    const periodShifts = shifts
      .filter((s) => inPeriod(s.startWorkday))
      .sort((a, b) => +a.clockIn - +b.clockIn);
    const hours = charged.get(employeeUuid) ?? { regularMs: 0, overtimeMs: 0, doubleTimeMs: 0, workdays: [] };

    // Nothing of this employee in the period: no shift begun, nothing worked, nothing scheduled.
    if (periodShifts.length === 0 && scheduled.length === 0 && hours.workdays.length === 0) continue;
    result.push({
      employeeUuid,
      // The workdays the period's shifts start in: a night shift is one day worked, not two.
      daysWorked: new Set(periodShifts.map((s) => s.startWorkday)).size,
      regularMs: hours.regularMs,
      overtimeMs: hours.overtimeMs,
      doubleTimeMs: hours.doubleTimeMs,
      totalMs: hours.regularMs + hours.overtimeMs + hours.doubleTimeMs,
      actualMs: periodShifts.reduce((sum, s) => sum + s.actualWorkedMs, 0),
      paidBreakMs: periodShifts.reduce((sum, s) => sum + s.paidBreakMs, 0),
      unpaidBreakMs: periodShifts.reduce((sum, s) => sum + s.unpaidBreakMs, 0),
      deductionMs: periodShifts.reduce((sum, s) => sum + s.deductionMs, 0),
      scheduledMs: scheduled.reduce((sum, s) => sum + (+s.end - +s.start), 0),
      shiftCount: periodShifts.length,
      lateArrivals: periodShifts.filter((s) => isLate(s, scheduled)).length,
      needsReview: periodShifts.filter(needsReview).length,
      awaitingReview: periodShifts.filter(isAwaitingReview).length,
      shiftIds: periodShifts.map((s) => s.id),
      workdays: hours.workdays,
      pendingShifts: shifts
        .filter((s) => isAwaitingReview(s) && s.startWorkday >= firstDay)
        .sort((a, b) => +a.clockIn - +b.clockIn)
        .map((s) => ({ id: s.id, clockIn: s.clockIn })),
      hoursElsewhere: elsewhere.has(employeeUuid),
    });
  }
  return result;
}

/**
 * Late: the clock-in came more than the grace after the start of the same workday's scheduled shift
 * nearest to it (with a split shift, each part is compared with its own schedule).
 */
function isLate(shift: TotalsShift & { startWorkday: string }, scheduled: WorkdayScheduled[]) {
  let nearest: WorkdayScheduled | undefined;
  for (const s of scheduled) {
    if (s.workday !== shift.startWorkday) continue;
    if (!nearest || Math.abs(+s.start - +shift.clockIn) < Math.abs(+nearest.start - +shift.clockIn))
      nearest = s;
  }
  return nearest !== undefined && +shift.clockIn - +nearest.start > LATE_ARRIVAL_GRACE_MINUTES * 60_000;
}
