import type { TimeFormat } from '@shiftclock/contract/time-format';
import { formatDate, formatTimeOfDay } from '../../lib/time/clock.ts';
import { formatClockTime } from '../../lib/time-of-day.ts';

/** A wall-clock minute of the day as the time format shows it: '13:00' or '1:00 PM'. */
export function formatMinuteOfDay(minuteOfDay: number, timeFormat: TimeFormat): string {
  const hour = String(Math.floor(minuteOfDay / 60) % 24).padStart(2, '0');
  return formatClockTime(`${hour}:${String(minuteOfDay % 60).padStart(2, '0')}`, timeFormat);
}

/** An instant at the location in the time format. */
export function formatTime(instant: number | string, timeZone: string, timeFormat: TimeFormat): string {
  return formatTimeOfDay(instant, timeZone, { timeFormat });
}

/** 'Mon, Mar 9' (in the page's language) of an instant at the location, for times on another day than the column. */
export function formatShortDate(instant: number | string, timeZone: string): string {
  return formatDate(instant, timeZone, 'weekdayDayMonth');
}

export type Deviation = { key: 'late' | 'early'; duration: string } | { key: 'onTime' };

/**
 * docs/product.md: '+5m late', '-3m early', 'On time' (the words come from the locale); from an hour
 * on, hours and minutes: '+1h 20m late', never '+80m late'.
 */
export function describeDeviation(minutes: number): Deviation {
  if (minutes === 0) return { key: 'onTime' };
  const size = Math.abs(minutes);
  const hours = Math.floor(size / 60);
  const rest = size % 60;
  const duration = hours === 0 ? `${rest}m` : rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
  return { key: minutes > 0 ? 'late' : 'early', duration };
}

/** docs/product.md's month and year heading, e.g. 'November 2026': the month of the week's first day. */
export function monthHeading(firstDayStart: number, timeZone: string): string {
  return formatDate(firstDayStart, timeZone, 'monthYear');
}

/** 'Mar 9' of an instant at the location. */
export function formatDayMonth(instant: number, timeZone: string): string {
  return formatDate(instant, timeZone, 'dayMonth');
}

/** 'Mon' of an instant at the location. */
export function formatWeekday(instant: number, timeZone: string): string {
  return formatDate(instant, timeZone, 'weekday');
}
