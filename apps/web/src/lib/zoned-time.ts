import { TZDate } from '@date-fns/tz';
import { formatInTimeZone, type Instant, usableTimeZone } from './time.ts';

// The schedule's date-time fields hold a wall-clock time at the LOCATION ('2026-03-10T09:00' in a
// datetime-local input), whatever zone the manager's device is in. These helpers turn such a value
// into an instant with the location's offset and back, so a manager travelling in another zone
// still schedules 09:00 at the shop.

const LOCAL_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** An instant as a datetime-local value on the location's wall clock ('yyyy-MM-ddTHH:mm'). */
export function toZonedInputValue(instant: Instant, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm");
}

/**
 * A datetime-local value read on the location's wall clock, as ISO 8601 with the location's offset
 * ('2026-03-10T09:00:00.000+01:00'). '' stays '' (nothing chosen); a value that is not a date-time
 * is returned as typed, for the contract to refuse. A time skipped by a daylight-saving change
 * (02:30 on the night clocks go forward) moves forward by the gap, as the wall clock does.
 */
export function fromZonedInputValue(value: string, timeZone: string): string {
  const match = LOCAL_VALUE.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(year, month - 1, day, hour, minute, usableTimeZone(timeZone));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The datetime-local value `hours` of real time after `value` (for a new shift's default end). */
export function addHoursToInputValue(value: string, hours: number, timeZone: string): string {
  const start = Date.parse(fromZonedInputValue(value, timeZone));
  if (Number.isNaN(start)) return '';
  return toZonedInputValue(start + hours * 3_600_000, timeZone);
}

/** The location's calendar date of an instant ('yyyy-MM-dd'). */
export function zonedDay(instant: Instant, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, 'yyyy-MM-dd');
}

/**
 * `days` whole days starting with the location's today, as the range the schedule calls take.
 * Days are counted on the calendar, not in 24-hour steps, so a daylight-saving change inside the
 * range cannot shift it.
 */
export function nextDays(
  now: Instant,
  days: number,
  timeZone: string,
): { startDate: string; endDate: string } {
  const startDate = zonedDay(now, timeZone);
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const endDate = new Date(Date.UTC(year, month - 1, day + days - 1)).toISOString().slice(0, 10);
  return { startDate, endDate };
}
