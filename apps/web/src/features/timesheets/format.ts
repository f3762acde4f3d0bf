import type { TimeFormat } from '@shiftclock/contract/time-format';
import {
  formatCalendarDate,
  formatDateAndTime,
  formatDecimal,
  formatTimeOfDay,
  type Instant,
} from '../../lib/time/clock.ts';
import { formatWallTime, zonedDay } from '../../lib/time/zoned-input.ts';

/** Hours with two decimals as the CSV export has them, in the page's language ('7.50', '7,50'). */
export function formatHours(hours: number): string {
  return formatDecimal(hours, 2);
}

/** Break minutes as the CSV has them, a whole number: '45', '0'. */
export function formatBreakMinutes(minutes: number): string {
  return formatDecimal(minutes, 0);
}

/** 'Nov 16 – Nov 22, 2026', or with both years when the period spans New Year. */
export function formatPeriod(startDate: string, endDate: string): string {
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  const start = formatCalendarDate(startDate, sameYear ? 'dayMonth' : 'dayMonthYear');
  const end = formatCalendarDate(endDate, 'dayMonthYear');
  return `${start} – ${end}`;
}

// Punches and moments go through formatWallTime: inside a repeated hour they carry the zone
// ('Nov 1, 01:30 EST'), so two different instants never print alike.

/** A punch on the location's clock in its time format: 'Nov 16, 08:58' or 'Nov 16, 8:58 AM'. */
export function formatPunch(instant: Instant, timeZone: string, timeFormat: TimeFormat): string {
  return formatWallTime(instant, timeZone, (at, zone) => formatDateAndTime(at, zone, 'dayMonth', timeFormat));
}

/** Only the time of day of a punch: '08:58' or '8:58 AM'. */
export function formatTime(instant: Instant, timeZone: string, timeFormat: TimeFormat): string {
  return formatWallTime(instant, timeZone, (at, zone) => formatTimeOfDay(at, zone, { timeFormat }));
}

/** A moment such as an approval: 'Nov 22, 2026, 17:04'. */
export function formatMoment(instant: Instant, timeZone: string, timeFormat: TimeFormat): string {
  return formatWallTime(instant, timeZone, (at, zone) =>
    formatDateAndTime(at, zone, 'dayMonthYear', timeFormat),
  );
}

/** True when two instants fall on the same calendar day at the location. */
export function sameDay(a: Instant, b: Instant, timeZone: string): boolean {
  return zonedDay(a, timeZone) === zonedDay(b, timeZone);
}
