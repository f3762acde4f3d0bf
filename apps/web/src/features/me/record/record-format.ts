import { dateLocale } from '../../../lib/time/date-locale.ts';

/**
 * The record's times, each in its location's zone and the page's language, with Intl alone (the
 * employee app loads without date-fns).
 */
const format = (instant: string, timeZone: string, options: Intl.DateTimeFormatOptions) => {
  const date = new Date(instant);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(dateLocale(), { ...options, timeZone }).format(date);
};

/** "Mon, Nov 23" */
export const formatRecordDay = (instant: string, timeZone: string) =>
  format(instant, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });

/** "9:05 AM" */
export const formatRecordTime = (instant: string, timeZone: string) =>
  format(instant, timeZone, { hour: 'numeric', minute: '2-digit' });

/** "Nov 23, 2026, 9:05 AM": when a correction was made or answered. */
export const formatRecordMoment = (instant: string, timeZone: string) =>
  format(instant, timeZone, { dateStyle: 'medium', timeStyle: 'short' });

/** A punch: its time, and its day too when it is not the shift's first day. */
export function formatPunchOf(instant: string | null, shiftStart: string, timeZone: string): string | null {
  if (instant === null) return null;
  const time = formatRecordTime(instant, timeZone);
  return formatRecordDay(instant, timeZone) === formatRecordDay(shiftStart, timeZone)
    ? time
    : `${formatRecordDay(instant, timeZone)} ${time}`;
}
