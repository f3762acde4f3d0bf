import {
  addDaysToDay,
  instantAtLocalTime,
  localDayOf,
  startOfLocalDay,
} from '@shiftclock/contract/time/zoned-time';

/**
 * The location's workdays (California Labor Code §500(a): "a consecutive 24-hour period commencing
 * at the same time each calendar day"): each starts at the payroll setting `workdayStart` on the
 * location's clock and is named by the calendar day it starts on. Daily overtime, double time and the
 * seventh day count per workday; a shift across a workday's start counts on both sides of it
 * (docs/api.md, "Hours and pay rules"). A workday across a clock change lasts 23 or 25 hours: its
 * bounds are read on the local clock. A start inside a skipped hour is the same time after the jump,
 * inside a repeated hour its first pass (packages/contract/src/time/zoned-time.ts, instantAtLocalTime).
 */
export type Workdays = ReturnType<typeof workdaysOf>;

export type WorkdayPart = { workday: string; from: number; to: number };

export function workdaysOf(timezone: string, workdayStart: string) {
  const hour = Number(workdayStart.slice(0, 2));
  const minute = Number(workdayStart.slice(3, 5));
  const starts = new Map<string, number>();

  /** The first instant of the workday named `day`. */
  function startOf(day: string): number {
    let start = starts.get(day);
    if (start === undefined) {
      start = (
        hour === 0 && minute === 0
          ? startOfLocalDay(day, timezone)
          : instantAtLocalTime(day, hour, minute, timezone)
      ).getTime();
      starts.set(day, start);
    }
    return start;
  }

  /** The workday an instant falls in: its local day, or the day before while that day's workday has not begun. */
  function workdayOf(instant: Date | number): string {
    const ms = typeof instant === 'number' ? instant : instant.getTime();
    const day = localDayOf(ms, timezone);
    return ms < startOf(day) ? addDaysToDay(day, -1) : day;
  }

  /** [from, to) cut at each workday start inside it, earliest first; nothing for an empty interval. */
  function split(from: number, to: number): WorkdayPart[] {
    const parts: WorkdayPart[] = [];
    let workday = workdayOf(from);
    let start = from;
    while (start < to) {
      const next = addDaysToDay(workday, 1);
      const end = Math.min(to, startOf(next));
      parts.push({ workday, from: start, to: end });
      workday = next;
      start = end;
    }
    return parts;
  }

  /** The instants [from, to) of the workdays `first`..`last` (inclusive). */
  const range = (first: string, last: string) => ({
    from: new Date(startOf(first)),
    to: new Date(startOf(addDaysToDay(last, 1))),
  });

  return { startOf, workdayOf, split, range };
}
