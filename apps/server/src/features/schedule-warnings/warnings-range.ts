import {
  scheduleWarningsMessages as messages,
  WARNINGS_MAX_DAYS,
} from '@shiftclock/contract/schedule-warnings';
import { currentWeekAnchor, type WeekLayout } from '@shiftclock/contract/time/week-range';
import { addDaysToDay, daysBetween } from '@shiftclock/contract/time/zoned-time';
import { BadRequest, FieldInvalid } from '../../platform/errors.ts';
import { weekOrRange } from '../settings/current-week.ts';

export type DayRange = { startDate: string; endDate: string };

/**
 * The days asked for: both bounds, or `week=current`, the seven days of the calendar's week holding
 * `now` (packages/contract/src/time/week-range.ts). At most WARNINGS_MAX_DAYS days.
 */
export function warningsRange(
  query: { startDate?: string; endDate?: string; week?: 'current' },
  location: { layout: WeekLayout; timezone: string; now: Date },
): DayRange {
  const sent = query.startDate !== undefined || query.endDate !== undefined;
  if (query.week && !sent) {
    const anchor = currentWeekAnchor(location.now.getTime(), location.layout, location.timezone);
    return { startDate: anchor, endDate: addDaysToDay(anchor, 6) };
  }
  if (query.week || !query.startDate || !query.endDate) throw new BadRequest(weekOrRange);
  const days = daysBetween(query.startDate, query.endDate) + 1;
  if (days < 1) throw new FieldInvalid('endDate', messages.warningsRangeOrder);
  if (days > WARNINGS_MAX_DAYS) throw new FieldInvalid('endDate', messages.warningsRangeTooLong);
  return { startDate: query.startDate, endDate: query.endDate };
}
