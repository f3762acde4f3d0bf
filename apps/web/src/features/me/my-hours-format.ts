import { formatCalendarDate, formatDate, formatDecimal, formatTimeOfDay } from '../../lib/time/clock.ts';
import { dateLocale } from '../../lib/time/date-locale.ts';

// How the Hours tab and the printable records write figures and times: hours with two decimals as
// the manager's timesheet and CSV have them, times on the location's clock (lib/time/clock.ts), no
// date library, so the tab stays light on a phone.

/** '7.50' in English, '7,50' in German. */
export const formatMyHours = (hours: number) => formatDecimal(hours, 2);

/** A punch's time of day at the location: '08:58'. */
export const formatMyTime = (instant: string, timeZone: string) => formatTimeOfDay(instant, timeZone);

/** A day ('2026-11-16') as 'Mon, Nov 16'. */
export const formatMyDay = (day: string) => formatCalendarDate(day, 'weekdayDayMonth');

/** A day with its year: 'Nov 16, 2026'. */
export const formatMyDate = (day: string) => formatCalendarDate(day, 'dayMonthYear');

/** A moment at the location with its date: 'Nov 23, 2026' (an approval). */
export const formatMyMoment = (instant: string, timeZone: string) =>
  formatDate(instant, timeZone, 'dayMonthYear');

/** Two days as one range in the page's language: 'Nov 16 – 22, 2026', '16–22 nov. 2026'. */
export function formatDayRange(first: string, last: string): string {
  const format = new Intl.DateTimeFormat(dateLocale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`));
}

type BreakKey =
  | 'meTabs.hours.breakPaid'
  | 'meTabs.hours.breakUnpaid'
  | 'meTabs.hours.print.breakPaid'
  | 'meTabs.hours.print.breakUnpaid';

/**
 * A break's line: 'Break 12:00 – 12:30 (unpaid)', or in the printed table's Breaks column
 * (`short`) '12:00–12:30 unpaid'. A break still going on ends 'now'.
 */
export function formatMyBreak(
  t: (key: BreakKey, values: { from: string; to: string }) => string,
  taken: { start: string; end: string | null; paid: boolean },
  time: (instant: string | null) => string,
  short = false,
): string {
  const prefix = short ? 'meTabs.hours.print.' : 'meTabs.hours.';
  return t(`${prefix}${taken.paid ? 'breakPaid' : 'breakUnpaid'}` as BreakKey, {
    from: time(taken.start),
    to: time(taken.end),
  });
}
