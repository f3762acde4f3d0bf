import { formatInTimeZone, type Instant, type TimeFormat, timeOfDayPattern } from '../../lib/time.ts';
import { formatWallTime } from '../../lib/zoned-time.ts';

/** Hours as the CSV export writes them: two decimals ('7.50', '0.00'). */
export function formatHours(hours: number): string {
  return (Math.round(hours * 100) / 100).toFixed(2);
}

// A calendar date ('2026-11-16') names a day, not an instant: read at noon UTC and formatted in UTC,
// no zone can move it to the day before.
const dayAtNoon = (date: string) => `${date}T12:00:00Z`;

/** 'Nov 16 – Nov 22, 2026', or with both years when the period spans New Year. */
export function formatPeriod(startDate: string, endDate: string): string {
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  const start = formatInTimeZone(dayAtNoon(startDate), 'UTC', sameYear ? 'MMM d' : 'MMM d, yyyy');
  const end = formatInTimeZone(dayAtNoon(endDate), 'UTC', 'MMM d, yyyy');
  return `${start} – ${end}`;
}

/** A calendar date in words: 'Nov 16, 2026'. */
export function formatDay(date: string): string {
  return formatInTimeZone(dayAtNoon(date), 'UTC', 'MMM d, yyyy');
}

// Punches and moments go through formatWallTime: inside a repeated hour they carry the zone
// ('Nov 1, 01:30 EST'), so two different instants never print alike.

/** A punch on the location's clock in its time format: 'Nov 16, 08:58' or 'Nov 16, 8:58 AM'. */
export function formatPunch(instant: Instant, timeZone: string, timeFormat: TimeFormat): string {
  return formatWallTime(instant, timeZone, `MMM d, ${timeOfDayPattern(timeFormat)}`);
}

/** Only the time of day of a punch: '08:58' or '8:58 AM'. */
export function formatTime(instant: Instant, timeZone: string, timeFormat: TimeFormat): string {
  return formatWallTime(instant, timeZone, timeOfDayPattern(timeFormat));
}

/** A moment such as an approval: 'Nov 22, 2026, 17:04'. */
export function formatMoment(instant: Instant, timeZone: string, timeFormat: TimeFormat): string {
  return formatWallTime(instant, timeZone, `MMM d, yyyy, ${timeOfDayPattern(timeFormat)}`);
}

/** True when two instants fall on the same calendar day at the location. */
export function sameDay(a: Instant, b: Instant, timeZone: string): boolean {
  return formatInTimeZone(a, timeZone, 'yyyy-MM-dd') === formatInTimeZone(b, timeZone, 'yyyy-MM-dd');
}
