import { addDaysToDay } from '@shiftclock/contract/time/zoned-time';
import { formatInTimeZone } from '../../lib/time/pattern.ts';
import { dateInZone, dayWindow, isEmptyLayout, visibleWeekdays, type WeekLayout, weekdayOf } from './week.ts';

// Where the Schedule Shift button's new shift starts (docs/decisions/0174-the-whole-week-in-view.md):
// the next full hour while the location is open, else the next opening of its window. At 23:30 a
// café open 07:00-22:00 is offered tomorrow 07:00, not a shift from midnight to six.

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The next full hour on the location's clock after `now`. Every zone's offset is a whole number of
 * quarter hours, so it is at most four quarter hours away.
 */
export function nextFullHour(now: number, timeZone: string): number {
  let start = Math.floor(now / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + QUARTER_HOUR_MS;
  while (formatInTimeZone(start, timeZone, 'mm') !== '00') start += QUARTER_HOUR_MS;
  return start;
}

/**
 * The next full hour when it falls inside an opening window of a day the week layout shows (an
 * overnight window included), else the start of the next such window. A layout with no hours
 * (start equals end) has no windows: the next full hour.
 */
export function proposedShiftStart(now: number, layout: WeekLayout, timeZone: string): number {
  const hour = nextFullHour(now, timeZone);
  if (isEmptyLayout(layout)) return hour;
  const openDays = new Set(visibleWeekdays(layout));
  // From the day before (its overnight window may still be open) through the next week.
  let date = addDaysToDay(dateInZone(hour, timeZone), -1);
  for (let day = 0; day < 9; day++, date = addDaysToDay(date, 1)) {
    const window = openDays.has(weekdayOf(date)) ? dayWindow(date, layout, timeZone) : null;
    if (window && window.end > hour) return Math.max(hour, window.start);
  }
  return hour;
}
