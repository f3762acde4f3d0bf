import type { Settings } from '../settings.ts';
import { addDaysToDay, instantAtLocalTime, localDayOf, wallClockAt } from './zoned-time.ts';

// Which week is "the current week" at a location and which instants the calendar asks for to draw
// it: shared by the web app's calendar (apps/web/src/features/calendar/week.ts) and the server's
// `week=current` (docs/api.md, "Shifts"), so both resolve the same week
// (docs/decisions/0184-the-week-asked-by-name.md).

export type WeekLayout = Settings['weekLayout'];

/** A date on the location's calendar, 'yyyy-MM-dd'. */
export type DateKey = string;

/** Instants with an offset: start inclusive, end exclusive. */
export interface WeekRange {
  startDate: string;
  endDate: string;
}

/** Shifts are asked from a day before the first window: one begun the evening before reaches into it. */
const LOOK_BACK_MS = 24 * 3_600_000;

/** 'HH:00' → the hour. */
export function hourOf(time: string): number {
  return Number(time.slice(0, 2));
}

/** An end earlier than the start: each day's window runs to the end time of the next date. */
export function isOvernightLayout(layout: WeekLayout): boolean {
  return hourOf(layout.endTime) < hourOf(layout.startTime);
}

/** Start and end on the same hour would be an empty window: nothing can be drawn. */
export function isEmptyLayout(layout: WeekLayout): boolean {
  return hourOf(layout.endTime) === hourOf(layout.startTime);
}

/** startDay..endDay, wrapping past Saturday (Fri..Mon is 5, 6, 0, 1). Equal days show one day. */
export function visibleWeekdays(layout: WeekLayout): number[] {
  const count = ((layout.endDay - layout.startDay + 7) % 7) + 1;
  return Array.from({ length: count }, (_, index) => (layout.startDay + index) % 7);
}

/** 0 = Sunday … 6 = Saturday, of a date on the calendar. */
export function weekdayOf(date: DateKey): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/**
 * The date whose window the instant belongs to. In an overnight layout the small hours before the end
 * time still belong to the previous evening's column (02:00 on Tuesday is Monday's night).
 */
export function businessDate(instant: number, layout: WeekLayout, timeZone: string): DateKey {
  const date = localDayOf(instant, timeZone);
  if (isOvernightLayout(layout) && wallClockAt(instant, timeZone).hour < hourOf(layout.endTime)) {
    return addDaysToDay(date, -1);
  }
  return date;
}

/** The first visible day of the week that holds `date` (weeks begin on the layout's start day). */
export function weekAnchor(date: DateKey, layout: WeekLayout): DateKey {
  return addDaysToDay(date, -((weekdayOf(date) - layout.startDay + 7) % 7));
}

/** The week holding 'now' at the location (the 'Today' button). */
export function currentWeekAnchor(now: number, layout: WeekLayout, timeZone: string): DateKey {
  return weekAnchor(businessDate(now, layout, timeZone), layout);
}

/**
 * The earliest instant showing this wall time: a fall-back night shows 02:00 twice; take the first.
 * A time a spring-forward night skips resolves forward (02:00 → 03:00), as the wall clock does.
 */
export function earliestAt(date: DateKey, hour: number, timeZone: string): number {
  return instantAtLocalTime(date, hour, 0, timeZone).getTime();
}

/** A date's window: from the start time to the end time, on the next date when overnight. */
export function dayWindow(date: DateKey, layout: WeekLayout, timeZone: string) {
  if (isEmptyLayout(layout)) return null;
  const endDate = isOvernightLayout(layout) ? addDaysToDay(date, 1) : date;
  return {
    start: earliestAt(date, hourOf(layout.startTime), timeZone),
    end: earliestAt(endDate, hourOf(layout.endTime), timeZone),
  };
}

/**
 * The end of the week's seven dates from `anchor`: the local midnight after the seventh, or the end
 * of its window when an overnight window runs later, whether or not the layout shows them all.
 */
export function weekEndOf(anchor: DateKey, layout: WeekLayout, timeZone: string): number {
  return Math.max(
    earliestAt(addDaysToDay(anchor, 7), 0, timeZone),
    dayWindow(addDaysToDay(anchor, 6), layout, timeZone)?.end ?? 0,
  );
}

/**
 * What the calendar asks the server for to draw a week whose windows run from `start` to `end`: from
 * a day before the first window to the end of the week's seventh date, shown or not. A shift begun
 * after the last day's closing time is still that day's, and one on a day the layout leaves out gets
 * a column of its own (docs/decisions/0174-the-whole-week-in-view.md).
 */
export function fetchRangeOf(week: { start: number; end: number; weekEnd: number }): WeekRange {
  return {
    startDate: new Date(week.start - LOOK_BACK_MS).toISOString(),
    endDate: new Date(Math.max(week.end, week.weekEnd)).toISOString(),
  };
}

/**
 * What the calendar asks for when it opens on the week holding `now`, or null when a visible day has
 * no time in its window (a layout with no hours): the week the calendar then cannot draw.
 */
export function currentWeekFetchRange(now: number, layout: WeekLayout, timeZone: string): WeekRange | null {
  const anchor = currentWeekAnchor(now, layout, timeZone);
  const windows = visibleWeekdays(layout).map((weekday) =>
    dayWindow(addDaysToDay(anchor, (weekday - layout.startDay + 7) % 7), layout, timeZone),
  );
  if (windows.some((window) => !window || window.start >= window.end)) return null;
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return null;
  return fetchRangeOf({ start: first.start, end: last.end, weekEnd: weekEndOf(anchor, layout, timeZone) });
}
