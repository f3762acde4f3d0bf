import { addDaysToDay, instantAtLocalTime, localDayOf, startOfLocalDay } from './zoned-time.ts';

/**
 * Whether a shift falls on time off or outside a weekly availability, in a location's zone
 * (docs/decisions/0203-time-off-and-availability.md). Pure and without zod: the server's schedule
 * warnings and the web's schedule dialog ask the same questions.
 */

/** One weekday's availability: 0 Sunday … 6 Saturday; `start`/`end` `HH:MM` (24:00: end of day), both null: not available. */
export type WeekdayAvailability = { weekday: number; start: string | null; end: string | null };

/** Time off as requests carry it: whole days (dates) or hours (instants). */
export type TimeOffSpan = {
  allDay: boolean;
  startDate: string | null;
  endDate: string | null;
  start: string | number | Date | null;
  end: string | number | Date | null;
};

/** The weekday (0 Sunday) of a `YYYY-MM-DD` day. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The instants [start, end) time off covers in a zone: whole days are the zone's days. */
export function timeOffInstants(span: TimeOffSpan, timezone: string) {
  if (span.allDay && span.startDate && span.endDate)
    return {
      start: startOfLocalDay(span.startDate, timezone).getTime(),
      end: startOfLocalDay(addDaysToDay(span.endDate, 1), timezone).getTime(),
    };
  return { start: new Date(span.start ?? 0).getTime(), end: new Date(span.end ?? 0).getTime() };
}

/** Whether [start, end) overlaps the time off, read in the zone. */
export function overlapsTimeOff(shift: { start: number; end: number }, span: TimeOffSpan, timezone: string) {
  const off = timeOffInstants(span, timezone);
  return shift.start < off.end && off.start < shift.end;
}

const instantOfClock = (day: string, time: string, timezone: string) => {
  if (time === '24:00') return startOfLocalDay(addDaysToDay(day, 1), timezone).getTime();
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return instantAtLocalTime(day, hour, minute, timezone).getTime();
};

/**
 * The local days on which a shift [start, end) leaves the availability: each day of the zone the
 * shift touches, with the weekday's statement, when the part of the shift on that day is not inside
 * the stated hours (or the weekday says not available). Weekdays without a statement never count.
 */
export function outsideAvailability(
  shift: { start: number; end: number },
  days: readonly WeekdayAvailability[],
  timezone: string,
): { date: string; weekday: number; available: { start: string; end: string } | null }[] {
  if (days.length === 0 || shift.end <= shift.start) return [];
  const byWeekday = new Map(days.map((day) => [day.weekday, day]));
  const found: { date: string; weekday: number; available: { start: string; end: string } | null }[] = [];
  const last = localDayOf(shift.end - 1, timezone);
  for (let day = localDayOf(shift.start, timezone); day <= last; day = addDaysToDay(day, 1)) {
    const weekday = weekdayOf(day);
    const stated = byWeekday.get(weekday);
    if (!stated) continue;
    if (stated.start === null || stated.end === null) {
      found.push({ date: day, weekday, available: null });
      continue;
    }
    const dayStart = startOfLocalDay(day, timezone).getTime();
    const dayEnd = startOfLocalDay(addDaysToDay(day, 1), timezone).getTime();
    const partStart = Math.max(shift.start, dayStart);
    const partEnd = Math.min(shift.end, dayEnd);
    if (partEnd <= partStart) continue;
    const from = instantOfClock(day, stated.start, timezone);
    const to = instantOfClock(day, stated.end, timezone);
    if (partStart < from || partEnd > to)
      found.push({ date: day, weekday, available: { start: stated.start, end: stated.end } });
  }
  return found;
}
