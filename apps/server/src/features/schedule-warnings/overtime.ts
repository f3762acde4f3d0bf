import { addDaysToDay, startOfLocalDay } from '@shiftclock/contract/time/zoned-time';
import { HOUR_MS, hoursOf, type Interval, type PersonShifts, scheduledHereIds } from './intervals.ts';

/**
 * Projected overtime for a workweek: what the person worked so far (their shifts, at every location)
 * plus what is scheduled and not yet worked (the part of each scheduled shift after `now`), against
 * the location's payroll thresholds (packages/contract/src/payroll.ts: the weekly hours, and the daily
 * hours when set, as California's 8). An hour is overtime once: the daily excess first, then what
 * stays regular past the weekly threshold, as the timesheet counts (docs/api.md, "Hours and pay rules").
 */

export type OvertimeRules = { weeklyOvertimeHours: number; dailyOvertimeHours: number | null };

/** The worked and still-to-work parts of the person's shifts, as the projection counts them. */
function projectedParts(intervals: readonly Interval[], now: number) {
  return intervals.flatMap((interval) => {
    const part =
      interval.kind === 'worked'
        ? { start: interval.start, end: Math.min(interval.end, now) }
        : { start: Math.max(interval.start, now), end: interval.end };
    return part.end > part.start ? [{ ...part, here: interval.here }] : [];
  });
}

/** One person's projection for the workweek of days [weekStart, weekStart + 7). */
export function projectWeek(
  intervals: readonly Interval[],
  options: { weekStart: string; timezone: string; now: number; rules: OvertimeRules },
) {
  const parts = projectedParts(intervals, options.now);
  const dailyMs =
    options.rules.dailyOvertimeHours === null ? null : options.rules.dailyOvertimeHours * HOUR_MS;
  let totalMs = 0;
  let dailyOvertimeMs = 0;
  let elsewhereMs = 0;
  for (let index = 0; index < 7; index++) {
    const day = addDaysToDay(options.weekStart, index);
    const from = startOfLocalDay(day, options.timezone).getTime();
    const to = startOfLocalDay(addDaysToDay(day, 1), options.timezone).getTime();
    let dayMs = 0;
    for (const part of parts) {
      const ms = Math.max(0, Math.min(part.end, to) - Math.max(part.start, from));
      dayMs += ms;
      if (!part.here) elsewhereMs += ms;
    }
    totalMs += dayMs;
    if (dailyMs !== null) dailyOvertimeMs += Math.max(0, dayMs - dailyMs);
  }
  const weeklyOvertimeMs = Math.max(
    0,
    totalMs - dailyOvertimeMs - options.rules.weeklyOvertimeHours * HOUR_MS,
  );
  return { totalMs, overtimeMs: dailyOvertimeMs + weeklyOvertimeMs, elsewhereMs };
}

/** A warning per person and workweek whose projection has overtime. */
export function overtimeWarnings(
  people: readonly PersonShifts[],
  options: { weekStarts: readonly string[]; timezone: string; now: number; rules: OvertimeRules },
) {
  return options.weekStarts.flatMap((weekStart) => {
    const from = startOfLocalDay(weekStart, options.timezone).getTime();
    const to = startOfLocalDay(addDaysToDay(weekStart, 7), options.timezone).getTime();
    return people.flatMap(({ employee, intervals }) => {
      const week = projectWeek(intervals, { ...options, weekStart });
      if (week.overtimeMs <= 0) return [];
      const scheduled = intervals.filter((interval) => interval.start < to && interval.end > from);
      return [
        {
          kind: 'overtime' as const,
          severity: 'warning' as const,
          date: weekStart,
          shiftIds: scheduledHereIds(scheduled),
          employee,
          weekStart,
          weekEnd: addDaysToDay(weekStart, 6),
          projectedHours: hoursOf(week.totalMs),
          overtimeHours: hoursOf(week.overtimeMs),
          weeklyOvertimeHours: options.rules.weeklyOvertimeHours,
          dailyOvertimeHours: options.rules.dailyOvertimeHours,
          hoursElsewhere: week.elsewhereMs > 0,
        },
      ];
    });
  });
}
