import { fetchRangeOf } from '@shiftclock/contract/time/week-range';
import type { WeekModel } from './week.ts';

/**
 * What the calendar asks the server for to draw `week` (instants: start inclusive, end exclusive):
 * from a day before the first window to the end of the week's seventh date, shown or not
 * (packages/contract/src/time/week-range.ts, which the server's `week=current` resolves with too).
 */
export function weekFetchRange(week: WeekModel): { startDate: string; endDate: string } {
  return fetchRangeOf(week);
}

/**
 * What the calendar asks for when it opens on the week holding `now`, or null for a layout with no
 * hours; the manager's dashboard starts these calls before the calendar renders.
 */
export { currentWeekFetchRange } from '@shiftclock/contract/time/week-range';
