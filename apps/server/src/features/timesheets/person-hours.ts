import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import { workweekStart } from '../../shared/pay-periods.ts';
import { type CountedShift, HOUR_MS, type TotalsShift } from './shift-count.ts';

/**
 * One person's hours under the daily and weekly rules, charged to the employee rows (locations) that
 * worked them (docs/api.md, "One person at several locations"). The rules see all the person's
 * shifts; each hour then takes its place in time order: within a workday the hours fill the daily
 * thresholds in the order they were worked, and across the workweek the regular hours fill the weekly
 * threshold in that order, so the overtime is charged where the hours that crossed a threshold were
 * worked. For a person with shifts at one location the sums are those of the day's and week's totals.
 */

export type DayShift = TotalsShift & CountedShift;

export type WorkdayHours = { workday: string; regularMs: number; overtimeMs: number; doubleTimeMs: number };

/** What an employee row was charged in the period: its share of the person's hours. */
export type ChargedHours = {
  regularMs: number;
  overtimeMs: number;
  doubleTimeMs: number;
  /** Each workday of the period with worked time of this row, in order. */
  workdays: WorkdayHours[];
};

type Rules = {
  startDate: string;
  endDate: string;
  /** The first day of the workweek holding startDate. */
  firstDay: string;
  periodStart: string;
  weeklyOvertimeHours: number;
  dailyOvertimeHours: number | null;
  doubleTimeDailyHours: number | null;
  seventhDayRule: boolean;
};

/** California's seventh day: its first 8 hours are overtime, the rest double time. */
const SEVENTH_DAY_OVERTIME_MS = 8 * HOUR_MS;

/** The worked time of a day from `from` to `from + ms` split at the day's thresholds (regular may still become weekly overtime). */
function splitSlice(from: number, ms: number, limits: { regularTo: number; overtimeTo: number }) {
  const within = (a: number, b: number) => Math.max(0, Math.min(from + ms, b) - Math.max(from, a));
  return {
    regular: within(0, limits.regularTo),
    overtime: within(limits.regularTo, limits.overtimeTo),
    doubleTime: within(limits.overtimeTo, Number.POSITIVE_INFINITY),
  };
}

/** Adds one person's hours, by employee row, to `charged`. */
export function chargePersonHours(
  shifts: readonly DayShift[],
  rules: Rules,
  charged: Map<string, ChargedHours>,
) {
  const weeklyMs = rules.weeklyOvertimeHours * HOUR_MS;
  const dailyMs = rules.dailyOvertimeHours === null ? null : rules.dailyOvertimeHours * HOUR_MS;
  const doubleMs = rules.doubleTimeDailyHours === null ? null : rules.doubleTimeDailyHours * HOUR_MS;
  const usual = {
    regularTo: Math.min(dailyMs ?? Number.POSITIVE_INFINITY, doubleMs ?? Number.POSITIVE_INFINITY),
    overtimeTo: doubleMs ?? Number.POSITIVE_INFINITY,
  };
  const seventh = { regularTo: 0, overtimeTo: SEVENTH_DAY_OVERTIME_MS };

  // Each workday's slices of worked time, in the order they were worked.
  const slicesByDay = new Map<string, { employeeUuid: string; ms: number }[]>();
  for (const shift of [...shifts].sort((a, b) => +a.clockIn - +b.clockIn)) {
    for (const part of shift.parts) {
      const slices = slicesByDay.get(part.workday) ?? [];
      slices.push({ employeeUuid: shift.employeeUuid, ms: part.ms });
      slicesByDay.set(part.workday, slices);
    }
  }

  const rowOf = (uuid: string) => {
    let row = charged.get(uuid);
    if (!row) {
      row = { regularMs: 0, overtimeMs: 0, doubleTimeMs: 0, workdays: [] };
      charged.set(uuid, row);
    }
    return row;
  };

  let weekRegularMs = 0;
  let daysInARow = 0;
  for (let day = rules.firstDay; day <= rules.endDate; day = addDaysToDay(day, 1)) {
    if (day !== rules.firstDay && workweekStart(day, rules.periodStart) === day) {
      weekRegularMs = 0;
      daysInARow = 0;
    }
    const slices = slicesByDay.get(day) ?? [];
    daysInARow = slices.length > 0 ? daysInARow + 1 : 0;
    const limits = rules.seventhDayRule && daysInARow === 7 ? seventh : usual;
    // Daily overtime and double time first; what stays regular then fills the workweek's threshold.
    // An hour is overtime once, by whichever rule reaches it first.
    const dayByRow = new Map<string, WorkdayHours>();
    let dayMs = 0;
    for (const slice of slices) {
      const split = splitSlice(dayMs, slice.ms, limits);
      dayMs += slice.ms;
      const regular = Math.min(split.regular, Math.max(0, weeklyMs - weekRegularMs));
      weekRegularMs += regular;
      const hours = dayByRow.get(slice.employeeUuid) ?? {
        workday: day,
        regularMs: 0,
        overtimeMs: 0,
        doubleTimeMs: 0,
      };
      hours.regularMs += regular;
      hours.overtimeMs += split.overtime + (split.regular - regular);
      hours.doubleTimeMs += split.doubleTime;
      dayByRow.set(slice.employeeUuid, hours);
    }
    if (day < rules.startDate) continue;
    for (const [uuid, hours] of dayByRow) {
      const row = rowOf(uuid);
      row.regularMs += hours.regularMs;
      row.overtimeMs += hours.overtimeMs;
      row.doubleTimeMs += hours.doubleTimeMs;
      row.workdays.push(hours);
    }
  }
}
