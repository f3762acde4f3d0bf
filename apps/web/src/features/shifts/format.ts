import type { TimeFormat } from '@shiftclock/contract/time-format';
import { formatDateAndTime, formatDecimal, type Instant } from '../../lib/time/clock.ts';
import { formatWallTime, zonedDay } from '../../lib/time/zoned-input.ts';

/** docs/product.md section 9: hours on screen are rounded to 0.1 ('7.5', '8.0'; '7,5' in German). */
export function formatHours(hours: number): string {
  return formatDecimal(hours, 1);
}

/**
 * A punch as the location's wall clock showed it: a short date in the page's language and the time in the location's
 * time format ('Mar 10, 09:05' or 'Mar 10, 9:05 AM'). The year is added only when it is not the
 * location's current year ('Dec 31, 2025, 22:00'), which keeps the table narrow enough for a tablet.
 * Inside a repeated hour the zone follows ('Nov 1, 01:30 EST').
 */
export function formatPunch(
  instant: Instant,
  timeZone: string,
  timeFormat: TimeFormat = '24h',
  now: Instant = Date.now(),
): string {
  // The year from the zone module's day (its offsets are read once per hour), not a date library's
  // formatter: Recent Shifts asks twice per row on the manager's first paint.
  const sameYear = zonedDay(instant, timeZone).slice(0, 4) === zonedDay(now, timeZone).slice(0, 4);
  return formatWallTime(instant, timeZone, (at, zone) =>
    formatDateAndTime(at, zone, sameYear ? 'dayMonth' : 'dayMonthYear', timeFormat),
  );
}
